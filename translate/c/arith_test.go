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

// errorReached decides whether a loop-free, input-free program's error is
// reachable from its clauses, with chc's exact evaluator: the entry is a
// fact, so the error is reachable exactly when some query's constraint is
// true. The constraints are ground but for the fresh bits and halvings of
// the general & (q = 2*q' + b, one equation per fresh pair, with q
// evaluable once the operand is), which halve gives their only values.
func errorReached(sys *chc.System) (reached bool, err error) {
	for _, cl := range sys.Clauses {
		if cl.Head != nil {
			continue
		}
		env := chc.Env{}
		halve(cl.Constraint, env)
		v, err := chc.Eval(cl.Constraint, env)
		if err != nil {
			return false, fmt.Errorf("query at %s: %w", cl.Pos, err)
		}
		reached = reached || v.Bool()
	}
	return reached, nil
}

// halve gives the fresh variables of bit decompositions in t their values:
// for each equation q = 2*q' + b (or q = b for a last bit) whose q
// evaluates, q' = q div 2 and b = q mod 2, until nothing changes.
func halve(t *chc.Term, env chc.Env) {
	var eqs []*chc.Term
	seen := map[*chc.Term]bool{}
	var walk func(t *chc.Term)
	walk = func(t *chc.Term) {
		if seen[t] {
			return
		}
		seen[t] = true
		switch t.Op() {
		case chc.OpEq:
			// A fact of the formula's Boolean structure (an equation
			// inside a term, such as the test b == 1 of an ite, is not).
			eqs = append(eqs, t)
		case chc.OpAnd, chc.OpOr, chc.OpNot, chc.OpImplies:
			for _, a := range t.Args() {
				walk(a)
			}
		case chc.OpIte:
			if t.Sort() == chc.BoolSort {
				walk(t.Arg(1))
				walk(t.Arg(2))
			}
		}
	}
	walk(t)
	for changed := true; changed; {
		changed = false
		for _, eq := range eqs {
			for _, side := range [2][2]*chc.Term{{eq.Arg(0), eq.Arg(1)}, {eq.Arg(1), eq.Arg(0)}} {
				if assignHalving(side[0], side[1], env) {
					changed = true
					break
				}
			}
		}
	}
}

// assignHalving gives r's fresh variables their values when q = r is a
// halving (r is 2*q' + b) or a last bit (r is b) and q evaluates; it
// reports whether it assigned anything.
func assignHalving(q, r *chc.Term, env chc.Env) bool {
	fresh := func(t *chc.Term) bool {
		_, done := env[t]
		return t.IsVar() && strings.HasPrefix(t.Name(), "$bit") && !done
	}
	var next, bit *chc.Term
	switch {
	case fresh(r):
		bit = r
	case r.Op() == chc.OpAdd && r.NumArgs() == 2 && fresh(r.Arg(1)):
		m := r.Arg(0)
		if m.Op() != chc.OpMul || m.NumArgs() != 2 || !fresh(m.Arg(1)) || m.Arg(0).Num() == nil || m.Arg(0).Num().Cmp(big.NewRat(2, 1)) != 0 {
			return false
		}
		next, bit = m.Arg(1), r.Arg(1)
	default:
		return false
	}
	v, err := chc.Eval(q, env)
	if err != nil {
		return false
	}
	n := new(big.Int).Set(v.Rat().Num())
	if next == nil {
		env[bit] = chc.IntValue(n)
		return true
	}
	b := new(big.Int).Mod(n, big.NewInt(2))
	env[bit] = chc.IntValue(b)
	env[next] = chc.IntValue(new(big.Int).Div(n.Sub(n, b), big.NewInt(2)))
	return true
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

// bitEncodings are lowerings of the bitwise operators on non-constant
// operands, recognised in the lowered program.
var bitEncodings = []struct{ name, marker string }{
	{"& of two variables by bits", "havoc $bit"},
	{"shift by a variable", "havoc $sh"},
}

// tallyEncodings counts the programs in which each bitwise encoding occurs.
func tallyEncodings(n map[string]int, lowered string) {
	for _, enc := range bitEncodings {
		if strings.Contains(lowered, enc.marker) {
			n[enc.name]++
		}
	}
}

// tallyBitOps counts the bitwise and shift operators of e by their
// operands: "x&y" when both contain a variable, "x&k" when one does.
func tallyBitOps(n map[string]int, e cgen.Expr) {
	switch e := e.(type) {
	case *cgen.Binary:
		if e.Op == "&" || e.Op == "|" || e.Op == "^" || e.Op == "<<" || e.Op == ">>" {
			vx, vy := hasVar(e.X), hasVar(e.Y)
			switch {
			case vx && vy:
				n["x"+e.Op+"y"]++
			case vx || vy:
				n["x"+e.Op+"k"]++
			}
		}
		tallyBitOps(n, e.X)
		tallyBitOps(n, e.Y)
	case *cgen.Unary:
		if e.Op == "~" && hasVar(e.X) {
			n["~x"]++
		}
		tallyBitOps(n, e.X)
	case *cgen.Cond:
		tallyBitOps(n, e.C)
		tallyBitOps(n, e.X)
		tallyBitOps(n, e.Y)
	case *cgen.Cast:
		tallyBitOps(n, e.X)
	}
}

func hasVar(e cgen.Expr) bool {
	switch e := e.(type) {
	case *cgen.Var:
		return true
	case *cgen.Binary:
		return hasVar(e.X) || hasVar(e.Y)
	case *cgen.Unary:
		return hasVar(e.X)
	case *cgen.Cond:
		return hasVar(e.C) || hasVar(e.X) || hasVar(e.Y)
	case *cgen.Cast:
		return hasVar(e.X)
	}
	return false
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
			encodings, ops := map[string]int{}, map[string]int{}
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
					if op == "!=" {
						tallyEncodings(encodings, tr.Lowered)
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
					tallyBitOps(ops, k.Expr)
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
			t.Logf("bitwise operators compared: %v; encodings: %v", ops, encodings)
			if len(cases) >= 200 {
				// Every bitwise operator on variables, and each of their
				// encodings, is among the expressions compared.
				for _, op := range []string{"x&y", "x|y", "x^y", "x<<y", "x>>y", "x&k", "x|k", "x^k", "x<<k", "x>>k", "~x"} {
					if ops[op] == 0 {
						t.Errorf("no expression compared has %s", op)
					}
				}
				for _, enc := range bitEncodings {
					if encodings[enc.name] == 0 {
						t.Errorf("no expression exercised %s", enc.name)
					}
				}
			}
		})
	}
}

