package boogie

// selectAxioms sorts the program's axioms: those that define a function
// are its body (Check made them so) and state nothing more; quantified
// ones are dropped when drop is set and refused otherwise; the rest are
// stated by the entry clauses.
func (e *encoder) selectAxioms(drop bool) {
	for _, a := range e.info.Axioms {
		switch q := firstQuantifier(a.Expr); {
		case e.info.Defs[a] != nil:
		case q == nil:
			e.axioms = append(e.axioms, a)
		case drop:
			e.dropped = append(e.dropped, a)
		default:
			e.errorf(q.Off, "%s", msgQuantifiedAxiom)
		}
	}
	if len(e.errs) > 0 {
		panic(bailout{})
	}
}

// firstQuantifier returns the first quantifier in x, or nil.
func firstQuantifier(x Expr) *Quantifier {
	var q *Quantifier
	walkExpr(x, func(y Expr) {
		if z, ok := y.(*Quantifier); ok && q == nil {
			q = z
		}
	})
	return q
}
