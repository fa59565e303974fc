package witness_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// pigeonhole reads the fixture of the pigeonhole principle as a query
// over one predicate P, and returns it with P's model "true": valid,
// but its check takes Z3 thousands of units of work.
func pigeonhole(t *testing.T) (*chc.System, chc.Model) {
	t.Helper()
	s, err := smtlib2.ParseFile(filepath.Join("..", "testdata", "validation", "pigeonhole.smt2"))
	if err != nil {
		t.Fatal(err)
	}
	p := s.Pred("P")
	params := make([]*chc.Term, p.Arity())
	for i := range params {
		params[i] = s.Terms.Var(fmt.Sprintf("q%d", i), chc.BoolSort)
	}
	return s, chc.Model{p: {Params: params, Body: s.Terms.True()}}
}

// TestCheckModelWorkLimit: a validation check that reaches the work
// bound (Limits.Work) leaves the model undecided (Undecided, a reason
// that names the bound), never valid, through CheckModel and
// CheckAnswer alike; with the default bound the same model validates.
func TestCheckModelWorkLimit(t *testing.T) {
	s, m := pigeonhole(t)
	ctx := context.Background()
	low := witness.Limits{Work: 1000}
	for name, err := range map[string]error{
		"CheckModel":  low.CheckModel(ctx, s, m, z3.NewSolver),
		"CheckAnswer": low.CheckAnswer(ctx, s, result.Result{Status: chc.Sat, Model: m}, z3.NewSolver),
	} {
		if err == nil || !witness.Undecided(err) {
			t.Fatalf("%s within %d units: %v, want undecided", name, low.Work, err)
		}
		if !strings.Contains(err.Error(), "work limit") {
			t.Errorf("%s: %q does not name the work limit", name, err)
		}
	}
	if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
		t.Fatalf("with the default bound: %v, want valid", err)
	}
}

// TestMinimizeWorkLimit: a check of Minimize that reaches its work
// bound (MinimizeBudget.Work) keeps its conjunct and counts as unknown;
// unbounded, the same checks are decided.
func TestMinimizeWorkLimit(t *testing.T) {
	s, _ := pigeonhole(t)
	f := s.Terms
	p := s.Preds[0]
	params := make([]*chc.Term, p.Arity())
	for i := range params {
		params[i] = f.Var(fmt.Sprintf("q%d", i), chc.BoolSort)
	}
	// The pigeonhole constraints over the parameters imply anything:
	// the conjunct params[0] is implied by the others, but proving so
	// takes more work than the bound allows.
	c := s.Clauses[0].Constraint
	sub := map[*chc.Term]*chc.Term{}
	for i, a := range s.Clauses[0].Body[0].Args {
		sub[a] = params[i]
	}
	body := f.And(append(chc.Conjuncts(f.Subst(c, sub)), params[0])...)
	m := chc.Model{p: {Params: params, Body: body}}
	before := len(chc.Conjuncts(body))
	for _, work := range []uint64{1000, 0} {
		out, st, err := witness.Minimize(context.Background(), s, m, z3.NewSolver, witness.MinimizeBudget{Checks: 2, Work: work})
		if err != nil {
			t.Fatal(err)
		}
		got := len(chc.Conjuncts(out[p].Body))
		if work > 0 && (got != before || st.Unknown == 0) {
			t.Fatalf("work %d: %d of %d conjuncts kept, %d checks unknown; want all kept, some unknown", work, got, before, st.Unknown)
		}
		if work == 0 && st.Unknown != 0 {
			t.Fatalf("unbounded: %d checks unknown; want every check decided", st.Unknown)
		}
	}
}
