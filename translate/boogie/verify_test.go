package boogie_test

import (
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/translate/boogie"
	"github.com/horn-chc/horn/z3"
)

func needZ3(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 is not on PATH")
	}
}

// translate reads and encodes a program.
func translate(t *testing.T, name, src, entry string) *boogie.Translation {
	t.Helper()
	prog, info, err := boogie.Read(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := boogie.Translate(prog, info, boogie.Options{Entry: entry})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// verify solves a translation with PDR after the default preprocessing,
// validating the answer against the clauses, and maps it back.
func verify(t *testing.T, tr *boogie.Translation, timeout time.Duration) *boogie.Verdict {
	t.Helper()
	opt := engine.Options{Engine: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	r, err := engine.Solve(ctx, tr.System, opt)
	if err != nil {
		t.Fatal(err)
	}
	return tr.Verdict(r.Status, r.Model, r.Derivation, r.Reason)
}

// programs are small programs with their verdicts, each exercising a
// part of the encoding.
var programs = []struct {
	name, want, entry, src string
}{
	{"loop-correct", "correct", "", `
var g: int;
procedure {:entrypoint} main(n: int)
  requires n >= 0;
  modifies g;
{
  var i: int;
  g := 0; i := 0;
  while (i < n) invariant g == i; { call inc(); i := i + 1; }
  assert g == n;
}
procedure inc()
  modifies g;
  ensures g == old(g) + 1;
{ g := g + 1; }`},
	{"loop-buggy", "buggy", "", `
var g: int;
procedure {:entrypoint} main(n: int)
{
  var i: int;
  g := 0; i := 0;
  while (i < n) { call inc(); i := i + 1; }
  if (*) { havoc i; } else { i := 1; }
  assert g < 3;
}
procedure inc() { g := g + 1; }`},
	{"requires-fails", "buggy", "main", `
procedure main() { var x: int; havoc x; call p(x); }
procedure p(y: int) requires y > 0; { }`},
	{"ensures-fails", "buggy", "main", `
procedure main() { var x: int; call x := p(3); }
procedure p(y: int) returns (r: int) ensures r > y; { r := y; }`},
	{"invariant-fails-on-entry", "buggy", "main", `
procedure main() { var i: int; i := 5; while (i > 0) invariant i < 5; { i := i - 1; } }`},
	{"invariant-not-inductive", "buggy", "main", `
procedure main() { var i: int; i := 0; while (i < 10) invariant i <= 3; { i := i + 1; } }`},
	{"contract-call", "correct", "main", `
var h: int;
procedure main() modifies h; { var x: int; h := 1; call x := ext(h); assert x > h; }
procedure ext(a: int) returns (b: int); modifies h; ensures b > a && h == old(h);`},
	{"contract-call-buggy", "buggy", "main", `
var h: int;
procedure main() modifies h; { var x: int; h := 1; call x := ext(h); assert x > h; }
procedure ext(a: int) returns (b: int); modifies h; ensures b > a;`},
	{"goto-loop", "correct", "main", `
procedure main() {
  var i: int;
  i := 0;
  L: goto A, B;
  A: assume i < 10; i := i + 1; goto L;
  B: assume !(i < 10); assert i == 10;
}`},
	{"goto-buggy", "buggy", "main", `
procedure main() {
  var i: int;
  i := 0;
  L: goto A, B;
  A: assume i < 10; i := i + 2; goto L;
  B: assume !(i < 10); assert i == 11;
}`},
	{"maps", "buggy", "main", `
var m: [int][int]bool;
procedure main() modifies m; {
  m[1][2] := true; m[1][3] := false;
  assert m[1][2] && !m[1][3];
  assert m[2][2];
}`},
	{"recursion", "correct", "main", `
procedure main() { var r: int; call r := f(5); assert r == 15; }
procedure f(n: int) returns (r: int) {
  if (n <= 0) { r := 0; } else { call r := f(n - 1); r := r + n; }
}`},
	{"recursion-buggy", "buggy", "main", `
procedure main() { var r: int; call r := f(5); assert r == 14; }
procedure f(n: int) returns (r: int) {
  if (n <= 0) { r := 0; } else { call r := f(n - 1); r := r + n; }
}`},
	{"consts-axioms", "correct", "main", `
type T;
const unique a, b: T;
const k: int;
axiom k > 3;
function f(int) returns (int);
axiom f(1) == 7;
procedure main() { assert a != b; assert k >= 4; assert f(1) > 6; }`},
	{"consts-buggy", "buggy", "main", `
const k: int;
axiom k > 3;
function f(int) returns (int);
procedure main() { var x: int; x := f(k); assert x != 2; }`},
	{"library-mode", "buggy", "", `
procedure p(x: int) requires x > 0; { assert x > 1; }
procedure q() { call p(2); }`},
	{"library-mode-correct", "correct", "", `
procedure p(x: int) requires x > 1; { assert x > 0; }
procedure q() { call p(2); }`},
	{"break-and-return", "buggy", "main", `
procedure main() returns (r: int) {
  var i: int;
  i := 0;
  while (true) { i := i + 1; if (i == 3) { break; } }
  if (i == 4) { r := 7; return; }
  assert false;
}
procedure caller() { }`},
	{"old-and-modset", "buggy", "main", `
var g: int;
procedure main() { g := 1; call bump(); assert g == 1; }
procedure bump() { g := g + 1; }`},
	{"div-mod", "correct", "main", `
procedure main() { var x: int; havoc x; assume x >= 0; assert (x div 2) * 2 + x mod 2 == x; assert -7 mod 3 == 2; }`},
}

// TestVerifyPrograms: every program gets its verdict; every buggy one's
// trace replays (Verdict checks that) and ends at a failing check.
func TestVerifyPrograms(t *testing.T) {
	needZ3(t)
	for _, p := range programs {
		t.Run(p.name, func(t *testing.T) {
			tr := translate(t, p.name+".bpl", p.src, p.entry)
			v := verify(t, tr, 20*time.Second)
			if v.Answer != p.want {
				t.Fatalf("got %s (%s), want %s", v.Answer, v.Reason, p.want)
			}
			switch v.Answer {
			case boogie.Buggy:
				last := v.Trace.Steps[len(v.Trace.Steps)-1]
				if last.Kind != boogie.StepFail {
					t.Errorf("the trace ends with a %s step", last.Kind)
				}
			case boogie.Correct:
				var b strings.Builder
				v.Annotations.WriteTo(&b)
				// Annotations that are true are left out.
				if strings.Contains(b.String(), " true;") {
					t.Errorf("annotations:\n%s", b.String())
				}
			}
		})
	}
}
