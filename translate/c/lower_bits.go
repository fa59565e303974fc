package c

import (
	"fmt"
	"math/big"
	"strings"

	"modernc.org/cc/v4"
)

// The bitwise operators over mathematical integers. Every C integer value
// is read as an integer in two's complement of unbounded width (a negative
// value has infinitely many leading ones); & | ^ of two values of a w-bit
// type are then the unbounded operations on those integers, whose results
// are values of the type again. On such integers
//
//	bit i of x         = (x div 2^i) mod 2       (Euclidean, i.e. floor, division)
//	x | y              = x + y - (x & y)
//	x ^ y              = x + y - 2*(x & y)
//	x & c, c >= 0      = Σ over c's runs of ones [lo, hi): ((x div 2^lo) mod 2^(hi-lo)) * 2^lo
//	x & c, c < 0       = x - (x & ~c)            (x & c and x & ~c have no common bit)
//	x & y              = Σ_{i<w} ±2^i * bit i of x * bit i of y (bit w-1 weighs -2^(w-1) when signed)
//
// so every operator is linear integer arithmetic (with div and mod by
// constants, or fresh bits), exact for every integer type: no bit-vector
// theory is needed.
// The general & decomposes both operands into fresh bits (andBits). When
// an operand is known to lie in [0, 2^k) — it was converted from an
// unsigned type of k bits (val.ubits) — only k low bits take part.
//
// A shift by a variable amount n is a case split on n's values 0 … w-1,
// each a shift by a constant; a shift by an amount outside [0, w) is
// undefined in C, and its result is an arbitrary value of the type (a
// havocked temporary), so that no verdict depends on a compiler's choice.
// A signed << follows the signed operators: its product is not wrapped
// (overflow is undefined), and with Options.CheckOverflow it asserts that
// the shifted value is non-negative and its result in range.

// knownBits returns k > 0 when v is known to lie in [0, 2^k).
func knownBits(v val) int {
	switch {
	case v.ubits > 0:
		return v.ubits
	case v.b:
		return 1
	case v.k != nil && v.k.Sign() >= 0:
		return max(v.k.BitLen(), 1)
	case !v.t.signed && v.t.bits > 0:
		return v.t.bits
	}
	return 0
}

// bitwise lowers a & b, a | b and a ^ b (both of type t, at least one not
// constant).
func (l *lowerer) bitwise(n cc.Node, op string, a, b val, t intType) val {
	if a.k != nil {
		a, b = b, a
	}
	if b.k == nil {
		a, b = l.simple(a), l.simple(b)
	} else {
		a = l.simple(a)
	}
	if a.s == b.s && !a.b { // x & x = x | x = x, x ^ x = 0
		if op == "^" {
			return constVal(new(big.Int), t)
		}
		return val{s: a.s, t: t, ubits: knownBits(a)}
	}
	and, bits := l.andText(n, a, b, t)
	r := val{t: t}
	switch op {
	case "&":
		r.s, r.ubits = and, bits
	case "|":
		r.s = fmt.Sprintf("((%s + %s) - %s)", a.intText(), b.intText(), and)
	case "^":
		r.s = fmt.Sprintf("((%s + %s) - 2 * %s)", a.intText(), b.intText(), and)
	}
	if op != "&" {
		if ka, kb := knownBits(a), knownBits(b); ka > 0 && kb > 0 {
			r.ubits = max(ka, kb)
		}
	}
	return r
}

// simple keeps a value that is neither a constant nor a variable in a
// temporary: the bitwise encodings mention their operands several times.
func (l *lowerer) simple(v val) val {
	if v.k != nil || isIdent(v.s) {
		return v
	}
	s := l.snapshot(v)
	s.ubits = v.ubits
	return s
}

// isIdent reports whether s is a Boogie identifier (a variable).
func isIdent(s string) bool {
	if s == "" || s == "true" || s == "false" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !(isIdentStartByte(s[i]) || i > 0 && s[i] >= '0' && s[i] <= '9') {
			return false
		}
	}
	return true
}

func isIdentStartByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || strings.IndexByte("$._", c) >= 0
}

// andText is a & b (a not constant) as a Boogie integer, and k > 0 when
// the result is known to lie in [0, 2^k).
func (l *lowerer) andText(n cc.Node, a, b val, t intType) (string, int) {
	ka, kb := knownBits(a), knownBits(b)
	if b.k != nil {
		c := b.k
		if ka > 0 { // only a's k low bits can be set
			c = new(big.Int).Mod(c, new(big.Int).Lsh(big.NewInt(1), uint(ka)))
		}
		if c.Sign() >= 0 {
			return andConst(a.intText(), c, ka), max(c.BitLen(), 1)
		}
		nc := new(big.Int).Not(c)
		return fmt.Sprintf("(%s - %s)", a.intText(), andConst(a.intText(), nc, ka)), 0
	}
	switch {
	case ka > 0 && (kb == 0 || ka <= kb):
		return l.andBits(n, a, b, ka, false), ka
	case kb > 0:
		return l.andBits(n, a, b, kb, false), kb
	}
	return l.andBits(n, a, b, t.bits, t.signed), 0
}

// andConst is x & c for a constant c >= 0, one term per run of ones of c;
// a run reaching bit k, when x is known to lie in [0, 2^k) (k > 0), needs
// no mod.
func andConst(x string, c *big.Int, k int) string {
	var terms []string
	for lo := 0; lo < c.BitLen(); {
		if c.Bit(lo) == 0 {
			lo++
			continue
		}
		hi := lo
		for hi < c.BitLen() && c.Bit(hi) == 1 {
			hi++
		}
		terms = append(terms, runText(x, lo, hi, k))
		lo = hi
	}
	if len(terms) == 0 {
		return "0"
	}
	if len(terms) == 1 {
		return terms[0]
	}
	return "(" + strings.Join(terms, " + ") + ")"
}

