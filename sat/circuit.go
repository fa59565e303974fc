package sat

import (
	"math/big"
	"math/bits"

	"github.com/horn-chc/horn/chc"
)

// The circuits below build on the solver's and-inverter graph; structural
// hashing shares equal gates and folds constants, so a circuit applied to
// constant inputs collapses to constants.

// Const returns the bits of v modulo 2^w.
func (s *Solver) Const(v *big.Int, w int) Vec {
	u := new(big.Int).Mod(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	r := make(Vec, w)
	for i := range r {
		r[i] = s.c.F
		if u.Bit(i) == 1 {
			r[i] = s.c.T
		}
	}
	return r
}

func (s *Solver) not(x Vec) Vec {
	r := make(Vec, len(x))
	for i, l := range x {
		r[i] = l.Not()
	}
	return r
}

// bitwise folds and, or, xor over the arguments, negating the result for
// nand, nor, xnor (as chc's evaluation reads them).
func (s *Solver) bitwise(op chc.Op, a []Vec) Vec {
	c := s.c
	r := append(Vec(nil), a[0]...)
	base := op
	switch op {
	case chc.OpBVNand:
		base = chc.OpBVAnd
	case chc.OpBVNor:
		base = chc.OpBVOr
	case chc.OpBVXnor:
		base = chc.OpBVXor
	}
	for _, y := range a[1:] {
		for i := range r {
			switch base {
			case chc.OpBVAnd:
				r[i] = c.And(r[i], y[i])
			case chc.OpBVOr:
				r[i] = c.Or(r[i], y[i])
			default:
				r[i] = c.Xor(r[i], y[i])
			}
		}
	}
	if base != op {
		return s.not(r)
	}
	return r
}

// addCarry returns x + y + cin and the carry out (ripple carry).
func (s *Solver) addCarry(x, y Vec, cin Lit) (Vec, Lit) {
	c := s.c
	r := make(Vec, len(x))
	carry := cin
	for i := range x {
		t := c.Xor(x[i], y[i])
		r[i] = c.Xor(t, carry)
		carry = c.Or(c.And(x[i], y[i]), c.And(t, carry))
	}
	return r, carry
}

// Add returns x + y modulo 2^w.
func (s *Solver) Add(x, y Vec) Vec {
	r, _ := s.addCarry(x, y, s.c.F)
	return r
}

// Sub returns x - y modulo 2^w.
func (s *Solver) Sub(x, y Vec) Vec {
	r, _ := s.addCarry(x, s.not(y), s.c.T)
	return r
}

// Neg returns -x modulo 2^w.
func (s *Solver) Neg(x Vec) Vec {
	return s.Sub(s.Const(new(big.Int), len(x)), x)
}

// Mul returns x * y modulo 2^w. A constant factor is recoded in
// non-adjacent form, so that multiplying by it takes one addition or
// subtraction of a shifted copy per non-zero digit (at most w/2 + 1; one
// for -1); otherwise shift and add, partial products cut to w bits.
func (s *Solver) Mul(x, y Vec) Vec {
	if k, ok := s.constValue(x); ok {
		return s.mulConst(y, k)
	}
	if k, ok := s.constValue(y); ok {
		return s.mulConst(x, k)
	}
	c := s.c
	w := len(x)
	r := s.Const(new(big.Int), w)
	for i := range w {
		pp := make(Vec, w)
		for j := range w {
			pp[j] = c.F
			if j >= i {
				pp[j] = c.And(x[j-i], y[i])
			}
		}
		r = s.Add(r, pp)
	}
	return r
}

// constValue returns the value of x if all its bits are constants.
func (s *Solver) constValue(x Vec) (*big.Int, bool) {
	v := new(big.Int)
	for i, l := range x {
		switch l {
		case s.c.T:
			v.SetBit(v, i, 1)
		case s.c.F:
		default:
			return nil, false
		}
	}
	return v, true
}

// mulConst returns x * k modulo 2^w through k's non-adjacent form.
func (s *Solver) mulConst(x Vec, k *big.Int) Vec {
	w := len(x)
	r := s.Const(new(big.Int), w)
	k = new(big.Int).Set(k)
	for i := 0; k.Sign() != 0 && i < w; i++ {
		if k.Bit(0) == 1 {
			// digit d = 2 - (k mod 4): +1 or -1
			d := 1
			if k.Bit(1) == 1 {
				d = -1
			}
			shifted := make(Vec, w)
			for j := range w {
				shifted[j] = s.c.F
				if j >= i {
					shifted[j] = x[j-i]
				}
			}
			if d == 1 {
				r = s.Add(r, shifted)
				k.Sub(k, big.NewInt(1))
			} else {
				r = s.Sub(r, shifted)
				k.Add(k, big.NewInt(1))
			}
		}
		k.Rsh(k, 1)
	}
	return r
}

// ULt returns the literal of x < y, unsigned.
func (s *Solver) ULt(x, y Vec) Lit {
	c := s.c
	lt := c.F
	for i := range x { // from the least significant bit up
		lt = c.Choice(c.Xor(x[i], y[i]), y[i], lt)
	}
	return lt
}

// SLt returns the literal of x < y in two's complement.
func (s *Solver) SLt(x, y Vec) Lit {
	w := len(x)
	xs, ys := append(Vec(nil), x...), append(Vec(nil), y...)
	xs[w-1], ys[w-1] = x[w-1].Not(), y[w-1].Not()
	return s.ULt(xs, ys)
}

// Equal returns the literal of x = y.
func (s *Solver) Equal(x, y Vec) Lit {
	c := s.c
	eq := c.T
	for i := range x {
		eq = c.And(eq, c.Xor(x[i], y[i]).Not())
	}
	return eq
}

// Mux returns, bit by bit, if cond then x else y.
func (s *Solver) Mux(cond Lit, x, y Vec) Vec {
	r := make(Vec, len(x))
	for i := range x {
		r[i] = s.c.Choice(cond, x[i], y[i])
	}
	return r
}

// UDivRem returns the unsigned quotient and remainder of x by y by
// restoring division, which gives SMT-LIB's results for y = 0: a quotient
// of all ones and the remainder x.
func (s *Solver) UDivRem(x, y Vec) (q, r Vec) {
	c := s.c
	w := len(x)
	q = make(Vec, w)
	yw := append(append(Vec(nil), y...), c.F) // w+1 bits
	rem := s.Const(new(big.Int), w+1)
	for i := w - 1; i >= 0; i-- {
		shifted := append(Vec{x[i]}, rem[:w]...) // rem<<1 | x_i, w+1 bits
		diff, noBorrow := s.addCarry(shifted, s.not(yw), c.T)
		q[i] = noBorrow // shifted >= y
		rem = s.Mux(noBorrow, diff, shifted)
	}
	return q, rem[:w]
}

// signedDivide blasts bvsdiv, bvsrem and bvsmod through the unsigned
// division of the absolute values, as SMT-LIB defines them.
func (s *Solver) signedDivide(op chc.Op, x, y Vec) Vec {
	c := s.c
	w := len(x)
	nx, ny := x[w-1], y[w-1]
	ax, ay := s.Mux(nx, s.Neg(x), x), s.Mux(ny, s.Neg(y), y)
	q, u := s.UDivRem(ax, ay)
	switch op {
	case chc.OpBVSDiv:
		return s.Mux(c.Xor(nx, ny), s.Neg(q), q)
	case chc.OpBVSRem:
		return s.Mux(nx, s.Neg(u), u)
	}
	zero := s.Equal(u, s.Const(new(big.Int), w))
	negU := s.Neg(u)
	r := s.Mux(ny, s.Add(u, y), u)                    // x ≥ 0
	r = s.Mux(nx, s.Mux(ny, negU, s.Add(negU, y)), r) // x < 0
	return s.Mux(zero, u, r)
}

// stages returns how many barrel-shifter stages cover every amount below
// the width w: amounts 2^0 .. 2^(L-1); any higher bit set shifts everything
// out.
func stages(w int) int { return bits.Len(uint(w - 1)) }

// Shl returns x shifted left by y (0 once y ≥ w).
func (s *Solver) Shl(x, y Vec) Vec {
	c := s.c
	w := len(x)
	r := append(Vec(nil), x...)
	L := stages(w)
	for k := range L {
		d := 1 << k
		next := make(Vec, w)
		for i := range w {
			from := c.F
			if i >= d {
				from = r[i-d]
			}
			next[i] = c.Choice(y[k], from, r[i])
		}
		r = next
	}
	over := c.Ors(y[L:]...)
	return s.Mux(over, s.Const(new(big.Int), w), r)
}

// Shr returns x shifted right by y, filling with the sign bit when
// arithmetic (so a shift by y ≥ w gives 0, or all ones for a negative x).
func (s *Solver) Shr(x, y Vec, arithmetic bool) Vec {
	c := s.c
	w := len(x)
	fill := c.F
	if arithmetic {
		fill = x[w-1]
	}
	r := append(Vec(nil), x...)
	L := stages(w)
	for k := range L {
		d := 1 << k
		next := make(Vec, w)
		for i := range w {
			from := fill
			if i+d < w {
				from = r[i+d]
			}
			next[i] = c.Choice(y[k], from, r[i])
		}
		r = next
	}
	over := c.Ors(y[L:]...)
	all := make(Vec, w)
	for i := range all {
		all[i] = fill
	}
	return s.Mux(over, all, r)
}
