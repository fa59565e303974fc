package boogie

import (
	"math/big"
	"strings"

	"github.com/horn-chc/horn/chc"
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
		n, ok := bp.names[t]
		if !ok {
			n = t.Name()
		}
		if bp.funcs[n] && t.Sort().Kind() != chc.KindArray {
			return n + "()" // a function without arguments
		}
		return n
	case chc.OpNum:
		return strings.TrimSuffix(t.Num().RatString(), "/1")
	case chc.OpTrue:
		return "true"
	case chc.OpFalse:
		return "false"
	case chc.OpNot:
		return bp.not(t.Arg(0))
	case chc.OpAdd:
		return bp.sum(t)
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

// level is a term's binding strength as printed: connectives 1,
// comparisons 2, sums 3, products 4, everything else 5.
func level(t *chc.Term) int {
	switch t.Op() {
	case chc.OpAnd, chc.OpOr, chc.OpImplies, chc.OpXor, chc.OpDistinct:
		return 1
	case chc.OpEq, chc.OpLe, chc.OpLt, chc.OpGe, chc.OpGt:
		return 2
	case chc.OpNot:
		if _, ok := negated[t.Arg(0).Op()]; ok || t.Arg(0).Op() == chc.OpEq {
			return 2
		}
	case chc.OpAdd, chc.OpSub:
		return 3
	case chc.OpMul, chc.OpDiv, chc.OpMod:
		return 4
	}
	return 5
}

// atom prints t, parenthesized unless it is a leaf or already bracketed.
func (bp *boogiePrinter) atom(t *chc.Term) string { return bp.wrap(t, 5) }

// wrap prints t, parenthesized when it binds less than min.
func (bp *boogiePrinter) wrap(t *chc.Term, min int) string {
	s := bp.print(t)
	if level(t) < min {
		return "(" + s + ")"
	}
	return s
}

func (bp *boogiePrinter) nary(t *chc.Term, op string) string {
	if t.NumArgs() == 0 {
		if t.Op() == chc.OpAnd {
			return "true"
		}
		return "false"
	}
	min := level(t) + 1
	if t.Op() == chc.OpAdd || t.Op() == chc.OpMul {
		min = level(t)
	}
	parts := make([]string, t.NumArgs())
	for i, a := range t.Args() {
		parts[i] = bp.wrap(a, min)
		if t.Op() == chc.OpMul && (a.Op() == chc.OpDiv || a.Op() == chc.OpMod) {
			// Boogie's * div mod associate to the left: 3 * x div 3
			// is (3 * x) div 3.
			parts[i] = "(" + parts[i] + ")"
		}
	}
	if t.Op() == chc.OpEq || t.Op() >= chc.OpLe && t.Op() <= chc.OpGt {
		if len(parts) == 2 && t.Arg(0).Op() == chc.OpNum && t.Arg(1).Op() != chc.OpNum {
			return parts[1] + flipped[op] + parts[0] // 1 <= x as x >= 1
		}
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

// flipped is the comparison with its operands swapped.
var flipped = map[string]string{" <= ": " >= ", " < ": " > ", " >= ": " <= ", " > ": " < ", " == ": " == "}

// negated is the comparison that holds when the key does not.
var negated = map[chc.Op]chc.Op{chc.OpLe: chc.OpGt, chc.OpLt: chc.OpGe, chc.OpGe: chc.OpLt, chc.OpGt: chc.OpLe}

// not prints a negation, pushing it into a binary comparison.
func (bp *boogiePrinter) not(t *chc.Term) string {
	if op, ok := negated[t.Op()]; ok && t.NumArgs() == 2 {
		parts := []string{bp.wrap(t.Arg(0), 3), bp.wrap(t.Arg(1), 3)}
		if t.Arg(0).Op() == chc.OpNum && t.Arg(1).Op() != chc.OpNum {
			return parts[1] + flipped[boogieOps[op]] + parts[0]
		}
		return parts[0] + boogieOps[op] + parts[1]
	}
	if t.Op() == chc.OpEq && t.NumArgs() == 2 {
		return bp.wrap(t.Arg(0), 3) + " != " + bp.wrap(t.Arg(1), 3)
	}
	return "!" + bp.atom(t)
}

// sum prints a linear sum with subtraction for negative coefficients.
func (bp *boogiePrinter) sum(t *chc.Term) string {
	var b strings.Builder
	for i, a := range t.Args() {
		neg, mag := bp.signed(a)
		switch {
		case i == 0 && neg:
			b.WriteString("-" + mag)
		case i == 0:
			b.WriteString(mag)
		case neg:
			b.WriteString(" - " + mag)
		default:
			b.WriteString(" + " + mag)
		}
	}
	return b.String()
}

// signed splits a summand into its sign and its magnitude's text: -3,
// (* -1 x), (* -2 x).
func (bp *boogiePrinter) signed(a *chc.Term) (bool, string) {
	if a.Op() == chc.OpNum && a.Num().Sign() < 0 {
		return true, strings.TrimSuffix(new(big.Rat).Neg(a.Num()).RatString(), "/1")
	}
	if a.Op() != chc.OpMul || a.NumArgs() != 2 || a.Arg(0).Op() != chc.OpNum || a.Arg(0).Num().Sign() >= 0 {
		return false, bp.wrap(a, 4)
	}
	c := new(big.Rat).Neg(a.Arg(0).Num())
	if c.Cmp(big.NewRat(1, 1)) == 0 {
		return true, bp.wrap(a.Arg(1), 4)
	}
	return true, strings.TrimSuffix(c.RatString(), "/1") + " * " + bp.wrap(a.Arg(1), 5)
}
