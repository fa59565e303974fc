package z3

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"testing"
	"time"
)

// rss returns the resident set size in bytes (/proc/self/statm).
func rss(t *testing.T) int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		t.Skip("no /proc/self/statm:", err)
	}
	var size, res int64
	if _, err := fmt.Sscan(string(b), &size, &res); err != nil {
		t.Fatal(err)
	}
	return res * int64(os.Getpagesize())
}

// TestMemoryFlat runs many small engine-style queries in one context and
// one solver, each in its own Scope, and checks that live handles and
// goroutines return to their starting counts and that resident memory
// after all iterations is within a small factor of resident memory after
// the first tenth. Default 10^5 iterations (about 30s), 10^4 with -short;
// HORN_Z3_ITERS overrides.
//
// The remaining growth is Z3's and glibc's, not the binding's: Z3's
// incremental solver keeps some 50 bytes per push/check/pop (recycling the
// solver with Reset every 10^4 queries makes MemoryUsage flat), and
// glibc keeps per-thread malloc arenas for the OS threads cgo calls run on
// (MALLOC_ARENA_MAX=1 removes that part).
func TestMemoryFlat(t *testing.T) {
	iters := 100000
	if testing.Short() {
		iters = 10000
	}
	if s := os.Getenv("HORN_Z3_ITERS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatal(err)
		}
		iters = n
	}
	c := newCtx(t)
	ints := must[Sort](t)(c.IntSort())
	s := must[*Solver](t)(c.NewSolver())
	const pool = 16 // names are reused: Z3 never frees symbols
	xs := make([]AST, pool)
	for i := range xs {
		xs[i] = must[AST](t)(c.Const("x"+strconv.Itoa(i), ints))
	}
	baseLive := c.Live()
	baseG := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background()) // exercises the watcher
	defer cancel()

	warm := iters / 10
	var rssWarm, z3Warm int64
	start := time.Now()
	for i := 0; i < iters; i++ {
		if i == warm {
			runtime.GC()
			rssWarm, z3Warm = rss(t), int64(MemoryUsage())
		}
		query(t, ctx, c, s, xs, i)
	}
	elapsed := time.Since(start)
	runtime.GC()
	rssEnd, z3End := rss(t), int64(MemoryUsage())
	t.Logf("%d checks in %v (%v/check)", iters, elapsed.Round(time.Millisecond), elapsed/time.Duration(iters))
	t.Logf("RSS after %d: %.1f MiB, after %d: %.1f MiB (ratio %.3f)", warm, mib(rssWarm), iters, mib(rssEnd),
		float64(rssEnd)/float64(rssWarm))
	t.Logf("Z3 MemoryUsage after %d: %.1f MiB, after %d: %.1f MiB", warm, mib(z3Warm), iters, mib(z3End))
	if c.Live() != baseLive {
		t.Errorf("Live = %d after the loop, want %d", c.Live(), baseLive)
	}
	bound := 1.5
	if raceEnabled {
		bound = 2.5
	}
	if float64(rssEnd) > bound*float64(rssWarm) {
		t.Errorf("RSS grew from %d to %d bytes", rssWarm, rssEnd)
	}
	waitGoroutines(t, baseG)
}

// query is one engine-style query: fresh terms in a scope, checked in a
// solver frame.
func query(t *testing.T, ctx context.Context, c *Context, s *Solver, xs []AST, i int) {
	sc := c.Scope()
	defer sc.End()
	m := must[AST](t)
	x, y := xs[i%len(xs)], xs[(i*7+3)%len(xs)]
	lo := m(c.IntVal(int64(i)))
	hi := m(c.IntVal(int64(i + 3)))
	f := m(c.And(m(c.Gt(x, lo)), m(c.Lt(m(c.Add(x, y)), hi)), m(c.Ge(y, m(c.Neg(lo))))))
	if err := s.Push(); err != nil {
		t.Fatal(err)
	}
	if err := s.Assert(f); err != nil {
		t.Fatal(err)
	}
	st, err := s.Check(ctx)
	if err != nil || st == Unknown {
		t.Fatalf("iteration %d: %v %v", i, st, err)
	}
	if st == Sat {
		mod := must[*Model](t)(s.Model())
		_ = m(mod.Eval(x, true))
	}
	if err := s.Pop(1); err != nil {
		t.Fatal(err)
	}
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }
