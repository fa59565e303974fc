package boogie

import (
	"strings"

	"horn/chc"
)

// boogiePrinter prints a term as a Boogie expression: variables by the
// names given, uninterpreted functions' graphs as applications.
type boogiePrinter struct {
	names map[*chc.Term]string
	funcs map[string]bool // names standing for function graphs
}

var boogieOps = map[chc.Op]string{
	chc.OpAnd: " && ", chc.OpOr: " || ", chc.OpImplies: " ==> ", chc.OpEq: " == ",
	chc.OpLe: " <= ", chc.OpLt: " < ", chc.OpGe: " >= ", chc.OpGt: " > ",
	chc.OpAdd: " + ", chc.OpSub: " - ", chc.OpMul: " * ", chc.OpDiv: " div ", chc.OpMod: " mod ",
	chc.OpXor: " != ",
}

func (bp *boogiePrinter) print(t *chc.Term) string {
	switch t.Op() {
	case chc.OpVar:
		if n, ok := bp.names[t]; ok {
			return n
		}
		return t.Name()
	case chc.OpNum:
		return strings.TrimSuffix(t.Num().RatString(), "/1")
	case chc.OpTrue:
		return "true"
	case chc.OpFalse:
		return "false"
	case chc.OpNot:
		return "!" + bp.atom(t.Arg(0))
	case chc.OpNeg:
		return "-" + bp.atom(t.Arg(0))
	case chc.OpIte:
		return "(if " + bp.print(t.Arg(0)) + " then " + bp.print(t.Arg(1)) + " else " + bp.print(t.Arg(2)) + ")"
	case chc.OpSelect:
		return bp.selectText(t)
	case chc.OpStore:
		return bp.atom(t.Arg(0)) + "[" + bp.print(t.Arg(1)) + " := " + bp.print(t.Arg(2)) + "]"
	case chc.OpDistinct:
		return bp.distinct(t)
	case chc.OpConstArray:
		return "(lambda i: " + t.Sort().Index().String() + " :: " + bp.print(t.Arg(0)) + ")"
	}
	if op, ok := boogieOps[t.Op()]; ok {
		return bp.nary(t, op)
	}
	return t.String()
}

// atom prints t, parenthesized unless it is a leaf or already bracketed.
func (bp *boogiePrinter) atom(t *chc.Term) string {
	s := bp.print(t)
	switch t.Op() {
	case chc.OpVar, chc.OpNum, chc.OpTrue, chc.OpFalse, chc.OpSelect, chc.OpIte:
		if !strings.HasPrefix(s, "-") {
			return s
		}
	}
	return "(" + s + ")"
}

func (bp *boogiePrinter) nary(t *chc.Term, op string) string {
	if t.NumArgs() == 0 {
		if t.Op() == chc.OpAnd {
			return "true"
		}
		return "false"
	}
	parts := make([]string, t.NumArgs())
	for i, a := range t.Args() {
		parts[i] = bp.atom(a)
	}
	if t.Op() == chc.OpEq || t.Op() >= chc.OpLe && t.Op() <= chc.OpGt {
		return chain(parts, op)
	}
	return strings.Join(parts, op)
}

// chain prints a chainable comparison a op b op c as a conjunction.
func chain(parts []string, op string) string {
	var out []string
	for i := 0; i+1 < len(parts); i++ {
		out = append(out, parts[i]+op+parts[i+1])
	}
	if len(out) == 1 {
		return out[0]
	}
	return "(" + strings.Join(out, " && ") + ")"
}

func (bp *boogiePrinter) distinct(t *chc.Term) string {
	var out []string
	for i := 0; i < t.NumArgs(); i++ {
		for j := i + 1; j < t.NumArgs(); j++ {
			out = append(out, bp.atom(t.Arg(i))+" != "+bp.atom(t.Arg(j)))
		}
	}
	return "(" + strings.Join(out, " && ") + ")"
}

// selectText prints a chain of selects: f(a, b) on a function's graph,
// m[a][b] on a map.
func (bp *boogiePrinter) selectText(t *chc.Term) string {
	var idx []string
	base := t
	for base.Op() == chc.OpSelect {
		idx = append([]string{bp.print(base.Arg(1))}, idx...)
		base = base.Arg(0)
	}
	if base.Op() == chc.OpVar && bp.funcs[bp.print(base)] {
		return bp.print(base) + "(" + strings.Join(idx, ", ") + ")"
	}
	return bp.atom(base) + "[" + strings.Join(idx, "][") + "]"
}
