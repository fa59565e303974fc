package bitic3

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/sat"
)

// errBlast marks a term the sat package cannot blast; errNotBV a
// predicate argument that is neither a Bool nor a bit-vector.
var (
	errBlast = errors.New("cannot blast")
	errNotBV = errors.New("not a bit-vector argument")
)

// layout places the predicates' arguments in the state: loc location bits,
// then the pool; argument j of predicate k is the pool's bits
// off[k][j] .. off[k][j]+width-1.
type layout struct {
	preds []*chc.Pred
	pidx  map[*chc.Pred]int
	loc   int
	pool  int
	off   [][]int
	used  []int // pool bits predicate k uses
}

func newLayout(s *chc.System) (*layout, error) {
	l := &layout{preds: s.Preds, pidx: map[*chc.Pred]int{}, loc: bits.Len(uint(max(len(s.Preds), 1) - 1))}
	for k, p := range s.Preds {
		l.pidx[p] = k
		o := 0
		offs := make([]int, p.Arity())
		for j, so := range p.Params {
			offs[j] = o
			switch {
			case so == chc.BoolSort:
				o++
			case so.IsBitVec():
				o += so.Width()
			default:
				return nil, fmt.Errorf("%w: argument %d of %s has sort %s", errNotBV, j+1, p.Name, so)
			}
		}
		l.off = append(l.off, offs)
		l.used = append(l.used, o)
		l.pool = max(l.pool, o)
	}
	return l, nil
}

// size is the number of state bits.
func (l *layout) size() int { return l.loc + l.pool }

// argBits returns the slices of state st holding predicate k's arguments.
func (l *layout) argBits(st sat.Vec, k int) []sat.Vec {
	p := l.preds[k]
	out := make([]sat.Vec, p.Arity())
	for j, so := range p.Params {
		w := 1
		if so.IsBitVec() {
			w = so.Width()
		}
		o := l.loc + l.off[k][j]
		out[j] = st[o : o+w]
	}
	return out
}

// at returns the literal of "st is a state of predicate k": its location
// is k and the pool's bits past k's arguments are zero.
func (l *layout) at(sol *sat.Solver, st sat.Vec, k int) sat.Lit {
	var ls []sat.Lit
	for b := range l.loc {
		if k>>b&1 == 1 {
			ls = append(ls, st[b])
		} else {
			ls = append(ls, st[b].Not())
		}
	}
	for b := l.loc + l.used[k]; b < len(st); b++ {
		ls = append(ls, st[b].Not())
	}
	return sol.Ands(ls...)
}

// is returns the literal of "st is predicate k's state with arguments
// args".
func (l *layout) is(sol *sat.Solver, st sat.Vec, k int, args []sat.Vec) sat.Lit {
	ls := []sat.Lit{l.at(sol, st, k)}
	for j, a := range l.argBits(st, k) {
		ls = append(ls, sol.Equal(a, args[j]))
	}
	return sol.Ands(ls...)
}

// instance is one clause over the state bits: its selector and the bits
// of its variables.
type instance struct {
	c   *chc.Clause
	sel sat.Lit
	env sat.Env
}

// system is the transition system: current and next state bits, and the
// circuits of the initial states (over cur), the transition relation (cur
// to nxt) and the bad states (over cur), each the disjunction of its
// instances' selectors.
type system struct {
	*layout
	sol       *sat.Solver
	cur, nxt  sat.Vec
	init      []*instance
	trans     []*instance
	bad       []*instance
	initLit   sat.Lit
	transLit  sat.Lit
	badLit    sat.Lit
	trivial   []*instance // queries without a body atom
	trivialOr sat.Lit
}

func encode(s *chc.System, sol *sat.Solver) (*system, error) {
	l, err := newLayout(s)
	if err != nil {
		return nil, err
	}
	ts := &system{layout: l, sol: sol, cur: sol.NewVec(l.size()), nxt: sol.NewVec(l.size())}
	for _, c := range s.Clauses {
		if len(c.Body) > 1 {
			return nil, fmt.Errorf("%s is not linear", s.Describe(c))
		}
		var atoms []sat.AtomBits
		var conj []sat.Lit
		if len(c.Body) == 1 {
			k := l.pidx[c.Body[0].Pred]
			atoms = append(atoms, sat.AtomBits{Terms: c.Body[0].Args, Bits: l.argBits(ts.cur, k)})
			conj = append(conj, l.at(sol, ts.cur, k))
		}
		env, eqs, err := bind(sol, c, atoms...)
		if err != nil {
			return nil, err
		}
		con, err := blast(sol, c.Constraint, env)
		if err != nil {
			return nil, err
		}
		conj = append(append(conj, eqs...), con[0])
		in := &instance{c: c, env: env}
		if c.Head != nil {
			head := make([]sat.Vec, len(c.Head.Args))
			for j, t := range c.Head.Args {
				if head[j], err = blast(sol, t, env); err != nil {
					return nil, err
				}
			}
			target := ts.nxt
			if c.IsFact() {
				target = ts.cur
			}
			conj = append(conj, l.is(sol, target, l.pidx[c.Head.Pred], head))
		}
		in.sel = sol.Ands(conj...)
		switch {
		case c.IsQuery() && c.IsFact():
			ts.trivial = append(ts.trivial, in)
		case c.IsQuery():
			ts.bad = append(ts.bad, in)
		case c.IsFact():
			ts.init = append(ts.init, in)
		default:
			ts.trans = append(ts.trans, in)
		}
	}
	or := func(ins []*instance) sat.Lit {
		ls := make([]sat.Lit, len(ins))
		for i, in := range ins {
			ls[i] = in.sel
		}
		return sol.Ors(ls...)
	}
	ts.initLit, ts.transLit, ts.badLit, ts.trivialOr = or(ts.init), or(ts.trans), or(ts.bad), or(ts.trivial)
	return ts, nil
}

// blast is sol.Blast with an unsupported term marked as errBlast.
func blast(sol *sat.Solver, t *chc.Term, env sat.Env) (sat.Vec, error) {
	v, err := sol.Blast(t, env)
	return v, markBlast(err)
}

// bind is sol.BindClause with an unsupported term marked as errBlast.
func bind(sol *sat.Solver, c *chc.Clause, atoms ...sat.AtomBits) (sat.Env, []sat.Lit, error) {
	env, eqs, err := sol.BindClause(c, atoms...)
	return env, eqs, markBlast(err)
}

// markBlast marks an error of the sat package about a term it cannot blast
// as errBlast: the answer is Unknown, not a failure.
func markBlast(err error) error {
	if errors.Is(err, sat.ErrUnsupported) {
		return fmt.Errorf("%w: %v", errBlast, err)
	}
	return err
}
