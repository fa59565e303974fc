package si

import (
	"context"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// unfolding is the partially inlined derivation tree of the query clauses
// in one incremental solver (see the package comment).
type unfolding struct {
	s       *chc.System
	f       *chc.Factory
	sol     smt.Solver
	summary chc.Model // nil: none
	stats   *result.Stats
	heads   map[*chc.Pred][]int // clause indices by head predicate
	goal    *chc.Term
	roots   []*choice
	open    []*node // the open nodes, in order of creation
	nodes   int     // nodes made
	inlined int     // nodes inlined
}

// node is one call site: an occurrence of a body atom in a clause instance.
type node struct {
	pred    *chc.Pred
	args    []*chc.Term
	used    *chc.Term
	parent  *node // nil below a query clause
	depth   int   // how many ancestors share pred
	choices []*choice
	inlined bool
}

// choice is one clause instance deriving a node (or a query root).
type choice struct {
	c        *chc.Clause
	sel      *chc.Term
	ren      map[*chc.Term]*chc.Term
	vars     []*chc.Term
	children []*node
}

func newUnfolding(s *chc.System, sol smt.Solver, summary chc.Model, stats *result.Stats) *unfolding {
	u := &unfolding{s: s, f: s.Terms, sol: sol, summary: summary, stats: stats, heads: map[*chc.Pred][]int{}}
	for i, c := range s.Clauses {
		if c.Head != nil {
			u.heads[c.Head.Pred] = append(u.heads[c.Head.Pred], i)
		}
	}
	return u
}

// start asserts the query clauses, one selector each, and the goal literal
// implying one of them.
func (u *unfolding) start() error {
	var sels []*chc.Term
	for ci, c := range u.s.Clauses {
		if c.IsQuery() {
			ch, err := u.instantiate(ci, nil)
			if err != nil {
				return err
			}
			u.roots = append(u.roots, ch)
			sels = append(sels, ch.sel)
		}
	}
	u.goal = u.f.Var("si#goal", chc.BoolSort)
	return u.sol.Assert(u.f.Implies(u.goal, u.f.Or(sels...)))
}

// size is the number of nodes made.
func (u *unfolding) size() int { return u.nodes }

// inline defines each node of ns by the clauses with its predicate as head,
// and drops them from the open nodes.
func (u *unfolding) inline(ctx context.Context, ns []*node) error {
	for _, n := range ns {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("inlining: %w", err)
		}
		if n.inlined {
			continue
		}
		var sels []*chc.Term
		for _, ci := range u.heads[n.pred] {
			ch, err := u.instantiate(ci, n)
			if err != nil {
				return err
			}
			n.choices = append(n.choices, ch)
			sels = append(sels, ch.sel)
		}
		n.inlined = true
		u.inlined++
		if err := u.sol.Assert(u.f.Implies(n.used, u.f.Or(sels...))); err != nil {
			return err
		}
	}
	open := u.open[:0]
	for _, n := range u.open {
		if !n.inlined {
			open = append(open, n)
		}
	}
	u.open = open
	u.stats.Add("si inlined", int64(len(ns)))
	u.stats.Max("si nodes", int64(u.nodes))
	return nil
}

// instantiate asserts one use of clause ci as a way to derive parent (nil
// for a query root) and makes an open node per body atom.
func (u *unfolding) instantiate(ci int, parent *node) (*choice, error) {
	f := u.f
	c := u.s.Clauses[ci]
	id := u.nodes
	u.nodes++
	ch := &choice{c: c, sel: f.Var(fmt.Sprintf("si#s%d.%d", ci, id), chc.BoolSort)}
	ch.ren, _ = chc.RenameApart(f, c, nil, func(k int, v *chc.Term) *chc.Term {
		return f.Var(fmt.Sprintf("si#c%d.%d.%d", ci, id, k), v.Sort())
	})
	ch.vars = c.Vars()
	conj := []*chc.Term{f.Subst(c.Constraint, ch.ren)}
	if parent != nil {
		conj = append(conj, f.EqAll(parent.args, f.SubstAll(c.Head.Args, ch.ren)))
	}
	for k, a := range c.Body {
		n := u.newNode(a.Pred, parent, fmt.Sprintf("%d.%d", id, k))
		ch.children = append(ch.children, n)
		conj = append(conj, n.used, f.EqAll(n.args, f.SubstAll(a.Args, ch.ren)))
		if in, ok := u.summary.Instantiate(f, chc.Atom{Pred: n.pred, Args: n.args}); ok && !in.IsTrue() {
			if err := u.sol.Assert(f.Implies(n.used, in)); err != nil {
				return nil, err
			}
		}
	}
	return ch, u.sol.Assert(f.Implies(ch.sel, f.And(conj...)))
}

