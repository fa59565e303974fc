package smtlib2

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/benchdata"
)

// benchmarksDir returns the benchmark folder HORN_BENCHMARKS names, or
// skips the test.
func benchmarksDir(t testing.TB) string {
	t.Helper()
	return benchdata.Dir(t)
}

// print returns s as WriteSystem prints it.
func print(t testing.TB, s *chc.System) string {
	t.Helper()
	var b strings.Builder
	if err := WriteSystem(&b, s); err != nil {
		t.Fatalf("WriteSystem: %v", err)
	}
	return b.String()
}

// checkIdempotent parses printed text and checks that printing it again
// gives the same text.
func checkIdempotent(t testing.TB, name, printed string) {
	t.Helper()
	s, err := Parse(name+" (printed)", []byte(printed))
	if err != nil {
		t.Errorf("%s: printed text does not parse: %v", name, err)
		return
	}
	if again := print(t, s); again != printed {
		t.Errorf("%s: printing is not idempotent: %s", name, firstDiff(printed, again))
	}
}

// firstDiff describes the first line where a and b differ.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return "line " + itoa(i+1) + ":\n  " + clip(la[i]) + "\n  " + clip(lb[i])
		}
	}
	return "lengths differ: " + itoa(len(la)) + " and " + itoa(len(lb)) + " lines"
}

func clip(s string) string {
	if len(s) > 200 {
		return s[:200] + "..."
	}
	return s
}

// checkNormal checks what the reader promises of every system (WriteSystem
// checks the rest: that the system is well formed).
func checkNormal(t testing.TB, s *chc.System) {
	t.Helper()
	for _, c := range s.Clauses {
		if c.Pos.Line == 0 {
			t.Errorf("%s: clause %s has no position", s.Name, c)
		}
		if c.Head == nil {
			continue
		}
		seen := make(map[*chc.Term]bool)
		for _, a := range c.Head.Args {
			if !a.IsVar() || seen[a] {
				t.Errorf("%s: head arguments of %s are not distinct variables", s.Describe(c), c.Head)
			}
			seen[a] = true
		}
		names := make(map[string]*chc.Term)
		for _, v := range c.Vars() {
			if w := names[v.Name()]; w != nil {
				t.Errorf("%s: two variables named %s", s.Describe(c), v.Name())
			}
			names[v.Name()] = v
		}
	}
}

// refusal returns the unsupported construct an error names, or "".
func refusal(err error) string {
	var list ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		return ""
	}
	msg := list[0].Msg
	if i := strings.Index(msg, "not supported"); i >= 0 {
		return strings.TrimSpace(msg[:i+len("not supported")])
	}
	return ""
}

// raceSizeLimit bounds the files TestBenchmarks prints and re-reads under the
// race detector.
const raceSizeLimit = 600 << 10

// TestBenchmarks parses every .smt2 file of the shared benchmarks: each must
// parse or be refused naming an unsupported construct, and printing must be
// idempotent.
func TestBenchmarks(t *testing.T) {
	root := benchmarksDir(t)
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "boogie" {
			continue
		}
		dir := filepath.Join(root, e.Name())
		t.Run(e.Name(), func(t *testing.T) {
			t.Parallel()
			benchFolder(t, dir)
		})
	}
}

func benchFolder(t *testing.T, dir string) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.smt2"))
	parsed, skipped, refused := 0, 0, make(map[string]int)
	var slowest time.Duration
	var slowFile string
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		s, err := Parse(f, src)
		if d := time.Since(start); d > slowest {
			slowest, slowFile = d, filepath.Base(f)
		}
		if err != nil {
			if r := refusal(err); r != "" {
				refused[r]++
			} else {
				t.Errorf("%s: %v", f, err)
			}
			continue
		}
		parsed++
		checkNormal(t, s)
		if raceEnabled && len(src) > raceSizeLimit {
			skipped++
			continue
		}
		checkIdempotent(t, f, print(t, s))
	}
	var reasons []string
	for r, n := range refused {
		reasons = append(reasons, r+": "+itoa(n))
	}
	sort.Strings(reasons)
	t.Logf("%s: %d files, %d parsed, %d refused %v; slowest parse %v (%s)",
		filepath.Base(dir), len(files), parsed, len(files)-parsed, reasons, slowest.Round(time.Millisecond), slowFile)
	if skipped > 0 {
		t.Logf("%s: %d files over %d bytes not round-tripped under the race detector", filepath.Base(dir), skipped, raceSizeLimit)
	}
}

// largestFile returns the largest .smt2 file of the shared benchmarks.
func largestFile(b *testing.B) string {
	root := benchmarksDir(b)
	files, _ := filepath.Glob(filepath.Join(root, "*", "*.smt2"))
	best, size := "", int64(-1)
	for _, f := range files {
		if st, err := os.Stat(f); err == nil && st.Size() > size {
			best, size = f, st.Size()
		}
	}
	if best == "" {
		b.Skip("no benchmark files")
	}
	return best
}

// BenchmarkParseLargest parses the largest benchmark file.
func BenchmarkParseLargest(b *testing.B) {
	f := largestFile(b)
	src, err := os.ReadFile(f)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := Parse(f, src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriteLargest prints the largest benchmark file.
func BenchmarkWriteLargest(b *testing.B) {
	s, err := ParseFile(largestFile(b))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := WriteSystem(io.Discard, s); err != nil {
			b.Fatal(err)
		}
	}
}
