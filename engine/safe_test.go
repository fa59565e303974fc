package engine_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/z3"
)

// panicky is an engine with a bug.
type panicky struct{}

func (panicky) Name() string { return "panicky" }
func (panicky) Solve(context.Context, *chc.System) (engine.Result, error) {
	var m map[string]int
	m["x"]++ // a nil-map write: a runtime panic, as a bug would raise
	return engine.Result{}, nil
}

// TestPanicIsAnError: a panicking engine makes Run answer unknown with an
// error that names the engine and the panic, alone and as a portfolio
// member beside an engine that answers; nothing crashes.
func TestPanicIsAnError(t *testing.T) {
	s := readExample(t, "unsafe.smt2")
	r, err := engine.Run(context.Background(), panicky{}, s, engine.Options{NewSolver: z3.NewSolver})
	var pe *result.PanicError
	if r.Status != chc.Unknown || !errors.As(err, &pe) || pe.Engine != "panicky" || len(pe.Stack) == 0 ||
		!strings.Contains(err.Error(), "assignment to entry in nil map") {
		t.Fatalf("Run = %v, %v", r.Status, err)
	}
	good := &fake{name: "good", delay: 10 * time.Millisecond, result: realUnsat(t, s)}
	p := &engine.Portfolio{NewSolver: z3.NewSolver, Members: []engine.Engine{panicky{}, good}}
	r, err = engine.Run(context.Background(), p, s, engine.Options{NewSolver: z3.NewSolver})
	if r.Status != chc.Unsat || err != nil {
		t.Fatalf("portfolio with a panicking member = %v, %v; want the other member's unsat", r.Status, err)
	}
}
