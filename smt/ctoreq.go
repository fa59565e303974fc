package smt

import "github.com/horn-chc/horn/chc"

// SplitConstructorEqs rewrites the conjuncts of phi that equate a
// datatype term with a constructor application, each into an equivalent
// conjunction that Z3's model-based projection does not need to see:
//
//   - (= (C a1 … an) (D b1 … bm)) becomes (= a1 b1) ∧ … ∧ (= an bn) when
//     C and D are the same constructor, and false when they differ;
//   - (= k (C t1 … tn)), where k has no variable outside kept and some ti
//     has one, becomes ((_ is C) k) ∧ (= (s1 k) t1) ∧ … ∧ (= (sn k) tn),
//     with si the fields of C, so that the quantified variables among the
//     ti are defined by equalities over k and substituted away.
//
// Both are equivalences (a value built by C is C applied to its fields),
// so the elimination stays exact. Z3 4.8.12 projects a datatype variable
// that a kept one takes apart by enumerating the kept one's values, which
// never ends for a recursive datatype (a list, a tree); after this rewrite
// no projection is needed there.
func SplitConstructorEqs(f *chc.Factory, phi *chc.Term, kept map[*chc.Term]bool) *chc.Term {
	if !f.HasDatatypes() {
		return phi
	}
	conj := chc.Conjuncts(phi)
	var out []*chc.Term
	changed := false
	for len(conj) > 0 {
		c := conj[len(conj)-1]
		conj = conj[:len(conj)-1]
		parts, ok := splitConstructorEq(f, c, kept)
		if !ok {
			out = append(out, c)
			continue
		}
		changed = true
		for i := len(parts) - 1; i >= 0; i-- {
			conj = append(conj, parts[i])
		}
	}
	if !changed {
		return phi
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return f.And(out...)
}

// splitConstructorEq returns the conjuncts c is rewritten into by
// SplitConstructorEqs, and false when no rule applies to c.
func splitConstructorEq(f *chc.Factory, c *chc.Term, kept map[*chc.Term]bool) ([]*chc.Term, bool) {
	if c.Op() != chc.OpEq || c.NumArgs() != 2 {
		return nil, false
	}
	a, b := c.Args()[0], c.Args()[1]
	if a.Op() == chc.OpCons && b.Op() == chc.OpCons {
		if a.Constructor() != b.Constructor() {
			return []*chc.Term{f.False()}, true
		}
		var parts []*chc.Term
		for i := range a.Args() {
			parts = append(parts, f.Eq(a.Args()[i], b.Args()[i]))
		}
		return parts, true
	}
	if a.Op() == chc.OpCons {
		a, b = b, a
	}
	if b.Op() != chc.OpCons || len(bound(a, kept)) > 0 || len(bound(b, kept)) == 0 {
		return nil, false
	}
	ctor := b.Constructor()
	is, err := f.Test(ctor, a)
	if err != nil {
		return nil, false
	}
	parts := []*chc.Term{is}
	for i, s := range ctor.Fields {
		sel, err := f.SelectField(s, a)
		if err != nil {
			return nil, false
		}
		parts = append(parts, f.Eq(sel, b.Args()[i]))
	}
	return parts, true
}

// EliminateByFields is chc.Factory.EliminateByEqualities after
// SplitConstructorEqs, repeated while the substitutions expose new
// equations of a kept term with a constructor application (a variable
// defined as a field of a kept list, then taken apart itself), at most
// eight rounds. Without datatypes it is EliminateByEqualities.
func EliminateByFields(f *chc.Factory, phi *chc.Term, kept map[*chc.Term]bool) *chc.Term {
	phi, _ = f.EliminateByEqualities(SplitConstructorEqs(f, phi, kept), kept)
	for range 8 {
		split := SplitConstructorEqs(f, phi, kept)
		if split == phi {
			break
		}
		phi, _ = f.EliminateByEqualities(split, kept)
	}
	return phi
}
