package bvint_test

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/horn-chc/horn/bvint"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// TestSharedTranslation: engines that translate the same system the same
// way, given one bvint.Shared, make the translation once between them
// (the store's count of pipelines run, and each engine's counter, "int
// translations" or "int translations reused"), whether they run one
// after the other or at once, and each still answers with a witness that
// holds of the bits. Different translations (exact, without overflow)
// are not mixed up.
func TestSharedTranslation(t *testing.T) {
	for _, file := range []string{"bv-even-safe.smt2", "bv-signed-overflow-unsafe.smt2"} {
		t.Run(file, func(t *testing.T) {
			s, err := smtlib2.ParseFile(filepath.Join(enginetest.Dir(), file))
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			sh := bvint.NewShared()
			mk := func(wrap preprocess.Wrap) *bvint.ViaInt {
				return &bvint.ViaInt{Inner: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver, Wrap: wrap, Shared: sh}
			}
			solve := func(v *bvint.ViaInt) (made, reused int64) {
				r, err := v.Solve(ctx, s)
				if err != nil || r.Status == chc.Unknown {
					t.Errorf("%s: got %s (%s), %v", v.Name(), r.Status, r.Reason, err)
					return
				}
				if err := witness.CheckAnswer(ctx, s, r, z3.NewSolver); err != nil {
					t.Errorf("%s: the %s answer fails on the bits: %v", v.Name(), r.Status, err)
				}
				return r.Stats.Count("int translations"), r.Stats.Count("int translations reused")
			}
			if made, reused := solve(mk(preprocess.WrapExplicit)); made != 1 || reused != 0 {
				t.Errorf("first engine: %d translations made, %d reused; want 1, 0", made, reused)
			}
			runs := sh.Runs() // the translation, then its preprocessing
			if made, reused := solve(mk(preprocess.WrapExplicit)); made != 0 || reused != 1 {
				t.Errorf("second engine: %d translations made, %d reused; want 0, 1", made, reused)
			}
			if sh.Runs() != runs {
				t.Errorf("the second engine ran %d pipelines; want none", sh.Runs()-runs)
			}
			// Two at once, translating without overflow: one makes the
			// first round's translation, the other reuses it (a later
			// round's, with clauses made exact, is each engine's own).
			var wg sync.WaitGroup
			var made, reused [2]int64
			for i := range 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					made[i], reused[i] = solve(mk(preprocess.WrapAssumed))
				}()
			}
			wg.Wait()
			if made[0]+made[1] < 1 || reused[0]+reused[1] != 1 {
				t.Errorf("two engines at once: %v made, %v reused; want one first round reused", made, reused)
			}
			if sh.Runs() != 2*runs {
				t.Errorf("%d pipelines run in all; want %d (two translations, each with its preprocessing)", sh.Runs(), 2*runs)
			}
		})
	}
}
