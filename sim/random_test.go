package sim_test

import (
	"context"
	"fmt"
	"math/rand"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/chcgen"
	"github.com/horn-chc/horn/sim"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// TestRandomSystems runs the search on random small systems over Int,
// Real and bit-vectors, linear and not (package chcgen): every
// derivation it answers must check by exact evaluation and every model
// against Z3, and the search must never fail with an error. Some systems
// are unsafe, so it must find some counterexamples.
func TestRandomSystems(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 15
	}
	answered := map[chc.Status]int{}
	for i := 0; i < n; i++ {
		seed := int64(2000 + i)
		opt := chcgen.Options{Theory: chcgen.Theory(i % 3), NonLinear: i%2 == 1}
		s := chcgen.System(rand.New(rand.NewSource(seed)), fmt.Sprintf("random-%d", seed), opt)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		r, err := sim.New(sim.Options{NewSolver: z3.NewSolver, Budget: 200 * time.Millisecond, Seed: uint64(seed)}).Solve(ctx, s)
		cancel()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		switch r.Status {
		case chc.Unsat:
			if err := witness.CheckDerivation(context.Background(), s, r.Derivation); err != nil {
				t.Errorf("seed %d: derivation does not check: %v", seed, err)
			}
		case chc.Sat:
			if err := witness.CheckModel(context.Background(), s, r.Model, z3.NewSolver); err != nil {
				t.Errorf("seed %d: model does not check: %v", seed, err)
			}
		}
		answered[r.Status]++
	}
	t.Logf("answers: %v", answered)
	if answered[chc.Unsat] == 0 {
		t.Errorf("answers %v: want some unsat", answered)
	}
}