// newNode makes an open node for an atom of p in a clause deriving parent.
func (u *unfolding) newNode(p *chc.Pred, parent *node, name string) *node {
	n := &node{pred: p, parent: parent, used: u.f.Var("si#u"+name, chc.BoolSort), args: make([]*chc.Term, p.Arity())}
	for j, so := range p.Params {
		n.args[j] = u.f.Var(fmt.Sprintf("si#a%s.%d", name, j), so)
	}
	for a := parent; a != nil; a = a.parent {
		if a.pred == p {
			n.depth++
		}
	}
	u.nodes++
	u.open = append(u.open, n)
	return n
}

// check asks for a derivation of false with the open nodes that blocked
// accepts assumed unused.
func (u *unfolding) check(ctx context.Context, blocked func(*node) bool) (smt.Result, map[*chc.Term]*node, error) {
	assume := []*chc.Term{u.goal}
	lits := map[*chc.Term]*node{}
	for _, n := range u.open {
		if blocked(n) {
			l := u.f.Not(n.used)
			assume = append(assume, l)
			lits[l] = n
		}
	}
	start := time.Now()
	r, err := u.sol.Check(ctx, assume...)
	u.stats.Add("si queries", 1)
	u.stats.AddDuration("si smt time", time.Since(start))
	return r, lits, err
}

// unrolling is the unfolding as chc.ReadDerivation reads it: a choice is
// selected where the model makes its literal true; reaching an open node
// is an error.
func (u *unfolding) unrolling() chc.Unrolling[*choice] {
	return chc.Unrolling[*choice]{
		Selected: func(ch *choice) (bool, error) {
			v, err := u.sol.Value(ch.sel)
			return err == nil && v.Bool(), err
		},
		Node: func(ch *choice) (*chc.DerivNode, error) {
			env, err := smt.Values(u.sol, ch.vars, ch.ren)
			return &chc.DerivNode{Clause: ch.c, Values: env}, err
		},
		Choices: func(ch *choice) ([][]*choice, error) {
			out := make([][]*choice, len(ch.children))
			for i, n := range ch.children {
				if !n.inlined {
					return nil, fmt.Errorf("internal error: the derivation reaches an open node")
				}
				out[i] = n.choices
			}
			return out, nil
		},
	}
}

// path returns the open nodes on the derivation the model selects: from
// the first selected query clause down through the first selected clause
// of each inlined node.
func (u *unfolding) path() ([]*node, error) {
	var out []*node
	un := u.unrolling()
	// Read the derivation with the open nodes collected instead of
	// refused: they are where the path leaves the inlined part.
	un.Choices = func(ch *choice) ([][]*choice, error) {
		var in [][]*choice
		for _, n := range ch.children {
			if !n.inlined {
				out = append(out, n)
				continue
			}
			in = append(in, n.choices)
		}
		return in, nil
	}
	un.Node = func(ch *choice) (*chc.DerivNode, error) { return &chc.DerivNode{Clause: ch.c}, nil }
	if _, err := chc.ReadDerivation(un, u.roots); err != nil {
		return nil, err
	}
	return out, nil
}

// counterexample reads the derivation the model selects; every node on
// it must be inlined (path returned nothing).
func (u *unfolding) counterexample() (result.Result, error) {
	d, err := chc.ReadDerivation(u.unrolling(), u.roots)
	if err != nil {
		return result.Result{}, err
	}
	return result.Result{Status: chc.Unsat, Derivation: d}, nil
}
