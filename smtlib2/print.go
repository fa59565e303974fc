package smtlib2

import (
	"bufio"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// WriteSystem writes s in the CHC-COMP format: (set-logic HORN), one
// declare-fun per predicate, one assert per clause of the form
// (forall (vars) (=> (and atoms... conjuncts...) head)), (check-sat) and
// (exit). Large shared subterms are let-bound. Parsing the output and
// printing the result again gives the same text.
func WriteSystem(w io.Writer, s *chc.System) error {
	return WriteSystemComments(w, s, nil)
}

// WriteSystemComments is WriteSystem with a comment line before each
// clause's assert: the text comment returns for it (nil or "": none).
// Translators use it to name where each clause comes from.
func WriteSystemComments(w io.Writer, s *chc.System, comment func(*chc.Clause) string) error {
	if err := s.Check(); err != nil {
		return err
	}
	preds, err := predNames(s)
	if err != nil {
		return err
	}
	pw := newPrinter(w, preds)
	pw.str("(set-logic HORN)\n")
	pw.str(DatatypeDecls(printedDatatypes(s)))
	for _, p := range s.Preds {
		pw.declare(p)
	}
	for _, c := range s.Clauses {
		if comment != nil {
			if text := comment(c); text != "" {
				pw.str("; " + strings.ReplaceAll(text, "\n", " ") + "\n")
			}
		}
		pw.clause(c)
	}
	pw.str("(check-sat)\n(exit)\n")
	return pw.w.Flush()
}

// printer writes terms with let-sharing and printed variable names.
type printer struct {
	w      *bufio.Writer
	preds  map[string]bool
	prefix string               // let prefix that no predicate name clashes with
	names  map[*chc.Term]string // printed variable names
	lets   map[*chc.Term]string // let-bound terms in scope
	widths map[*chc.Term]int    // one-line widths of terms (models)
	err    error                // the first write error; printing stops there
}

func newPrinter(w io.Writer, preds map[string]bool) *printer {
	return &printer{w: bufio.NewWriter(w), preds: preds, prefix: letPrefix("$t", nil, preds)}
}

// boundName returns the printed name of a quantifier's bound variable:
// its own, with "!b" appended while that is a printed free variable's
// name or a let name.
func (pw *printer) boundName(b *chc.Term) string {
	n := b.Name()
	for pw.nameTaken(n) {
		n += "!b"
	}
	return n
}

// nameTaken reports whether a free variable is printed as n or n starts
// like a let name.
func (pw *printer) nameTaken(n string) bool {
	if strings.HasPrefix(n, pw.prefix) || pw.preds[n] {
		return true
	}
	for v, name := range pw.names {
		if name == n || (name == "" && v.Name() == n) {
			return true
		}
	}
	return false
}

// str writes s unless an earlier write failed.
func (pw *printer) str(s string) {
	if pw.err == nil {
		_, pw.err = pw.w.WriteString(s)
	}
}

func (pw *printer) declare(p *chc.Pred) {
	pw.str("(declare-fun ")
	pw.str(chc.QuoteSymbol(p.Name))
	pw.str(" (")
	for i, s := range p.Params {
		if i > 0 {
			pw.str(" ")
		}
		pw.str(s.String())
	}
	pw.str(") Bool)\n")
}

// clause writes one assert.
func (pw *printer) clause(c *chc.Clause) {
	d := walkDAG(clauseRoots(c))
	vars := orderVars(c.VarOrder, d.vars)
	pw.names = nameVars(vars, pw.preds)
	pw.str("(assert\n")
	indent := "  "
	if len(vars) > 0 {
		pw.str("  (forall ")
		pw.varDecls(vars)
		pw.str("\n")
		indent = "    "
	}
	closing := pw.openLets(d, indent)
	pw.implication(c, indent)
	pw.str(closing)
	if len(vars) > 0 {
		pw.str(")")
	}
	pw.str(")\n")
}

// varDecls writes ((x S) ...).
func (pw *printer) varDecls(vars []*chc.Term) {
	pw.str("(")
	for i, v := range vars {
		if i > 0 {
			pw.str(" ")
		}
		pw.str("(")
		pw.str(chc.QuoteSymbol(pw.names[v]))
		pw.str(" ")
		pw.str(v.Sort().String())
		pw.str(")")
	}
	pw.str(")")
}

// openLets writes the let levels for the terms of d, each on lines at
// indent, and returns the parentheses that close them.
func (pw *printer) openLets(d *dag, indent string) string {
	sh := d.share(letPrefix(pw.prefix, pw.names, nil))
	pw.lets = make(map[*chc.Term]string, len(sh.names))
	for _, lv := range sh.levels {
		pw.str(indent)
		pw.str("(let (")
		for i, t := range lv {
			if i > 0 {
				pw.str("\n" + indent + "      ")
			}
			pw.str("(" + sh.names[t] + " ")
			pw.app(t)
			pw.str(")")
		}
		pw.str(")\n")
		for _, t := range lv {
			pw.lets[t] = sh.names[t]
		}
	}
	return strings.Repeat(")", len(sh.levels))
}

// implication writes (=> tail head), or the head alone for a fact with no
// body and constraint true.
func (pw *printer) implication(c *chc.Clause, indent string) {
	conj := chc.Conjuncts(c.Constraint)
	if c.Head != nil && len(c.Body) == 0 && len(conj) == 0 {
		pw.str(indent)
		pw.atom(*c.Head)
		return
	}
	pw.str(indent + "(=>\n")
	in := indent + "  "
	n := len(c.Body) + len(conj)
	switch {
	case n == 0:
		pw.str(in + "true")
	case n == 1 && len(c.Body) == 1:
		pw.str(in)
		pw.atom(c.Body[0])
	case n == 1:
		pw.str(in)
		pw.term(conj[0])
	default:
		pw.tail(c.Body, conj, in)
	}
	pw.str("\n" + in)
	if c.Head == nil {
		pw.str("false")
	} else {
		pw.atom(*c.Head)
	}
	pw.str(")")
}

// tail writes (and atoms... conjuncts...), one per line.
func (pw *printer) tail(body []chc.Atom, conj []*chc.Term, in string) {
	pw.str(in + "(and")
	for _, a := range body {
		pw.str("\n" + in + "  ")
		pw.atom(a)
	}
	for _, t := range conj {
		pw.str("\n" + in + "  ")
		pw.term(t)
	}
	pw.str(")")
}

func (pw *printer) atom(a chc.Atom) {
	if len(a.Args) == 0 {
		pw.str(chc.QuoteSymbol(a.Pred.Name))
		return
	}
	pw.str("(")
	pw.str(chc.QuoteSymbol(a.Pred.Name))
	for _, t := range a.Args {
		pw.str(" ")
		pw.term(t)
	}
	pw.str(")")
}

// term writes t, using let-bound names.
func (pw *printer) term(t *chc.Term) {
	if n, ok := pw.lets[t]; ok {
		pw.str(n)
		return
	}
	pw.app(t)
}

// app writes t's root operator applied to its (possibly let-bound) arguments.
func (pw *printer) app(t *chc.Term) {
	if pw.err != nil {
		// A closed pipe or a full disk: do not walk the rest of the term.
		return
	}
	switch t.Op() {
	case chc.OpVar:
		n, ok := pw.names[t]
		if !ok {
			n = t.Name()
		}
		pw.str(chc.QuoteSymbol(n))
	case chc.OpNum:
		writeNum(pw.w, t.Num(), t.Sort())
	case chc.OpTrue, chc.OpFalse:
		pw.str(t.Op().String())
	case chc.OpConstArray:
		pw.str("((as const " + t.Sort().String() + ") ")
		pw.term(t.Arg(0))
		pw.str(")")
	case chc.OpBoundVar:
		pw.str(chc.QuoteSymbol(pw.boundName(t)))
	case chc.OpForall:
		pw.str("(forall (")
		for i, b := range t.Bound() {
			if i > 0 {
				pw.str(" ")
			}
			pw.str("(" + chc.QuoteSymbol(pw.boundName(b)) + " " + b.Sort().String() + ")")
		}
		pw.str(") ")
		pw.term(t.Body())
		pw.str(")")
	case chc.OpCons:
		if t.NumArgs() == 0 {
			var op strings.Builder
			chc.WriteOp(&op, t)
			pw.str(op.String())
			return
		}
		fallthrough
	default:
		var op strings.Builder
		chc.WriteOp(&op, t)
		pw.str("(" + op.String())
		for _, a := range t.Args() {
			pw.str(" ")
			pw.term(a)
		}
		pw.str(")")
	}
}

// writeNum writes a numeral as SMT-LIB: 5, (- 5), 5.0, (/ 1.0 3.0),
// (_ bv5 32).
func writeNum(w *bufio.Writer, v *big.Rat, s chc.Sort) {
	if s.IsBitVec() {
		fmt.Fprintf(w, "(_ bv%s %d)", v.Num(), s.Width())
		return
	}
	neg := v.Sign() < 0
	a := new(big.Rat).Abs(v)
	if neg {
		w.WriteString("(- ")
	}
	switch {
	case s == chc.IntSort:
		w.WriteString(a.Num().String())
	case a.IsInt():
		fmt.Fprintf(w, "%s.0", a.Num())
	default:
		fmt.Fprintf(w, "(/ %s.0 %s.0)", a.Num(), a.Denom())
	}
	if neg {
		w.WriteString(")")
	}
}
