package engine

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// workSolver is a pausable smt.Solver whose Check needs need of running
// time: it makes progress in steps of a millisecond while it is not
// paused (through the smt.Pause in its context), and none while it is.
// running counts the workSolvers making progress at once, overlap the
// time two or more did.
type workSolver struct {
	smt.Solver
	need    time.Duration
	running *atomic.Int32
	overlap *atomic.Int64
	checks  int // calls of Check that began
}

func (w *workSolver) CanPause() bool { return true }

func (w *workSolver) Reason() string { return "" }

func (w *workSolver) Check(ctx context.Context, _ ...*chc.Term) (smt.Result, error) {
	w.checks++
	var paused atomic.Bool
	if p := smt.PauseFrom(ctx); p != nil {
		p.Attach(func() { paused.Store(true) }, func() { paused.Store(false) })
		defer p.Detach()
	}
	var done time.Duration
	for done < w.need {
		if ctx.Err() != nil {
			return smt.Unknown, nil
		}
		if paused.Load() {
			time.Sleep(time.Millisecond)
			continue
		}
		n := w.running.Add(1)
		start := time.Now()
		time.Sleep(time.Millisecond)
		d := time.Since(start)
		if n > 1 {
			w.overlap.Add(int64(d))
		}
		w.running.Add(-1)
		done += d
	}
	return smt.Sat, nil
}

// TestSlicesPauseShares: two preempted members whose checks can be paused
// share one turn: each check is paused at its slices' ends and resumed at
// its next turn, not interrupted and run again, so each is called once
// and no check is retried, and they run one at a time.
func TestSlicesPauseShares(t *testing.T) {
	sl := NewSlices(1, 1)
	sl.Preempt(0)
	sl.Preempt(1)
	var running atomic.Int32
	var overlap atomic.Int64
	ws := [2]*workSolver{}
	res := make(chan smt.Result, 2)
	start := time.Now()
	for i := range ws {
		ws[i] = &workSolver{need: 600 * time.Millisecond, running: &running, overlap: &overlap}
		sv := must(sl.Wrap(i, func(*chc.Factory) (smt.Solver, error) { return ws[i], nil })(nil))
		go func() {
			r, _ := sv.Check(context.Background())
			res <- r
		}()
	}
	for range ws {
		if r := <-res; r != smt.Sat {
			t.Fatalf("a check answered %v; want sat", r)
		}
	}
	wall := time.Since(start)
	for i, w := range ws {
		if w.checks != 1 {
			t.Errorf("member %d's Check began %d times; want once", i, w.checks)
		}
	}
	if n := sl.retries.Load(); n != 0 {
		t.Errorf("%d checks retried; want none: pausable checks are paused", n)
	}
	if n := sl.pauses.Load(); n < 2 {
		t.Errorf("%d pauses; want some: the checks (600ms) are longer than a slice (%v)", n, MinSlice)
	}
	// One turn: the two checks run one after the other, but for the
	// millisecond each takes to see its pause.
	if ov := time.Duration(overlap.Load()); ov > wall/10 {
		t.Errorf("the checks ran side by side for %v of %v", ov, wall)
	}
	t.Logf("%d pauses, overlap %v, wall %v", sl.pauses.Load(), time.Duration(overlap.Load()), wall)
}

// TestSlicesPauseStall: a paused check whose member never gets its turn
// back, because the turn's holder waits and the process uses no CPU (as a
// holder blocked on a lock the paused check holds would), is resumed
// beside the holder after StallPatience, and ends.
func TestSlicesPauseStall(t *testing.T) {
	sl := NewSlices(1, 1)
	sl.Preempt(1)
	var running atomic.Int32
	var overlap atomic.Int64
	w := &workSolver{need: 400 * time.Millisecond, running: &running, overlap: &overlap}
	sv := must(sl.Wrap(1, func(*chc.Factory) (smt.Solver, error) { return w, nil })(nil))
	res := make(chan smt.Result, 1)
	go func() {
		r, _ := sv.Check(context.Background())
		res <- r
	}()
	time.Sleep(MinSlice / 2)
	// Member 0 takes the turn when member 1's slice ends, and keeps it.
	release, err := sl.hold(context.Background(), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	select {
	case r := <-res:
		if r != smt.Sat {
			t.Fatalf("the check answered %v; want sat", r)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the paused check never ended: the stall was not seen")
	}
	if sl.stalls.Load() < 1 {
		t.Error("no stall counted")
	}
}

// TestSlicesDemote: a demoted member's weight halves down to 1, its share
// so far stays where it stood, and its use from then on counts at the new
// weight; a new run starts from the first weights again.
func TestSlicesDemote(t *testing.T) {
	sl := NewSlices(4, 1)
	sl.used[0], sl.used[1] = 4*time.Second, time.Second
	before := sl.share(0)
	sl.Demote(0)
	if sl.weights[0] != 2 {
		t.Fatalf("weight after one demotion %v, want 2", sl.weights[0])
	}
	if d := sl.share(0) - before; d > 1 || d < -1 {
		t.Fatalf("share moved from %v to %v at the demotion", before, sl.share(0))
	}
	sl.used[0] += time.Second
	if got, want := sl.share(0)-before, float64(time.Second)/2; got < want-1 || got > want+1 {
		t.Errorf("a second of use after the demotion added %v to the share, want %v", got, want)
	}
	sl.Demote(0)
	sl.Demote(0)
	if sl.weights[0] != 1 {
		t.Errorf("weight after three demotions %v, want 1", sl.weights[0])
	}
	sl.Demote(1)
	if sl.weights[1] != 1 {
		t.Errorf("a member of weight 1 demoted to %v", sl.weights[1])
	}
	if n := sl.demotions.Load(); n != 2 {
		t.Errorf("%d demotions counted, want 2 (the others changed nothing)", n)
	}
	sl.begin(context.Background(), discard, []string{"a", "b"})
	if sl.weights[0] != 4 || sl.share(0) != float64(sl.used[0])/4 {
		t.Errorf("a new run starts at weight %v, share %v", sl.weights[0], sl.share(0))
	}
}
