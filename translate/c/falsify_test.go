package c_test

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/translate/c/replay"
)

// falsifyCase is a program, and whether a test phase finds its bug; steps
// says whether the found trace has the interpreter's steps, located
// whether a trace without them has its calls located (Trace.Target).
type falsifyCase struct {
	name    string
	src     string
	found   bool
	steps   bool
	located bool
}

var falsifyCases = []falsifyCase{
	// The bug needs x > 5 and then a loop of 1000 iterations: short
	// enough for the interpreter's steps.
	{"short-loop", prelude + `
int main() {
  int x = __VERIFIER_nondet_int();
  int i, s = 0;
  for (i = 0; i < 1000; i++) s += 1;
  if (x > 5 && s == 1000) reach_error();
  return 0;
}`, true, true, false},
	// Behind a loop of 10^5 iterations that reads a value each time (a
	// trace of millions of steps): the values alone, too many to locate.
	{"deep-loop", prelude + `
int main() {
  int a[100000];
  int i;
  for (i = 0; i < 100000; i++) a[i] = __VERIFIER_nondet_int();
  if (a[99999] > 1000) reach_error();
  return 0;
}`, true, false, false},
	// 10^5 values, of which the bug needs the fourth: past 4 made 0
	// (Trace.Locate), the run still reaches the error, and its calls are
	// located; a witness states 4 values.
	{"deep-loop-early", prelude + `
int main() {
  int a[100000];
  int i;
  for (i = 0; i < 100000; i++) a[i] = __VERIFIER_nondet_int();
  if (a[3] < 0) reach_error();
  return 0;
}`, true, false, true},
	// Deterministic, the error after 10^5 iterations.
	{"deep-deterministic", prelude + `
int main() {
  unsigned int i, s = 0;
  for (i = 0; i < 100000; i++) s += 3;
  if (s == 300000u) reach_error();
  return 0;
}`, true, false, true},
	// Correct: nothing may be found.
	{"correct", prelude + `
int main() {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i, s = 0;
  if (n > 100000) return 0;
  for (i = 0; i < n; i++) s += 2;
  if (s != 2 * n) reach_error();
  return 0;
}`, false, false, false},
}

func TestFalsify(t *testing.T) {
	for _, tc := range falsifyCases {
		t.Run(tc.name, func(t *testing.T) {
			rep := compiled(t, tc.src, c.ILP32)
			tr, err := c.Translate(tc.name+".c", []byte(tc.src), c.Options{DataModel: c.ILP32})
			if err != nil {
				t.Fatal(err)
			}
			b := replay.Budget{CPU: 20 * time.Second, Wall: 60 * time.Second, Runs: 12, RunTimeout: 10 * time.Second}
			v, st, note, err := c.Falsify(context.Background(), tr, rep.Program, rep.Options, b)
			if err != nil {
				t.Fatal(err)
			}
			if (v != nil) != tc.found {
				t.Fatalf("found %v (stats %+v, note %q), want %v", v != nil, st.Search, note, tc.found)
			}
			if v == nil {
				if st.Search.Runs != 12 && !st.Search.Deterministic {
					t.Errorf("the search stopped after %d runs", st.Search.Runs)
				}
				return
			}
			if v.Answer != c.Buggy || v.Trace == nil {
				t.Fatalf("verdict %+v", v)
			}
			if got := len(v.Trace.Steps) > 0; got != tc.steps {
				t.Errorf("trace has %d steps (note %q), want steps %v", len(v.Trace.Steps), v.Trace.Note, tc.steps)
			}
			if !tc.steps && v.Trace.Note == "" {
				t.Error("a trace without steps has no note")
			}
			if err := v.Trace.Locate(context.Background(), rep); (err == nil) != (tc.steps || tc.located) {
				t.Errorf("locating the trace: %v", err)
			}
			if got := v.Trace.Target != nil; !tc.steps && got != tc.located {
				t.Errorf("a trace without steps is located %v (note %q), want %v", got, v.Trace.Note, tc.located)
			}
			if tc.located && (v.Trace.Target.Pos.Line != strings.Count(tc.src[:strings.LastIndex(tc.src, "reach_error();")], "\n")+1 || v.Trace.Target.In != "main") {
				t.Errorf("target %+v", *v.Trace.Target)
			}
			if tc.located && v.Trace.Stated() > 4 {
				t.Errorf("a located trace of %d values states %d", len(v.Trace.Nondets), v.Trace.Stated())
			}
			if !tc.steps && !tc.located && !strings.Contains(v.Trace.Note, "not located") {
				t.Errorf("the note %q does not say why the calls are not located", v.Trace.Note)
			}
			if tc.steps && !v.Trace.Steps[len(v.Trace.Steps)-1].Error {
				t.Error("the trace does not end in reach_error")
			}
			// The verdict's values replay; tampered ones do not.
			if w, _ := c.Confirm(context.Background(), v, rep); w.Answer != c.Buggy {
				t.Errorf("the found trace does not confirm: %s", w.Reason)
			}
			if k := v.Trace.Stated(); k > 0 {
				bad := cloneVerdict(v, func(ns []c.Nondet) []c.Nondet {
					ns[k-1].Value = big.NewInt(0) // the last value not 0
					return ns
				})
				if w, _ := c.Confirm(context.Background(), bad, rep); w.Answer != c.Unknown || !strings.Contains(w.Reason, "did not replay") {
					t.Errorf("a tampered trace confirms: %+v", w)
				}
			}
		})
	}
}

