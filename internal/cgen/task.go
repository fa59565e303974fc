package cgen

import (
	"fmt"
	"strings"

	"github.com/horn-chc/horn/translate/c/replay"
)

// nondetFor names the nondet function (after "__VERIFIER_nondet_") that
// reads a variable of each type, and the type it returns.
var nondetFor = [numTypes]struct {
	fn string
	t  Type
}{
	Bool: {"bool", Bool}, Char: {"char", Char}, SChar: {"char", Char}, UChar: {"uchar", UChar},
	Short: {"short", Short}, UShort: {"ushort", UShort}, Int: {"int", Int}, UInt: {"uint", UInt},
	Long: {"long", Long}, ULong: {"ulong", ULong}, LongLong: {"longlong", LongLong}, ULongLong: {"ulonglong", ULongLong},
}

// Task writes the case as an SV-COMP style program whose variables are read
// from __VERIFIER_nondet_* functions, with the trace of values that gives
// them the case's values. When the variables have those values, the
// program calls reach_error if the expression differs from the case's value
// (a correct program: reach_error is unreachable) or, with buggy, if it
// equals it (reach_error is reachable, by the trace). It is a verification
// task with a known answer for a C front end, and a trace the replay must
// confirm.
func (c *Case) Task(tg Target, buggy bool) (string, []replay.Nondet) {
	var b strings.Builder
	b.WriteString("void reach_error(void) {}\n")
	seen := map[string]bool{}
	for _, v := range c.Vars {
		n := nondetFor[v.T]
		if !seen[n.fn] {
			seen[n.fn] = true
			fmt.Fprintf(&b, "extern %s %s%s(void);\n", n.t, replay.Prefix, n.fn)
		}
	}
	b.WriteString("\nint main(void) {\n")
	var tr []replay.Nondet
	var guard []string
	for _, v := range c.Vars {
		n := nondetFor[v.T]
		fmt.Fprintf(&b, "\t%s %s = %s%s();\n", v.T, v.Name, replay.Prefix, n.fn)
		tr = append(tr, replay.Nondet{Func: replay.Prefix + n.fn, Value: tg.Convert(v.Value, n.t)})
		guard = append(guard, fmt.Sprintf("%s == %s", v.Name, NewConst(v.Value, v.T, tg)))
	}
	if len(guard) == 0 {
		guard = []string{"1"}
	}
	op := "!="
	if buggy {
		op = "=="
	}
	fmt.Fprintf(&b, "\tif (%s) {\n", strings.Join(guard, " && "))
	fmt.Fprintf(&b, "\t\tif (%s %s %s)\n\t\t\treach_error();\n\t}\n\treturn 0;\n}\n", c.Expr, op, NewConst(c.Value, c.Expr.Type(), tg))
	return b.String(), tr
}
