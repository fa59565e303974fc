package c

import (
	"fmt"
	"math/big"

	"modernc.org/cc/v4"
)

// intType is a C integer type in a data model: its width in bits and
// signedness. _Bool is unsigned with width 1 and converts by != 0.
type intType struct {
	name    string
	bits    int
	signed  bool
	rank    int // conversion rank: _Bool 0, char 1, short 2, int 3, long 4, long long 5
	boolean bool
}

// min and max return the type's range.
func (t intType) min() *big.Int {
	if !t.signed {
		return new(big.Int)
	}
	return new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(t.bits-1)))
}

func (t intType) max() *big.Int {
	w := t.bits
	if t.signed {
		w--
	}
	return new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
}

// modulus is 2^bits.
func (t intType) modulus() *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(t.bits)) }

// contains reports whether every value of u is a value of t.
func (t intType) contains(u intType) bool {
	return t.min().Cmp(u.min()) <= 0 && t.max().Cmp(u.max()) >= 0
}

// inRange reports whether v is a value of t.
func (t intType) inRange(v *big.Int) bool {
	return t.min().Cmp(v) <= 0 && t.max().Cmp(v) >= 0
}

// wrap reduces v modulo 2^bits into t's range (C's conversion to t, GCC's
// choice for signed targets).
func (t intType) wrap(v *big.Int) *big.Int {
	if t.boolean {
		if v.Sign() != 0 {
			return big.NewInt(1)
		}
		return new(big.Int)
	}
	m := t.modulus()
	r := new(big.Int).Mod(v, m)
	if t.signed && r.Cmp(t.max()) > 0 {
		r.Sub(r, m)
	}
	return r
}

// kindRank gives the conversion rank of each integer kind.
var kindRank = map[cc.Kind]int{
	cc.Bool: 0, cc.Char: 1, cc.SChar: 1, cc.UChar: 1, cc.Short: 2, cc.UShort: 2,
	cc.Int: 3, cc.UInt: 3, cc.Long: 4, cc.ULong: 4, cc.LongLong: 5, cc.ULongLong: 5,
}

var kindName = map[cc.Kind]string{
	cc.Bool: "_Bool", cc.Char: "char", cc.SChar: "signed char", cc.UChar: "unsigned char",
	cc.Short: "short", cc.UShort: "unsigned short", cc.Int: "int", cc.UInt: "unsigned int",
	cc.Long: "long", cc.ULong: "unsigned long", cc.LongLong: "long long", cc.ULongLong: "unsigned long long",
}

// integerType returns the integer type of t in the ABI, or ok false when
// t is not an integer type of the subset.
func integerType(abi *cc.ABI, t cc.Type) (intType, bool) {
	k := t.Kind()
	if k == cc.Enum {
		if et, ok := t.(*cc.EnumType); ok {
			return integerType(abi, et.UnderlyingType())
		}
		return intType{}, false
	}
	return kindType(abi, k)
}

// kindType is the integer type of a kind in the ABI.
func kindType(abi *cc.ABI, k cc.Kind) (intType, bool) {
	rank, ok := kindRank[k]
	if !ok {
		return intType{}, false
	}
	at, ok := abi.Types[k]
	if !ok || at.Size <= 0 {
		return intType{}, false
	}
	it := intType{name: kindName[k], bits: int(at.Size) * 8, rank: rank}
	switch k {
	case cc.Bool:
		it.bits, it.boolean = 1, true
	case cc.Char:
		it.signed = abi.SignedChar
	case cc.SChar, cc.Short, cc.Int, cc.Long, cc.LongLong:
		it.signed = true
	}
	return it, true
}

// promote applies the integer promotions: a type of rank below int whose
// values fit in int becomes int.
func promote(t, intT intType) intType {
	if t.rank < intT.rank && intT.contains(t) {
		return intT
	}
	return t
}

// commonType is the usual arithmetic conversions' type of two promoted
// integer types; unsignedOf gives the unsigned type of a rank.
func commonType(a, b intType, unsignedOf func(rank int) intType) intType {
	switch {
	case a.bits == b.bits && a.signed == b.signed && a.rank == b.rank:
		return a
	case a.signed == b.signed:
		if a.rank >= b.rank {
			return a
		}
		return b
	}
	u, s := a, b
	if a.signed {
		u, s = b, a
	}
	switch {
	case u.rank >= s.rank:
		return u
	case s.contains(u):
		return s
	}
	return unsignedOf(s.rank)
}

// describeType names a C type outside the integer subset for a refusal.
func describeType(t cc.Type) string {
	switch t.Kind() {
	case cc.Float, cc.Double, cc.LongDouble, cc.Float16, cc.Float32, cc.Float64, cc.Float128,
		cc.Float32x, cc.Float64x, cc.Float128x, cc.BFloat16, cc.Decimal32, cc.Decimal64, cc.Decimal128:
		return "floating-point type " + t.String()
	case cc.Ptr:
		if pt, ok := t.(*cc.PointerType); ok && pt.Elem().Kind() == cc.Function {
			return "function pointer type " + t.String()
		}
		return "pointer type " + t.String()
	case cc.Union:
		return "union type " + t.String()
	case cc.Struct:
		return "struct type " + t.String()
	case cc.Array:
		return "array type " + t.String()
	case cc.Int128, cc.UInt128:
		return "128-bit integer type " + t.String()
	}
	return fmt.Sprintf("type %s", t)
}
