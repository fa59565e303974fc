package witness

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// CheckDerivation validates d against s by exact evaluation, without Z3: every
// node uses a clause of s and gives a value of the right sort to each of the
// clause's variables, its constraint evaluates to true, it has one child per
// body atom whose head values equal the atom's evaluated arguments, and the
// root uses a query clause. The error names the failing clause and position.
//
// A node shared by several parents is checked once, so the check takes time
// linear in the number of distinct nodes, not in the size of the tree the
// derivation stands for. A done ctx stops the check with an error that
// wraps ctx.Err().
func CheckDerivation(ctx context.Context, s *chc.System, d *chc.Derivation) error {
	if d == nil || d.Root == nil {
		return fmt.Errorf("empty derivation")
	}
	if !d.Root.Clause.IsQuery() {
		return fmt.Errorf("derivation root uses %s, which is not a query", describe(s, d.Root.Clause))
	}
	// The variables of each clause, computed when a node first uses it:
	// nil for a clause outside s.
	vars := make(map[*chc.Clause][]*chc.Term, len(s.Clauses))
	for _, c := range s.Clauses {
		vars[c] = nil
	}
	for i, n := range d.Nodes() {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("derivation check stopped at node %d: %w", i, err)
		}
		if err := checkNode(s, vars, n); err != nil {
			return fmt.Errorf("derivation node %d: %w", i, err)
		}
	}
	return nil
}

func checkNode(s *chc.System, vars map[*chc.Clause][]*chc.Term, n *chc.DerivNode) error {
	c := n.Clause
	cv, known := vars[c]
	if c == nil || !known {
		return fmt.Errorf("uses a clause that is not in the system")
	}
	if cv == nil {
		cv = c.Vars()
		vars[c] = cv
	}
	for _, v := range cv {
		val, ok := n.Values[v]
		if !ok {
			return fmt.Errorf("%s: variable %s has no value", describe(s, c), v)
		}
		if val.Sort() != v.Sort() {
			return fmt.Errorf("%s: variable %s of sort %s has a value of sort %s", describe(s, c), v, v.Sort(), val.Sort())
		}
	}
	ok, err := chc.EvalDefined(c.Constraint, n.Values)
	if err != nil {
		return fmt.Errorf("%s: constraint cannot be evaluated: %w", describe(s, c), err)
	}
	if !ok.Bool() {
		return fmt.Errorf("%s: constraint is false for the given values", describe(s, c))
	}
	if len(n.Children) != len(c.Body) {
		return fmt.Errorf("%s: %d body atoms but %d children", describe(s, c), len(c.Body), len(n.Children))
	}
	for i, child := range n.Children {
		if err := matchChild(s, n, i, child); err != nil {
			return err
		}
	}
	return nil
}

func matchChild(s *chc.System, n *chc.DerivNode, i int, child *chc.DerivNode) error {
	atom := n.Clause.Body[i]
	if child == nil || child.Clause == nil || child.Clause.Head == nil || child.Clause.Head.Pred != atom.Pred {
		return fmt.Errorf("%s: child %d does not derive %s", describe(s, n.Clause), i, atom.Pred)
	}
	want, err := n.BodyValues(i)
	if err != nil {
		return fmt.Errorf("%s: body atom %d: %w", describe(s, n.Clause), i, err)
	}
	got, err := child.HeadValues()
	if err != nil {
		return fmt.Errorf("%s: head: %w", describe(s, child.Clause), err)
	}
	for k := range want {
		if !want[k].Equal(got[k]) {
			return fmt.Errorf("%s: body atom %d (%s) argument %d is %s, but the child derives %s",
				describe(s, n.Clause), i, atom.Pred, k+1, want[k], got[k])
		}
	}
	return nil
}

func describe(s *chc.System, c *chc.Clause) string { return s.Describe(c) }
