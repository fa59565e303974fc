package boogie_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/boogie"
)

// havocs returns a Havoc option giving x the values in turn.
func havocs(vals ...int64) func(string, string, chc.Sort) (chc.Value, error) {
	k := 0
	return func(proc, name string, s chc.Sort) (chc.Value, error) {
		if k >= len(vals) {
			return chc.Value{}, errors.New("no more values")
		}
		k++
		return chc.IntValue(big.NewInt(vals[k-1])), nil
	}
}

// Execute's trace of a failing run replays (and matches the derivation's
// kind of trace: entry, call, exit, failure); a run that does not fail,
// or passes the step bound, is an error.
func TestExecute(t *testing.T) {
	tr := translate(t, "tamper.bpl", tamperSrc, "")
	ctx := context.Background()
	tt, err := tr.Execute(ctx, "main", boogie.ExecOptions{Havoc: havocs(20)})
	if err != nil {
		t.Fatal(err)
	}
	if err := tr.Replay(tt); err != nil {
		t.Fatalf("the executed trace does not replay: %v", err)
	}
	last := tt.Steps[len(tt.Steps)-1]
	if last.Kind != boogie.StepFail || last.Check != "assertion" {
		t.Errorf("last step %+v", last)
	}
	var kinds []string
	for _, s := range tt.Steps {
		kinds = append(kinds, s.Kind.String())
	}
	if got := strings.Join(kinds, " "); !strings.Contains(got, "call enter") || !strings.Contains(got, "exit") {
		t.Errorf("steps %s", got)
	}
	// Tampered: another havoc value in the recorded trace.
	tt.Steps[findStep(t, tt, boogie.StepHavoc)].Values[0].Value = chc.IntValue(big.NewInt(-3))
	if err := tr.Replay(tt); err == nil {
		t.Error("a tampered executed trace replays")
	}
	if _, err := tr.Execute(ctx, "main", boogie.ExecOptions{Havoc: havocs(3)}); err == nil {
		t.Error("a run that returns is a trace")
	}
	if _, err := tr.Execute(ctx, "main", boogie.ExecOptions{Havoc: havocs(20), MaxSteps: 3}); !errors.Is(err, boogie.ErrTooLong) {
		t.Errorf("past the bound: %v", err)
	}
}
