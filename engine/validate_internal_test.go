package engine

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// pigeonholeModels reads the pigeonhole fixture (a query over P that
// the pigeonhole principle refutes) and returns it with two valid
// models: P true, whose check takes Z3 thousands of units of work, and
// P false, which needs no solver.
func pigeonholeModels(t *testing.T) (s *chc.System, hard, easy chc.Model) {
	t.Helper()
	s, err := smtlib2.ParseFile("../testdata/validation/pigeonhole.smt2")
	if err != nil {
		t.Fatal(err)
	}
	p := s.Pred("P")
	params := make([]*chc.Term, p.Arity())
	for i := range params {
		params[i] = s.Terms.Var(fmt.Sprintf("q%d", i), chc.BoolSort)
	}
	hard = chc.Model{p: {Params: params, Body: s.Terms.True()}}
	easy = chc.Model{p: {Params: params, Body: s.Terms.False()}}
	return s, hard, easy
}

// TestFirstValidWorkBound: a form of the model whose validation reaches
// the work bound (Options.Validation) gives way to the next form that
// validates, with a warning and a count, and is never taken as valid;
// with the default bound the first form validates; when no form
// validates the error is the undecided check's.
func TestFirstValidWorkBound(t *testing.T) {
	s, hard, easy := pigeonholeModels(t)
	cands := []witness.Form{{Model: hard, Name: "minimized"}, {Model: easy, Name: "unsimplified"}}
	ctx := context.Background()
	for _, c := range []struct {
		work  uint64
		cands []witness.Form
		want  chc.Model // nil: no form validates
	}{
		{1000, cands, easy},
		{0, cands, hard},
		{1000, cands[:1], nil},
	} {
		var log bytes.Buffer
		d := &driver{orig: s, stats: result.NewStats(),
			opt: Options{NewSolver: z3.NewSolver, Validation: witness.Limits{Work: c.work}},
			log: slog.New(slog.NewTextHandler(&log, nil))}
		got, err := d.firstValid(ctx, Result{Status: chc.Sat}, c.cands)
		if c.want == nil {
			if err == nil || !witness.Undecided(err) {
				t.Errorf("work %d, one hard form: %v, want undecided", c.work, err)
			}
			continue
		}
		if err != nil || !witness.SameBodies(got.Model, c.want) {
			t.Errorf("work %d: %v, model %v; want %v", c.work, err, got.Model, c.want)
			continue
		}
		dropped := d.stats.Count("models printed unsimplified instead of minimized")
		warned := strings.Contains(log.String(), "could not be validated within the work bound")
		if fell := c.want[s.Pred("P")].Body.IsFalse(); (dropped == 1) != fell || warned != fell {
			t.Errorf("work %d: count %d, warning %v; want both only for the fallback", c.work, dropped, warned)
		}
	}
}
