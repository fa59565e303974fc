package z3

import (
	"context"
	"syscall"
	"testing"
	"time"

	"github.com/horn-chc/horn/smt"
)

// processCPU is the CPU time of the test process so far.
func processCPU(t *testing.T) time.Duration {
	t.Helper()
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// phpCheck starts a check of the pigeonhole formula for n+1 pigeons in a
// fresh solver of a fresh context, through a context carrying p, and
// returns the channel its answer arrives on.
func phpCheck(t *testing.T, ctx context.Context, n int, p *smt.Pause) <-chan Status {
	t.Helper()
	c := newCtx(t)
	if !c.CanPause() {
		t.Skip("pausing is not available")
	}
	s := must[*Solver](t)(c.NewSolver())
	if err := s.Assert(must[[]AST](t)(c.ParseSMTLIB2(php(n)))...); err != nil {
		t.Fatal(err)
	}
	done := make(chan Status, 1)
	go func() {
		st, err := s.Check(smt.WithPause(ctx, p))
		if err != nil {
			t.Error(err)
		}
		done <- st
	}()
	return done
}

// TestPauseKeepsWork runs a check of about a second in slices of 20 ms
// with pauses of 10 ms between them. An interrupted check starts over, so
// slices of interrupts would never decide it; paused, it keeps its work
// and decides it after about as many slices as its time needs.
func TestPauseKeepsWork(t *testing.T) {
	c := newCtx(t)
	s := must[*Solver](t)(c.NewSolver())
	if err := s.Assert(must[[]AST](t)(c.ParseSMTLIB2(php(9)))...); err != nil {
		t.Fatal(err)
	}
	start := processCPU(t)
	if st, err := s.Check(context.Background()); st != Unsat || err != nil {
		t.Fatalf("Check = %v, %v; want unsat", st, err)
	}
	alone := processCPU(t) - start
	if alone < 200*time.Millisecond {
		t.Fatalf("the check took %v of CPU: too easy to need many slices", alone)
	}
	var p smt.Pause
	done := phpCheck(t, context.Background(), 9, &p)
	deadline := time.Now().Add(time.Minute + 50*alone)
	slices := 0
	for {
		select {
		case st := <-done:
			if st != Unsat {
				t.Fatalf("paused check answered %v; want unsat", st)
			}
			t.Logf("decided in %d slices of 20 ms; alone it took %v of CPU", slices, alone)
			if slices < 3 {
				t.Fatalf("decided in %d slices: the pauses did not happen", slices)
			}
			return
		case <-time.After(20 * time.Millisecond):
		}
		p.Stop()
		time.Sleep(10 * time.Millisecond)
		p.Resume()
		slices++
		if time.Now().After(deadline) {
			p.Resume()
			t.Fatalf("not decided after %d slices: the pauses lose the check's work", slices)
		}
	}
}

// TestPauseUsesNoCPU stops a check before it starts: it must not run, and
// use no processor, until it is resumed; then it decides.
func TestPauseUsesNoCPU(t *testing.T) {
	var p smt.Pause
	p.Stop()
	done := phpCheck(t, context.Background(), 9, &p)
	time.Sleep(50 * time.Millisecond) // the check reaches its start and waits
	before := processCPU(t)
	select {
	case st := <-done:
		t.Fatalf("a stopped check answered %v", st)
	case <-time.After(300 * time.Millisecond):
	}
	if used := processCPU(t) - before; used > 100*time.Millisecond {
		t.Errorf("the process used %v of CPU in 300 ms with its one check paused", used)
	}
	p.Resume()
	if st := <-done; st != Unsat {
		t.Fatalf("resumed check answered %v; want unsat", st)
	}

	// Stopped while it runs: the thread stops within the signal's delivery.
	var q smt.Pause
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done = phpCheck(t, ctx, 12, &q)
	time.Sleep(100 * time.Millisecond)
	q.Stop()
	time.Sleep(20 * time.Millisecond)
	before = processCPU(t)
	select {
	case st := <-done:
		t.Skipf("the check answered %v within 100 ms: too easy on this machine", st)
	case <-time.After(300 * time.Millisecond):
	}
	if used := processCPU(t) - before; used > 100*time.Millisecond {
		t.Errorf("the process used %v of CPU in 300 ms with its one check stopped", used)
	}
	cancel() // the check of 13 pigeons is long: end it
	q.Resume()
	if st := <-done; st != Unknown {
		t.Fatalf("resumed and cancelled check answered %v; want unknown", st)
	}
}

// TestPauseThenInterrupt cancels a paused check's context: once resumed,
// it answers unknown at once, and its context checks again afterwards.
func TestPauseThenInterrupt(t *testing.T) {
	var p smt.Pause
	ctx, cancel := context.WithCancel(context.Background())
	done := phpCheck(t, ctx, 12, &p)
	time.Sleep(50 * time.Millisecond)
	p.Stop()
	cancel()
	time.Sleep(50 * time.Millisecond)
	resumed := time.Now()
	p.Resume()
	if st := <-done; st != Unknown {
		t.Fatalf("interrupted check answered %v; want unknown", st)
	}
	if d := time.Since(resumed); d > 2*time.Second {
		t.Errorf("the interrupted check returned %v after its resumption", d)
	}
}
