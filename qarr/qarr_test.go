package qarr_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/qarr"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// TestArrayLoops: each small array loop of testdata (initialise, copy,
// find, maximum, compare two arrays, a pass of bubble sort, a check of
// sortedness, a copy shifted by one, a pointer walk with stride 4, a
// fill bounded by a constant, a two-dimensional initialisation, and
// llreve's two selection sorts, which only the ground checks prove
// within 20 s) is proved with a quantified invariant: the engine answers
// sat with a model that has a quantifier, and Z3 finds the model
// inductive and implying the property (witness.CheckModel over the
// clauses as written, with the quantifiers). The first phase's checks
// are ground (houdini.Options.Instantiate). Where the file states the
// invariant's meaning by hand ("; meaning: (define-fun …)"), that
// interpretation is itself a model (Z3: inductive, implies the
// property), and qarr's implies it (Z3: the conjunction of qarr's with
// its negation is unsat): the model found says what the loop does.
func TestArrayLoops(t *testing.T) {
	files, err := filepath.Glob("testdata/*.smt2")
	if err != nil || len(files) < 12 {
		t.Fatalf("fixtures: %v %v", files, err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			s, err := smtlib2.Parse(file, src)
			if err != nil {
				t.Fatal(err)
			}
			// A guard against a hang, not a bound on the work: the
			// selsort loop needs about 12 s of CPU, which on a machine
			// loaded 15-fold took more than 300 s of wall clock.
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
			defer cancel()
			var meaning chc.Model
			if defs := meanings(src); defs != "" {
				meaning, err = smtlib2.ParseModel(file+":meaning", []byte(defs), s)
				if err != nil {
					t.Fatalf("meaning: %v", err)
				}
				if err := witness.CheckModel(ctx, s, meaning, z3.NewSolver); err != nil {
					t.Fatalf("the meaning written by hand is no model: %v", err)
				}
			}
			r, err := (&qarr.Engine{NewSolver: z3.NewSolver}).Solve(ctx, s)
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != chc.Sat {
				t.Fatalf("status %v (%s), want sat", r.Status, r.Reason)
			}
			if !chc.ModelHasQuantifier(r.Model) {
				t.Fatalf("model without a quantifier: %v", r.Model)
			}
			if err := witness.CheckModel(ctx, s, r.Model, z3.NewSolver); err != nil {
				t.Fatalf("model does not validate: %v", err)
			}
			if r.Stats.Count("houdini ground checks") == 0 {
				t.Errorf("no ground checks")
			}
			for p := range meaning {
				implies(ctx, t, s, p, r.Model, meaning)
			}
		})
	}
}

// meanings returns the define-funs of src's "; meaning:" lines.
func meanings(src []byte) string {
	var b strings.Builder
	for _, line := range strings.Split(string(src), "\n") {
		if def, ok := strings.CutPrefix(line, "; meaning:"); ok {
			b.WriteString(def)
			b.WriteString("\n")
		}
	}
	return b.String()
}

// implies fails t unless got's interpretation of p implies want's, as
// Z3 decides it (got ∧ ¬want unsat at fresh arguments).
func implies(ctx context.Context, t *testing.T, s *chc.System, p *chc.Pred, got, want chc.Model) {
	t.Helper()
	f := s.Terms
	args := make([]*chc.Term, p.Arity())
	for j, so := range p.Params {
		args[j] = f.Var(fmt.Sprintf("arg!%d", j), so)
	}
	a := chc.Atom{Pred: p, Args: args}
	g, ok1 := got.Instantiate(f, a)
	w, ok2 := want.Instantiate(f, a)
	if !ok1 || !ok2 {
		t.Fatalf("%s: no interpretation (got %v, meaning %v)", p.Name, ok1, ok2)
	}
	sol, err := z3.NewSolver(f)
	if err != nil {
		t.Fatal(err)
	}
	defer sol.Close()
	if err := sol.Assert(g, f.Not(w)); err != nil {
		t.Fatal(err)
	}
	res, err := sol.Check(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if res != smt.Unsat {
		t.Errorf("%s: qarr's interpretation does not imply the meaning (Z3: %v)\n got: %s\n meaning: %s", p.Name, res, g, w)
	}
}
