package bitic3_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/bitic3"
	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/bvgen"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/z3"
)

// TestConformance runs the fixtures: the bit-vector ones are decided, both
// ways, with every answer validated by the driver; the others are unknown.
func TestConformance(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return bitic3.New(bitic3.Options{MaxLevel: 200})
	}, z3.NewSolver, 30*time.Second)
	want := map[string]chc.Status{
		"bv-wrap-unsafe.smt2": chc.Unsat, "bv-signed-overflow-unsafe.smt2": chc.Unsat,
		"bv-bounded-safe.smt2": chc.Sat, "bv-even-safe.smt2": chc.Sat,
		"counter-unsafe.smt2": chc.Unknown, "fib-nonlin-safe.smt2": chc.Unknown,
	}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: got %s, want %s", name, got[name], w)
		}
	}
}

// TestRandom: on random linear bit-vector systems every bitic3 answer passes
// the driver's validation and agrees with bmc and pdr (over Z3) where they
// decide; bitic3 decides most of them, safe ones included.
func TestRandom(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 12
	}
	decided, safe := 0, 0
	for seed := range uint64(n) {
		s := bvgen.System(seed, false)
		solve := func(e engine.Engine) engine.Result {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			defer cancel()
			r, err := engine.Run(ctx, e, s, engine.Options{NewSolver: z3.NewSolver})
			if err != nil {
				t.Fatalf("seed %d: %s: %v", seed, e.Name(), err)
			}
			if strings.HasPrefix(r.Reason, "bug") {
				t.Fatalf("seed %d: %s: %s", seed, e.Name(), r.Reason)
			}
			return r
		}
		got := solve(bitic3.New(bitic3.Options{}))
		switch got.Status {
		case chc.Sat:
			decided++
			safe++
		case chc.Unsat:
			decided++
		}
		for _, other := range []engine.Engine{
			bmc.New(bmc.Options{NewSolver: z3.NewSolver, MaxDepth: 8}),
			pdr.New(pdr.Options{NewSolver: z3.NewSolver}),
		} {
			want := solve(other)
			if got.Status != chc.Unknown && want.Status != chc.Unknown && got.Status != want.Status {
				t.Fatalf("seed %d: bitic3 %s, %s %s", seed, got.Status, other.Name(), want.Status)
			}
		}
	}
	t.Logf("bitic3 decided %d of %d (%d safe)", decided, n, safe)
	if decided < n*2/3 || safe == 0 {
		t.Fatalf("bitic3 decided only %d of %d (%d safe)", decided, n, safe)
	}
}
