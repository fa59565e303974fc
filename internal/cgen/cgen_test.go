package cgen

import (
	"context"
	"errors"
	"flag"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/translate/c/replay"
	"github.com/horn-chc/horn/translate/c/task"
)

var (
	nFlag    = flag.Int("cgen.n", 300, "expressions per data model compared with the compiled program")
	seedFlag = flag.Int64("cgen.seed", 1, "seed of the generated expressions")
)

var (
	ilp32 = Target{Model: task.ILP32, CharSigned: true}
	lp64  = Target{Model: task.LP64, CharSigned: true}
)

func TestCommon(t *testing.T) {
	for _, tc := range []struct {
		a, b      Type
		ilp, lp64 Type
	}{
		{Char, UChar, Int, Int},
		{Bool, Short, Int, Int},
		{Int, UInt, UInt, UInt},
		{Long, UInt, ULong, Long},
		{LongLong, ULong, LongLong, ULongLong},
		{Long, LongLong, LongLong, LongLong},
		{ULong, LongLong, LongLong, ULongLong},
		{ULongLong, Char, ULongLong, ULongLong},
		{UShort, Int, Int, Int},
	} {
		if got := ilp32.Common(tc.a, tc.b); got != tc.ilp {
			t.Errorf("ILP32: %v, %v -> %v, want %v", tc.a, tc.b, got, tc.ilp)
		}
		if got := lp64.Common(tc.b, tc.a); got != tc.lp64 {
			t.Errorf("LP64: %v, %v -> %v, want %v", tc.b, tc.a, got, tc.lp64)
		}
	}
	if got := (Target{Model: task.ILP32}).Max(Char); got.Int64() != 255 {
		t.Errorf("unsigned char's max %v", got)
	}
}

func c(v int64, t Type, tg Target) *Const { return NewConst(big.NewInt(v), t, tg) }

// known are expressions whose values C's rules fix, with the value or the
// undefined behaviour.
func known(tg Target) []struct {
	e    Expr
	want string // a number, or "UB"
} {
	b := func(op string, x, y Expr) Expr { return NewBinary(op, x, y, tg) }
	intMin := NewConst(tg.Min(Int), Int, tg)
	return []struct {
		e    Expr
		want string
	}{
		{b("<", c(-1, Int, tg), c(1, UInt, tg)), "0"},
		{b("<", c(-1, Long, tg), c(1, UInt, tg)), map[bool]string{true: "0", false: "1"}[tg.Model == task.ILP32]},
		{&Cast{T: UChar, X: c(300, Int, tg)}, "44"},
		{&Cast{T: SChar, X: c(200, Int, tg)}, "-56"},
		{&Cast{T: Bool, X: c(256, Int, tg)}, "1"},
		{b("/", intMin, c(-1, Int, tg)), "UB"},
		{b("%", intMin, c(-1, Int, tg)), "UB"},
		{b("/", c(7, Int, tg), c(0, Int, tg)), "UB"},
		{b("<<", c(1, Int, tg), c(31, Int, tg)), "UB"},
		{b("<<", c(1, UInt, tg), c(31, Int, tg)), "2147483648"},
		{b("<<", c(1, UInt, tg), c(32, Int, tg)), "UB"},
		{b("<<", c(-1, Int, tg), c(1, Int, tg)), "UB"},
		{b("<<", c(1, Long, tg), c(40, Int, tg)), map[bool]string{true: "UB", false: "1099511627776"}[tg.Model == task.ILP32]},
		{b(">>", c(-8, Int, tg), c(1, Int, tg)), "-4"},
		{b(">>", c(-7, Int, tg), c(1, Int, tg)), "-4"},
		{b("/", c(-7, Int, tg), c(2, Int, tg)), "-3"},
		{b("%", c(-7, Int, tg), c(2, Int, tg)), "-1"},
		{b("%", c(7, Int, tg), c(-2, Int, tg)), "1"},
		{b("+", NewConst(tg.Max(Int), Int, tg), c(1, Int, tg)), "UB"},
		{b("+", NewConst(tg.Max(UInt), UInt, tg), c(1, Int, tg)), "0"},
		{b("*", NewConst(tg.Max(UShort), UShort, tg), NewConst(tg.Max(UShort), UShort, tg)), "UB"},
		{b("-", c(0, UChar, tg), c(1, UChar, tg)), "-1"},
		{NewUnary("~", c(0, UInt, tg), tg), "4294967295"},
		{NewUnary("~", c(0, UChar, tg), tg), "-1"},
		{NewUnary("-", intMin, tg), "UB"},
		{NewUnary("!", c(5, Int, tg), tg), "0"},
		{b("&", c(-1, Int, tg), NewConst(tg.Max(ULongLong), ULongLong, tg)), "18446744073709551615"},
		{b("==", c(-1, Char, tg), c(255, UChar, tg)), "0"},
		{NewCond(c(0, Int, tg), c(-1, Int, tg), c(5, UInt, tg), tg), "5"},
		{NewCond(c(1, Int, tg), c(-1, Int, tg), c(5, UInt, tg), tg), "4294967295"},
		{b("&&", c(2, Int, tg), c(-3, Long, tg)), "1"},
		{b("||", c(0, Int, tg), c(0, ULong, tg)), "0"},
	}
}

