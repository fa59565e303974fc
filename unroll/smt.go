package unroll

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// Solver is what SMT needs of an SMT solver: the facets that assert,
// check and read a model.
type Solver interface {
	smt.Asserter
	smt.Checker
	smt.Evaler
}

// SMT encodes unrollings in an SMT solver: Booleans are Bool terms, an
// instance is a fresh copy of its clause's variables (named prefix+name.k),
// a tree node's arguments are fresh variables equal to its atom's terms,
// and a linear step's arguments are fresh variables that each selected
// use's head equals.
type SMT struct {
	f      *chc.Factory
	sol    Solver
	prefix string
}

// NewSMT returns the encoder into sol, whose terms are f's; prefix keeps
// the names it declares apart from the system's.
func NewSMT(f *chc.Factory, sol Solver, prefix string) *SMT {
	return &SMT{f: f, sol: sol, prefix: prefix}
}

// Fresh declares the Bool variable prefix+name.
func (e *SMT) Fresh(name string) *chc.Term { return e.f.Var(e.prefix+name, chc.BoolSort) }

// True is the term true.
func (e *SMT) True() *chc.Term { return e.f.True() }

// Not is ¬b.
func (e *SMT) Not(b *chc.Term) *chc.Term { return e.f.Not(b) }

// And is the conjunction of bs.
func (e *SMT) And(bs ...*chc.Term) *chc.Term { return e.f.And(bs...) }

// Or is the disjunction of bs.
func (e *SMT) Or(bs ...*chc.Term) *chc.Term { return e.f.Or(bs...) }

// Some declares a Bool variable and asserts that it implies some of bs.
func (e *SMT) Some(name string, bs ...*chc.Term) (*chc.Term, error) {
	v := e.Fresh(name)
	return v, e.sol.Assert(e.f.Implies(v, e.f.Or(bs...)))
}

// Assert asserts b.
func (e *SMT) Assert(b *chc.Term) error { return e.sol.Assert(b) }

// Implies asserts a → b.
func (e *SMT) Implies(a, b *chc.Term) error { return e.sol.Assert(e.f.Implies(a, b)) }

// Equal is the conjunction of xs[i] = ys[i].
func (e *SMT) Equal(xs, ys []*chc.Term) *chc.Term { return e.f.EqAll(xs, ys) }

// Instance renames c's variables apart to prefix+name.k.
func (e *SMT) Instance(c *chc.Clause, name string, head []*chc.Term, body [][]*chc.Term) (*Copy[*chc.Term], *chc.Term, error) {
	f := e.f
	ren, _ := chc.RenameApart(f, c, nil, func(k int, v *chc.Term) *chc.Term {
		return f.Var(fmt.Sprintf("%s%s.%d", e.prefix, name, k), v.Sort())
	})
	vars := c.Vars()
	cp := &Copy[*chc.Term]{Clause: c, Body: make([][]*chc.Term, len(c.Body))}
	cp.read = func() (chc.Env, error) { return smt.Values(e.sol, vars, ren) }
	conj := []*chc.Term{f.Subst(c.Constraint, ren)}
	if c.Head != nil {
		cp.Head = f.SubstAll(c.Head.Args, ren)
		if head != nil {
			conj = append(conj, f.EqAll(head, cp.Head))
		}
	}
	for k, a := range c.Body {
		cp.Body[k] = f.SubstAll(a.Args, ren)
		if k < len(body) && body[k] != nil {
			conj = append(conj, f.EqAll(body[k], cp.Body[k]))
		}
	}
	return cp, f.And(conj...), nil
}

// Node declares p's arguments as variables prefix+a<name>.j.
func (e *SMT) Node(p *chc.Pred, name string, ts []*chc.Term) ([]*chc.Term, *chc.Term) {
	args := e.args(p, "a"+name)
	return args, e.f.EqAll(args, ts)
}

// Join declares p's arguments as variables prefix+name.j and asserts
// that each selector implies them equal to its head.
func (e *SMT) Join(p *chc.Pred, name string, sels []*chc.Term, heads [][]*chc.Term) ([]*chc.Term, error) {
	args := e.args(p, name)
	for d, sel := range sels {
		if err := e.Implies(sel, e.f.EqAll(args, heads[d])); err != nil {
			return nil, err
		}
	}
	return args, nil
}

// args declares variables prefix+name.j for p's parameters.
func (e *SMT) args(p *chc.Pred, name string) []*chc.Term {
	args := make([]*chc.Term, p.Arity())
	for j, so := range p.Params {
		args[j] = e.f.Var(fmt.Sprintf("%s%s.%d", e.prefix, name, j), so)
	}
	return args
}

// Check checks the solver under the assumptions.
func (e *SMT) Check(ctx context.Context, assume ...*chc.Term) (chc.Status, error) {
	return e.sol.Check(ctx, assume...)
}

// Reason is the solver's reason for its last Unknown.
func (e *SMT) Reason() string { return e.sol.Reason() }

// Value reads b in the solver's model.
func (e *SMT) Value(b *chc.Term) (bool, error) {
	v, err := e.sol.Value(b)
	if err != nil {
		return false, err
	}
	return v.Bool(), nil
}
