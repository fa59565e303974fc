package rts_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/translate/rts"
	"github.com/horn-chc/horn/z3"
)

var allEngines = flag.Bool("rts.all", false, "run horn's engines on the fixtures under every encoding, not only basic, kripke-chain-linear and arrays")

// encodings are the encodings every test solves under.
var encodings = []struct {
	name string
	opt  rts.Options
}{
	{"basic", rts.Options{}},
	{"kripke-fan", rts.Options{Encoding: rts.Kripke}},
	{"kripke-chain", rts.Options{Encoding: rts.Kripke, Join: rts.Chain}},
	{"kripke-fan-linear", rts.Options{Encoding: rts.Kripke, LinearWorlds: 2}},
	{"kripke-chain-linear", rts.Options{Encoding: rts.Kripke, LinearWorlds: 3, Join: rts.Chain}},
	{"arrays", rts.Options{Encoding: rts.Arrays}},
	{"arrays-unbounded", rts.Options{Encoding: rts.Arrays, Unbounded: true}},
}

// z3Answer solves s with the z3 binary.
func z3Answer(t *testing.T, s *chc.System) string {
	t.Helper()
	var b bytes.Buffer
	if err := smtlib2.WriteSystem(&b, s); err != nil {
		t.Fatal(err)
	}
	if _, err := smtlib2.Parse("printed.smt2", b.Bytes()); err != nil {
		t.Fatalf("the printed system does not parse: %v\n%s", err, b.String())
	}
	// Not t.TempDir: z3 reads an argument with '=' as a parameter.
	f, err := os.CreateTemp("", "rts-*.smt2")
	if err != nil {
		t.Fatal(err)
	}
	p := f.Name()
	defer os.Remove(p)
	if _, err := f.Write(b.Bytes()); err != nil {
		t.Fatal(err)
	}
	f.Close()
	out, err := exec.Command("z3", "-T:20", p).CombinedOutput()
	if err != nil && len(out) == 0 {
		t.Fatalf("z3: %v", err)
	}
	return strings.TrimSpace(string(out))
}

func needZ3(t *testing.T) {
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 is not on PATH")
	}
}

// engineAnswer solves s with horn's engine (pdr or bmc) after horn's default
// preprocessing, as horn solve does; the witness is validated against s.
func engineAnswer(t *testing.T, name string, s *chc.System) chc.Status {
	t.Helper()
	var e engine.Engine
	switch name {
	case "pdr":
		e = pdr.New(pdr.Options{NewSolver: z3.NewSolver})
	case "bmc":
		e = bmc.New(bmc.Options{NewSolver: z3.NewSolver, MaxDepth: 30})
	}
	pipe, err := preprocess.Named("default")
	if err != nil {
		t.Fatal(err)
	}
	opt := engine.Options{Engine: e, Pipeline: pipe, NewSolver: z3.NewSolver}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r, err := engine.Solve(ctx, s, opt)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if r.Status == chc.Unknown {
		t.Logf("%s: unknown: %s", name, r.Reason)
	}
	return r.Status
}

// solveAll checks that s has answer want with z3 and with horn's engines
// (an engine's unknown is logged, a wrong answer fails). It runs in
// parallel with the other subtests.
func solveAll(t *testing.T, s *chc.System, want string, engines bool) {
	t.Helper()
	t.Parallel()
	if got := z3Answer(t, s); got != want {
		t.Errorf("z3: %s, want %s", got, want)
	}
	if !engines {
		return
	}
	for _, name := range []string{"pdr", "bmc"} {
		got := engineAnswer(t, name, s)
		if got != chc.Unknown && got.String() != want {
			t.Errorf("%s: %s, want %s", name, got, want)
		}
		if got == chc.Unknown && name == "pdr" {
			t.Errorf("pdr: unknown")
		}
	}
}

func parseFile(t *testing.T, path string) (*rts.RTS, []byte) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := rts.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	return r, src
}

