package z3

import (
	"context"
	"os"
	"os/signal"
	"runtime"
	"sort"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestCancel cancels a hard check (pigeonhole, 13 pigeons in 12 holes)
// after 50ms and measures how long Check takes to return after that.
func TestCancel(t *testing.T) {
	c := newCtx(t)
	s := must[*Solver](t)(c.NewSolver())
	if err := s.Assert(must[[]AST](t)(c.ParseSMTLIB2(php(12)))...); err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	var worst time.Duration
	var latencies []time.Duration
	for i := 0; i < 5; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		var cancelled time.Time
		timer := time.AfterFunc(50*time.Millisecond, func() {
			cancelled = time.Now()
			cancel()
		})
		st, err := s.Check(ctx)
		returned := time.Now()
		timer.Stop()
		cancel()
		if err != nil || st != Unknown {
			t.Fatalf("Check = %v, %v; want unknown", st, err)
		}
		if r := s.ReasonUnknown(); r != "interrupted" && r != "canceled" {
			t.Errorf("reason %q", r)
		}
		if cancelled.IsZero() {
			t.Fatal("check finished before cancellation: formula too easy")
		}
		latency := returned.Sub(cancelled)
		worst = max(worst, latency)
		latencies = append(latencies, latency)
		t.Logf("run %d: returned %v after cancellation", i, latency)
	}
	// The median run must return within 100ms of the cancellation. The
	// worst run only within a second: under load (go test runs packages
	// side by side on a 2-core machine) one run may lose its core for a
	// while, which says nothing about the interrupt path.
	sort.Slice(latencies, func(i, j int) bool { return latencies[i] < latencies[j] })
	if med := latencies[len(latencies)/2]; med > 100*time.Millisecond {
		t.Errorf("median cancellation latency %v, want < 100ms", med)
	}
	if worst > time.Second {
		t.Errorf("worst cancellation latency %v, want < 1s", worst)
	}
	// Still usable, and the watcher goroutines are gone.
	if st, _ := s.Check(context.Background(), must[AST](t)(c.False())); st != Unsat {
		t.Errorf("after cancellation: %v", st)
	}
	waitGoroutines(t, before)
}

// TestCancelDeadline uses a deadline instead of an explicit cancel.
func TestCancelDeadline(t *testing.T) {
	c := newCtx(t)
	s := must[*Solver](t)(c.NewSolver())
	if err := s.Assert(must[[]AST](t)(c.ParseSMTLIB2(php(12)))...); err != nil {
		t.Fatal(err)
	}
	// Up to three attempts for the timing: one slow run under load is not a
	// failure of the deadline path, three in a row are.
	var ctx context.Context
	for attempt := 1; ; attempt++ {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		start := time.Now()
		st, err := s.Check(ctx)
		d := time.Since(start)
		if st != Unknown || err != nil {
			t.Fatalf("Check = %v, %v after %v", st, err, d)
		}
		if d <= 150*time.Millisecond {
			break
		}
		if attempt == 3 {
			t.Errorf("Check with a 50ms deadline returned after %v, want <= 150ms", d)
			break
		}
		t.Logf("attempt %d: returned after %v; retrying", attempt, d)
	}
	// An already-done context does not start a check.
	st, err := s.Check(ctx)
	if st != Unknown || err != nil || s.ReasonUnknown() != "interrupted" {
		t.Errorf("Check(done ctx) = %v, %v, %q", st, err, s.ReasonUnknown())
	}
}

