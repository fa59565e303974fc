package interp_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
)

// TestBinaryParity: a says x is even, b that it is odd; the interpolant
// is over x alone and needs divisibility.
func TestBinaryParity(t *testing.T) {
	f := chc.NewFactory()
	x, y, z := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort), f.Var("z", chc.IntSort)
	two := f.Int(2)
	a := f.And(f.Eq(x, f.MustApp(chc.OpMul, two, y)), f.Le(f.Int(0), y))
	b := f.Eq(x, f.Add(f.MustApp(chc.OpMul, two, z), f.Int(1)))
	p, s := newInterpolator(t, f, interp.Options{})
	ctx := context.Background()
	i, err := p.Binary(ctx, a, b)
	mustCheck(t, "Binary", err)
	mustCheck(t, "Check", interp.Check(ctx, s, f, a, b, i))
	t.Logf("I = %s", i)
}

// TestBinaryRandom: random LIA and LRA pairs, unsatisfiable by
// construction, each interpolant checked, with minimised cores, from B's
// side, and with cores as Z3 gives them, one Interpolator for all pairs of
// a kind.
func TestBinaryRandom(t *testing.T) {
	const pairs = 30
	ctx := context.Background()
	for _, srt := range []chc.Sort{chc.IntSort, chc.RealSort} {
		for _, o := range []interp.Options{{}, {FromB: true}, {SkipMinimize: true}} {
			o.Check = true
			g := newGen(int64(len(srt.String())), srt)
			p, s := newInterpolator(t, g.f, o)
			for k := 0; k < pairs; k++ {
				a, b := g.pair()
				i, err := p.Binary(ctx, a, b)
				if err != nil {
					t.Fatalf("%s pair %d %+v: %v\nA = %s\nB = %s", srt, k, o, err, a, b)
				}
				mustCheck(t, "Check", interp.Check(ctx, s, g.f, a, b, i))
			}
			st := p.Stats()
			if st.Checked != pairs || st.Binary != pairs {
				t.Fatalf("%d interpolants, %d checked under Options.Check, want %d", st.Binary, st.Checked, pairs)
			}
			t.Logf("%s %+v: %+v", srt, o, st)
		}
	}
}

// TestBinarySatisfiable: a pair with a common model has no interpolant.
func TestBinarySatisfiable(t *testing.T) {
	for seed := int64(0); seed < 10; seed++ {
		g := newGen(seed, chc.IntSort)
		a, b := g.pair()
		f := g.f
		// Weakening b to a disjunction with a formula consistent with a
		// makes the pair satisfiable unless a is.
		x := g.vars("s", 1)[0]
		a = f.And(a, f.Eq(x, f.Int(7)))
		b = f.Or(b, f.Eq(x, f.Int(7)))
		p, s := newInterpolator(t, f, interp.Options{})
		ctx := context.Background()
		_, err := p.Binary(ctx, a, b)
		if isSat(ctx, t, s, a, b) != sat(err) {
			t.Fatalf("seed %d: sat %v, error %v", seed, isSat(ctx, t, s, a, b), err)
		}
	}
}

// TestBinaryDeadline: a pair of 60 disjunctions, which takes seconds,
// stops at its deadline of 200 ms.
func TestBinaryDeadline(t *testing.T) {
	f := chc.NewFactory()
	a, b := gaps(f, 60)
	p, _ := newInterpolator(t, f, interp.Options{MaxCubes: 1 << 30})
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	i, err := p.Binary(ctx, a, b)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("error %v, want the deadline; I = %s, %+v", err, i, p.Stats())
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("stopped after %v", d)
	}
}

// gaps returns a pair of real formulas over x_1 … x_n: a says each x_i is
// at most 0 or at least 1, through variables of its own, and b that some
// x_i lies strictly between. The sum of the y_i is bounded, which ties them
// together. Their one interpolant, ∧_i (x_i ≤ 0 ∨ x_i ≥
// 1), has 2^n cubes, each needing all n literals.
func gaps(f *chc.Factory, n int) (a, b *chc.Term) {
	var as, bs, ys []*chc.Term
	zero, one := f.Real(0, 1), f.Real(1, 1)
	for i := 0; i < n; i++ {
		x, y := f.Var(fmt.Sprintf("x%d", i), chc.RealSort), f.Var(fmt.Sprintf("y%d", i), chc.RealSort)
		as = append(as, f.Or(f.And(f.Le(x, y), f.Le(y, zero)), f.And(f.Le(y, x), f.Le(one, y))))
		bs = append(bs, f.And(f.Lt(zero, x), f.Lt(x, one)))
		ys = append(ys, y)
	}
	// Tying the y_i together keeps the projection from splitting a.
	as = append(as, f.Le(f.Add(ys...), f.Real(int64(2*n), 1)))
	return f.And(as...), f.Or(bs...)
}

// TestMaxCubes: the same kind of pair, which takes two cubes, fails at a
// limit of one.
func TestMaxCubes(t *testing.T) {
	f := chc.NewFactory()
	a, b := gaps(f, 6)
	p, _ := newInterpolator(t, f, interp.Options{MaxCubes: 1, SkipMinimize: true})
	_, err := p.Binary(context.Background(), a, b)
	if err == nil || sat(err) {
		t.Fatalf("error %v, want the cube limit; %+v", err, p.Stats())
	}
	p, s := newInterpolator(t, f, interp.Options{})
	i, err := p.Binary(context.Background(), a, b)
	mustCheck(t, "Binary", err)
	mustCheck(t, "Check", interp.Check(context.Background(), s, f, a, b, i))
	if st := p.Stats(); st.Cubes < 2 {
		t.Errorf("%d cubes, want at least 2: %s", st.Cubes, i)
	}
}

// TestCheckRejects: Check refuses each broken property.
func TestCheckRejects(t *testing.T) {
	f := chc.NewFactory()
	x, y, z := f.Var("x", chc.RealSort), f.Var("y", chc.RealSort), f.Var("z", chc.RealSort)
	a := f.And(f.Le(x, y), f.Le(y, f.Real(0, 1)))
	b := f.And(f.Le(z, x), f.Lt(f.Real(1, 1), z))
	_, s := newInterpolator(t, f, interp.Options{})
	ctx := context.Background()
	mustCheck(t, "good", interp.Check(ctx, s, f, a, b, f.Le(x, f.Real(1, 2))))
	for _, bad := range []*chc.Term{
		f.Le(x, f.Real(-1, 1)), // not implied by a
		f.Le(x, f.Real(3, 1)),  // consistent with b
		f.Le(x, y),             // y is a's own
	} {
		if err := interp.Check(ctx, s, f, a, b, bad); !errors.Is(err, interp.ErrNotInterpolant) {
			t.Errorf("%s: %v, want ErrNotInterpolant", bad, err)
		}
	}
}
