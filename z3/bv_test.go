package z3

import (
	"context"
	"math/big"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// bvAllOps lists chc's bit-vector operators.
func bvAllOps() []chc.Op {
	var ops []chc.Op
	for op := chc.OpBVNot; op <= chc.OpBVSGe; op++ {
		ops = append(ops, op)
	}
	return ops
}

// bvRand returns a w-bit value biased to the corners.
func bvRand(r *rand.Rand, w int) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	switch r.Intn(6) {
	case 0:
		return big.NewInt(0)
	case 1:
		return m.Sub(m, big.NewInt(1))
	case 2:
		return new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	case 3:
		return big.NewInt(int64(r.Intn(3)))
	}
	return new(big.Int).Rand(r, m)
}

// bvApp applies op to x (and y) of width w, with random indices.
func bvApp(f *chc.Factory, r *rand.Rand, op chc.Op, x, y *chc.Term, w int) *chc.Term {
	switch op.NumIndices() {
	case 2:
		i := r.Intn(w)
		u, err := f.Indexed(op, []int{i, r.Intn(i + 1)}, x)
		if err != nil {
			panic(err)
		}
		return u
	case 1:
		k := r.Intn(2 * w)
		if op == chc.OpRepeat {
			k = 1 + r.Intn(3)
		}
		u, err := f.Indexed(op, []int{k}, x)
		if err != nil {
			panic(err)
		}
		return u
	}
	switch op {
	case chc.OpBVNot, chc.OpBVNeg:
		return f.MustApp(op, x)
	case chc.OpBVAdd, chc.OpBVMul, chc.OpBVXor, chc.OpConcat:
		return f.MustApp(op, x, y, x)
	}
	return f.MustApp(op, x, y)
}

// TestBVEvalAgainstModel converts every bit-vector operator applied to
// variables, fixes the variables' values in a solver and compares Z3's
// value of the application, read back through the converter, with exact
// evaluation; widths 1 to 64.
func TestBVEvalAgainstModel(t *testing.T) {
	f := chc.NewFactory()
	s := newTermSolver(t, f)
	r := rand.New(rand.NewSource(19))
	for _, op := range bvAllOps() {
		for w := 1; w <= 64; w++ {
			x, y := f.Var("x", chc.BitVecSort(w)), f.Var("y", chc.BitVecSort(w))
			vx, vy := chc.BVValue(bvRand(r, w), w), chc.BVValue(bvRand(r, w), w)
			u := bvApp(f, r, op, x, y, w)
			want, err := chc.Eval(u, chc.Env{x: vx, y: vy})
			if err != nil {
				t.Fatal(err)
			}
			must[struct{}](t)(struct{}{}, s.Push())
			must[struct{}](t)(struct{}{}, s.Assert(f.Eq(x, f.Value(vx)), f.Eq(y, f.Value(vy))))
			if res, err := s.Check(context.Background()); res != smt.Sat || err != nil {
				t.Fatalf("check: %v %v", res, err)
			}
			got, err := s.Value(u)
			if err != nil {
				t.Fatalf("Value(%s): %v", u, err)
			}
			if !got.Equal(want) {
				t.Errorf("%s with x=%s y=%s: z3 %s, Eval %s", u, vx, vy, got, want)
			}
			must[struct{}](t)(struct{}{}, s.Pop(1))
		}
	}
}

