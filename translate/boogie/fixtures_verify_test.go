package boogie_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/boogie"
	"github.com/horn-chc/horn/z3"
)

// verifyFixture is a program of testdata/verify with its expectation: the
// first line reads "// expect: correct|buggy|unknown"; a second line
// "// options: drop-quantified-axioms" sets that option.
type verifyFixture struct {
	file, want string
	drop       bool
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
		first, rest, _ := strings.Cut(string(src), "\n")
		want, ok := strings.CutPrefix(first, "// expect: ")
		if !ok {
			t.Fatalf("%s: first line %q is no expectation", f, first)
		}
		drop := strings.HasPrefix(rest, "// options: drop-quantified-axioms\n")
		out = append(out, verifyFixture{file: f, want: strings.TrimSpace(want), drop: drop, src: src})
	}
	return out
}

// decideZ3 decides with Z3.
func decideZ3(f *chc.Factory, facts []*chc.Term, qs []boogie.Quantified) (chc.Status, error) {
	zq := make([]z3.Quantified, len(qs))
	for i, q := range qs {
		zq[i] = z3.Quantified{Exists: q.Exists, Vars: q.Vars, Body: q.Body}
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	return z3.Decide(ctx, f, facts, zq)
}

// TestVerifyFixtures: each program of testdata/verify gets its verdict
// with pdr; a buggy one's trace has been replayed by the interpreter
// (Verdict does that) and ends at the failing check. Before issue 44, the
// nested and multi-index maps lost their counterexamples (Z3's nested
// lambda array values were not read); SMACK's defining axioms, uses
// blocks on functions and dropped axioms were refused.
func TestVerifyFixtures(t *testing.T) {
	needZ3(t)
	for _, fx := range readVerifyFixtures(t) {
		t.Run(filepath.Base(fx.file), func(t *testing.T) {
			prog, info, err := boogie.Read(fx.file, fx.src)
			if err != nil {
				t.Fatal(err)
			}
			tr, err := boogie.Translate(prog, info, boogie.Options{DropQuantifiedAxioms: fx.drop, Decide: decideZ3})
			if err != nil {
				t.Fatal(err)
			}
			if got := len(tr.Dropped) > 0; got != fx.drop {
				t.Errorf("%d axioms dropped", len(tr.Dropped))
			}
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
