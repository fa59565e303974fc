package pdr

import (
	"math/rand"
	"testing"

	"github.com/horn-chc/horn/chc"
)

// TestImplicantRandom checks the implicant on random Bool formulas over two
// integers, with implications whose premises simplify away, ites and
// Bool equalities: under the assignment that satisfies the formula the
// implicant is a Bool conjunction that holds there, and it implies the
// formula on every point of a grid. (=> true (<= x 1)) used to make the
// implicant take the arguments of (<= x 1) as literals and panic.
func TestImplicantRandom(t *testing.T) {
	f := chc.NewFactory()
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	r := rand.New(rand.NewSource(1))
	var arith func(d int) *chc.Term
	var form func(d int) *chc.Term
	arith = func(d int) *chc.Term {
		switch k := r.Intn(5); {
		case d == 0 || k == 0:
			return []*chc.Term{x, y, f.Int(int64(r.Intn(5) - 2))}[r.Intn(3)]
		case k == 1:
			return f.Ite(form(d-1), arith(d-1), arith(d-1))
		default:
			return f.Add(arith(d-1), arith(d-1))
		}
	}
	form = func(d int) *chc.Term {
		if d == 0 {
			return []*chc.Term{f.True(), f.False(), f.Le(arith(1), arith(1))}[r.Intn(3)]
		}
		switch r.Intn(8) {
		case 0:
			return f.Not(form(d - 1))
		case 1:
			return f.And(form(d-1), form(d-1))
		case 2:
			return f.Or(form(d-1), form(d-1))
		case 3:
			return f.MustApp(chc.OpImplies, form(d-1), form(d-1)) // unsimplified, as the reader builds it
		case 4:
			return f.Ite(form(d-1), form(d-1), form(d-1))
		case 5:
			return f.Eq(form(d-1), form(d-1))
		case 6:
			return f.Eq(arith(d-1), arith(d-1))
		}
		return f.Lt(arith(d-1), arith(d-1))
	}
	env := func(a, b int64) chc.Env { return chc.Env{x: chc.Int64Value(a), y: chc.Int64Value(b)} }
	holds := func(phi *chc.Term, e chc.Env) bool {
		v, err := chc.Eval(phi, e)
		if err != nil {
			t.Fatalf("eval %v: %v", phi, err)
		}
		return v.Bool()
	}
	tried := 0
	for i := 0; i < 3000; i++ {
		phi := form(3)
		a, b := int64(r.Intn(7)-3), int64(r.Intn(7)-3)
		if !holds(phi, env(a, b)) {
			continue
		}
		tried++
		im := newImplicant(f, env(a, b))
		im.lits(phi, true)
		imp := f.And(im.out...)
		if imp.Sort() != chc.BoolSort || !holds(imp, env(a, b)) {
			t.Fatalf("implicant %v of %v is false at x=%d y=%d", imp, phi, a, b)
		}
		for p := int64(-4); p <= 4; p++ {
			for q := int64(-4); q <= 4; q++ {
				if holds(imp, env(p, q)) && !holds(phi, env(p, q)) {
					t.Fatalf("implicant %v does not imply %v at x=%d y=%d", imp, phi, p, q)
				}
			}
		}
	}
	if tried < 500 {
		t.Fatalf("only %d satisfied formulas tried", tried)
	}
	// The reported input, exactly.
	im := newImplicant(f, env(0, 0))
	im.lits(f.MustApp(chc.OpImplies, f.True(), f.Le(x, f.Int(1))), true)
	if got := f.And(im.out...); got != f.Le(x, f.Int(1)) {
		t.Errorf("implicant of (=> true (<= x 1)) = %v", got)
	}
}
