package boogie_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/translate/boogie"
)

// verifyFixture is a program of testdata/verify with its expectation: the
// first line reads "// expect: correct|buggy|unknown".
type verifyFixture struct {
	file, want string
	src        []byte
}

func readVerifyFixtures(t *testing.T) []verifyFixture {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "verify", "*.bpl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures (%v)", err)
	}
	var out []verifyFixture
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(string(src), "\n")
		want, ok := strings.CutPrefix(first, "// expect: ")
		if !ok {
			t.Fatalf("%s: first line %q is no expectation", f, first)
		}
		out = append(out, verifyFixture{file: f, want: strings.TrimSpace(want), src: src})
	}
	return out
}

// TestVerifyFixtures: each program of testdata/verify gets its verdict
// with pdr; a buggy one's trace has been replayed by the interpreter
// (Verdict does that) and ends at the failing check. The nested and
// multi-index maps among them lost their counterexamples before Z3's
// nested lambda array values were read (issue 44).
func TestVerifyFixtures(t *testing.T) {
	needZ3(t)
	for _, fx := range readVerifyFixtures(t) {
		t.Run(filepath.Base(fx.file), func(t *testing.T) {
			tr := translate(t, fx.file, string(fx.src), "")
			v := verify(t, tr, 60*time.Second)
			if v.Answer != fx.want {
				t.Fatalf("got %s (%s), want %s", v.Answer, v.Reason, fx.want)
			}
			if v.Answer == boogie.Buggy {
				if last := v.Trace.Steps[len(v.Trace.Steps)-1]; last.Kind != boogie.StepFail {
					t.Errorf("the trace ends with a %s step", last.Kind)
				}
			}
		})
	}
}