// bitOps are the operators FuzzBitwise combines.
var bitOps = []string{"&", "|", "^", "<<", ">>", "+", "-"}

// FuzzBitwise checks the bitwise operators' encoding on fuzzed operands:
// (x op1 y) op2 z over variables of fuzzed integer types and values, in
// either data model, evaluated by cgen's C semantics and by the clauses
// (exactly, as in TestArithmeticIsCs); an expression with undefined
// behaviour is skipped. It needs no compiler: cgen's evaluator is checked
// against one by its own tests.
func FuzzBitwise(f *testing.F) {
	f.Add(int64(-5), int64(0xF0F0), int64(3), uint8(0), uint8(1), uint8(6), uint8(7), uint8(6), false)
	f.Add(int64(-1), int64(63), int64(-128), uint8(3), uint8(2), uint8(11), uint8(8), uint8(2), true)
	f.Add(int64(1)<<62, int64(-3), int64(7), uint8(4), uint8(0), uint8(9), uint8(5), uint8(1), false)
	types := cgen.Types()
	f.Fuzz(func(t *testing.T, x, y, z int64, op1, op2, tx, ty, tz uint8, ilp32 bool) {
		tg := cgen.Target{Model: task.LP64, CharSigned: true}
		dm := c.LP64
		if ilp32 {
			tg.Model, dm = task.ILP32, c.ILP32
		}
		v := func(name string, val int64, ti uint8) *cgen.Var {
			typ := types[int(ti)%len(types)]
			return &cgen.Var{Name: name, T: typ, Value: tg.Convert(big.NewInt(val), typ)}
		}
		vx, vy, vz := v("x", x, tx), v("y", y, ty), v("z", z, tz)
		e := cgen.NewBinary(bitOps[int(op2)%len(bitOps)],
			cgen.NewBinary(bitOps[int(op1)%len(bitOps)], vx, vy, tg), vz, tg)
		want, err := cgen.Eval(e, tg)
		if err != nil {
			t.Skip("undefined behaviour")
		}
		k := &cgen.Case{Expr: e, Vars: []*cgen.Var{vx, vy, vz}, Value: want}
		for _, op := range []string{"!=", "=="} {
			src := arithProgram(k, tg, op)
			tr, err := c.Translate("e.c", []byte(src), c.Options{DataModel: dm})
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			reached, err := errorReached(tr.System)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			if reached != (op == "==") {
				t.Fatalf("the clauses disagree with C's value %v (error reached %v)\n%s", want, reached, src)
			}
		}
	})
}