// TestContextTimeout checks the Options.Timeout path: Z3's own timer.
func TestContextTimeout(t *testing.T) {
	c, err := NewContext(Options{Timeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	s := must[*Solver](t)(c.NewSolver())
	_ = s.Assert(must[[]AST](t)(c.ParseSMTLIB2(php(12)))...)
	start := time.Now()
	st, err := s.Check(context.Background())
	t.Logf("timeout: %v %v reason %q after %v", st, err, s.ReasonUnknown(), time.Since(start))
	if st != Unknown || err != nil || time.Since(start) > 2*time.Second {
		t.Errorf("Check = %v, %v", st, err)
	}
}

// waitGoroutines waits briefly for the goroutine count to drop to n.
func waitGoroutines(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for runtime.NumGoroutine() > n {
		if time.Now().After(deadline) {
			t.Errorf("%d goroutines, want <= %d", runtime.NumGoroutine(), n)
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// TestCancelUnderLoad repeats the interrupt-then-reuse cycle with CPU hogs
// beside it: on a loaded machine the goroutine that ran a check often
// loses its core right after Z3 returns, and an interrupt landing then
// used to leave the context cancelled ("push canceled" on the next Push).
// Every cycle must leave the solver usable.
func TestCancelUnderLoad(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 40
	}
	stop := make(chan struct{})
	var hogs sync.WaitGroup
	for i := 0; i < runtime.GOMAXPROCS(0); i++ {
		hogs.Add(1)
		go func() {
			defer hogs.Done()
			x := 0
			for {
				select {
				case <-stop:
					return
				default:
				}
				for j := 0; j < 1e7; j++ {
					x += j
				}
			}
		}()
	}
	defer func() { close(stop); hogs.Wait() }()
	c := newCtx(t)
	s := must[*Solver](t)(c.NewSolver())
	if err := s.Assert(must[[]AST](t)(c.ParseSMTLIB2(php(8)))...); err != nil {
		t.Fatal(err)
	}
	f := must[AST](t)(c.False())
	for i := 0; i < n; i++ {
		// Deadlines spread over the check's running time, so that some
		// land while Z3 runs and some just as it returns.
		ctx, cancel := context.WithTimeout(context.Background(), time.Duration(i%10)*time.Millisecond)
		st, err := s.Check(ctx)
		cancel()
		if err != nil {
			t.Fatalf("cycle %d: Check: %v", i, err)
		}
		if st == Sat {
			t.Fatalf("cycle %d: pigeonhole sat", i)
		}
		if err := s.Push(); err != nil {
			t.Fatalf("cycle %d: Push after a check with a %v deadline: %v", i, time.Duration(i%10)*time.Millisecond, err)
		}
		if err := s.Assert(f); err != nil {
			t.Fatalf("cycle %d: Assert: %v", i, err)
		}
		if st, err := s.Check(context.Background()); st != Unsat || err != nil {
			t.Fatalf("cycle %d: Check(false) = %v, %v", i, st, err)
		}
		if err := s.Pop(1); err != nil {
			t.Fatalf("cycle %d: Pop: %v", i, err)
		}
	}
}

// TestSIGINTReachesGo: checks run with Z3's ctrl_c off, so a SIGINT during
// a check reaches the Go program (horn's handler) instead of Z3's own,
// which would swap the process's handler and cancel the check itself.
func TestSIGINTReachesGo(t *testing.T) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt)
	defer signal.Stop(sigs)
	c := newCtx(t)
	s := must[*Solver](t)(c.NewSolver())
	if err := s.Assert(must[[]AST](t)(c.ParseSMTLIB2(php(12)))...); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reached := make(chan bool, 1)
	go func() {
		time.Sleep(100 * time.Millisecond)
		_ = syscall.Kill(os.Getpid(), syscall.SIGINT)
		select {
		case <-sigs:
			reached <- true
		case <-time.After(3 * time.Second):
			reached <- false
		}
		cancel()
	}()
	st, err := s.Check(ctx)
	if !<-reached {
		t.Fatal("SIGINT did not reach Go during the check")
	}
	if err != nil || st != Unknown || s.ReasonUnknown() != "interrupted" {
		t.Fatalf("Check = %v, %v, %q; want unknown, interrupted by the context", st, err, s.ReasonUnknown())
	}
}
