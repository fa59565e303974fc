package sat

import (
	"context"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
)

// widths sampled by the differential tests: the edges of machine words
// and a few odd ones.
var widths = []int{1, 2, 3, 7, 8, 16, 31, 32, 33, 63, 64}

// opCase builds one operator application over the variables x and y (and
// z for three-argument forms) of width w; nil when the operator does not
// apply at w.
type opCase struct {
	name  string
	build func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error)
}

func app(op chc.Op) func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
	return func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
		return f.App(op, x, y)
	}
}

func unary(op chc.Op) func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
	return func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
		return f.App(op, x)
	}
}

func indexed(op chc.Op) func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
	return func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
		switch op {
		case chc.OpExtract:
			i := r.IntN(w)
			j := r.IntN(i + 1)
			return f.Indexed(op, []int{i, j}, x)
		case chc.OpRepeat:
			return f.Indexed(op, []int{1 + r.IntN(3)}, x)
		}
		return f.Indexed(op, []int{r.IntN(2*w + 1)}, x)
	}
}

func cases() []opCase {
	var cs []opCase
	for _, op := range []chc.Op{chc.OpBVAnd, chc.OpBVOr, chc.OpBVXor, chc.OpBVNand, chc.OpBVNor, chc.OpBVXnor,
		chc.OpBVAdd, chc.OpBVSub, chc.OpBVMul, chc.OpBVUDiv, chc.OpBVURem, chc.OpBVSDiv, chc.OpBVSRem, chc.OpBVSMod,
		chc.OpBVShl, chc.OpBVLShr, chc.OpBVAShr, chc.OpBVComp, chc.OpConcat,
		chc.OpBVULt, chc.OpBVULe, chc.OpBVUGt, chc.OpBVUGe, chc.OpBVSLt, chc.OpBVSLe, chc.OpBVSGt, chc.OpBVSGe,
		chc.OpEq, chc.OpDistinct} {
		cs = append(cs, opCase{op.String(), app(op)})
	}
	for _, op := range []chc.Op{chc.OpBVNot, chc.OpBVNeg} {
		cs = append(cs, opCase{op.String(), unary(op)})
	}
	for _, op := range []chc.Op{chc.OpExtract, chc.OpZeroExt, chc.OpSignExt, chc.OpRotL, chc.OpRotR, chc.OpRepeat} {
		cs = append(cs, opCase{op.String(), indexed(op)})
	}
	for _, op := range []chc.Op{chc.OpBVAdd, chc.OpBVSub, chc.OpBVMul, chc.OpBVAnd, chc.OpBVXor, chc.OpConcat} {
		cs = append(cs, opCase{op.String() + "/3", func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
			return f.App(op, x, y, z)
		}})
	}
	cs = append(cs,
		opCase{"ite", func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
			return f.App(chc.OpIte, f.MustApp(chc.OpBVSLt, x, y), x, z)
		}},
		opCase{"bool", func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
			a, b, c := f.MustApp(chc.OpBVULt, x, y), f.MustApp(chc.OpEq, y, z), f.MustApp(chc.OpBVSGe, z, x)
			return f.App(chc.OpOr, f.MustApp(chc.OpXor, a, b, c), f.MustApp(chc.OpImplies, a, f.Not(c), b),
				f.MustApp(chc.OpAnd, c, f.MustApp(chc.OpIte, a, b, f.Not(b))), f.MustApp(chc.OpEq, a, c, b))
		}},
		opCase{"bvmul-const", func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
			return f.App(chc.OpBVMul, x, f.BV(randBV(r, w), w))
		}},
		opCase{"bvmul-const-left", func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
			return f.App(chc.OpBVMul, f.BV(randBV(r, w), w), y, f.BV(randBV(r, w), w))
		}},
		opCase{"distinct/3", func(f *chc.Factory, w int, r *rand.Rand, x, y, z *chc.Term) (*chc.Term, error) {
			return f.App(chc.OpDistinct, x, y, z)
		}},
	)
	return cs
}

// randBV returns a value of width w, often an edge: 0, 1, all ones, the
// sign bit, the largest positive, a small number.
func randBV(r *rand.Rand, w int) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	switch r.IntN(8) {
	case 0:
		return big.NewInt(0)
	case 1:
		return big.NewInt(1)
	case 2:
		return new(big.Int).Sub(mod, big.NewInt(1))
	case 3:
		return new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	case 4:
		return new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w-1)), big.NewInt(1))
	case 5:
		return new(big.Int).Mod(big.NewInt(int64(r.IntN(2*w+2))), mod)
	}
	v := new(big.Int)
	for range (w + 63) / 64 {
		v.Lsh(v, 64)
		v.Or(v, new(big.Int).SetUint64(r.Uint64()))
	}
	return v.Mod(v, mod)
}

// assumeValue returns the literals fixing bits x to the value v.
func assumeValue(x Vec, v *big.Int) []Lit {
	out := make([]Lit, len(x))
	for i, l := range x {
		out[i] = l
		if v.Bit(i) == 0 {
			out[i] = l.Not()
		}
	}
	return out
}