func TestEvalKnown(t *testing.T) {
	for _, tg := range []Target{ilp32, lp64} {
		for _, k := range known(tg) {
			v, err := Eval(k.e, tg)
			var ub *UBError
			switch {
			case k.want == "UB" && !errors.As(err, &ub):
				t.Errorf("%v %s = %v, %v; want undefined behaviour", tg.Model, k.e, v, err)
			case k.want != "UB" && (err != nil || v.String() != k.want):
				t.Errorf("%v %s = %v, %v; want %s", tg.Model, k.e, v, err, k.want)
			}
		}
	}
}

// compiler finds a compiler for dm or skips.
func compiler(t *testing.T, dm task.DataModel) *replay.Compiler {
	t.Helper()
	cc, err := replay.FindCompiler(context.Background(), dm, "")
	if errors.Is(err, replay.ErrNoCompiler) {
		t.Skipf("no C compiler for %v (scripts/setup.sh installs one): %v", dm, err)
	}
	if err != nil {
		t.Fatal(err)
	}
	return cc
}

// TestKnownCompiled checks the defined known expressions against the
// compiler too, so that the expected values above are C's, not only Eval's.
func TestKnownCompiled(t *testing.T) {
	for _, dm := range []task.DataModel{task.ILP32, task.LP64} {
		cc := compiler(t, dm)
		tg := Target{Model: dm, CharSigned: cc.CharSigned}
		var cases []*Case
		var want []string
		for _, k := range known(tg) {
			if k.want != "UB" {
				cases = append(cases, &Case{Expr: k.e})
				want = append(want, k.want)
			}
		}
		got, err := CompileAndEvaluate(context.Background(), cc, cases, true)
		if err != nil {
			t.Fatal(err)
		}
		for i := range got {
			if got[i].String() != want[i] {
				t.Errorf("%v: %s printed %v, want %s", dm, cases[i].Expr, got[i], want[i])
			}
		}
	}
}

// TestCompiled compares Eval with the compiled program on -cgen.n random
// expressions per data model (10,000: -cgen.n=10000), built with the
// undefined-behaviour sanitizer, which also checks that the generator
// avoids undefined behaviour.
func TestCompiled(t *testing.T) {
	for _, dm := range []task.DataModel{task.ILP32, task.LP64} {
		t.Run(dm.String(), func(t *testing.T) {
			cc := compiler(t, dm)
			g := New(*seedFlag, Target{Model: dm, CharSigned: cc.CharSigned})
			const chunk = 1000
			bad := 0
			for done := 0; done < *nFlag && bad < 10; done += chunk {
				cases := make([]*Case, min(chunk, *nFlag-done))
				for i := range cases {
					cases[i] = g.Case()
				}
				got, err := CompileAndEvaluate(context.Background(), cc, cases, true)
				if err != nil {
					t.Fatal(err)
				}
				for i, cs := range cases {
					if got[i].Cmp(cs.Value) != 0 {
						bad++
						t.Errorf("%s with %s: compiled %v, Eval %v", cs.Expr, decls(cs, g.Target()), got[i], cs.Value)
					}
				}
			}
		})
	}
}

func decls(c *Case, tg Target) string {
	var ds []string
	for _, v := range c.Vars {
		ds = append(ds, Decl(v, tg))
	}
	return strings.Join(ds, " ")
}

