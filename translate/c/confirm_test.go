package c_test

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/translate/c/replay"
)

// confirmSrc is buggy in both data models, with a trace whose values
// depend on the data model: u + 1 wraps to 0 only for the largest
// unsigned long, 2^32-1 (ILP32) or 2^64-1 (LP64).
const confirmSrc = prelude + `
extern unsigned long __VERIFIER_nondet_ulong(void);
int main() {
  int x = __VERIFIER_nondet_int();
  unsigned long u = __VERIFIER_nondet_ulong();
  if (x == 42) {
    if (u + 1 == 0) reach_error();
  }
  return 0;
}
`

// compiled finds a compiler for dm and writes src to a file, or skips.
func compiled(t *testing.T, src string, dm c.DataModel) c.Compiled {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cc, err := replay.FindCompiler(ctx, c.TaskDataModel(dm), "")
	if err != nil {
		t.Skipf("no compiler: %v", err)
	}
	path := filepath.Join(t.TempDir(), "prog.c")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return c.Compiled{Program: replay.Program{Files: []string{path}, DataModel: c.TaskDataModel(dm)}, Options: replay.Options{Compiler: cc}}
}

func cloneVerdict(v *c.Verdict, edit func([]c.Nondet) []c.Nondet) *c.Verdict {
	tr := *v.Trace
	tr.Nondets = edit(append([]c.Nondet(nil), tr.Nondets...))
	w := *v
	w.Trace = &tr
	return &w
}

func TestConfirmReplaysOnCompiler(t *testing.T) {
	needZ3(t)
	for _, dm := range []c.DataModel{c.ILP32, c.LP64} {
		t.Run(string(dm), func(t *testing.T) {
			rep := compiled(t, confirmSrc, dm)
			v := verify(t, "confirm.c", confirmSrc, dm)
			if v.Answer != c.Buggy {
				t.Fatalf("answer %s (%s), want buggy", v.Answer, v.Reason)
			}
			if len(v.Trace.Nondets) != 2 {
				t.Fatalf("trace has %d nondet values, want 2", len(v.Trace.Nondets))
			}
			max := new(big.Int).Lsh(big.NewInt(1), 64)
			if dm == c.ILP32 {
				max = new(big.Int).Lsh(big.NewInt(1), 32)
			}
			max.Sub(max, big.NewInt(1))
			if got := v.Trace.Nondets[1].Value; got.Cmp(max) != 0 {
				t.Fatalf("ulong value %v, want %v", got, max)
			}
			ctx := context.Background()
			got, note := c.Confirm(ctx, v, rep)
			if got.Answer != c.Buggy || note != "" {
				t.Fatalf("confirmed answer %s (%s), note %q; want buggy", got.Answer, got.Reason, note)
			}
			tampered := map[string]*c.Verdict{
				"changed value": cloneVerdict(v, func(n []c.Nondet) []c.Nondet {
					n[0].Value = big.NewInt(43)
					return n
				}),
				"dropped value": cloneVerdict(v, func(n []c.Nondet) []c.Nondet { return n[:1] }),
				"extra value": cloneVerdict(v, func(n []c.Nondet) []c.Nondet {
					return append(n, c.Nondet{Func: "__VERIFIER_nondet_int", Type: "int", Value: big.NewInt(0)})
				}),
				"swapped functions": cloneVerdict(v, func(n []c.Nondet) []c.Nondet {
					n[0], n[1] = n[1], n[0]
					return n
				}),
			}
			for name, tv := range tampered {
				got, _ := c.Confirm(ctx, tv, rep)
				if got.Answer != c.Unknown || !strings.HasPrefix(got.Reason, "trace did not replay: ") {
					t.Errorf("%s: answer %s (%s), want unknown: trace did not replay", name, got.Answer, got.Reason)
				}
			}
			// The other data model's compiled program does not reach
			// reach_error on this trace (u + 1 does not wrap there).
			other := c.LP64
			if dm == c.LP64 {
				other = c.ILP32
			}
			orep := compiled(t, confirmSrc, other)
			if got, _ := c.Confirm(ctx, v, orep); got.Answer != c.Unknown {
				t.Errorf("replay in %s: answer %s, want unknown", other, got.Answer)
			}
		})
	}
}

// A direct __assert_fail ends the execution in the front end (it is not
// the unreach-call error), so the replay's AssertFailed does not confirm.
func TestConfirmAssertFailIsNotReach(t *testing.T) {
	src := prelude + `
int main() {
  int x = __VERIFIER_nondet_int();
  if (x == 1) __assert_fail("x != 1", "t.c", 4, "main");
  if (x == 2) reach_error();
  return 0;
}
`
	needZ3(t)
	rep := compiled(t, src, c.LP64)
	v := verify(t, "assert.c", src, c.LP64)
	if v.Answer != c.Buggy || v.Trace.Nondets[0].Value.Int64() != 2 {
		t.Fatalf("answer %s, want buggy with x = 2", v.Answer)
	}
	if got, _ := c.Confirm(context.Background(), v, rep); got.Answer != c.Buggy {
		t.Fatalf("confirmed %s (%s)", got.Answer, got.Reason)
	}
	tv := cloneVerdict(v, func(n []c.Nondet) []c.Nondet { n[0].Value = big.NewInt(1); return n })
	got, _ := c.Confirm(context.Background(), tv, rep)
	if got.Answer != c.Unknown || !strings.Contains(got.Reason, replay.AssertFailed.String()) {
		t.Fatalf("x = 1: answer %s (%s), want unknown after an assertion failure", got.Answer, got.Reason)
	}
}

// Without a compiler the interpreter's confirmation stands, with a note.
func TestConfirmNoCompiler(t *testing.T) {
	needZ3(t)
	v := verify(t, "confirm.c", confirmSrc, c.LP64)
	rep := c.Compiled{Program: replay.Program{Files: []string{"prog.c"}, DataModel: c.TaskDataModel(c.LP64)},
		Options: replay.Options{CC: "horn-no-such-compiler"}}
	got, note := c.Confirm(context.Background(), v, rep)
	if got.Answer != c.Buggy || !strings.Contains(note, "interpreter") {
		t.Fatalf("answer %s, note %q; want buggy with a note", got.Answer, note)
	}
}

// Division by a variable truncates toward zero, as C does: the trace the
// clauses give is the compiled program's (x / y and x % y with a negative
// dividend), and a product of variables is kept.
func TestNonLinearReplays(t *testing.T) {
	src := prelude + `
int main() {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x < -20 || x > 20 || y < -5 || y > 5 || y == 0) return 0;
  int q = x / y;
  int r = x % y;
  if (q * y + r != x) return 0;
  if (q == -3 && r == -1 && x * y < -20) reach_error();
  return 0;
}
`
	needZ3(t)
	for _, dm := range []c.DataModel{c.ILP32, c.LP64} {
		v := verify(t, "nl.c", src, dm)
		if v.Answer != c.Buggy {
			t.Fatalf("%s: answer %s (%s), want buggy", dm, v.Answer, v.Reason)
		}
		x, y := v.Trace.Nondets[0].Value.Int64(), v.Trace.Nondets[1].Value.Int64()
		if x/y != -3 || x%y != -1 || x*y >= -20 {
			t.Fatalf("%s: trace x = %d, y = %d does not reach the error in Go's (C's) arithmetic", dm, x, y)
		}
		rep := compiled(t, src, dm)
		if got, note := c.Confirm(context.Background(), v, rep); got.Answer != c.Buggy {
			t.Fatalf("%s: confirmed %s (%s) %s", dm, got.Answer, got.Reason, note)
		}
	}
}
