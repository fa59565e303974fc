package preprocess_test

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// TestExactIntAgrees: for random formulas over 3-bit x and y built from
// bvOps (comparisons and equations of every operator, under and, or and
// not), in both readings, ExactInt's result with x and y fixed to the
// readings of two values is satisfiable exactly when exact evaluation
// makes the formula true at those values — on all 64 pairs.
func TestExactIntAgrees(t *testing.T) {
	var atoms []string
	for _, op := range bvOps {
		if strings.Contains(exactSystem(t, op), "(r Bool)") {
			atoms = append(atoms, op)
		} else {
			atoms = append(atoms, fmt.Sprintf("(= %s r)", op))
		}
	}
	rng := rand.New(rand.NewPCG(19, 2026))
	formula := func(depth int) string {
		return randomFormula(rng, depth, func() string { return atoms[rng.IntN(len(atoms))] })
	}
	n := 60
	if testing.Short() {
		n = 15
	}
	ctx := context.Background()
	checked := 0
	for i := range n {
		phiSrc := formula(3)
		// Every r in the formula has one sort: pick the formulas
		// whose r's agree by parsing them; a failure is another draw.
		var s *chc.System
		for _, rs := range []string{"(_ BitVec 3)", "(_ BitVec 6)", "(_ BitVec 5)", "(_ BitVec 2)", "(_ BitVec 1)"} {
			src := fmt.Sprintf("(set-logic HORN)(assert (forall ((x (_ BitVec 3)) (y (_ BitVec 3)) (r %s)) (=> %s false)))", rs, phiSrc)
			if sys, err := smtlib2.Parse("formula.smt2", []byte(src)); err == nil && len(sys.Clauses) == 1 {
				s = sys
				break
			}
		}
		if s == nil {
			continue
		}
		f := s.Terms
		c := s.Clauses[0]
		phi := c.Constraint
		var x, y, r *chc.Term
		for _, v := range c.Vars() {
			switch v.Name() {
			case "x":
				x = v
			case "y":
				y = v
			case "r":
				r = v
			}
		}
		for _, signed := range []bool{false, true} {
			psi, vars, ok, err := preprocess.ExactInt(f, phi, signed)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				t.Fatalf("refused: %s (every operand of bvOps' products and bitwise operators is a constant)", phiSrc)
			}
			sol, err := z3.NewSolver(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := sol.Assert(psi); err != nil {
				t.Fatal(err)
			}
			checked++
			repr := reprOf(f, signed)
			for vx := range 8 {
				for vy := range 8 {
					bx, by := chc.BVValue(big.NewInt(int64(vx)), 3), chc.BVValue(big.NewInt(int64(vy)), 3)
					want := false
					var fix []*chc.Term
					env := chc.Env{}
					if x != nil {
						fix, env[x] = append(fix, f.Eq(vars[x], repr(bx))), bx
					}
					if y != nil {
						fix, env[y] = append(fix, f.Eq(vars[y], repr(by))), by
					}
					if r == nil {
						v, err := chc.Eval(phi, env)
						if err != nil {
							t.Fatal(err)
						}
						want = v.Bool()
					} else {
						for vr := range 1 << r.Sort().Width() {
							br := chc.BVValue(big.NewInt(int64(vr)), r.Sort().Width())
							env[r] = br
							v, err := chc.Eval(phi, env)
							if err != nil {
								t.Fatal(err)
							}
							want = want || v.Bool()
						}
					}
					got, err := sol.Check(ctx, fix...)
					if err != nil {
						t.Fatal(err)
					}
					if (got == smt.Sat) != want {
						t.Fatalf("formula %d (signed %v) %s at x=%d y=%d: integers say %s, evaluation %v\n%s", i, signed, phiSrc, vx, vy, got, want, psi)
					}
				}
			}
			sol.Close()
		}
	}
	// Most draws parse and translate: the test must have checked them.
	if checked < n {
		t.Fatalf("only %d of %d formulas (two readings each) checked", checked, n)
	}
}

