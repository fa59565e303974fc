package preprocess

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// Specialize splits a predicate into one predicate per value of an argument
// that every clause fixes to a constant, wherever the predicate occurs: in
// each head and in each body atom the constraint equates that argument with
// a numeral (an integer or a bit-vector one) or true, false. Program
// encodings that keep the program location as an argument — SLAyer's
// clauses (over integers or machine words), horn's own RTS encodings,
// many verifiers' "pc" arguments — become one predicate per location, and
// Inline and Unfold can then resolve the locations that are not loop heads
// away. This is the unification HORN-LA's Inline relies on (an atom q(2, ...)
// does not unify with a head q(1, ...)), made explicit for clauses whose
// head arguments are variables.
//
// P(x_1..x_n) split on position i into P@c_1 … P@c_k (position i dropped)
// gets back the interpretation ⋁_j (x_i = c_j ∧ P@c_j(x without x_i)),
// which is exact: every fact of P has one of the c_j at position i. A clause
// whose body atom has a value no head of P has is dropped (that atom is
// false). Derivations map node by node: an output clause is its input
// clause with atoms renamed.
type Specialize struct {
	MaxValues int // most values one split may make; 0: 64
}

// Name returns "specialize".
func (Specialize) Name() string { return "specialize" }

// split is one predicate's split: the position and the predicate per value.
type split struct {
	pos  int
	into map[*chc.Term]*chc.Pred // value → specialised predicate
	vals []*chc.Term             // the values, in order of first appearance
}

// Apply specialises every predicate that has a position to split on. It
// indexes the atoms by predicate once, so that it takes time linear in the
// size of s however many predicates there are.
func (sp Specialize) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	maxValues := orDefault(sp.MaxValues, 64)
	f := s.Terms
	fixed := make([]map[*chc.Term]*chc.Term, len(s.Clauses))
	uses := make(map[*chc.Pred][]predUse)
	for i, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		fixed[i] = fixedValues(c.Constraint)
		if h := c.Head; h != nil {
			uses[h.Pred] = append(uses[h.Pred], predUse{clause: i, atom: *h, head: true})
		}
		for _, a := range c.Body {
			uses[a.Pred] = append(uses[a.Pred], predUse{clause: i, atom: a})
		}
	}
	splits := make(map[*chc.Pred]*split)
	names := make(map[string]bool, len(s.Preds))
	for _, p := range s.Preds {
		names[p.Name] = true
	}
	for _, p := range s.Preds {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		if pos := splitPosition(f, fixed, p, uses[p], maxValues); pos >= 0 {
			splits[p] = newSplit(f, fixed, p, uses[p], pos, names)
		}
	}
	if len(splits) == 0 {
		return s, Identity, nil
	}
	out := newSystem(s)
	for _, p := range s.Preds {
		if sp := splits[p]; sp != nil {
			for _, v := range sp.vals {
				out.Preds = append(out.Preds, sp.into[v])
			}
		} else {
			out.Preds = append(out.Preds, p)
		}
	}
	origins := make(map[*chc.Clause]*origin, len(s.Clauses))
	for i, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		d, ok := specialiseClause(f, c, fixed[i], splits)
		if !ok {
			continue
		}
		out.Clauses = append(out.Clauses, d)
		origins[d] = identityOrigin(c)
	}
	model := func(ctx context.Context, m chc.Model, _ smt.NewSolver) (chc.Model, error) {
		return unsplitModel(ctx, f, s, m, splits)
	}
	return out, &backMap{in: s, lift: originLift(origins), model: model}, nil
}

// fixedValues returns the variables that a top-level conjunct of phi equates
// with a numeral or a Boolean constant, with that constant.
func fixedValues(phi *chc.Term) map[*chc.Term]*chc.Term {
	out := make(map[*chc.Term]*chc.Term)
	for _, k := range chc.Conjuncts(phi) {
		switch {
		case k.IsVar():
			out[k] = k // a Bool variable asserted true; replaced below
		case k.Op() == chc.OpNot && k.Arg(0).IsVar():
			out[k.Arg(0)] = nil // asserted false; replaced below
		case k.Op() == chc.OpEq && k.NumArgs() == 2:
			a, b := k.Arg(0), k.Arg(1)
			if b.IsVar() && isConstant(a) {
				a, b = b, a
			}
			if a.IsVar() && isConstant(b) {
				out[a] = b
			}
		}
	}
	return out
}

func isConstant(t *chc.Term) bool {
	switch t.Op() {
	case chc.OpNum, chc.OpTrue, chc.OpFalse:
		return true
	}
	return false
}

// valueOf returns the constant that t is in a clause whose fixed variables
// are fixed (with f for Boolean truth values), or nil.
func valueOf(f *chc.Factory, t *chc.Term, fixed map[*chc.Term]*chc.Term) *chc.Term {
	if isConstant(t) {
		return t
	}
	if !t.IsVar() {
		return nil
	}
	v, ok := fixed[t]
	switch {
	case !ok:
		return nil
	case v == nil:
		return f.False()
	case v == t:
		return f.True()
	}
	return v
}

// predUse is one occurrence of a predicate: an atom of clause number
// clause, its head or one of its body atoms.
type predUse struct {
	clause int
	atom   chc.Atom
	head   bool
}

