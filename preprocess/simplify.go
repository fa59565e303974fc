package preprocess

import (
	"context"
	"fmt"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// Simplify propagates equalities and constants inside each clause's
// constraint (a variable defined by x = t is replaced by t, ground subterms
// are evaluated), and drops clauses whose constraint is false, clauses whose
// head is one of their body atoms, and duplicate clauses. Predicates are
// kept, so models need no translation; a derivation's nodes get back the
// values of eliminated variables by evaluating their definitions.
type Simplify struct{}

// Name returns "simplify".
func (Simplify) Name() string { return "simplify" }

// Apply simplifies s.
func (Simplify) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	f := s.Terms
	out := newSystem(s)
	out.Preds = s.Preds
	origins := make(map[*chc.Clause]*origin, len(s.Clauses))
	seen := make(map[string]bool, len(s.Clauses))
	changed := false
	for _, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		d, defs := simplifyClause(f, c)
		if d == nil || tautology(d) {
			changed = true
			continue
		}
		key := clauseKey(d)
		if seen[key] {
			changed = true
			continue
		}
		seen[key] = true
		changed = changed || d != c
		out.Clauses = append(out.Clauses, d)
		origins[d] = identityOrigin(c).subst(f, defs)
	}
	if !changed {
		return s, Identity, nil
	}
	return out, &backMap{in: s, lift: originLift(origins)}, nil
}

// tautology reports whether c's head is one of its body atoms.
func tautology(c *chc.Clause) bool {
	if c.Head == nil {
		return false
	}
	for _, a := range c.Body {
		if a.Pred == c.Head.Pred && sameArgs(a.Args, c.Head.Args) {
			return true
		}
	}
	return false
}

func sameArgs(a, b []*chc.Term) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// clauseKey is equal for clauses that are the same term for term (terms are
// hash-consed, so their IDs identify them); clauses that differ only in the
// names of their variables are not recognised.
func clauseKey(c *chc.Clause) string {
	var b strings.Builder
	atom := func(a chc.Atom) {
		fmt.Fprintf(&b, "%p(", a.Pred)
		for _, t := range a.Args {
			fmt.Fprintf(&b, "%d ", t.ID())
		}
		b.WriteString(")")
	}
	for _, a := range c.Body {
		atom(a)
	}
	fmt.Fprintf(&b, "|%d|", c.Constraint.ID())
	if c.Head != nil {
		atom(*c.Head)
	}
	return b.String()
}
