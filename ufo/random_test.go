package ufo_test

import (
	"context"
	"fmt"
	"math/rand"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/chcgen"
	"github.com/horn-chc/horn/ufo"
	"github.com/horn-chc/horn/z3"
)

// TestRandomSystems solves random small linear systems over Int and Real
// (package chcgen) with both abstractions and both instantiations: every
// answer's witness must pass the witness checks (solve fails the test
// otherwise), and the engine must never fail with an error (an internal
// error, such as covering labels that are not a model, is one).
func TestRandomSystems(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 12
	}
	answered := map[chc.Status]int{}
	for i := 0; i < n; i++ {
		seed := int64(1000 + i)
		opt := chcgen.Options{Theory: chcgen.Theory(i % 2)}
		s := chcgen.System(rand.New(rand.NewSource(seed)), fmt.Sprintf("random-%d", seed), opt)
		o := ufo.Options{Boolean: i%3 == 1, Hybrid: i%4 == 3, MaxDepth: 30}
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		o.NewSolver = z3.NewSolver
		r := solve(t, ctx, s, o)
		cancel()
		answered[r.Status]++
	}
	t.Logf("answers: %v", answered)
	if answered[chc.Sat] == 0 || answered[chc.Unsat] == 0 {
		t.Errorf("answers %v: want some sat and some unsat", answered)
	}
}
