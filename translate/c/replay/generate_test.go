package replay

import (
	"context"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/horn-chc/horn/translate/c/task"
)

// generator compiles a testdata program with the generating harness.
func generator(t *testing.T, dm task.DataModel, file string) (*Generator, *Compiler) {
	t.Helper()
	c := compilerFor(t, dm)
	g, out, err := NewGenerator(context.Background(), Program{Files: []string{filepath.Join("testdata", file)}, DataModel: dm}, Options{Compiler: c})
	if err != nil {
		t.Fatal(err)
	}
	if g == nil {
		t.Fatalf("compiling %s: %v (%s)", file, out, out.Stderr)
	}
	t.Cleanup(func() { g.Close() })
	return g, c
}

// replayed replays values on file and returns the outcome.
func replayed(t *testing.T, c *Compiler, file string, values []Nondet) Outcome {
	t.Helper()
	out, err := Replay(context.Background(), Program{Files: []string{filepath.Join("testdata", file)}, DataModel: c.DataModel},
		Trace{Nondet: values}, Options{Compiler: c, RunTimeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// generous is a budget a loaded machine still meets.
var generous = Budget{CPU: 30 * time.Second, Wall: 60 * time.Second, RunTimeout: 20 * time.Second, Runs: 40}

func TestSearchDeepNondet(t *testing.T) {
	g, c := generator(t, task.ILP32, "deep_nondet.c")
	r, st, ok, err := g.Search(context.Background(), generous)
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		t.Fatalf("no run reached reach_error: %+v", st)
	}
	if len(r.Values) != 100000 || r.Values[99999].Value.Int64() <= 1000 {
		t.Fatalf("run %v (%v seed %d) has %d values", r.Outcome, r.Strategy, r.Seed, len(r.Values))
	}
	if out := replayed(t, c, "deep_nondet.c", r.Values); out.Kind != Reached || out.Unused != 0 {
		t.Errorf("the recorded trace replays as %v", out)
	}
	// Tampered: the last value changed, or one value dropped.
	bad := append([]Nondet{}, r.Values...)
	bad[99999] = Nondet{Func: bad[99999].Func, Value: big.NewInt(7)}
	if out := replayed(t, c, "deep_nondet.c", bad); out.Kind != NotReached {
		t.Errorf("the tampered trace replays as %v, want not-reached", out)
	}
	if out := replayed(t, c, "deep_nondet.c", r.Values[1:]); out.Kind != Exhausted {
		t.Errorf("the shortened trace replays as %v, want exhausted", out)
	}
}

func TestSearchDeterministicBug(t *testing.T) {
	g, c := generator(t, task.ILP32, "deep_det.c")
	r, st, ok, err := g.Search(context.Background(), generous)
	if err != nil || !ok {
		t.Fatalf("found %v, err %v, stats %+v", ok, err, st)
	}
	if st.Runs != 1 || r.Strategy != Zeros || len(r.Values) != 0 {
		t.Errorf("found by run %d (%v) with %d values, want the first with none", st.Runs, r.Strategy, len(r.Values))
	}
	if out := replayed(t, c, "deep_det.c", nil); out.Kind != Reached {
		t.Errorf("the empty trace replays as %v", out)
	}
}

func TestSearchCorrectPrograms(t *testing.T) {
	g, _ := generator(t, task.ILP32, "deep_safe.c")
	_, st, ok, err := g.Search(context.Background(), Budget{CPU: 20 * time.Second, Wall: 30 * time.Second, RunTimeout: 20 * time.Second, Runs: 12})
	if err != nil || ok {
		t.Fatalf("found %v, err %v on a correct program", ok, err)
	}
	if st.Runs != 12 || st.Deterministic || st.Ended[Reached] != 0 {
		t.Errorf("stats %+v, want 12 runs, none reaching", st)
	}
	g, _ = generator(t, task.ILP32, "det_safe.c")
	_, st, ok, err = g.Search(context.Background(), generous)
	if err != nil || ok || !st.Deterministic || st.Runs != 1 {
		t.Errorf("deterministic correct program: found %v, err %v, stats %+v; want one run, deterministic", ok, err, st)
	}
}

// Every strategy's values are in their types' ranges and replay exactly,
// under both data models.
func TestGeneratedValuesReplay(t *testing.T) {
	for _, dm := range []task.DataModel{task.ILP32, task.LP64} {
		g, c := generator(t, dm, "all_types.c")
		for s := Small; s <= Mixed; s++ {
			for seed := uint64(1); seed <= 2; seed++ {
				r, err := g.Run(context.Background(), s, seed, 20*time.Second)
				if err != nil {
					t.Fatal(err)
				}
				if r.Kind != Reached {
					continue // all zeros drawn: possible for small strategies
				}
				if len(r.Values) != 11 {
					t.Fatalf("%v %v seed %d: %d values", dm, s, seed, len(r.Values))
				}
				if out := replayed(t, c, "all_types.c", r.Values); out.Kind != Reached || out.Unused != 0 {
					t.Errorf("%v %v seed %d: values %v replay as %v", dm, s, seed, r.Values, out)
				}
			}
		}
		r, err := g.Run(context.Background(), Zeros, 0, 20*time.Second)
		if err != nil || r.Kind != NotReached || !r.Asked {
			t.Errorf("%v zeros: %v, %v", dm, r.Outcome, err)
		}
	}
}

func TestRunBounded(t *testing.T) {
	c := compilerFor(t, task.ILP32)
	g, out, err := NewGenerator(context.Background(), Program{Files: []string{filepath.Join("testdata", "deep_nondet.c")}, DataModel: task.ILP32},
		Options{Compiler: c, MaxValues: 1000})
	if err != nil || g == nil {
		t.Fatal(out, err)
	}
	defer g.Close()
	r, err := g.Run(context.Background(), Uniform, 1, 20*time.Second)
	if err != nil || r.Kind != Bounded || r.Values != nil {
		t.Errorf("run %v, %d values, err %v; want bounded", r.Outcome, len(r.Values), err)
	}
}