// testWidths returns the sampled widths and three random ones; fewer
// under -short or the race detector.
func testWidths(r *rand.Rand) []int {
	if testing.Short() || raceEnabled {
		return []int{1, 3, 8, 33, 64, 1 + r.IntN(64)}
	}
	ws := append([]int(nil), widths...)
	for range 3 {
		ws = append(ws, 1+r.IntN(64))
	}
	return ws
}

// TestOperatorsAgainstEval: every operator, blasted once per width over
// free inputs, gives under assumptions fixing random inputs the value that
// chc's exact evaluation gives; the same circuit over constant inputs
// folds to that value too.
func TestOperatorsAgainstEval(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	ctx := context.Background()
	samples := 10
	if testing.Short() || raceEnabled {
		samples = 3
	}
	for _, oc := range cases() {
		for _, w := range testWidths(r) {
			f := chc.NewFactory()
			so := chc.BitVecSort(w)
			x, y, z := f.Var("x", so), f.Var("y", so), f.Var("z", so)
			term, err := oc.build(f, w, r, x, y, z)
			if err != nil {
				t.Fatalf("%s width %d: %v", oc.name, w, err)
			}
			s := New()
			out, err := s.Blast(term, nil)
			if err != nil {
				t.Fatalf("%s width %d: %v", oc.name, w, err)
			}
			in := [3]Vec{s.vars[x], s.vars[y], s.vars[z]}
			for range samples {
				vals := [3]*big.Int{randBV(r, w), randBV(r, w), randBV(r, w)}
				if oc.name == "distinct/3" && r.IntN(2) == 0 {
					vals[2] = vals[0]
				}
				env := chc.Env{x: chc.BVValue(vals[0], w), y: chc.BVValue(vals[1], w), z: chc.BVValue(vals[2], w)}
				want, err := chc.Eval(term, env)
				if err != nil {
					t.Fatal(err)
				}
				var assume []Lit
				for i, v := range in {
					if v != nil {
						assume = append(assume, assumeValue(v, vals[i])...)
					}
				}
				res, err := s.Solve(ctx, assume...)
				if err != nil || res != Sat {
					t.Fatalf("%s width %d: %v %v", oc.name, w, res, err)
				}
				got, err := s.VecValue(out, term.Sort())
				if err != nil {
					t.Fatal(err)
				}
				if !got.Equal(want) {
					t.Fatalf("%s width %d on %v: blasted %v, evaluation %v", oc.name, w, vals, got, want)
				}
				// Constant inputs fold the circuit to the value.
				cs := New()
				cenv := Env{x: cs.Const(vals[0], w), y: cs.Const(vals[1], w), z: cs.Const(vals[2], w)}
				cout, err := cs.Blast(term, cenv)
				if err != nil {
					t.Fatal(err)
				}
				for _, l := range cout {
					if l != cs.True() && l != cs.True().Not() {
						t.Fatalf("%s width %d: constant inputs leave a gate", oc.name, w)
					}
				}
				if res, err := cs.Solve(ctx); err != nil || res != Sat {
					t.Fatalf("empty solve: %v %v", res, err)
				}
				if got, _ := cs.VecValue(cout, term.Sort()); !got.Equal(want) {
					t.Fatalf("%s width %d on %v: folded %v, evaluation %v", oc.name, w, vals, got, want)
				}
			}
		}
	}
}

// TestInverse: with the output fixed to a value some inputs produce, the
// solver finds inputs, and chc's evaluation of the operator on them gives
// that output. Multiplication and division are inverted at small widths
// only (at 64 bits inverting bvmul is factoring).
func TestInverse(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	ctx := context.Background()
	for _, oc := range cases() {
		for _, w := range testWidths(r) {
			switch oc.name {
			case "bvmul", "bvmul/3", "bvudiv", "bvurem", "bvsdiv", "bvsrem", "bvsmod":
				if w > 12 {
					continue
				}
			}
			f := chc.NewFactory()
			so := chc.BitVecSort(w)
			x, y, z := f.Var("x", so), f.Var("y", so), f.Var("z", so)
			term, err := oc.build(f, w, r, x, y, z)
			if err != nil {
				t.Fatal(err)
			}
			s := New()
			out, err := s.Blast(term, nil)
			if err != nil {
				t.Fatal(err)
			}
			for range 3 {
				vals := [3]*big.Int{randBV(r, w), randBV(r, w), randBV(r, w)}
				env := chc.Env{x: chc.BVValue(vals[0], w), y: chc.BVValue(vals[1], w), z: chc.BVValue(vals[2], w)}
				want, err := chc.Eval(term, env)
				if err != nil {
					t.Fatal(err)
				}
				var wantBits *big.Int
				if want.Sort() == chc.BoolSort {
					wantBits = big.NewInt(0)
					if want.Bool() {
						wantBits = big.NewInt(1)
					}
				} else {
					wantBits = want.BigInt()
				}
				res, err := s.Solve(ctx, assumeValue(out, wantBits)...)
				if err != nil || res != Sat {
					t.Fatalf("%s width %d: output %v has no inputs: %v %v", oc.name, w, want, res, err)
				}
				got := chc.Env{}
				for _, v := range []*chc.Term{x, y, z} {
					if bits, ok := s.vars[v]; ok {
						val, err := s.VecValue(bits, so)
						if err != nil {
							t.Fatal(err)
						}
						got[v] = val
					} else {
						got[v] = chc.BVValue(big.NewInt(0), w)
					}
				}
				ev, err := chc.Eval(term, got)
				if err != nil {
					t.Fatal(err)
				}
				if !ev.Equal(want) {
					t.Fatalf("%s width %d: inputs %v give %v, want %v", oc.name, w, got, ev, want)
				}
			}
		}
	}
}