// runText is the value of x's bits lo … hi-1 in place.
func runText(x string, lo, hi, k int) string {
	p := pow2(lo)
	s := x
	if lo > 0 {
		s = fmt.Sprintf("(%s div %s)", x, p)
	}
	if k == 0 || hi < k {
		s = fmt.Sprintf("(%s mod %s)", s, pow2(hi-lo))
	}
	if lo > 0 {
		s = fmt.Sprintf("(%s * %s)", s, p)
	}
	return s
}

func pow2(k int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(k)) }

// andBits is a & b of k bits by fresh bits: each operand v is halved k
// times, by fresh integers and bits (0 or 1) with
//
//	q_0 = v,  q_i = 2 q_{i+1} + b_i  (i < k)
//
// which have exactly one solution for any integer v: b_i is bit i of v in
// two's complement, and q_k the rest above the k bits, which is 0 when v
// is known to lie in [0, 2^k) and then left out. a & b is then
// Σ_i ±2^i (if a_i == 1 then b_i else 0), bit k-1 weighing -2^(k-1) in a
// signed reading. Bits constrained linearly are far easier for the
// solvers than the same bits written with div and mod (Z3 decides
// (a & b) <= a for 8-bit a and b in a fraction of a second this way, and
// not in 20 s with (a div 2^i) mod 2), and halving (rather than one sum
// of weighted bits) lets concrete values propagate bit by bit.
func (l *lowerer) andBits(n cc.Node, a, b val, k int, signed bool) string {
	ab := l.decompose(n, a, k, signed)
	bb := l.decompose(n, b, k, signed)
	terms := make([]string, k)
	for i := range k {
		terms[i] = fmt.Sprintf("(if %s == 1 then %s else 0)", ab[i], bb[i])
		if i > 0 {
			terms[i] = fmt.Sprintf("%s * %s", terms[i], bitWeight(i, k, signed))
		}
	}
	return "(" + strings.Join(terms, " + ") + ")"
}

// bitWeight is the weight of bit i of k: 2^i, but -2^(k-1) for the sign
// bit of a signed reading.
func bitWeight(i, k int, signed bool) string {
	if signed && i == k-1 {
		return "(-" + pow2(i).String() + ")"
	}
	return pow2(i).String()
}

// decompose havocs the k bits of v and its halvings (fresh locals) and
// assumes that they are what andBits says; it returns the bits.
func (l *lowerer) decompose(n cc.Node, v val, k int, signed bool) []string {
	l.fn.n++
	base := fmt.Sprintf("$bit%d.", l.fn.n)
	fresh := func(name string) string {
		l.fn.used[name] = true
		l.fn.locals = append(l.fn.locals, name+": int")
		return name
	}
	bits := make([]string, k)
	var vars, facts []string
	q := v.intText()
	for i := range k {
		bits[i] = fresh(fmt.Sprintf("%s%d", base, i))
		next := "0"
		if kv := knownBits(v); i < k-1 || kv == 0 || kv > k || signed {
			next = fresh(fmt.Sprintf("%sq%d", base, i+1))
			vars = append(vars, next)
		}
		vars = append(vars, bits[i])
		half := fmt.Sprintf("%s == 2 * %s + %s", q, next, bits[i])
		if next == "0" {
			half = fmt.Sprintf("%s == %s", q, bits[i])
		}
		facts = append(facts, fmt.Sprintf("0 <= %s && %s <= 1 && %s", bits[i], bits[i], half))
		q = next
	}
	l.emit(n, "havoc %s;", strings.Join(vars, ", "))
	l.emit(n, "assume %s;", strings.Join(facts, " && "))
	return bits
}

// shiftVar lowers a shift of a (of type t) by a non-constant amount b: a
// case split on b's values in [0, w), an arbitrary value of t outside.
func (l *lowerer) shiftVar(e cc.Node, op string, a, b val, t intType) val {
	a, b = l.simple(a), l.simple(b)
	x, amt := a.intText(), b.intText()
	// Outside [0, w): any value of t, an arbitrary integer reduced into
	// t's range (no assumption on it, so that it occurs only in the case
	// that needs it).
	h := l.temp("sh", false)
	l.emit(e, "havoc %s;", h)
	s := l.wrapText(h, t)
	for k := t.bits - 1; k >= 0; k-- {
		var c string
		switch {
		case op == ">>" && k == 0, op == "<<" && k == 0:
			c = x
		case op == ">>":
			c = fmt.Sprintf("(%s div %s)", x, pow2(k))
		case t.signed:
			c = fmt.Sprintf("(%s * %s)", x, pow2(k))
		default:
			c = l.wrapText(fmt.Sprintf("(%s * %s)", x, pow2(k)), t)
		}
		s = fmt.Sprintf("(if %s == %d then %s else %s)", amt, k, c, s)
	}
	inRange := fmt.Sprintf("(0 <= %s && %s < %d)", amt, amt, t.bits)
	if op == "<<" && t.signed && l.opt.CheckOverflow {
		l.emit(e, "assert !%s || (0 <= %s && %s <= %s);", inRange, x, s, intLit(t.max()))
	}
	return val{s: s, t: t}
}