// TestCoverage checks that the generator uses every operator, every type
// (of variables, constants and casts) and goes deep.
func TestCoverage(t *testing.T) {
	for _, tg := range []Target{ilp32, lp64} {
		g := New(7, tg)
		ops, types := map[string]int{}, map[Type]int{}
		deep := 0
		for range 500 {
			cs := g.Case()
			if d := depth(cs.Expr, ops, types); d >= 3 {
				deep++
			}
		}
		for _, op := range append(append([]string{"?:", "cast"}, unaryOps...), binaryOps...) {
			if ops[op] == 0 {
				t.Errorf("%v: operator %s never generated", tg.Model, op)
			}
		}
		for _, ty := range Types() {
			if types[ty] == 0 {
				t.Errorf("%v: type %v never generated", tg.Model, ty)
			}
		}
		if deep < 100 {
			t.Errorf("%v: only %d of 500 expressions of depth 3 or more", tg.Model, deep)
		}
	}
}

func depth(e Expr, ops map[string]int, types map[Type]int) int {
	switch e := e.(type) {
	case *Const:
		types[e.T]++
		return 0
	case *Var:
		types[e.T]++
		return 0
	case *Cast:
		ops["cast"]++
		types[e.T]++
		return 1 + depth(e.X, ops, types)
	case *Unary:
		ops[e.Op]++
		return 1 + depth(e.X, ops, types)
	case *Binary:
		ops[e.Op]++
		return 1 + max(depth(e.X, ops, types), depth(e.Y, ops, types))
	case *Cond:
		ops["?:"]++
		return 1 + max(depth(e.C, ops, types), depth(e.X, ops, types), depth(e.Y, ops, types))
	}
	return 0
}

func TestDeterministic(t *testing.T) {
	a, b := New(42, ilp32), New(42, ilp32)
	for range 50 {
		x, y := a.Case(), b.Case()
		if x.Expr.String() != y.Expr.String() || decls(x, ilp32) != decls(y, ilp32) {
			t.Fatalf("same seed, different cases: %s / %s", x.Expr, y.Expr)
		}
	}
}

func TestLiteral(t *testing.T) {
	for _, tc := range []struct {
		v    int64
		t    Type
		tg   Target
		want string
	}{
		{5, UInt, ilp32, "5u"},
		{-5, Long, ilp32, "(-5l)"},
		{-2147483648, Int, ilp32, "(-2147483647 - 1)"},
		{-2147483648, Long, ilp32, "(-2147483647l - 1)"},
		{-128, SChar, ilp32, "((signed char)(-128))"},
		{1, Bool, lp64, "((_Bool)1)"},
	} {
		if got := NewConst(big.NewInt(tc.v), tc.t, tc.tg).String(); got != tc.want {
			t.Errorf("%d as %v: %s, want %s", tc.v, tc.t, got, tc.want)
		}
	}
}

// TestTaskReplay writes cases as verification tasks whose variables come
// from nondet functions and replays them on the compiler: the buggy task
// reaches reach_error with the case's trace, the correct one does not, and
// a changed value in the trace leaves the buggy one unreached.
func TestTaskReplay(t *testing.T) {
	for _, dm := range []task.DataModel{task.ILP32, task.LP64} {
		t.Run(dm.String(), func(t *testing.T) {
			cc := compiler(t, dm)
			tg := Target{Model: dm, CharSigned: cc.CharSigned}
			g := New(*seedFlag+100, tg)
			for i := 0; i < 4; i++ {
				cs := g.Case()
				if len(cs.Vars) == 0 {
					i--
					continue
				}
				for _, buggy := range []bool{true, false} {
					src, tr := cs.Task(tg, buggy)
					want := map[bool]replay.Kind{true: replay.Reached, false: replay.NotReached}[buggy]
					if got := replayTask(t, cc, src, tr); got.Kind != want {
						t.Errorf("buggy=%v: %v, want %v\n%s", buggy, got, want, src)
					}
				}
				src, tr := cs.Task(tg, true)
				v := tr[0].Value
				tr[0].Value = tg.Convert(new(big.Int).Add(v, big.NewInt(1)), nondetFor[cs.Vars[0].T].t)
				if tr[0].Value.Cmp(v) == 0 { // a _Bool's 1 + 1
					tr[0].Value = big.NewInt(0)
				}
				if got := replayTask(t, cc, src, tr); got.Kind != replay.NotReached {
					t.Errorf("changed value: %v, want not reached\n%s", got, src)
				}
			}
		})
	}
}

func replayTask(t *testing.T, cc *replay.Compiler, src string, tr []replay.Nondet) replay.Outcome {
	t.Helper()
	file := filepath.Join(t.TempDir(), "task.c")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := replay.Replay(context.Background(), replay.Program{Files: []string{file}, DataModel: cc.DataModel},
		replay.Trace{Nondet: tr}, replay.Options{Compiler: cc})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
