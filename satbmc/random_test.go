package satbmc_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/bvgen"
	"github.com/horn-chc/horn/satbmc"
	"github.com/horn-chc/horn/z3"
)

// TestRandomAgainstBMC: on random bit-vector systems, linear and not,
// every satbmc answer passes the driver's validation and agrees with the
// SMT-based bmc wherever both decide.
func TestRandomAgainstBMC(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	decided := 0
	for seed := range uint64(n) {
		s := bvgen.System(seed, seed%2 == 1)
		if err := s.Check(); err != nil {
			t.Fatalf("seed %d: generated an ill-formed system: %v", seed, err)
		}
		solve := func(e engine.Engine) engine.Result {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
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
		start := time.Now()
		got := solve(satbmc.New(satbmc.Options{MaxDepth: 6, MaxNodes: 500}))
		mid := time.Now()
		want := solve(bmc.New(bmc.Options{NewSolver: z3.NewSolver, MaxDepth: 6, MaxNodes: 500}))
		t.Logf("seed %d: satbmc %s (%v) bmc %s (%v)", seed, got.Status, mid.Sub(start).Round(time.Millisecond), want.Status, time.Since(mid).Round(time.Millisecond))
		if got.Status != chc.Unknown {
			decided++
		}
		if got.Status != chc.Unknown && want.Status != chc.Unknown && got.Status != want.Status {
			t.Fatalf("seed %d: satbmc %s, bmc %s", seed, got.Status, want.Status)
		}
	}
	if decided < n/3 {
		t.Fatalf("satbmc decided only %d of %d random systems", decided, n)
	}
	t.Logf("satbmc decided %d of %d", decided, n)
}
