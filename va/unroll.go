package va

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// unrolling is a derivation's clause instances on the original system in
// one solver: each distinct node's copy of its clause's constraint, and
// the links between a body atom's arguments and its child's head
// arguments, each guarded by its position's literal.
type unrolling struct {
	f     *chc.Factory
	sol   smt.Solver
	lits  map[position]*chc.Term // position → the literal guarding its links
	order []position             // the positions with links, in a fixed order
	nodes []*instance            // in the order of d.Nodes
	root  *instance
}

// instance is one node's copy of its original clause.
type instance struct {
	c        *chc.Clause // original clause
	vars     []*chc.Term // c.Vars()
	sigma    map[*chc.Term]*chc.Term
	children []*instance
}

// unroll asserts d's constraints, mapped to the original clauses by orig,
// in a new solver; round names its fresh variables apart from other
// rounds'.
func unroll(newSolver smt.NewSolver, f *chc.Factory, d *chc.Derivation, orig map[*chc.Clause]*chc.Clause, round int) (*unrolling, error) {
	u := &unrolling{f: f, lits: map[position]*chc.Term{}}
	nodes := d.Nodes()
	byNode := make(map[*chc.DerivNode]*instance, len(nodes))
	var conj []*chc.Term
	for ni, n := range nodes {
		c, ok := orig[n.Clause]
		if !ok {
			return nil, fmt.Errorf("derivation node %d uses a clause not of the abstraction", ni)
		}
		in := &instance{c: c, vars: c.Vars()}
		in.sigma, _ = chc.RenameApart(f, c, nil, func(k int, v *chc.Term) *chc.Term {
			return f.Var(fmt.Sprintf("va#r%d#n%d#%d", round, ni, k), v.Sort())
		})
		conj = append(conj, f.Subst(c.Constraint, in.sigma))
		byNode[n] = in
		u.nodes = append(u.nodes, in)
	}
	for _, n := range nodes {
		in := byNode[n]
		if len(n.Children) != len(in.c.Body) {
			return nil, fmt.Errorf("derivation node of %s has %d children for %d body atoms", in.c, len(n.Children), len(in.c.Body))
		}
		for j, ch := range n.Children {
			child := byNode[ch]
			in.children = append(in.children, child)
			b := in.c.Body[j]
			if child.c.Head == nil || child.c.Head.Pred != b.Pred {
				return nil, fmt.Errorf("derivation node of %s: child %d does not derive %s", in.c, j, b.Pred)
			}
			for i, x := range b.Args {
				pos := position{b.Pred, i}
				lit, ok := u.lits[pos]
				if !ok {
					lit = f.Var(fmt.Sprintf("va#r%d#b%s#%d", round, b.Pred.Name, i), chc.BoolSort)
					u.lits[pos] = lit
					u.order = append(u.order, pos)
				}
				eq := f.Eq(f.Subst(x, in.sigma), f.Subst(child.c.Head.Args[i], child.sigma))
				conj = append(conj, f.Implies(lit, eq))
			}
		}
	}
	u.root = byNode[d.Root]
	sol, err := newSolver(f)
	if err != nil {
		return nil, fmt.Errorf("making a solver: %w", err)
	}
	u.sol = sol
	if err := sol.Assert(conj...); err != nil {
		sol.Close()
		return nil, fmt.Errorf("asserting the unrolling: %w", err)
	}
	return u, nil
}

// close frees the solver.
func (u *unrolling) close() { u.sol.Close() }

// feasible reports whether the unrolling has a model with the links of
// the positions t tracks (and of no others) in force. A check that the
// solver cannot decide is an error.
func (u *unrolling) feasible(ctx context.Context, t func(position) bool) (bool, error) {
	var assume []*chc.Term
	for _, p := range u.order {
		if t(p) {
			assume = append(assume, u.lits[p])
		}
	}
	r, err := u.sol.Check(ctx, assume...)
	if err != nil {
		return false, err
	}
	switch r {
	case smt.Sat:
		return true, nil
	case smt.Unsat:
		return false, nil
	}
	return false, fmt.Errorf("the feasibility check is unknown: %s", u.sol.Reason())
}

// derivation reads the derivation of the original system off the model
// of the last feasible check (with every link in force).
func (u *unrolling) derivation() (*chc.Derivation, error) {
	made := map[*instance]*chc.DerivNode{}
	var build func(in *instance) (*chc.DerivNode, error)
	build = func(in *instance) (*chc.DerivNode, error) {
		if dn, ok := made[in]; ok {
			return dn, nil
		}
		env, err := smt.Values(u.sol, in.vars, in.sigma)
		if err != nil {
			return nil, err
		}
		dn := &chc.DerivNode{Clause: in.c, Values: env}
		made[in] = dn
		for _, ch := range in.children {
			sub, err := build(ch)
			if err != nil {
				return nil, err
			}
			dn.Children = append(dn.Children, sub)
		}
		return dn, nil
	}
	root, err := build(u.root)
	if err != nil {
		return nil, err
	}
	return &chc.Derivation{Root: root}, nil
}
