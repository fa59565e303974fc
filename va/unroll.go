package va

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/unroll"
)

// unrolling is a derivation's clause instances on the original system in
// one solver: each distinct node's copy of its clause's constraint, and
// the links between a body atom's arguments and its child's head
// arguments, each guarded by its position's literal.
type unrolling struct {
	sol   smt.Solver
	enc   *unroll.SMT
	lits  map[position]*chc.Term // position → the literal guarding its links
	order []position             // the positions with links, in a fixed order
	root  *instance
}

// instance is one node's copy of its original clause.
type instance struct {
	cp       *unroll.Copy[*chc.Term]
	children []*instance
}

// unrollDerivation asserts d's constraints, mapped to the original clauses by orig,
// in a new solver; round names its fresh variables apart from other
// rounds'.
func unrollDerivation(newSolver smt.NewSolver, f *chc.Factory, d *chc.Derivation, orig map[*chc.Clause]*chc.Clause, round int) (*unrolling, error) {
	sol, err := newSolver(f)
	if err != nil {
		return nil, fmt.Errorf("making a solver: %w", err)
	}
	u := &unrolling{sol: sol, enc: unroll.NewSMT(f, sol, fmt.Sprintf("va#r%d#", round)), lits: map[position]*chc.Term{}}
	if err := u.encode(d, orig); err != nil {
		sol.Close()
		return nil, err
	}
	return u, nil
}

// encode asserts a copy of each node's clause and the guarded links.
func (u *unrolling) encode(d *chc.Derivation, orig map[*chc.Clause]*chc.Clause) error {
	nodes := d.Nodes()
	byNode := make(map[*chc.DerivNode]*instance, len(nodes))
	for ni, n := range nodes {
		c, ok := orig[n.Clause]
		if !ok {
			return fmt.Errorf("derivation node %d uses a clause not of the abstraction", ni)
		}
		cp, cond, err := u.enc.Instance(c, fmt.Sprintf("n%d", ni), nil, nil)
		if err != nil {
			return err
		}
		if err := u.enc.Assert(cond); err != nil {
			return fmt.Errorf("asserting the unrolling: %w", err)
		}
		byNode[n] = &instance{cp: cp}
	}
	for _, n := range nodes {
		in := byNode[n]
		c := in.cp.Clause
		if len(n.Children) != len(c.Body) {
			return fmt.Errorf("derivation node of %s has %d children for %d body atoms", c, len(n.Children), len(c.Body))
		}
		for j, ch := range n.Children {
			child := byNode[ch]
			in.children = append(in.children, child)
			b := c.Body[j]
			if child.cp.Clause.Head == nil || child.cp.Clause.Head.Pred != b.Pred {
				return fmt.Errorf("derivation node of %s: child %d does not derive %s", c, j, b.Pred)
			}
			for i := range b.Args {
				eq := u.enc.Equal(in.cp.Body[j][i:i+1], child.cp.Head[i:i+1])
				if err := u.enc.Implies(u.lit(position{b.Pred, i}), eq); err != nil {
					return fmt.Errorf("asserting the unrolling: %w", err)
				}
			}
		}
	}
	u.root = byNode[d.Root]
	return nil
}

// lit is the literal guarding the links of position p, made at its first
// use.
func (u *unrolling) lit(p position) *chc.Term {
	l, ok := u.lits[p]
	if !ok {
		l = u.enc.Fresh(fmt.Sprintf("b%s#%d", p.pred.Name, p.i))
		u.lits[p] = l
		u.order = append(u.order, p)
	}
	return l
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
// of the last feasible check (with every link in force): the derivation's
// own shape, each node with its copy's values.
func (u *unrolling) derivation() (*chc.Derivation, error) {
	return unroll.Read(unroll.Reader[*instance]{
		Selected: func(*instance) (bool, error) { return true, nil },
		Node:     func(in *instance) (*chc.DerivNode, error) { return in.cp.DerivNode() },
		Choices: func(in *instance) ([][]*instance, error) {
			out := make([][]*instance, len(in.children))
			for i, ch := range in.children {
				out[i] = []*instance{ch}
			}
			return out, nil
		},
	}, []*instance{u.root})
}
