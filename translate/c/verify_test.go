package c_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/z3"
)

func needZ3(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 is not on PATH")
	}
}

// prelude declares what SV-COMP tasks declare.
const prelude = `
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern long __VERIFIER_nondet_long(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: reach_error(); abort(); } }
`

// verify translates and solves a program with PDR, validating the answer
// against the clauses, and maps it back.
func verify(t *testing.T, name, src string, dm c.DataModel) *c.Verdict {
	t.Helper()
	tr, err := c.Translate(name, []byte(src), c.Options{DataModel: dm})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	opt := engine.Options{Engine: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r, err := engine.Solve(ctx, tr.System, opt)
	if err != nil {
		t.Fatal(err)
	}
	return tr.Verdict(r.Status, r.Model, r.Derivation, r.Reason)
}

// semantics are C programs whose verdict depends on C's integer
// semantics: each checks one rule (with operands from nondet calls, so
// that nothing is folded before the encoding) with the answer a C
// compiler gives.
var semantics = []struct {
	name, want string
	dm         c.DataModel
	body       string
}{
	{"div-truncates", "correct", c.LP64, `int a = __VERIFIER_nondet_int(); assume_abort_if_not(a == -7);
		__VERIFIER_assert(a / 2 == -3 && a % 2 == -1 && a / -2 == 3 && a % -2 == -1 && 7 / -2 == -3);`},
	{"div-not-floor", "buggy", c.LP64, `int a = __VERIFIER_nondet_int(); assume_abort_if_not(a == -7);
		__VERIFIER_assert(a / 2 == -4);`},
	{"unsigned-wraps", "correct", c.LP64, `unsigned int x = __VERIFIER_nondet_uint(); assume_abort_if_not(x == 0);
		x--; __VERIFIER_assert(x == 4294967295u); x += 2; __VERIFIER_assert(x == 1);`},
	{"uchar-wraps", "correct", c.LP64, `unsigned char x = __VERIFIER_nondet_uchar(); assume_abort_if_not(x == 250);
		x += 10; __VERIFIER_assert(x == 4);`},
	{"int-to-char", "correct", c.LP64, `int i = __VERIFIER_nondet_int(); assume_abort_if_not(i == 200);
		signed char s = i; __VERIFIER_assert(s == -56); unsigned char u = -1; __VERIFIER_assert(u == 255);`},
	{"signed-unsigned-compare", "correct", c.LP64, `int i = __VERIFIER_nondet_int(); assume_abort_if_not(i == -1);
		unsigned int u = 1; __VERIFIER_assert(i > u);`},
	{"long-ilp32", "correct", c.ILP32, `long l = __VERIFIER_nondet_long(); unsigned int u = 1;
		assume_abort_if_not(l == -1); __VERIFIER_assert(l > u);`},
	{"long-lp64", "correct", c.LP64, `long l = __VERIFIER_nondet_long(); unsigned int u = 1;
		assume_abort_if_not(l == -1); __VERIFIER_assert(l < u);`},
	{"nondet-char-range", "buggy", c.LP64, `char ch = __VERIFIER_nondet_char(); __VERIFIER_assert(ch != 127);`},
	{"nondet-char-never-more", "correct", c.LP64, `char ch = __VERIFIER_nondet_char(); __VERIFIER_assert(ch <= 127 && ch >= -128);`},
	{"bool-conversion", "correct", c.LP64, `int i = __VERIFIER_nondet_int(); assume_abort_if_not(i == 42);
		_Bool b = i; __VERIFIER_assert(b == 1);`},
	{"shift-and-mask", "correct", c.LP64, `int i = __VERIFIER_nondet_int(); assume_abort_if_not(i == -5);
		__VERIFIER_assert((i >> 1) == -3 && (i & 7) == 3 && (i << 2) == -20 && ~i == 4);`},
	// The bitwise operators on variables, with tests inline rather than
	// through assume_abort_if_not and __VERIFIER_assert: an argument that
	// is a bit decomposition makes the functions' summaries hard to find.
	{"bitwise-or-xor", "correct", c.LP64, `int i = __VERIFIER_nondet_int(); if (i != -5) abort();
		unsigned int u = __VERIFIER_nondet_uint(); if (u != 0xF0F0u) abort();
		if (!((i | 6) == -1 && (i ^ 3) == -8 && (u ^ 0xFFu) == 0xF00Fu && (i & -8) == -8 && (i ^ i) == 0 && (i | i) == i)) reach_error();
		if ((u & i) != 0xF0F0u) reach_error();`},
	{"shift-by-variable", "correct", c.ILP32, `int n = __VERIFIER_nondet_int(); if (n != 3) abort();
		unsigned int u = 0x80000001u; long long m = -16;
		if (!((1 << n) == 8 && (u << n) == 8 && (u >> n) == 0x10000000u && (-16 >> n) == -2 && (m << n) == -128)) reach_error();`},
	{"bitwise-bits-buggy", "buggy", c.LP64, `unsigned char a = __VERIFIER_nondet_uchar(), b = __VERIFIER_nondet_uchar();
		if ((a & b) == 0x81 && a >= 0x81) reach_error();`},
	{"bitwise-bits-correct", "correct", c.LP64, `unsigned char a = __VERIFIER_nondet_uchar(), b = __VERIFIER_nondet_uchar();
		if (!((a & b) <= a && (a & 0xF0) + (a & 0x0F) == a)) reach_error();`},
	{"short-circuit", "correct", c.LP64, `int i = 0; int j = (i != 0) && (i = 5); __VERIFIER_assert(i == 0 && j == 0);
		j = (i == 0) || (i = 7); __VERIFIER_assert(i == 0 && j == 1);`},
	{"post-pre-increment", "correct", c.LP64, `int i = __VERIFIER_nondet_int(); assume_abort_if_not(i == 3);
		int a = i++; int b = ++i; __VERIFIER_assert(a == 3 && b == 5 && i == 5);`},
	{"conditional-side-effect", "correct", c.LP64, `int i = __VERIFIER_nondet_int(); int k = 0;
		int r = i > 0 ? (k = 1) : (k = 2); __VERIFIER_assert(r == k && (i > 0 || k == 2));`},
	{"switch-fallthrough", "correct", c.LP64, `int i = __VERIFIER_nondet_int(); int r = 0;
		switch (i) { case 1: r = 10; case 2: r += 1; break; default: r = -1; }
		__VERIFIER_assert(i == 1 ? r == 11 : i == 2 ? r == 1 : r == -1);`},
	{"loop-continue-break", "correct", c.LP64, `int n = __VERIFIER_nondet_int(); assume_abort_if_not(n >= 0 && n < 100);
		int s = 0; for (int i = 0; ; i++) { if (i >= n) break; if (i % 2) continue; s++; }
		__VERIFIER_assert(s <= n);`},
	{"arrays", "correct", c.LP64, `int m[2][3] = {{1, 2, 3}, {4, 5}}; int a[10]; int i;
		i = __VERIFIER_nondet_int(); assume_abort_if_not(i >= 0 && i < 8);
		a[i] = 2; a[i + 1] = 3; a[2] = 2; a[3] = 3;
		a[2] += 5; a[3]++; unsigned char u[2] = {255}; u[0]++;
		__VERIFIER_assert(a[2] == 7 && a[3] == 4 && m[1][1] == 5 && m[1][2] == 0 && m[0][2] == 3 && u[0] == 0 && u[1] == 0);`},
	{"array-vla", "buggy", c.LP64, `int n = __VERIFIER_nondet_int(); assume_abort_if_not(n > 2 && n < 100);
		int b[n][n]; b[n-1][1] = n; b[1][n-1] = 0;
		__VERIFIER_assert(b[n-1][1] < 3);`},
	{"array-uninitialised-in-range", "correct", c.LP64, `unsigned char c[4]; int k = __VERIFIER_nondet_int();
		assume_abort_if_not(k >= 0 && k < 4); __VERIFIER_assert(c[k] <= 255);`},
	{"structs", "correct", c.LP64, `struct pt { int x; unsigned char y; int h[4]; struct { int a; } in; } p, q;
		p.x = __VERIFIER_nondet_int(); p.y = 255; p.y++; p.h[1] = 7; p.in.a = 3; q = p; q.h[2] = q.h[1] + 1;
		__VERIFIER_assert(q.x == p.x && q.y == 0 && q.h[1] == 7 && q.h[2] == 8 && p.h[2] != 8 || p.h[2] == 8);
		__VERIFIER_assert(q.in.a == 3);`},
	{"goto", "buggy", c.LP64, `int i = __VERIFIER_nondet_int(); if (i > 10) goto out; return 0; out: __VERIFIER_assert(i < 11);`},
}

func TestSemantics(t *testing.T) {
	needZ3(t)
	for _, tc := range semantics {
		t.Run(tc.name, func(t *testing.T) {
			src := prelude + "int main(void) {\n" + tc.body + "\nreturn 0;\n}\n"
			v := verify(t, tc.name+".c", src, tc.dm)
			if v.Answer != tc.want {
				t.Fatalf("got %s (%s), want %s", v.Answer, v.Reason, tc.want)
			}
			if v.Answer == c.Buggy && (v.Trace == nil || len(v.Trace.Steps) == 0 || !v.Trace.Steps[len(v.Trace.Steps)-1].Error) {
				t.Fatalf("buggy without a trace ending at reach_error: %+v", v.Trace)
			}
		})
	}
}

// TestPointerParameters checks pointers into arrays and at scalars
// passed to functions: stores through them reach the caller.
func TestPointerParameters(t *testing.T) {
	needZ3(t)
	src := prelude + `
void set(int *p, int v) { *p = v; p[1] = v + 1; *(p + 2) = v + 2; }
int sum(int x[3]) { return x[0] + x[1] + x[2]; }
void inc(int *q) { (*q)++; }
int main(void) {
  int a[5];
  int k = __VERIFIER_nondet_int();
  assume_abort_if_not(k > -1000 && k < 1000);
  set(a, k);
  set(&a[2], 10);
  int s = sum(a);
  int y = 4; inc(&y);
  __VERIFIER_assert(a[0] == k && a[1] == k + 1 && a[2] == 10 && a[4] == 12 && s == 2 * k + 11 && y == 5);
  __VERIFIER_assert(s != 31);
  return 0;
}`
	v := verify(t, "ptr.c", src, c.LP64)
	if v.Answer != c.Buggy || len(v.Trace.Nondets) != 1 || v.Trace.Nondets[0].Value.Int64() != 10 {
		t.Fatalf("got %s (%s) %+v, want buggy with k = 10", v.Answer, v.Reason, v.Trace)
	}
}

// TestPointerLocals checks pointer locals into a local array: stores
// through them, stepping them, and passing them to functions reach the
// array; the buggy variant is replayed to reach_error.
func TestPointerLocals(t *testing.T) {
	needZ3(t)
	src := prelude + `
void fill(int *q, int n) { for (int i = 0; i < n; i++) q[i] = i; }
int main(void) {
  int a[10];
  int *p = a, *r;
  fill(a, 10);
  p++;
  *p = 7;
  p += 2;
  p[1] = 9;
  r = &a[5];
  fill(r, 2);
  r = p + 1;
  *r = *r + 1;
  if (a[1] != 7 || a[4] != 10 || a[5] != 0 || a[6] != 1 || a[4] == WANT) reach_error();
  return 0;
}`
	for want, answer := range map[string]string{"9": c.Correct, "10": c.Buggy} {
		v := verify(t, "ptrlocal.c", strings.Replace(src, "WANT", want, 1), c.LP64)
		if v.Answer != answer {
			t.Errorf("a[4] != %s: got %s (%s), want %s", want, v.Answer, v.Reason, answer)
		}
	}
}

// TestScopes checks a block's local shadowing a global the function also
// assigns, and a static local keeping its value across calls.
func TestScopes(t *testing.T) {
	needZ3(t)
	src := prelude + `
int g;
int count(void) { static int n = 5; n++; return n; }
void f(void) { { int g = 1; g++; } g = 2; }
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(void) { int n = 0; f(); count(); g = count(); __VERIFIER_assert(g == 7 && count() == 8 && n == 0 && fib(6) == 8); return 0; }`
	if v := verify(t, "scopes.c", src, c.LP64); v.Answer != c.Correct {
		t.Fatalf("got %s (%s), want correct", v.Answer, v.Reason)
	}
}

// TestRecursion checks a recursive function's summary and a buggy trace
// through a recursive call.
func TestRecursion(t *testing.T) {
	needZ3(t)
	src := prelude + `
int sum(int n) { if (n <= 0) return 0; return n + sum(n - 1); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && n <= 20);
  int s = sum(n);
  __VERIFIER_assert(s >= n);
  __VERIFIER_assert(s != 15);
  return 0;
}`
	v := verify(t, "rec.c", src, c.LP64)
	if v.Answer != c.Buggy {
		t.Fatalf("got %s (%s), want buggy", v.Answer, v.Reason)
	}
	nd := v.Trace.Nondets
	if len(nd) != 1 || nd[0].Value.Int64() != 5 || nd[0].Type != "int" || nd[0].Func != "__VERIFIER_nondet_int" {
		t.Fatalf("nondet values %+v, want one int 5", nd)
	}
	var js strings.Builder
	if err := v.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var out struct {
		Answer  string `json:"answer"`
		Nondets []struct {
			Func, Type, Value string
			Pos               chc.Pos
		} `json:"nondet_values"`
	}
	if err := json.Unmarshal([]byte(js.String()), &out); err != nil {
		t.Fatal(err)
	}
	if out.Answer != "buggy" || len(out.Nondets) != 1 || out.Nondets[0].Value != "5" || out.Nondets[0].Type != "int" ||
		out.Nondets[0].Pos.File != "rec.c" || out.Nondets[0].Pos.Line == 0 {
		t.Fatalf("JSON %s", js.String())
	}
}

// TestExamples verifies the bundled examples (README shows their output).
func TestExamples(t *testing.T) {
	needZ3(t)
	for file, want := range map[string]string{"sum-correct.c": c.Correct, "wrap-buggy.c": c.Buggy} {
		path := filepath.Join("..", "..", "examples", "c", file)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		v := verify(t, file, string(src), c.LP64)
		if v.Answer != want {
			t.Errorf("%s: got %s (%s), want %s", file, v.Answer, v.Reason, want)
		}
		if want == c.Correct {
			var b strings.Builder
			if _, err := v.Invariants.WriteTo(&b); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), "loop invariant") || !strings.Contains(b.String(), `\result`) {
				t.Errorf("%s: invariants without a loop invariant or a summary over \\result:\n%s", file, b.String())
			}
		}
	}
}