// TestBVRoundTrip converts bit-vector terms to Z3 and back unchanged, and
// reads back what Z3's simplifier makes of ground ones.
func TestBVRoundTrip(t *testing.T) {
	c := newCtx(t)
	f := chc.NewFactory()
	v := NewConverter(c, f)
	r := rand.New(rand.NewSource(5))
	for _, op := range bvAllOps() {
		for _, w := range []int{1, 3, 8, 32, 64, 65} {
			x, y := f.Var("x", chc.BitVecSort(w)), f.Var("y", chc.BitVecSort(w))
			u := bvApp(f, r, op, x, y, w)
			z := must[AST](t)(v.ToZ3(u))
			back := must[*chc.Term](t)(v.FromZ3(z, nil))
			if back != u && !(op == chc.OpBVComp) {
				// n-ary applications come back folded to binary ones
				env := chc.Env{x: chc.BVValue(bvRand(r, w), w), y: chc.BVValue(bvRand(r, w), w)}
				a, _ := chc.Eval(u, env)
				b, _ := chc.Eval(back, env)
				if !a.Equal(b) {
					t.Errorf("%s came back as %s", u, back)
				}
			}
			g := bvApp(f, r, op, f.Value(chc.BVValue(bvRand(r, w), w)), f.Value(chc.BVValue(bvRand(r, w), w)), w)
			simp := must[AST](t)(c.Simplify(must[AST](t)(v.ToZ3(g))))
			gb := must[*chc.Term](t)(v.FromZ3(simp, nil))
			want, _ := chc.Eval(g, nil)
			if gb != f.Value(want) {
				t.Errorf("%s simplifies to %s, want %s", g, gb, want)
			}
			c.Release(simp)
		}
	}
}

// TestBVProject checks model-based projection of bit-vector variables:
// the result holds in the model, mentions none of the projected variables
// and implies ∃y.phi.
func TestBVProject(t *testing.T) {
	f := chc.NewFactory()
	s := newTermSolver(t, f)
	w := 8
	bv := func(v int64) *chc.Term { return f.BV(big.NewInt(v), w) }
	x, y := f.Var("x", chc.BitVecSort(w)), f.Var("y", chc.BitVecSort(w))
	phis := []*chc.Term{
		f.And(f.MustApp(chc.OpBVULt, x, y), f.MustApp(chc.OpBVULt, y, bv(10))),
		f.And(f.Eq(y, f.MustApp(chc.OpBVAdd, x, bv(1))), f.MustApp(chc.OpBVSGt, y, bv(0))),
		f.And(f.Eq(f.MustApp(chc.OpBVMul, y, bv(3)), x), f.MustApp(chc.OpBVSLe, y, bv(-3))),
		f.Or(f.MustApp(chc.OpBVSLt, f.MustApp(chc.OpBVSub, x, y), bv(5)), f.Eq(y, f.MustApp(chc.OpBVNeg, x))),
	}
	for _, phi := range phis {
		must[struct{}](t)(struct{}{}, s.Push())
		must[struct{}](t)(struct{}{}, s.Assert(phi))
		if res, err := s.Check(context.Background()); res != smt.Sat || err != nil {
			t.Fatalf("check %s: %v %v", phi, res, err)
		}
		proj, err := s.Project([]*chc.Term{y}, phi)
		if err != nil {
			t.Fatalf("Project(%s): %v", phi, err)
		}
		for _, u := range chc.FreeVars(proj) {
			if u == y {
				t.Fatalf("projection of %s kept y: %s", phi, proj)
			}
		}
		if v, err := s.Value(proj); err != nil || !v.Bool() {
			t.Fatalf("projection %s of %s false in the model", proj, phi)
		}
		checkImpliesExistsBV(t, proj, phi, y)
		t.Logf("∃y.%s ⇐ %s", phi, proj)
		must[struct{}](t)(struct{}{}, s.Pop(1))
	}
}

// checkImpliesExistsBV asks Z3 whether proj ∧ ∀y.¬phi is satisfiable; it
// must not be.
func checkImpliesExistsBV(t *testing.T, proj, phi, y *chc.Term) {
	t.Helper()
	c := newCtx(t)
	var decl strings.Builder
	for _, v := range chc.FreeVars(proj, phi) {
		if v != y {
			decl.WriteString("(declare-const " + v.Name() + " " + v.Sort().String() + ")\n")
		}
	}
	src := decl.String() + "(assert " + proj.String() + ")\n(assert (forall ((y " + y.Sort().String() + ")) (not " + phi.String() + ")))\n"
	fs := must[[]AST](t)(c.ParseSMTLIB2(src))
	sv := must[*Solver](t)(c.NewSolver())
	defer sv.Close()
	must[struct{}](t)(struct{}{}, sv.Assert(fs...))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if r, _ := sv.Check(ctx); r == Sat {
		t.Fatalf("projection %s does not imply ∃y.%s", proj, phi)
	}
}