// wideOps are operator applications over 32-bit x and y, for
// TestExactIntAgreesWide.
var wideOps = []string{
	"x", "y", "(bvadd x y)", "(bvsub x y)", "(bvneg x)", "(bvnot y)", "(bvadd x y (_ bv4294967295 32))",
	"(bvmul x (_ bv3 32))", "(bvmul y (_ bv4294967295 32))",
	"(bvudiv x (_ bv7 32))", "(bvurem y (_ bv7 32))", "(bvsdiv x (_ bv7 32))", "(bvsrem y (_ bv7 32))",
	"(bvsmod x (_ bv7 32))", "(bvsdiv y (_ bv4294967289 32))", "(bvsmod x (_ bv4294967289 32))",
	"(bvshl x (_ bv3 32))", "(bvlshr y (_ bv3 32))", "(bvashr x (_ bv3 32))",
	"(bvand x (_ bv255 32))", "(bvor y (_ bv255 32))", "(bvxor x (_ bv65535 32))",
	"(concat ((_ extract 15 0) x) ((_ extract 31 16) y))", "((_ rotate_left 5) x)",
	"(ite (bvslt x y) x y)", "((_ extract 31 0) (bvadd ((_ sign_extend 32) x) ((_ zero_extend 32) y)))",
	"((_ extract 33 2) (bvmul ((_ sign_extend 2) x) (_ bv3 34)))",
}

// TestExactIntAgreesWide is TestExactIntAgrees at 32 bits: random
// comparisons between wideOps, and sums of extended operands against the
// extension of their sum (the lemmas of a model found without overflow),
// under and, or and not, agree with exact evaluation at random points and
// at the extreme values, in both readings.
func TestExactIntAgreesWide(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 2026))
	cmps := []string{"=", "bvult", "bvslt", "bvule", "bvsge", "distinct"}
	atom := func() string {
		if rng.IntN(4) == 0 {
			ext := []string{"sign_extend", "zero_extend"}[rng.IntN(2)]
			return fmt.Sprintf("(= (bvadd ((_ %[1]s 2) %[2]s) ((_ %[1]s 2) %[3]s)) ((_ %[1]s 2) (bvadd %[2]s %[3]s)))",
				ext, wideOps[rng.IntN(len(wideOps))], wideOps[rng.IntN(len(wideOps))])
		}
		return fmt.Sprintf("(%s %s %s)", cmps[rng.IntN(len(cmps))], wideOps[rng.IntN(len(wideOps))], wideOps[rng.IntN(len(wideOps))])
	}
	formula := func(depth int) string { return randomFormula(rng, depth, atom) }
	points := []int64{0, 1, 2, 7, 1<<31 - 1, 1 << 31, 1<<32 - 1, 1<<32 - 7, 1<<31 + 1}
	n := 40
	if testing.Short() {
		n = 10
	}
	ctx := context.Background()
	for i := range n {
		src := formula(3)
		s, err := smtlib2.Parse("wide.smt2", []byte(fmt.Sprintf(
			"(set-logic HORN)(assert (forall ((x (_ BitVec 32)) (y (_ BitVec 32))) (=> %s false)))", src)))
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		f, phi := s.Terms, s.Clauses[0].Constraint
		vs := map[string]*chc.Term{}
		for _, v := range s.Clauses[0].Vars() {
			vs[v.Name()] = v
		}
		for _, signed := range []bool{false, true} {
			psi, vars, ok, err := preprocess.ExactInt(f, phi, signed)
			if err != nil || !ok {
				t.Fatalf("%s: refused (%v)", src, err)
			}
			sol, err := z3.NewSolver(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := sol.Assert(psi); err != nil {
				t.Fatal(err)
			}
			repr := reprOf(f, signed)
			for k := range 20 {
				env := chc.Env{}
				var fix []*chc.Term
				for j, name := range []string{"x", "y"} {
					v := vs[name]
					if v == nil {
						continue
					}
					val := rng.Int64N(1 << 32)
					if k < len(points)*2 && (k+j)%2 == 0 {
						val = points[(k/2+j)%len(points)]
					}
					bv := chc.BVValue(big.NewInt(val), 32)
					env[v] = bv
					fix = append(fix, f.Eq(vars[v], repr(bv)))
				}
				want, err := chc.Eval(phi, env)
				if err != nil {
					t.Fatal(err)
				}
				got, err := sol.Check(ctx, fix...)
				if err != nil {
					t.Fatal(err)
				}
				if (got == smt.Sat) != want.Bool() {
					t.Fatalf("formula %d (signed %v) %s at %v: integers say %s, evaluation %v", i, signed, src, env, got, want.Bool())
				}
			}
			sol.Close()
		}
	}
}

// randomFormula returns a random formula of atoms under not, and and or,
// at most depth deep.
func randomFormula(rng *rand.Rand, depth int, atom func() string) string {
	if depth == 0 || rng.IntN(3) == 0 {
		return atom()
	}
	switch rng.IntN(3) {
	case 0:
		return "(not " + randomFormula(rng, depth-1, atom) + ")"
	case 1:
		return "(and " + randomFormula(rng, depth-1, atom) + " " + randomFormula(rng, depth-1, atom) + ")"
	}
	return "(or " + randomFormula(rng, depth-1, atom) + " " + randomFormula(rng, depth-1, atom) + ")"
}