// TestCheckOverflow checks SV-COMP's no-overflow property: an overflow
// reached is buggy with a trace ending at it; arithmetic that stays in
// range (and a short-circuited one) is correct.
func TestCheckOverflow(t *testing.T) {
	needZ3(t)
	for _, tc := range []struct{ name, body, want string }{
		{"add", "int x = __VERIFIER_nondet_int(); int y = 0; if (x > 2147483000) y = x + 1000; return y;", c.Buggy},
		{"neg", "int x = __VERIFIER_nondet_int(); return -x;", c.Buggy},
		{"mul-in-range", "int x = __VERIFIER_nondet_int(); int y = 0; if (x > 0 && x < 100) y = x * 1000; return y;", c.Correct},
		{"short-circuit", "int x = __VERIFIER_nondet_int(); return x < 1000 && x + 1000 > 0;", c.Correct},
		{"unsigned-wraps", "unsigned u = __VERIFIER_nondet_uint(); u = u * 3 + 7; return u > 5;", c.Correct},
	} {
		tr, err := c.Translate(tc.name+".c", []byte(prelude+"int main(void) {\n"+tc.body+"\n}\n"), c.Options{CheckOverflow: true})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		opt := engine.Options{Engine: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		r, err := engine.Solve(ctx, tr.System, opt)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		v := tr.Verdict(r.Status, r.Model, r.Derivation, r.Reason)
		if v.Answer != tc.want {
			t.Errorf("%s: got %s (%s), want %s", tc.name, v.Answer, v.Reason, tc.want)
			continue
		}
		if v.Answer == c.Buggy && (v.Trace.Property != "no-overflow" || !v.Trace.Steps[len(v.Trace.Steps)-1].Error) {
			t.Errorf("%s: trace %+v does not end at the overflow", tc.name, v.Trace)
		}
	}
}

// TestStraightCalleeLinear: __VERIFIER_assert called in a loop. Its
// summary clause has no entry atom (the procedure has no loop and no
// call), so the loop's return clause holds one copy of the loop's state
// and the system is linear once the summary is inlined; the correct
// variant is proved, the buggy one has a trace that enters the callee
// at its last step and reaches reach_error, with the value of n that
// makes s = 10 at the check.
func TestStraightCalleeLinear(t *testing.T) {
	needZ3(t)
	for _, tc := range []struct{ name, check, want string }{
		{"correct", "s == 2 * i", "correct"},
		{"buggy", "s != 10", "buggy"},
	} {
		src := prelude + `
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0 && n < 100);
  int i = 0, s = 0;
  while (i < n) { i++; s += 2; __VERIFIER_assert(` + tc.check + `); }
  return 0;
}`
		tr, err := c.Translate(tc.name+".c", []byte(src), c.Options{DataModel: c.LP64})
		if err != nil {
			t.Fatal(err)
		}
		for _, cl := range tr.System.Clauses {
			if cl.Head != nil && cl.Head.Pred.Name == "__VERIFIER_assert@sum" && len(cl.Body) != 0 {
				t.Errorf("%s: the straight callee's summary clause has body %v", tc.name, cl.Body)
			}
		}
		v := verify(t, tc.name+".c", src, c.LP64)
		if v.Answer != tc.want {
			t.Fatalf("%s: %s (%s), want %s", tc.name, v.Answer, v.Reason, tc.want)
		}
		if v.Answer == c.Buggy {
			steps := v.Trace.Steps
			last := steps[len(steps)-1]
			if !last.Error || len(v.Trace.Nondets) != 1 || v.Trace.Nondets[0].Value.Int64() < 5 {
				t.Errorf("trace %+v, want one nondet n ≥ 5 and an error at the end", v.Trace)
			}
		}
	}
}

// TestNondetsPerFunction: main and f each have a first nondet temporary
// of the lowering ($nd1), of different C types. The trace names each
// value by its own call (main's _Bool, then f's int): a trace that named
// main's value by f's call did not replay on the compiled program
// (SV-COMP's loops/trex01-1).
func TestNondetsPerFunction(t *testing.T) {
	needZ3(t)
	src := prelude + `
void f(int d) {
  int x = __VERIFIER_nondet_int();
  if (d == 2 && x == 7) reach_error();
}
int main(void) {
  _Bool c = __VERIFIER_nondet_bool();
  if (c) f(1); else f(2);
  return 0;
}`
	v := verify(t, "two.c", src, c.LP64)
	if v.Answer != c.Buggy {
		t.Fatalf("got %s (%s), want buggy", v.Answer, v.Reason)
	}
	nd := v.Trace.Nondets
	if len(nd) != 2 || nd[0].Func != "__VERIFIER_nondet_bool" || nd[0].Value.Sign() != 0 ||
		nd[1].Func != "__VERIFIER_nondet_int" || nd[1].Value.Int64() != 7 {
		t.Fatalf("nondets %+v, want main's _Bool 0 then f's int 7", nd)
	}
}
