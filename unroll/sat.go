package unroll

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/sat"
)

// SAT encodes unrollings of bit-vector systems in a sat.Solver: Booleans
// are literals, arguments are vectors of bits. An instance binds its
// clause's variables to the bits of the atoms it is given
// (sat.Solver.BindClause) and blasts the rest; a tree node's arguments
// are the bits of its atom's terms; a linear step's arguments are
// multiplexed from the heads of its uses, the first selected winning.
// Names are not used. A term the solver cannot blast gives an error
// wrapping sat.ErrUnsupported.
type SAT struct{ sol *sat.Solver }

// NewSAT returns the encoder into sol.
func NewSAT(sol *sat.Solver) *SAT { return &SAT{sol: sol} }

// Solver is the encoder's solver.
func (e *SAT) Solver() *sat.Solver { return e.sol }

// Fresh is a new literal.
func (e *SAT) Fresh(string) sat.Lit { return e.sol.NewLit() }

// True is the true literal.
func (e *SAT) True() sat.Lit { return e.sol.True() }

// Not is ¬b.
func (e *SAT) Not(b sat.Lit) sat.Lit { return b.Not() }

// And is the conjunction gate of bs.
func (e *SAT) And(bs ...sat.Lit) sat.Lit { return e.sol.Ands(bs...) }

// Or is the disjunction gate of bs.
func (e *SAT) Or(bs ...sat.Lit) sat.Lit { return e.sol.Ors(bs...) }

// Some is the disjunction gate of bs (false for none).
func (e *SAT) Some(_ string, bs ...sat.Lit) (sat.Lit, error) {
	if len(bs) == 0 {
		return e.sol.True().Not(), nil
	}
	return e.sol.Ors(bs...), nil
}

// Assert asserts b.
func (e *SAT) Assert(b sat.Lit) error {
	e.sol.AssertLit(b)
	return nil
}

// Implies asserts the clause ¬a ∨ b.
func (e *SAT) Implies(a, b sat.Lit) error {
	e.sol.AssertClause(a.Not(), b)
	return nil
}

// Equal is the conjunction of the equalities of xs[i] and ys[i].
func (e *SAT) Equal(xs, ys []sat.Vec) sat.Lit {
	eqs := make([]sat.Lit, len(xs))
	for i := range xs {
		eqs[i] = e.sol.Equal(xs[i], ys[i])
	}
	return e.sol.Ands(eqs...)
}

// Instance binds c's variables to the given atoms' bits, and blasts the
// constraint and the other atoms' arguments.
func (e *SAT) Instance(c *chc.Clause, _ string, head []sat.Vec, body [][]sat.Vec) (*Copy[sat.Vec], sat.Lit, error) {
	var atoms []sat.AtomBits
	if head != nil {
		atoms = append(atoms, sat.AtomBits{Terms: c.Head.Args, Bits: head})
	}
	for k, a := range c.Body {
		if k < len(body) && body[k] != nil {
			atoms = append(atoms, sat.AtomBits{Terms: a.Args, Bits: body[k]})
		}
	}
	var none sat.Lit
	env, eqs, err := e.sol.BindClause(c, atoms...)
	if err != nil {
		return nil, none, err
	}
	con, err := e.sol.Blast(c.Constraint, env)
	if err != nil {
		return nil, none, err
	}
	cp := &Copy[sat.Vec]{Clause: c, Head: head, Body: make([][]sat.Vec, len(c.Body))}
	cp.read = func() (chc.Env, error) { return e.values(c, env) }
	if c.Head != nil && head == nil {
		if cp.Head, err = e.blastAll(c.Head.Args, env); err != nil {
			return nil, none, err
		}
	}
	for k, a := range c.Body {
		if k < len(body) && body[k] != nil {
			cp.Body[k] = body[k]
		} else if cp.Body[k], err = e.blastAll(a.Args, env); err != nil {
			return nil, none, err
		}
	}
	return cp, e.sol.Ands(append(eqs, con[0])...), nil
}

// blastAll blasts every term of ts.
func (e *SAT) blastAll(ts []*chc.Term, env sat.Env) ([]sat.Vec, error) {
	out := make([]sat.Vec, len(ts))
	for i, t := range ts {
		v, err := e.sol.Blast(t, env)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// values reads the values of c's variables, bound in env, from the model.
func (e *SAT) values(c *chc.Clause, env sat.Env) (chc.Env, error) {
	out := make(chc.Env, len(env))
	for _, v := range c.Vars() {
		val, err := e.sol.VecValue(env[v], v.Sort())
		if err != nil {
			return nil, err
		}
		out[v] = val
	}
	return out, nil
}

// Node passes the terms' bits on as the node's arguments.
func (e *SAT) Node(_ *chc.Pred, _ string, ts []sat.Vec) ([]sat.Vec, sat.Lit) { return ts, e.sol.True() }

// Join multiplexes the heads by their selectors, the first selected
// winning; with no selector, p's arguments are fresh bits.
func (e *SAT) Join(p *chc.Pred, _ string, sels []sat.Lit, heads [][]sat.Vec) ([]sat.Vec, error) {
	if len(sels) == 0 {
		args := make([]sat.Vec, p.Arity())
		for j, so := range p.Params {
			v, err := e.sol.NewFor(so)
			if err != nil {
				return nil, fmt.Errorf("argument %d of %s: %w", j+1, p.Name, err)
			}
			args[j] = v
		}
		return args, nil
	}
	args := heads[len(sels)-1]
	for d := len(sels) - 2; d >= 0; d-- {
		next := make([]sat.Vec, len(args))
		for j := range args {
			next[j] = e.sol.Mux(sels[d], heads[d][j], args[j])
		}
		args = next
	}
	return args, nil
}

// Check solves under the assumptions.
func (e *SAT) Check(ctx context.Context, assume ...sat.Lit) (chc.Status, error) {
	return e.sol.Solve(ctx, assume...)
}

// Reason says why a check answered Unknown: the SAT solver only stops
// when its context is done.
func (e *SAT) Reason() string { return "the SAT search was stopped" }

// Value reads b in the model.
func (e *SAT) Value(b sat.Lit) (bool, error) { return e.sol.LitValue(b), nil }