// TestAccessError: the paper's running example is unsafe (unsat) under
// every encoding once the heap holds its allocation.
func TestAccessError(t *testing.T) {
	needZ3(t)
	r, _ := parseFile(t, "../../examples/access_error.rts")
	for _, n := range []int{2, 3, 4, 5, 6, 7, 8, 16, 64} {
		for _, enc := range encodings {
			opt := enc.opt
			opt.Heap = n
			s, err := rts.Encode(r, opt)
			if err != nil {
				t.Fatalf("n=%d %s: %v", n, enc.name, err)
			}
			engines := n <= 4 || n == 8 || n == 16
			t.Run(enc.name+"/n="+itoa(n), func(t *testing.T) { solveAll(t, s, "unsat", engines) })
		}
	}
	// With :first 0, as in the paper's Example 1, one cell suffices; with
	// n = 1 and the default first address it does not.
	first0 := *r
	first0.Heap = rts.Heap{Bound: 1, Null: 0, First: 0}
	for _, enc := range encodings {
		s, err := rts.Encode(&first0, enc.opt)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(enc.name+"/first0/n=1", func(t *testing.T) { solveAll(t, s, "unsat", true) })
		opt := enc.opt
		opt.Heap = 1
		if s, err = rts.Encode(r, opt); err != nil {
			t.Fatal(err)
		}
		want := "sat"
		if opt.Unbounded {
			want = "unsat"
		}
		t.Run(enc.name+"/n=1", func(t *testing.T) { solveAll(t, s, want, true) })
	}
}

// TestAlloc5: allocating 5 words needs n ≥ 6 (n ≥ 5 with :first 0).
func TestAlloc5(t *testing.T) {
	needZ3(t)
	_, src := parseFile(t, "../../examples/access_error.rts")
	src5 := bytes.Replace(src, []byte("(alloc x1 1)"), []byte("(alloc x1 5)"), 1)
	r, err := rts.Parse("alloc5.rts", src5)
	if err != nil {
		t.Fatal(err)
	}
	for _, first := range []int{1, 0} {
		r.Heap.First = first
		for _, n := range []int{4, 5, 6, 8} {
			for _, enc := range encodings {
				opt := enc.opt
				opt.Heap = n
				s, err := rts.Encode(r, opt)
				if err != nil {
					t.Fatal(err)
				}
				want := "sat"
				if n >= 5+first || opt.Unbounded {
					want = "unsat"
				}
				t.Run(enc.name+"/first="+itoa(first)+"/n="+itoa(n), func(t *testing.T) { solveAll(t, s, want, true) })
			}
		}
	}
}

var expectRE = regexp.MustCompile(`(?m)^; expect(-unbounded)?: (sat|unsat)$`)

// TestFixtures solves every testdata/*.rts under every encoding with z3 and
// checks the answer of its "; expect:" header ("; expect-unbounded:" for
// the unbounded arrays encoding when it differs); horn's engines solve them
// under three encodings (every encoding with -rts.all) to keep the test
// fast.
func TestFixtures(t *testing.T) {
	needZ3(t)
	files, _ := filepath.Glob("testdata/*.rts")
	if len(files) == 0 {
		t.Fatal("no fixtures")
	}
	for _, path := range files {
		r, src := parseFile(t, path)
		want := map[string]string{}
		for _, m := range expectRE.FindAllSubmatch(src, -1) {
			want[string(m[1])] = string(m[2])
		}
		if want[""] == "" {
			t.Fatalf("%s: no ; expect: header", path)
		}
		for _, enc := range encodings {
			w := want[""]
			if enc.opt.Unbounded && want["-unbounded"] != "" {
				w = want["-unbounded"]
			}
			s, err := rts.Encode(r, enc.opt)
			if err != nil {
				t.Fatalf("%s %s: %v", path, enc.name, err)
			}
			engines := *allEngines || enc.name == "basic" || enc.name == "kripke-chain-linear" || enc.name == "arrays"
			t.Run(filepath.Base(path)+"/"+enc.name, func(t *testing.T) { solveAll(t, s, w, engines) })
		}
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

// TestVerySimpleUnsafe: our encodings of the reconstructed SLAyer example
// agree with the published clause file (read when HORN_BENCHMARKS names
// the benchmark folder).
func TestVerySimpleUnsafe(t *testing.T) {
	needZ3(t)
	published := benchdata.Dir(t, "slayer/sv-benchmarks__SLayerCF__chaining__very_simple_unsafe-ints.smt2")
	out, _ := exec.Command("z3", "-T:20", published).CombinedOutput()
	want := strings.TrimSpace(string(out))
	r, _ := parseFile(t, "testdata/very_simple_unsafe.rts")
	for _, enc := range encodings {
		s, err := rts.Encode(r, enc.opt)
		if err != nil {
			t.Fatal(err)
		}
		if got := z3Answer(t, s); got != want {
			t.Errorf("%s: %s, the published file %s", enc.name, got, want)
		}
	}
}
