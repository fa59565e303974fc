package replay

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/translate/c/task"
)

// compilerFor finds a compiler for dm or skips the test, saying why.
func compilerFor(t *testing.T, dm task.DataModel) *Compiler {
	t.Helper()
	c, err := FindCompiler(context.Background(), dm, "")
	if errors.Is(err, ErrNoCompiler) {
		t.Skipf("no C compiler for %v (scripts/setup.sh installs one): %v", dm, err)
	}
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func nd(fn string, v int64) Nondet {
	return Nondet{Func: Prefix + fn, Value: big.NewInt(v)}
}

func ndBig(fn, v string) Nondet {
	b, ok := new(big.Int).SetString(v, 0)
	if !ok {
		panic(v)
	}
	return Nondet{Func: Prefix + fn, Value: b}
}

type replayCase struct {
	name   string
	files  []string
	trace  []Nondet
	want   Kind
	detail string // a substring of the outcome's detail
}

func runCases(t *testing.T, dm task.DataModel, cases []replayCase) {
	c := compilerFor(t, dm)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var files []string
			for _, f := range tc.files {
				files = append(files, filepath.Join("testdata", f))
			}
			out, err := Replay(context.Background(), Program{Files: files, DataModel: dm},
				Trace{Nondet: tc.trace}, Options{Compiler: c, RunTimeout: 2 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			if out.Kind != tc.want || !strings.Contains(out.Detail, tc.detail) {
				t.Errorf("outcome %v, want %v containing %q (stderr %q)", out, tc.want, tc.detail, out.Stderr)
			}
		})
	}
}

// commonCases behave the same under both data models.
var commonCases = []replayCase{
	{"simple", []string{"simple.c"}, []Nondet{nd("int", -42), nd("uint", 4000000001)}, Reached, "after 2 of 2"},
	{"simple/changed-value", []string{"simple.c"}, []Nondet{nd("int", 42), nd("uint", 4000000001)}, NotReached, "exited with status 0"},
	{"simple/boundary", []string{"simple.c"}, []Nondet{nd("int", -42), nd("uint", 4000000000)}, NotReached, ""},
	{"simple/dropped-value", []string{"simple.c"}, []Nondet{nd("int", -42)}, Exhausted, "call 2 of __VERIFIER_nondet_uint"},
	{"simple/wrong-function", []string{"simple.c"}, []Nondet{nd("int", -42), nd("int", 5)}, Diverged, "call 2: the program called __VERIFIER_nondet_uint, the trace has __VERIFIER_nondet_int"},
	{"simple/extra-value", []string{"simple.c"}, []Nondet{nd("int", -42), nd("uint", 4294967295), nd("int", 1)}, Reached, "after 2 of 3"},
	{"static", []string{"static_err.c"}, []Nondet{nd("char", 'x')}, Reached, ""},
	{"static/changed-value", []string{"static_err.c"}, []Nondet{nd("char", 'y')}, NotReached, ""},
	{"assert", []string{"assert.c"}, []Nondet{nd("int", 3)}, AssertFailed, "assert.c:8: main: assertion `x != 3' failed"},
	{"assert/changed-value", []string{"assert.c"}, []Nondet{nd("int", 4)}, NotReached, ""},
	{"loop", []string{"loop.c"}, []Nondet{nd("int", 3), nd("int", 7), nd("int", 0)}, Reached, ""},
	{"loop/changed-value", []string{"loop.c"}, []Nondet{nd("int", 3), nd("int", 6), nd("int", 0)}, NotReached, ""},
	{"loop/dropped-value", []string{"loop.c"}, []Nondet{nd("int", 3), nd("int", 7)}, Exhausted, "call 3"},
	{"loop/assume", []string{"loop.c"}, []Nondet{nd("int", 3), nd("int", -1)}, NotReached, "__VERIFIER_assume failed after 2"},
	{"loop/spin", []string{"loop.c"}, []Nondet{nd("int", 99)}, Timeout, "longer than"},
	{"multi", []string{"multi_main.c", "multi_check.c"}, []Nondet{nd("bool", 1), nd("bool", 0)}, Reached, ""},
	{"multi/changed-value", []string{"multi_main.c", "multi_check.c"}, []Nondet{nd("bool", 1), nd("bool", 1)}, NotReached, ""},
	{"abort", []string{"abort.c"}, []Nondet{nd("short", 32767)}, Reached, ""},
	{"abort/changed-value", []string{"abort.c"}, []Nondet{nd("short", -32768)}, NotReached, "signal: aborted"},
	{"broken", []string{"broken.c"}, nil, CompileError, "broken.c:2"},
	{"no-error", []string{"no_error.c"}, []Nondet{nd("int", 3)}, NotReached, "exited with status 1 without reaching reach_error (the program has no global reach_error)"},
	{"own-nondet", []string{"own_nondet.c"}, []Nondet{nd("int", 1)}, CompileError, "__VERIFIER_nondet_int"},
}

func TestReplayILP32(t *testing.T) {
	runCases(t, task.ILP32, append(commonCases,
		replayCase{"ulong", []string{"ulong.c"}, []Nondet{nd("ulong", 1<<32-1)}, Reached, ""},
	))
}

// TestReplayLP64 runs the cases that touch the data model or the build
// (the rest behave as under ILP32 and cost a build each).
func TestReplayLP64(t *testing.T) {
	var cases []replayCase
	for _, c := range commonCases {
		switch c.name {
		case "simple", "simple/changed-value", "simple/dropped-value", "static", "assert", "multi", "abort/changed-value", "no-error":
			cases = append(cases, c)
		}
	}
	runCases(t, task.LP64, append(cases,
		replayCase{"ulong", []string{"ulong.c"}, []Nondet{ndBig("ulong", "0xffffffffffffffff")}, Reached, ""},
		replayCase{"ulong/ilp32-value", []string{"ulong.c"}, []Nondet{nd("ulong", 1<<32-1)}, NotReached, ""},
	))
}