// splitPosition returns the first position of p of sort Int, Bool or a
// bit-vector sort (the location argument of bit-vector translations) that
// every head and every body atom of p (uses, in clause order) fixes to a
// constant, with at most maxValues values in heads; -1 when there is none
// (or p has no fact or rule defining it, which Slice handles).
func splitPosition(f *chc.Factory, fixed []map[*chc.Term]*chc.Term, p *chc.Pred, uses []predUse, maxValues int) int {
	for pos, so := range p.Params {
		if so != chc.IntSort && so != chc.BoolSort && !so.IsBitVec() {
			continue
		}
		ok, heads := true, make(map[*chc.Term]bool)
		for _, u := range uses {
			v := valueOf(f, u.atom.Args[pos], fixed[u.clause])
			if v == nil {
				ok = false
				break
			}
			if u.head {
				heads[v] = true
			}
		}
		if ok && len(heads) > 0 && len(heads) <= maxValues {
			return pos
		}
	}
	return -1
}

// newSplit makes p's specialised predicates, named p@value.
func newSplit(f *chc.Factory, fixed []map[*chc.Term]*chc.Term, p *chc.Pred, uses []predUse, pos int, names map[string]bool) *split {
	sp := &split{pos: pos, into: make(map[*chc.Term]*chc.Pred)}
	params := append(append([]chc.Sort(nil), p.Params[:pos]...), p.Params[pos+1:]...)
	for _, u := range uses {
		if !u.head {
			continue
		}
		v := valueOf(f, u.atom.Args[pos], fixed[u.clause])
		if sp.into[v] != nil {
			continue
		}
		name := freshName(fmt.Sprintf("%s@%s", p.Name, valueName(v)), names)
		sp.into[v] = &chc.Pred{Name: name, Params: params}
		sp.vals = append(sp.vals, v)
	}
	return sp
}

// valueName is how a split predicate's name shows its value: the numeral
// or truth value as printed, a bit-vector's as bvN (not "(_ bvN w)").
func valueName(v *chc.Term) string {
	if v.Sort().IsBitVec() {
		return "bv" + v.Num().Num().String()
	}
	return v.String()
}

// specialiseClause renames c's atoms of split predicates; false when a body
// atom has a value no head has (the clause can never fire).
func specialiseClause(f *chc.Factory, c *chc.Clause, fixed map[*chc.Term]*chc.Term, splits map[*chc.Pred]*split) (*chc.Clause, bool) {
	rename := func(a chc.Atom) (chc.Atom, bool) {
		sp := splits[a.Pred]
		if sp == nil {
			return a, true
		}
		v := valueOf(f, a.Args[sp.pos], fixed)
		q := sp.into[v]
		if q == nil {
			return chc.Atom{}, false
		}
		args := append(append([]*chc.Term(nil), a.Args[:sp.pos]...), a.Args[sp.pos+1:]...)
		return chc.Atom{Pred: q, Args: args}, true
	}
	d := &chc.Clause{Constraint: c.Constraint, Pos: c.Pos, VarOrder: c.VarOrder}
	for _, a := range c.Body {
		b, ok := rename(a)
		if !ok {
			return nil, false
		}
		d.Body = append(d.Body, b)
	}
	if c.Head != nil {
		h, ok := rename(*c.Head)
		if !ok {
			return nil, false
		}
		d.Head = &h
	}
	return d, true
}

// unsplitModel interprets each split predicate by the disjunction of its
// parts, each guarded by its value.
func unsplitModel(ctx context.Context, f *chc.Factory, in *chc.System, m chc.Model, splits map[*chc.Pred]*split) (chc.Model, error) {
	return joinParts(ctx, f, in, m, func(p *chc.Pred, params []*chc.Term) []part {
		sp := splits[p]
		if sp == nil {
			return nil
		}
		rest := append(append([]*chc.Term(nil), params[:sp.pos]...), params[sp.pos+1:]...)
		parts := make([]part, len(sp.vals))
		for i, v := range sp.vals {
			parts[i] = part{pred: sp.into[v], args: rest, guard: []*chc.Term{f.Eq(params[sp.pos], v)}}
		}
		return parts
	})
}

// part is one of the predicates a predicate was split into: its
// arguments and the guard under which it stands for the whole, both over
// the whole's parameters.
type part struct {
	pred  *chc.Pred
	args  []*chc.Term
	guard []*chc.Term
}

// joinParts interprets each predicate of in that partsOf splits (over
// fresh parameters) by the disjunction of its parts' interpretations,
// each under its guard, and drops the parts from the model.
func joinParts(ctx context.Context, f *chc.Factory, in *chc.System, m chc.Model, partsOf func(p *chc.Pred, params []*chc.Term) []part) (chc.Model, error) {
	out := copyModel(m)
	for _, p := range in.Preds {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		params := freshParams(f, p.Params, nil)
		parts := partsOf(p, params)
		if parts == nil {
			continue
		}
		disj := make([]*chc.Term, 0, len(parts))
		for _, pt := range parts {
			body, ok := m.Instantiate(f, chc.Atom{Pred: pt.pred, Args: pt.args})
			if !ok {
				return nil, fmt.Errorf("model has no interpretation for %s", pt.pred.Name)
			}
			disj = append(disj, f.And(append(pt.guard[:len(pt.guard):len(pt.guard)], body)...))
			delete(out, pt.pred)
		}
		out[p] = chc.Interp{Params: params, Body: f.Or(disj...)}
	}
	return out, nil
}
