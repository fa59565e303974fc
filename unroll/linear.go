package unroll

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// Linear unrolls a linear system step by step. reach(P,i) means "P holds
// for args(P,i), derived in exactly i+1 clause applications". Each clause
// that fires at step i (FiresAt) and whose body predicate can hold where
// it needs it has a use: a selector implying the clause's constraint over
// a copy of its variables and its body atom held (reach and arguments)
// at step i-1, a query's at step i. reach(P,i) implies some use with head
// P, and args(P,i) equal the head of the (first) selected one (Join).
// The step's goal implies some query use, its alive literal some reach.
type Linear[B, A any] struct {
	enc   Encoder[B, A]
	s     *chc.System
	pidx  map[*chc.Pred]int
	steps []*step[B, A]
	// Yield, if set, is called before each clause use that a step
	// encodes (with the context Step got), after ctx is checked; an error
	// stops the step.
	Yield func(ctx context.Context) error
}

// step is one step of a linear unrolling.
type step[B, A any] struct {
	args  [][]A          // per predicate
	reach []B            // per predicate
	defs  [][]*use[B, A] // per predicate: the uses deriving it, in clause order
	query []*use[B, A]
	goal  B
	alive B
	// live marks the predicates some clause can derive at this step by
	// the clauses' shape alone: a fact at step 0, a rule whose body
	// predicate is live at the step before.
	live []bool
}

// use is one use of a clause at a step.
type use[B, A any] struct {
	cp   *Copy[A]
	sel  B
	step int
}

// NewLinear returns the empty unrolling of s (a linear system) into enc.
func NewLinear[B, A any](s *chc.System, enc Encoder[B, A]) *Linear[B, A] {
	l := &Linear[B, A]{enc: enc, s: s, pidx: make(map[*chc.Pred]int, len(s.Preds))}
	for i, p := range s.Preds {
		l.pidx[p] = i
	}
	return l
}

// FiresAt reports whether c is used at step i: clauses without body atoms
// at step 0, rules from step 1 (their body at the step before), queries
// with a body atom at every step (their body at the same step).
func FiresAt(c *chc.Clause, i int) bool {
	switch {
	case c.IsFact():
		return i == 0
	case c.IsQuery():
		return true
	}
	return i >= 1
}

// Steps is the number of steps encoded.
func (l *Linear[B, A]) Steps() int { return len(l.steps) }

// Goal is step i's goal: it implies some query use at step i.
func (l *Linear[B, A]) Goal(i int) B { return l.steps[i].goal }

// Alive is step i's alive literal: it implies some predicate is reached
// at step i.
func (l *Linear[B, A]) Alive(i int) B { return l.steps[i].alive }

// Reach is reach(P,i) for the k-th predicate P of the system.
func (l *Linear[B, A]) Reach(i, k int) B { return l.steps[i].reach[k] }

// Args are args(P,i) for the k-th predicate P of the system.
func (l *Linear[B, A]) Args(i, k int) []A { return l.steps[i].args[k] }

// Live is the number of predicates that some clause can derive at step i
// by the clauses' shape alone; none means that nothing is derivable at
// step i or after.
func (l *Linear[B, A]) Live(i int) int {
	n := 0
	for _, b := range l.steps[i].live {
		if b {
			n++
		}
	}
	return n
}

// Step encodes the next step and returns its index and the number of
// clause uses it encoded. Rules come first, then queries, whose body is
// at this step; a use whose body predicate is not live where it needs it
// can never be selected, and is not encoded.
func (l *Linear[B, A]) Step(ctx context.Context) (int, int, error) {
	i, n := len(l.steps), len(l.s.Preds)
	st := &step[B, A]{args: make([][]A, n), reach: make([]B, n), defs: make([][]*use[B, A], n), live: make([]bool, n)}
	uses := 0
	for ci, c := range l.s.Clauses {
		if c.IsQuery() || !FiresAt(c, i) || !l.liveBody(c, i, st) {
			continue
		}
		u, err := l.use(ctx, ci, i, st)
		if err != nil {
			return i, uses, err
		}
		h := l.pidx[c.Head.Pred]
		st.live[h] = true
		st.defs[h] = append(st.defs[h], u)
		uses++
	}
	var reached []B
	for k, p := range l.s.Preds {
		if err := l.define(st, i, k, p); err != nil {
			return i, uses, err
		}
		if st.live[k] {
			reached = append(reached, st.reach[k])
		}
	}
	var queries []B
	for ci, c := range l.s.Clauses {
		if !c.IsQuery() || !FiresAt(c, i) || !l.liveBody(c, i, st) {
			continue
		}
		u, err := l.use(ctx, ci, i, st)
		if err != nil {
			return i, uses, err
		}
		st.query = append(st.query, u)
		queries = append(queries, u.sel)
		uses++
	}
	var err error
	if st.goal, err = l.enc.Some(fmt.Sprintf("goal@%d", i), queries...); err != nil {
		return i, uses, err
	}
	if st.alive, err = l.enc.Some(fmt.Sprintf("alive@%d", i), reached...); err != nil {
		return i, uses, err
	}
	l.steps = append(l.steps, st)
	return i, uses, nil
}

