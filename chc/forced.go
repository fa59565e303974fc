package chc

import (
	"math/big"
	"slices"
)

// Equation is L = R, or L = Val when IsVal: a conjunct to solve for its
// one unknown variable (see Solve).
type Equation struct {
	L, R  *Term
	Val   Value
	IsVal bool
}

// rhs evaluates the right-hand side.
func (e Equation) rhs(env Env) (Value, error) {
	if e.IsVal {
		return e.Val, nil
	}
	return Eval(e.R, env)
}

// Solve assigns in env the one variable of e that env leaves unknown
// when e forces its value, and reports whether it did: e linear in it
// with a nonzero coefficient over the integers or reals (the solution of
// the variable's sort), or, over bit-vectors, affine in it modulo 2^w
// with an odd coefficient. Every value it assigns is the only one e
// allows given env.
func (e Equation) Solve(env Env) bool {
	return solveLinear(e, env) || solveModular(e, env)
}

// solveLinear assigns the one unknown variable x of e when e is linear in
// x with a non-zero coefficient and the solution has x's sort.
func solveLinear(e Equation, env Env) bool {
	x := unknownOf(e, env)
	if x == nil || !x.Sort().IsArith() || !linearIn(e.L, x) || !e.IsVal && !linearIn(e.R, x) {
		return false
	}
	diff := func(at int64) (*big.Rat, bool) {
		env[x] = NumValue(big.NewRat(at, 1), x.Sort())
		defer delete(env, x)
		l, err1 := Eval(e.L, env)
		r, err2 := e.rhs(env)
		if err1 != nil || err2 != nil {
			return nil, false
		}
		return new(big.Rat).Sub(l.Rat(), r.Rat()), true
	}
	d0, ok0 := diff(0)
	d1, ok1 := diff(1)
	if !ok0 || !ok1 {
		return false
	}
	k := new(big.Rat).Sub(d1, d0)
	if k.Sign() == 0 {
		return false
	}
	sol := new(big.Rat).Quo(d0.Neg(d0), k)
	if x.Sort() == IntSort && !sol.IsInt() {
		return false
	}
	env[x] = NumValue(sol, x.Sort())
	return true
}

// solveModular assigns the one unknown bit-vector variable x of e when
// l - r is affine in x modulo 2^w, a + k·x, with k odd: then x = -a·k⁻¹
// is the one solution (an even k allows none or several, left to the
// solver). x must occur only under bvadd, bvsub, bvneg and products with
// one factor that contains it: the ring operations of Z/2^w.
func solveModular(e Equation, env Env) bool {
	x := unknownOf(e, env)
	if x == nil || !x.Sort().IsBitVec() || !affineIn(e.L, x) || !e.IsVal && !affineIn(e.R, x) {
		return false
	}
	w := x.Sort().Width()
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	diff := func(at int64) (*big.Int, bool) {
		env[x] = BVValue(big.NewInt(at), w)
		defer delete(env, x)
		l, err1 := Eval(e.L, env)
		r, err2 := e.rhs(env)
		if err1 != nil || err2 != nil {
			return nil, false
		}
		return new(big.Int).Sub(l.BigInt(), r.BigInt()), true
	}
	a, ok0 := diff(0)
	d1, ok1 := diff(1)
	if !ok0 || !ok1 {
		return false
	}
	k := new(big.Int).Mod(new(big.Int).Sub(d1, a), mod)
	if k.Bit(0) == 0 {
		return false
	}
	inv := new(big.Int).ModInverse(k, mod)
	if inv == nil {
		return false
	}
	sol := new(big.Int).Mul(new(big.Int).Neg(a), inv)
	env[x] = BVValue(sol.Mod(sol, mod), w)
	return true
}

// unknownOf returns e's one variable that env leaves unassigned, or nil
// when there is none or more than one.
func unknownOf(e Equation, env Env) *Term {
	var x *Term
	sides := []*Term{e.L}
	if !e.IsVal {
		sides = append(sides, e.R)
	}
	for _, side := range sides {
		for _, v := range FreeVars(side) {
			if _, ok := env[v]; ok || v == x {
				continue
			}
			if x != nil {
				return nil
			}
			x = v
		}
	}
	return x
}

// affineIn reports whether t is affine in x modulo 2^w: x occurs only
// under bvadd, bvsub, bvneg and products with one factor that contains it.
func affineIn(t, x *Term) bool {
	if !slices.Contains(FreeVars(t), x) {
		return true
	}
	switch t.Op() {
	case OpVar:
		return true
	case OpBVAdd, OpBVSub, OpBVNeg:
		for _, a := range t.Args() {
			if !affineIn(a, x) {
				return false
			}
		}
		return true
	case OpBVMul:
		with := 0
		for _, a := range t.Args() {
			if slices.Contains(FreeVars(a), x) {
				with++
				if !affineIn(a, x) {
					return false
				}
			}
		}
		return with == 1
	}
	return false
}

// linearIn reports whether t is linear in x: x occurs only under +, -
// and products with one factor that contains it.
func linearIn(t, x *Term) bool {
	if !slices.Contains(FreeVars(t), x) {
		return true
	}
	switch t.Op() {
	case OpVar:
		return true
	case OpAdd, OpSub, OpNeg:
		for _, a := range t.Args() {
			if !linearIn(a, x) {
				return false
			}
		}
		return true
	case OpMul:
		with := 0
		for _, a := range t.Args() {
			if slices.Contains(FreeVars(a), x) {
				with++
				if !linearIn(a, x) {
					return false
				}
			}
		}
		return with == 1
	}
	return false
}