// TestAllFuncs replays, for each nondet function, a program that checks the
// function returns its type's minimum and then its maximum; changing either
// value makes the run end without reaching.
func TestAllFuncs(t *testing.T) {
	for _, dm := range []task.DataModel{task.ILP32, task.LP64} {
		t.Run(dm.String(), func(t *testing.T) {
			c := compilerFor(t, dm)
			m := model{dm: dm, charSigned: c.CharSigned}
			var src strings.Builder
			src.WriteString("void reach_error(void) {}\n")
			var tr []Nondet
			for _, fn := range Funcs() {
				ty, _ := typeOf(fn, m)
				fmt.Fprintf(&src, "extern %s %s(void);\n", ty.c, fn)
			}
			src.WriteString("int main(void) {\n")
			for _, fn := range Funcs() {
				ty, _ := typeOf(fn, m)
				lo, hi := bounds(ty, m)
				for _, v := range []*big.Int{lo, hi} {
					fmt.Fprintf(&src, "\tif (%s() != (%s)%sULL) return 1;\n", fn, ty.c, new(big.Int).And(v, maxU64))
					tr = append(tr, Nondet{Func: fn, Value: v})
				}
			}
			src.WriteString("\treach_error();\n\treturn 0;\n}\n")
			file := filepath.Join(t.TempDir(), "all.c")
			if err := os.WriteFile(file, []byte(src.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			p := Program{Files: []string{file}, DataModel: dm}
			out, err := Replay(context.Background(), p, Trace{Nondet: tr}, Options{Compiler: c})
			if err != nil || out.Kind != Reached || out.Calls != len(tr) {
				t.Fatalf("outcome %v, %v (stderr %q)", out, err, out.Stderr)
			}
			// Tamper with one value near each end of the trace.
			for _, k := range []int{0, len(tr) - 1} {
				bad := append([]Nondet(nil), tr...)
				alt := new(big.Int).Sub(bad[k].Value, big.NewInt(1))
				if bad[k].Value.Sign() <= 0 {
					alt.Add(bad[k].Value, big.NewInt(1))
				}
				bad[k] = Nondet{Func: bad[k].Func, Value: alt}
				out, err := Replay(context.Background(), p, Trace{Nondet: bad}, Options{Compiler: c})
				if err != nil || out.Kind != NotReached {
					t.Errorf("value %d changed to %v: outcome %v, %v", k, alt, out, err)
				}
			}
		})
	}
}

var maxU64 = new(big.Int).SetUint64(^uint64(0))

// bounds are a type's least and greatest values on m.
func bounds(t ctype, m model) (*big.Int, *big.Int) {
	w := uint(t.bits(m))
	one := big.NewInt(1)
	switch {
	case w == 1:
		return big.NewInt(0), one
	case t.signed:
		hi := new(big.Int).Sub(new(big.Int).Lsh(one, w-1), one)
		return new(big.Int).Neg(new(big.Int).Add(hi, one)), hi
	}
	return big.NewInt(0), new(big.Int).Sub(new(big.Int).Lsh(one, w), one)
}

func TestBadTrace(t *testing.T) {
	c := compilerFor(t, task.ILP32)
	p := Program{Files: []string{"testdata/simple.c"}, DataModel: task.ILP32}
	for _, tc := range []struct {
		tr   []Nondet
		want string
	}{
		{[]Nondet{nd("int", 1<<31)}, "outside int's range [-2147483648, 2147483647] under ILP32"},
		{[]Nondet{nd("long", 1<<31)}, "outside long's range"},
		{[]Nondet{nd("uint", -1)}, "outside unsigned int's range"},
		{[]Nondet{nd("bool", 2)}, "outside _Bool's range [0, 1]"},
		{[]Nondet{nd("float", 0)}, "__VERIFIER_nondet_float is not a nondet function the replay knows"},
		{[]Nondet{{Func: Prefix + "int"}}, "no value"},
	} {
		_, err := Replay(context.Background(), p, Trace{Nondet: tc.tr}, Options{Compiler: c})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("trace %v: error %v, want %q", tc.tr, err, tc.want)
		}
	}
	if _, err := Replay(context.Background(), Program{DataModel: task.ILP32}, Trace{}, Options{Compiler: c}); err == nil {
		t.Error("no files: no error")
	}
	if _, err := Replay(context.Background(), Program{Files: p.Files, DataModel: task.LP64}, Trace{}, Options{Compiler: c}); err == nil {
		t.Error("compiler for ILP32, program for LP64: no error")
	}
}

func TestNoCompiler(t *testing.T) {
	out, err := Replay(context.Background(), Program{Files: []string{"testdata/simple.c"}, DataModel: task.ILP32},
		Trace{}, Options{CC: "horn-no-such-compiler"})
	if err != nil || out.Kind != NoCompiler || !strings.Contains(out.Detail, "horn-no-such-compiler") {
		t.Errorf("outcome %v, %v", out, err)
	}
}

func TestContext(t *testing.T) {
	c := compilerFor(t, task.ILP32)
	p := Program{Files: []string{"testdata/loop.c"}, DataModel: task.ILP32}
	tr := Trace{Nondet: []Nondet{nd("int", 99)}}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	out, err := Replay(ctx, p, tr, Options{Compiler: c, RunTimeout: time.Hour})
	if err != nil || out.Kind != Timeout {
		t.Errorf("deadline: outcome %v, %v", out, err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	if _, err := Replay(ctx, p, tr, Options{Compiler: c}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error %v", err)
	}
}