// TestCores: failed-assumption cores are subsets of the assumptions and
// unsatisfiable on their own; satisfiable assumptions give models that
// satisfy them.
func TestCores(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	ctx := context.Background()
	f := chc.NewFactory()
	const w = 8
	so := chc.BitVecSort(w)
	x, y, z := f.Var("x", so), f.Var("y", so), f.Var("z", so)
	s := New()
	// x * y = z + 3, x <= y (unsigned), z odd
	if err := s.Assert(f.And(
		f.Eq(f.MustApp(chc.OpBVMul, x, y), f.MustApp(chc.OpBVAdd, z, f.BVUint64(3, w))),
		f.MustApp(chc.OpBVULe, x, y),
		f.Eq(f.MustApp(chc.OpBVAnd, z, f.BVUint64(1, w)), f.BVUint64(1, w)))); err != nil {
		t.Fatal(err)
	}
	var all []Lit
	for _, v := range []*chc.Term{x, y, z} {
		b, _ := s.Var(v)
		all = append(all, b...)
	}
	sats, unsats := 0, 0
	for range 300 {
		var assume []Lit
		for _, l := range all {
			switch r.IntN(4) {
			case 0:
				assume = append(assume, l)
			case 1:
				assume = append(assume, l.Not())
			}
		}
		res, err := s.Solve(ctx, assume...)
		if err != nil {
			t.Fatal(err)
		}
		switch res {
		case Sat:
			sats++
			for _, l := range assume {
				if !s.LitValue(l) {
					t.Fatalf("model violates assumption %v", l)
				}
			}
		case Unsat:
			unsats++
			core := s.Why()
			in := map[Lit]bool{}
			for _, l := range assume {
				in[l] = true
			}
			for _, l := range core {
				if !in[l] {
					t.Fatalf("core literal %v is not an assumption", l)
				}
			}
			if res, err := s.Solve(ctx, core...); err != nil || res != Unsat {
				t.Fatalf("core %v of %v is not unsat: %v %v", core, assume, res, err)
			}
		default:
			t.Fatal("unknown without a deadline")
		}
	}
	if sats == 0 || unsats == 0 {
		t.Fatalf("degenerate test: %d sat, %d unsat", sats, unsats)
	}
}

// TestRefuses: terms outside Bool and bit-vectors are errors, not panics.
func TestRefuses(t *testing.T) {
	f := chc.NewFactory()
	i := f.Var("i", chc.IntSort)
	b := f.Var("b", chc.BitVecSort(4))
	for _, term := range []*chc.Term{
		f.MustApp(chc.OpLe, i, f.Int(3)),
		f.And(f.Eq(b, f.BVUint64(1, 4)), f.Eq(i, f.Int(0))),
	} {
		if _, err := New().Blast(term, nil); err == nil {
			t.Errorf("%s blasted", term)
		}
	}
}

// TestCancel: a done context stops a hard search and the solver stays
// usable.
func TestCancel(t *testing.T) {
	f := chc.NewFactory()
	const w = 48
	so := chc.BitVecSort(w)
	x, y := f.Var("x", so), f.Var("y", so)
	one := f.BVUint64(1, w)
	s := New()
	// a semiprime's factors: hard for a SAT solver
	p := new(big.Int).Mul(big.NewInt(15485863), big.NewInt(32452843))
	if err := s.Assert(f.And(f.Eq(f.MustApp(chc.OpBVMul, x, y), f.BV(p, w)),
		f.MustApp(chc.OpBVUGt, x, one), f.MustApp(chc.OpBVUGt, y, one),
		f.MustApp(chc.OpBVULt, x, f.BVUint64(1<<25, w)), f.MustApp(chc.OpBVULt, y, f.BVUint64(1<<25, w)))); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	res, err := s.Solve(ctx)
	if res == Unknown && err == nil {
		t.Fatal("unknown without an error")
	}
	if res == Unsat {
		t.Fatal("factors exist")
	}
	xb, _ := s.Var(x)
	if res, err := s.Solve(context.Background(), assumeValue(xb, big.NewInt(15485863))...); err != nil || res != Sat {
		t.Fatalf("after a cancelled solve: %v %v", res, err)
	}
	yv, _ := s.Value(y, nil)
	if yv.BigInt().Cmp(big.NewInt(32452843)) != 0 {
		t.Fatalf("y = %v", yv)
	}
}
