package cgen

import (
	"fmt"
	"math/big"
	"math/rand"
)

// Case is one generated expression with its variables and its value.
type Case struct {
	Expr  Expr
	Vars  []*Var   // the variables Expr reads, in order of their names (v0, v1, …)
	Value *big.Int // Eval(Expr)
}

// Gen generates random expressions for one target, from a seed.
type Gen struct {
	rng *rand.Rand
	tg  Target
	// MaxDepth bounds the operator nesting (default 4).
	MaxDepth int
	// MaxVars bounds the variables of one case (default 4).
	MaxVars int
	vars    []*Var
}

// New returns a generator for tg whose output is determined by seed.
func New(seed int64, tg Target) *Gen {
	return &Gen{rng: rand.New(rand.NewSource(seed)), tg: tg, MaxDepth: 4, MaxVars: 4}
}

// Target is the generator's target.
func (g *Gen) Target() Target { return g.tg }

// Case generates one expression free of undefined behaviour for its
// variables' values.
func (g *Gen) Case() *Case {
	for {
		g.vars = nil
		e := g.expr(g.MaxDepth)
		// expr returns only defined expressions; the check keeps a bug in
		// it from producing a case.
		if v, err := Eval(e, g.tg); err == nil {
			return &Case{Expr: e, Vars: g.vars, Value: v}
		}
	}
}

var (
	unaryOps  = []string{"-", "+", "~", "!"}
	binaryOps = []string{"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
		"<", "<=", ">", ">=", "==", "!=", "&&", "||"}
)

// expr returns an expression of depth at most d that evaluates without
// undefined behaviour.
func (g *Gen) expr(d int) Expr {
	if d == 0 || g.rng.Intn(5) == 0 {
		return g.leaf()
	}
	switch r := g.rng.Intn(20); {
	case r < 3:
		return g.unary(d)
	case r < 5:
		return NewCond(g.expr(d-1), g.expr(d-1), g.expr(d-1), g.tg)
	case r < 7:
		return &Cast{T: g.typ(), X: g.expr(d - 1)}
	}
	for try := 0; try < 6; try++ {
		if e := g.binary(d); e != nil {
			return e
		}
	}
	return g.leaf()
}

func (g *Gen) defined(e Expr) bool {
	_, err := Eval(e, g.tg)
	return err == nil
}

func (g *Gen) unary(d int) Expr {
	op := unaryOps[g.rng.Intn(len(unaryOps))]
	x := g.expr(d - 1)
	if e := NewUnary(op, x, g.tg); g.defined(e) {
		return e
	}
	// Only - overflows: negate in the unsigned type instead.
	return NewUnary(op, g.toUnsigned(x), g.tg)
}

// binary returns a defined x op y, or nil when this attempt failed.
func (g *Gen) binary(d int) Expr {
	op := binaryOps[g.rng.Intn(len(binaryOps))]
	x, y := g.expr(d-1), g.expr(d-1)
	if (op == "<<" || op == ">>") && g.rng.Intn(4) != 0 {
		// Mostly keep the amount below the width: y & (width - 1).
		w := g.tg.Width(g.tg.Promote(x.Type()))
		y = NewBinary("&", y, NewConst(big.NewInt(int64(w-1)), Int, g.tg), g.tg)
	}
	if e := NewBinary(op, x, y, g.tg); g.defined(e) {
		return e
	}
	switch op {
	case "+", "-", "*":
		// Signed overflow: compute in the unsigned type.
		ct := unsignedOf(g.tg.Common(x.Type(), y.Type()))
		e := NewBinary(op, &Cast{T: ct, X: x}, &Cast{T: ct, X: y}, g.tg)
		if g.defined(e) {
			return e
		}
	case "<<":
		if e := NewBinary(op, g.toUnsigned(x), y, g.tg); g.defined(e) {
			return e
		}
	}
	return nil
}

// toUnsigned casts x to the unsigned type of its promoted type.
func (g *Gen) toUnsigned(x Expr) Expr {
	return &Cast{T: unsignedOf(g.tg.Promote(x.Type())), X: x}
}

func (g *Gen) typ() Type { return Type(g.rng.Intn(int(numTypes))) }

// leaf is a variable (new or already used) or a constant.
func (g *Gen) leaf() Expr {
	if g.rng.Intn(2) == 0 {
		if len(g.vars) > 0 && (len(g.vars) >= g.MaxVars || g.rng.Intn(3) == 0) {
			return g.vars[g.rng.Intn(len(g.vars))]
		}
		t := g.typ()
		v := &Var{Name: fmt.Sprintf("v%d", len(g.vars)), T: t, Value: g.value(t)}
		g.vars = append(g.vars, v)
		return v
	}
	t := g.typ()
	return NewConst(g.value(t), t, g.tg)
}

// value is a value of t, often an interesting one (0, ±1, the extremes and
// their neighbours, small numbers).
func (g *Gen) value(t Type) *big.Int {
	lo, hi := g.tg.Min(t), g.tg.Max(t)
	var v *big.Int
	switch g.rng.Intn(8) {
	case 0:
		v = big.NewInt(0)
	case 1:
		v = big.NewInt(1)
	case 2:
		v = big.NewInt(-1)
	case 3:
		v = lo
	case 4:
		v = hi
	case 5:
		v = new(big.Int).Add(lo, big.NewInt(int64(g.rng.Intn(3))))
		if g.rng.Intn(2) == 0 {
			v = new(big.Int).Sub(hi, big.NewInt(int64(g.rng.Intn(3))))
		}
	case 6:
		v = big.NewInt(int64(g.rng.Intn(33) - 16))
	default: // uniform over the type
		span := new(big.Int).Sub(hi, lo)
		span.Add(span, big.NewInt(1))
		v = new(big.Int).Rand(g.rng, span)
		v.Add(v, lo)
	}
	if !g.tg.Fits(v, t) {
		v = g.tg.Convert(v, t)
	}
	return v
}
