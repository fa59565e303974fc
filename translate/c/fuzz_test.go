package c

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
)

// FuzzTranslate feeds arbitrary text to the reader, the lowering and the
// encoder: the result is clauses, a refusal with a position, or a reading
// error list — never a panic, never an internal error (a lowered program
// that the Boogie reader rejects is a bug of the lowering). Seeds: the
// bundled examples, the semantics tests' programs and, when
// HORN_BENCHMARKS is set, one task per family of the C benchmarks.
func FuzzTranslate(f *testing.F) {
	for _, p := range []string{"sum-correct.c", "wrap-buggy.c"} {
		if src, err := os.ReadFile(filepath.Join("..", "..", "examples", "c", p)); err == nil {
			f.Add(src, false)
		}
	}
	f.Add([]byte("int main(void) { int x = 0; while (x < 10) x++; switch (x) { case 1: x--; default: break; } return x; }"), true)
	f.Add([]byte("unsigned g = 3; int f(int a) { return a ? f(a - 1) + 1 : ({ int t = g; t; }); } int main() { return f(2) % 3; }"), false)
	for _, p := range corpusSeeds() {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src, true)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte, ilp32 bool) {
		if len(src) > maxFuzzInput {
			t.Skip("input too large for a fuzzing step")
		}
		dm := LP64
		if ilp32 {
			dm = ILP32
		}
		tr, err := Translate("fuzz.c", src, Options{DataModel: dm})
		var r *Refusal
		var list smtlib2.ErrorList
		switch {
		case err == nil:
			if tr.System == nil || len(tr.System.Clauses) == 0 {
				t.Fatal("no clauses")
			}
		case errors.As(err, &r):
			if r.Msg == "" {
				t.Fatal("refusal without a message")
			}
		case errors.As(err, &list):
		default:
			t.Fatalf("unexpected error: %v", err)
		}
	})
}

// maxFuzzInput bounds the inputs fuzzed, to keep each step short.
const maxFuzzInput = 4 << 10

// corpusSeeds are one input per family of the C benchmarks, when
// HORN_BENCHMARKS names them.
func corpusSeeds() []string {
	root := os.Getenv("HORN_BENCHMARKS")
	if root == "" || !filepath.IsAbs(root) {
		return nil
	}
	dirs, _ := filepath.Glob(filepath.Join(root, "c", "*"))
	var out []string
	for _, d := range dirs {
		best, size := "", int64(maxFuzzInput)
		for _, ext := range []string{"*.i", "*.c"} {
			m, _ := filepath.Glob(filepath.Join(d, ext))
			for _, p := range m {
				if fi, err := os.Stat(p); err == nil && fi.Size() < size {
					best, size = p, fi.Size()
				}
			}
		}
		if best != "" {
			out = append(out, best)
		}
	}
	return out
}
