package preprocess

import (
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// simplifyClause propagates equalities and constants through c's constraint.
// It returns the simplified clause and the definitions of the variables it
// eliminated, as terms over the variables of the result (and variables the
// result lost because they became unconstrained, which any value suits). It
// returns a nil clause when the constraint became false. Head arguments stay
// variables, and a body argument that is a variable stays a variable.
func simplifyClause(f *chc.Factory, c *chc.Clause) (*chc.Clause, map[*chc.Term]*chc.Term) {
	phi := f.Fold(c.Constraint)
	if phi.IsFalse() {
		return nil, nil
	}
	e := newEqProp(f, c)
	for round := 0; round < 4; round++ {
		if !e.Round(phi) {
			break
		}
		phi = f.Fold(f.Subst(phi, e.Subst()))
		if phi.IsFalse() {
			return nil, nil
		}
	}
	phi = propagateConstants(f, phi)
	if phi.IsFalse() {
		return nil, nil
	}
	phi = dropLocalBounds(f, c, phi, e)
	if len(e.Subst()) == 0 && phi == c.Constraint {
		return c, nil
	}
	out := &chc.Clause{Constraint: phi, Head: c.Head, Pos: c.Pos, VarOrder: c.VarOrder}
	for _, a := range c.Body {
		out.Body = append(out.Body, f.SubstAtom(a, e.Subst()))
	}
	return out, e.Subst()
}

// newEqProp returns the definitions simplifyClause may make in c: head
// variables are never defined, and a variable that is a body argument only
// by a variable.
func newEqProp(f *chc.Factory, c *chc.Clause) *chc.Definitions {
	protected, bodyVar := map[*chc.Term]bool{}, map[*chc.Term]bool{}
	if c.Head != nil {
		for _, t := range c.Head.Args {
			for _, v := range chc.FreeVars(t) {
				protected[v] = true
			}
		}
	}
	for _, a := range c.Body {
		for _, t := range a.Args {
			if t.IsVar() {
				bodyVar[t] = true
			}
		}
	}
	return chc.NewDefinitions(f, protected, bodyVar)
}

// propagateConstants rewrites each conjunct with the constants that other
// conjuncts x = c give to variables (which equality propagation keeps when x
// is a head or body argument).
func propagateConstants(f *chc.Factory, phi *chc.Term) *chc.Term {
	conj := chc.Conjuncts(phi)
	consts := make(map[*chc.Term]*chc.Term)
	definer := make(map[*chc.Term]bool)
	for _, k := range conj {
		if v, c, ok := chc.ConstantDef(k); ok && consts[v] == nil {
			consts[v] = c
			definer[k] = true
		}
	}
	if len(consts) == 0 {
		return phi
	}
	out := make([]*chc.Term, len(conj))
	for i, k := range conj {
		out[i] = k
		if !definer[k] {
			out[i] = f.Fold(f.Subst(k, consts))
		}
	}
	return f.And(out...)
}

// dropLocalBounds drops each conjunct that bounds a variable found nowhere
// else in the clause by a constant (z ≤ 5, z ≠ 3: always satisfiable), and
// defines the variable as a value that satisfies it.
func dropLocalBounds(f *chc.Factory, c *chc.Clause, phi *chc.Term, e *chc.Definitions) *chc.Term {
	conj := chc.Conjuncts(phi)
	count := make(map[*chc.Term]int)
	for _, k := range conj {
		for _, v := range chc.FreeVars(k) {
			count[v]++
		}
	}
	var atoms []*chc.Term
	for _, a := range c.Body {
		atoms = append(atoms, f.SubstAtom(a, e.Subst()).Args...)
	}
	if c.Head != nil {
		atoms = append(atoms, c.Head.Args...)
	}
	for _, v := range chc.FreeVars(atoms...) {
		count[v] += 2
	}
	var out []*chc.Term
	for _, k := range conj {
		// The witness is made only for a variable found nowhere else:
		// making it (a numeral, a sum) for every bound cost more than the
		// rest of the pass on small systems.
		if z, w, ok := boundWitness(f, k, func(z *chc.Term) bool { return count[z] == 1 }); ok {
			e.Define(z, w)
			continue
		}
		out = append(out, k)
	}
	if len(out) == len(conj) {
		return phi
	}
	return f.And(out...)
}

// boundWitness recognises a comparison of a variable z with a numeral and,
// if want(z), returns z and a value of z that satisfies it; want is asked
// before the value is made.
func boundWitness(f *chc.Factory, k *chc.Term, want func(z *chc.Term) bool) (*chc.Term, *chc.Term, bool) {
	op := k.Op()
	if op == chc.OpNot && k.Arg(0).Op() == chc.OpEq {
		k, op = k.Arg(0), chc.OpDistinct
	}
	if k.NumArgs() != 2 {
		return nil, nil, false
	}
	z, c := k.Arg(0), k.Arg(1)
	flip := false
	if !z.IsVar() {
		z, c, flip = c, z, true
	}
	if !z.IsVar() || c.Op() != chc.OpNum {
		return nil, nil, false
	}
	var delta int64
	switch op {
	case chc.OpLe, chc.OpGe, chc.OpEq:
	case chc.OpLt:
		delta = -1
	case chc.OpGt:
		delta = 1
	case chc.OpDistinct:
		delta = 1
	default:
		return nil, nil, false
	}
	if flip && (op == chc.OpLt || op == chc.OpGt) {
		delta = -delta
	}
	if !want(z) {
		return nil, nil, false
	}
	if !c.Sort().IsArith() { // a bit-vector: = and ≠ only; c+1 wraps and still differs
		if op != chc.OpEq && op != chc.OpDistinct {
			return nil, nil, false
		}
		return z, f.Num(new(big.Rat).Add(c.Num(), big.NewRat(delta, 1)), c.Sort()), true
	}
	w := f.Add(c, f.Num(big.NewRat(delta, 1), c.Sort()))
	return z, w, true
}
