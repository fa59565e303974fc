package chcgen

import "math/big"

func bigRat(k int64) *big.Rat { return new(big.Rat).SetInt64(k) }
