package gen_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/translate/rts"
	"github.com/horn-chc/horn/translate/rts/gen"
	"github.com/horn-chc/horn/z3"
)

// The encodings every instance is checked under; Kripke worlds are
// log-step (the Options default).
func encodings(n int) []struct {
	name string
	opt  rts.Options
} {
	return []struct {
		name string
		opt  rts.Options
	}{
		{"basic", rts.Options{Encoding: rts.Basic, Heap: n}},
		{"kripke-fan", rts.Options{Encoding: rts.Kripke, Heap: n, Join: rts.Fan}},
		{"kripke-chain", rts.Options{Encoding: rts.Kripke, Heap: n, Join: rts.Chain}},
		{"arrays", rts.Options{Encoding: rts.Arrays, Heap: n}},
	}
}

// sweep is set by HORN_GEN_SWEEP=1: sizes 1…3 and heaps MinHeap−1, MinHeap,
// MinHeap+2 and 8 (slow: z3 and PDR time out on many of the larger ones);
// by default, size 1 at the heaps where the answer flips (MinHeap−1 only
// for the unsafe variant: for the safe one it is the same answer).
var sweep = os.Getenv("HORN_GEN_SWEEP") != ""

// heaps are the heap sizes an instance is checked at: around the minimal
// heap of its unsafe variant, where the answer flips, and 8 in a sweep.
func heaps(in gen.Instance) []int {
	cand := []int{in.MinHeap}
	if !in.Safe || sweep {
		cand = append(cand, in.MinHeap-1)
	}
	if sweep {
		cand = append(cand, in.MinHeap+2, 8)
	}
	seen := map[int]bool{}
	var ns []int
	for _, n := range cand {
		if n >= 1 && !seen[n] {
			seen[n] = true
			ns = append(ns, n)
		}
	}
	return ns
}

// job is one instance encoded for one heap size.
type job struct {
	name string
	sys  *chc.System
	want chc.Status
}

// jobs encodes every family, safe and unsafe, at heaps(in) (sizes 1, or
// 1…3 in a sweep) under per of the encodings (all in a sweep), taken in
// turn so that every encoding is used as often.
func jobs(t *testing.T, per int) []job {
	maxK := 1
	if sweep {
		maxK, per = 3, 4
	}
	var js []job
	turn := 0
	for _, f := range gen.Families() {
		for k := 1; k <= maxK; k++ {
			for _, safe := range []bool{true, false} {
				in := gen.Generate(f, k, safe, int64(k))
				for _, n := range heaps(in) {
					encs := encodings(n)
					for i := 0; i < per; i++ {
						e := encs[(turn+i)%len(encs)]
						s, err := rts.Encode(in.RTS, e.opt)
						if err != nil {
							t.Fatalf("%s n=%d %s: Encode: %v", in.Name(), n, e.name, err)
						}
						js = append(js, job{fmt.Sprintf("%s.n%d.%s", in.Name(), n, e.name), s, in.Expected(n)})
					}
					turn++
				}
			}
		}
	}
	return js
}

// decided counts the jobs of a test that got an answer; undecided ones
// (timeouts: the machine may be loaded) are only logged, but at least half
// must be decided, and a wrong answer always fails.
type decided struct {
	mu       sync.Mutex
	yes, all int
}

func (d *decided) add(ok bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.all++
	if ok {
		d.yes++
	}
}

func (d *decided) check(t *testing.T, what string) {
	t.Logf("%s decided %d of %d", what, d.yes, d.all)
	if 2*d.yes < d.all {
		t.Errorf("%s decided only %d of %d", what, d.yes, d.all)
	}
}

// TestEncodingsZ3: Debian's z3 binary gives every encoding of every small
// instance its expected answer. A timeout is only logged (see decided): z3
// 4.8.12 does not decide many instances with size 2 or 3 or n = 8 within
// 10 s, and a loaded machine slows the small ones down.
func TestEncodingsZ3(t *testing.T) {
	z3bin, err := exec.LookPath("z3")
	if err != nil {
		t.Skip("no z3 on PATH")
	}
	dir := t.TempDir()
	var d decided
	t.Cleanup(func() { d.check(t, "z3") })
	for _, j := range jobs(t, 2) {
		t.Run(j.name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(dir, j.name+".smt2")
			var b bytes.Buffer
			if err := smtlib2.WriteSystem(&b, j.sys); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command(z3bin, "-T:10", path).CombinedOutput()
			got := strings.TrimSpace(string(out))
			d.add(got == "sat" || got == "unsat")
			switch {
			case got == j.want.String():
			case got == "timeout" || got == "unknown":
				t.Logf("z3: %s", got)
			default:
				t.Errorf("z3 says %q (%v), want %s", got, err, j.want)
			}
		})
	}
}

// TestEncodingsEngines: horn's PDR (and BMC where the answer is unsat),
// after the default preprocessing as in horn solve, give the expected
// answer with a witness validated against the encoding, arrays included. A
// timeout (10 s) is only logged (see decided).
func TestEncodingsEngines(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	var d decided
	defer d.check(t, "engines")
	pipe, err := preprocess.Named("default")
	if err != nil {
		t.Fatal(err)
	}
	for _, j := range jobs(t, 4) {
		engines := []engine.Engine{pdr.New(pdr.Options{NewSolver: z3.NewSolver})}
		if j.want == chc.Unsat {
			engines = append(engines, bmc.New(bmc.Options{NewSolver: z3.NewSolver}))
		}
		for _, inner := range engines {
			// as horn solve runs it: preprocessed, the witness mapped back
			// and validated against the encoding
			opt := engine.Options{Engine: inner, Pipeline: pipe, NewSolver: z3.NewSolver}
			t.Run(j.name+"/"+inner.Name(), func(t *testing.T) {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				defer cancel()
				r, err := engine.Solve(ctx, j.sys, opt)
				if err != nil {
					t.Fatal(err)
				}
				d.add(r.Status != chc.Unknown)
				switch {
				case r.Status == j.want:
				case r.Status == chc.Unknown && ctx.Err() != nil:
					t.Logf("%s: timeout", inner.Name())
				default:
					t.Errorf("%s says %s (%s), want %s", inner.Name(), r.Status, r.Reason, j.want)
				}
			})
		}
	}
}
