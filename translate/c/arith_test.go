package c_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/cgen"
	"github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/translate/c/replay"
	"github.com/horn-chc/horn/translate/c/task"
)

var arithCases = flag.Int("arith-cases", 300, "random expressions per data model in TestArithmeticIsCs (10000 for the long run)")

// arithProgram asserts that the expression's value is want: the error is
// reached when r op want, with op "!=" (never, if the encoding is C's) or
// "==" (always).
func arithProgram(k *cgen.Case, tg cgen.Target, op string) string {
	var b strings.Builder
	b.WriteString("void reach_error(void);\nint main(void) {\n")
	for _, v := range k.Vars {
		fmt.Fprintf(&b, "  %s %s = %s;\n", v.T, v.Name, cgen.NewConst(v.Value, v.T, tg))
	}
	t := k.Expr.Type()
	fmt.Fprintf(&b, "  %s r = %s;\n", t, k.Expr)
	fmt.Fprintf(&b, "  if (r %s %s) reach_error();\n  return 0;\n}\n", op, cgen.NewConst(k.Value, t, tg))
	return b.String()
}

// errorReached evaluates the queries of a loop-free, input-free program's
// clauses with chc's exact evaluator: the entry is a fact and every
// constraint is ground, so the error is reachable exactly when some
// query's constraint is true.
func errorReached(sys *chc.System) (bool, error) {
	reached := false
	for _, cl := range sys.Clauses {
		if cl.Head != nil {
			continue
		}
		v, err := chc.Eval(cl.Constraint, chc.Env{})
		if err != nil {
			return false, fmt.Errorf("query at %s: %w", cl.Pos, err)
		}
		reached = reached || v.Bool()
	}
	return reached, nil
}

var refusalWhat = regexp.MustCompile(`^[^:]*:\d+:\d+: `)

// construct is a refusal's message without the position and the
// expression's text, to count refusals by construct.
func construct(msg string) string {
	msg = refusalWhat.ReplaceAllString(msg, "")
	for _, p := range []string{"unsupported: division by a non-constant", "unsupported: non-linear multiplication"} {
		if strings.HasPrefix(msg, p) {
			return p
		}
	}
	return msg
}

// TestArithmeticIsCs: cgen's random expressions over every integer type,
// in both data models, compiled by the system's C compiler and translated
// by the front end: the clauses, evaluated exactly, agree with the
// compiled program's value. Expressions the front end refuses are counted
// by construct and reported.
func TestArithmeticIsCs(t *testing.T) {
	for _, dm := range []task.DataModel{task.ILP32, task.LP64} {
		t.Run(dm.String(), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			defer cancel()
			cc, err := replay.FindCompiler(ctx, dm, "")
			if err != nil {
				t.Skipf("no compiler: %v", err)
			}
			tg := cgen.Target{Model: dm, CharSigned: cc.CharSigned}
			g := cgen.New(46, tg)
			g.MaxDepth = 3
			cases := make([]*cgen.Case, *arithCases)
			for i := range cases {
				cases[i] = g.Case()
			}
			var compiled []*big.Int
			for lo := 0; lo < len(cases); lo += 1000 {
				hi := min(lo+1000, len(cases))
				vs, err := cgen.CompileAndEvaluate(ctx, cc, cases[lo:hi], false)
				if err != nil {
					t.Fatal(err)
				}
				compiled = append(compiled, vs...)
			}
			cdm := c.LP64
			if dm == task.ILP32 {
				cdm = c.ILP32
			}
			refused := map[string]int{}
			compared, diffs := 0, 0
			for i, k := range cases {
				if compiled[i].Cmp(k.Value) != 0 {
					t.Errorf("case %d: %s: cgen evaluates %v, the compiler %v", i, k.Expr, k.Value, compiled[i])
					continue
				}
				ok := true
				for _, op := range []string{"!=", "=="} {
					src := arithProgram(k, tg, op)
					tr, err := c.Translate("e.c", []byte(src), c.Options{DataModel: cdm})
					var ref *c.Refusal
					if errors.As(err, &ref) {
						refused[construct(ref.Error())]++
						ok = false
						break
					}
					if err != nil {
						t.Fatalf("case %d: %v\n%s", i, err, src)
					}
					reached, err := errorReached(tr.System)
					if err != nil {
						t.Fatalf("case %d: %v\n%s", i, err, src)
					}
					if reached != (op == "==") {
						diffs++
						ok = false
						if diffs <= 10 {
							t.Errorf("case %d (%s): the clauses disagree with the compiled value %v: error reached %v\n%s", i, dm, compiled[i], reached, src)
						}
						break
					}
				}
				if ok {
					compared++
				}
			}
			nref := 0
			var lines []string
			for what, n := range refused {
				nref += n
				lines = append(lines, fmt.Sprintf("%6d  %s", n, what))
			}
			sort.Strings(lines)
			t.Logf("%s: %d expressions, %d compared, %d refused, %d differences", dm, len(cases), compared, nref, diffs)
			for _, l := range lines {
				t.Log(l)
			}
			if compared < len(cases)/10 {
				t.Errorf("only %d of %d expressions compared", compared, len(cases))
			}
		})
	}
}