// overflowSrc reaches reach_error in a compiled run only through a signed
// overflow (undefined; GCC at -O0 wraps it): correct for SV-COMP and for
// horn, so no test run may make it buggy, whether the interpreter or the
// compiler's traps on undefined behaviour stop it.
const overflowSrc = prelude + `
int inc(int a) { return a + 1; }
int main() {
  int x = __VERIFIER_nondet_int();
  if (x > 5) {
    x = inc(x);
    if (x < 5) reach_error();
  }
  return 0;
}`

func TestFalsifyUndefinedBehaviour(t *testing.T) {
	rep := compiled(t, overflowSrc, c.ILP32)
	tr, err := c.Translate("ov.c", []byte(overflowSrc), c.Options{DataModel: c.ILP32})
	if err != nil {
		t.Fatal(err)
	}
	b := replay.Budget{CPU: 20 * time.Second, Wall: 60 * time.Second, Runs: 30, RunTimeout: 10 * time.Second}
	for _, tc := range []struct {
		name string
		tr   *c.Translation
	}{{"translated", tr}, {"untranslated", nil}} {
		v, st, note, err := c.Falsify(context.Background(), tc.tr, rep.Program, rep.Options, b)
		if err != nil || v != nil {
			t.Errorf("%s: verdict %+v, err %v, note %q, stats %+v", tc.name, v, err, note, st.Search)
		}
	}
}

// TraceOf follows the values of a run and refuses values that are not
// the program's.
func TestTraceOf(t *testing.T) {
	src := falsifyCases[0].src
	tr, err := c.Translate("t.c", []byte(src), c.Options{DataModel: c.ILP32})
	if err != nil {
		t.Fatal(err)
	}
	nd := func(v int64) []replay.Nondet {
		return []replay.Nondet{{Func: "__VERIFIER_nondet_int", Value: big.NewInt(v)}}
	}
	ctx := context.Background()
	tt, err := tr.TraceOf(ctx, nd(6))
	if err != nil {
		t.Fatal(err)
	}
	if len(tt.Nondets) != 1 || tt.Nondets[0].Value.Int64() != 6 || tt.Nondets[0].Type != "int" || !tt.Steps[len(tt.Steps)-1].Error {
		t.Errorf("trace %+v", tt.Nondets)
	}
	if _, err := tr.TraceOf(ctx, nd(5)); err == nil {
		t.Error("x = 5 reaches reach_error in the interpreter")
	}
	if _, err := tr.TraceOf(ctx, nil); err == nil {
		t.Error("a trace without values is followed")
	}
	wrong := []replay.Nondet{{Func: "__VERIFIER_nondet_uint", Value: big.NewInt(6)}}
	if _, err := tr.TraceOf(ctx, wrong); err == nil || !strings.Contains(err.Error(), "__VERIFIER_nondet_uint") {
		t.Errorf("a value of another function: %v", err)
	}
}