// define makes reach(P,i) and args(P,i) for the k-th predicate P from
// the uses deriving it.
func (l *Linear[B, A]) define(st *step[B, A], i, k int, p *chc.Pred) error {
	defs := st.defs[k]
	sels := make([]B, len(defs))
	heads := make([][]A, len(defs))
	for d, u := range defs {
		sels[d], heads[d] = u.sel, u.cp.Head
	}
	var err error
	if st.reach[k], err = l.enc.Some(fmt.Sprintf("r%d@%d", k, i), sels...); err != nil {
		return err
	}
	st.args[k], err = l.enc.Join(p, fmt.Sprintf("p%d@%d", k, i), sels, heads)
	return err
}

// liveBody reports whether c's body atom can hold where its use at step
// i needs it: at step i-1 for a rule, at step i (st, being built, its
// rules marked first) for a query.
func (l *Linear[B, A]) liveBody(c *chc.Clause, i int, st *step[B, A]) bool {
	if len(c.Body) == 0 {
		return true
	}
	k := l.pidx[c.Body[0].Pred]
	if c.IsQuery() {
		return st.live[k]
	}
	return i >= 1 && l.steps[i-1].live[k]
}

// use encodes one use of clause ci at step i: its selector implies the
// clause's constraint and its body atom held where the use needs it.
func (l *Linear[B, A]) use(ctx context.Context, ci, i int, st *step[B, A]) (*use[B, A], error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("encoding step %d: %w", i, err)
	}
	if l.Yield != nil {
		if err := l.Yield(ctx); err != nil {
			return nil, err
		}
	}
	c := l.s.Clauses[ci]
	var body [][]A
	var held []B
	if len(c.Body) == 1 {
		src := st
		if !c.IsQuery() {
			src = l.steps[i-1]
		}
		k := l.pidx[c.Body[0].Pred]
		body = [][]A{src.args[k]}
		held = append(held, src.reach[k])
	}
	cp, cond, err := l.enc.Instance(c, fmt.Sprintf("c%d@%d", ci, i), nil, body)
	if err != nil {
		return nil, fmt.Errorf("clause %d at step %d: %w", ci, i, err)
	}
	u := &use[B, A]{cp: cp, sel: l.enc.Fresh(fmt.Sprintf("s%d@%d", ci, i)), step: i}
	return u, l.enc.Implies(u.sel, l.enc.And(append(held, cond)...))
}

// Derivation reads the derivation of false of depth i out of the model
// of a satisfiable check of Goal(i): the first selected query use, then,
// step by step back, the first selected use deriving the body atom.
func (l *Linear[B, A]) Derivation(i int) (*chc.Derivation, error) {
	return Read(Reader[*use[B, A]]{
		Selected: func(u *use[B, A]) (bool, error) { return l.enc.Value(u.sel) },
		Node:     func(u *use[B, A]) (*chc.DerivNode, error) { return u.cp.DerivNode() },
		Choices: func(u *use[B, A]) ([][]*use[B, A], error) {
			c := u.cp.Clause
			if len(c.Body) == 0 {
				return nil, nil
			}
			j := u.step - 1
			if c.IsQuery() {
				j = u.step
			}
			return [][]*use[B, A]{l.steps[j].defs[l.pidx[c.Body[0].Pred]]}, nil
		},
	}, l.steps[i].query)
}
