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
// makes the formula true at those values — on all 64 pairs. A formula
// ExactInt refuses must have an operator without an exact linear reading.
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
	var formula func(depth int) string
	formula = func(depth int) string {
		if depth == 0 || rng.IntN(3) == 0 {
			return atoms[rng.IntN(len(atoms))]
		}
		switch rng.IntN(3) {
		case 0:
			return "(not " + formula(depth-1) + ")"
		case 1:
			return "(and " + formula(depth-1) + " " + formula(depth-1) + ")"
		}
		return "(or " + formula(depth-1) + " " + formula(depth-1) + ")"
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
				if !strings.Contains(phiSrc, "bvmul x y") && !strings.Contains(phiSrc, "bvand x y") {
					t.Logf("refused: %s", phiSrc)
				}
				continue
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
