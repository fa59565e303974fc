package preprocess

import (
	"context"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// Argument slicing (cone of influence per argument position).
//
// In a clause, a conjunct x = t (or a Bool literal x) is a droppable
// definition when x is a head argument that occurs nowhere else in the
// clause. A body position (P, j) is relevant when, in some clause, its
// argument is not a variable, or is a variable that occurs in another body
// argument, or occurs in what the sliced clause keeps: a conjunct that is not
// a droppable definition of an irrelevant head argument, or an argument at a
// relevant position. Irrelevant positions are dropped everywhere, with the
// droppable definitions of the head arguments at them.
//
// Soundness. A model of the sliced system, read as ignoring the dropped
// arguments, is a model of the input: each input clause has the sliced
// clause's atoms and a stronger constraint. A derivation of the sliced system
// lifts bottom-up: a dropped body argument is a variable found nowhere else in
// the sliced clause, so it takes the child's value; a dropped definition is
// evaluated; any other lost variable occurs in no constraint and takes a
// default value.

// argClause is what argument slicing knows of one clause.
type argClause struct {
	c    *chc.Clause
	conj []*chc.Term
	def  []*chc.Term // per conjunct: the head variable it droppably defines, or nil
	head map[*chc.Term]int
	// cand holds, per body atom and position, the occurrences of the
	// argument when it is a variable found nowhere else among the body
	// arguments (nil otherwise): only such a position can stay
	// irrelevant, and it does while no kept conjunct and no head argument
	// at a relevant position has its variable.
	cand [][]*occurrences
}

// occurrences are where a body variable occurs in a clause's constraint
// (conjunct indices) and head (argument positions).
type occurrences struct {
	conj []int
	head []int
}

func newArgClause(c *chc.Clause) *argClause {
	a := &argClause{c: c, conj: chc.Conjuncts(c.Constraint), head: map[*chc.Term]int{}}
	headCount := map[*chc.Term]int{}
	if c.Head != nil {
		for i, t := range c.Head.Args {
			if t.IsVar() {
				headCount[t]++
				a.head[t] = i
			}
		}
	}
	inBody := map[*chc.Term]bool{}
	bodyCount := map[*chc.Term]int{}
	for _, at := range c.Body {
		for _, t := range at.Args {
			if t.IsVar() {
				bodyCount[t]++
				inBody[t] = true
				continue
			}
			for _, v := range chc.FreeVars(t) {
				bodyCount[v] += 2
				inBody[v] = true
			}
		}
	}
	occ := map[*chc.Term]*occurrences{}
	a.cand = make([][]*occurrences, len(c.Body))
	for i, at := range c.Body {
		a.cand[i] = make([]*occurrences, len(at.Args))
		for j, t := range at.Args {
			if t.IsVar() && bodyCount[t] == 1 {
				o := &occurrences{}
				occ[t] = o
				a.cand[i][j] = o
			}
		}
	}
	conjCount := map[*chc.Term]int{}
	for i, k := range a.conj {
		for _, v := range chc.FreeVars(k) {
			conjCount[v]++
			if o := occ[v]; o != nil {
				o.conj = append(o.conj, i)
			}
		}
	}
	if c.Head != nil && len(occ) > 0 {
		for h, t := range c.Head.Args {
			for _, v := range chc.FreeVars(t) {
				if o := occ[v]; o != nil {
					o.head = append(o.head, h)
				}
			}
		}
	}
	a.def = make([]*chc.Term, len(a.conj))
	for i, k := range a.conj {
		for _, v := range definedSides(k) {
			if headCount[v] == 1 && !inBody[v] && conjCount[v] == 1 && definesOnly(k, v) {
				a.def[i] = v
				break
			}
		}
	}
	return a
}

// definesOnly reports whether conjunct k is v = t with v not in t, or a
// literal of v.
func definesOnly(k, v *chc.Term) bool {
	if k.Op() != chc.OpEq {
		return true
	}
	other := k.Arg(0)
	if other == v {
		other = k.Arg(1)
	}
	for _, u := range chc.FreeVars(other) {
		if u == v {
			return false
		}
	}
	return true
}

// kept reports whether the sliced clause keeps conjunct i given the
// relevant positions: unless it droppably defines a head argument at an
// irrelevant position.
func (a *argClause) kept(i int, rel map[*chc.Pred][]bool) bool {
	v := a.def[i]
	return v == nil || rel[a.c.Head.Pred][a.head[v]]
}

// needed reports whether a body variable with occurrences o occurs in
// what the sliced clause keeps given rel: a kept conjunct, or a head
// argument at a relevant position (it occurs in no other body argument).
func (a *argClause) needed(o *occurrences, rel map[*chc.Pred][]bool) bool {
	for _, i := range o.conj {
		if a.kept(i, rel) {
			return true
		}
	}
	for _, h := range o.head {
		if rel[a.c.Head.Pred][h] {
			return true
		}
	}
	return false
}

// mark sets the body positions of a that are relevant given rel, and
// returns the predicates whose positions changed. Positions it sets may
// make others of the same call relevant (a head of the body's predicate):
// the fixpoint is the same, reached sooner.
func (a *argClause) mark(rel map[*chc.Pred][]bool) []*chc.Pred {
	var changed []*chc.Pred
	for i, at := range a.c.Body {
		for j := range at.Args {
			if rel[at.Pred][j] {
				continue
			}
			if o := a.cand[i][j]; o != nil && !a.needed(o, rel) {
				continue
			}
			rel[at.Pred][j] = true
			changed = append(changed, at.Pred)
		}
	}
	return changed
}

// relevantPositions computes the relevant positions of every predicate.
func relevantPositions(ctx context.Context, s *chc.System) (map[*chc.Pred][]bool, []*argClause, error) {
	rel := make(map[*chc.Pred][]bool, len(s.Preds))
	for _, p := range s.Preds {
		rel[p] = make([]bool, p.Arity())
	}
	acs := make([]*argClause, len(s.Clauses))
	mentions := make(map[*chc.Pred][]int)
	for i, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		acs[i] = newArgClause(c)
		for _, at := range c.Body {
			mentions[at.Pred] = append(mentions[at.Pred], i)
		}
		if c.Head != nil {
			mentions[c.Head.Pred] = append(mentions[c.Head.Pred], i)
		}
	}
	work := make([]int, len(s.Clauses))
	queued := make([]bool, len(s.Clauses))
	for i := range work {
		work[i], queued[i] = i, true
	}
	for len(work) > 0 {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		i := work[len(work)-1]
		work, queued[i] = work[:len(work)-1], false
		for _, p := range acs[i].mark(rel) {
			for _, j := range mentions[p] {
				if !queued[j] {
					work, queued[j] = append(work, j), true
				}
			}
		}
	}
	return rel, acs, nil
}

// sliceArgs drops the irrelevant argument positions.
func sliceArgs(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	rel, acs, err := relevantPositions(ctx, s)
	if err != nil {
		return nil, nil, err
	}
	preds := make(map[*chc.Pred]*chc.Pred, len(s.Preds))
	out := newSystem(s)
	dropped := false
	for _, p := range s.Preds {
		q := p
		if !all(rel[p]) {
			q = &chc.Pred{Name: p.Name, Params: keepSorts(p.Params, rel[p])}
			dropped = true
		}
		preds[p] = q
		out.Preds = append(out.Preds, q)
	}
	if !dropped {
		return s, Identity, nil
	}
	f := s.Terms
	origins := make(map[*chc.Clause]*origin, len(s.Clauses))
	for _, a := range acs {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		d := a.slice(f, rel, preds)
		out.Clauses = append(out.Clauses, d)
		origins[d] = restrictedOrigin(a.c, d)
	}
	model := func(ctx context.Context, m chc.Model, _ smt.NewSolver) (chc.Model, error) {
		return widenModel(ctx, f, m, s.Preds, preds, rel)
	}
	return out, &backMap{in: s, lift: originLift(origins), model: model}, nil
}

// slice returns the clause without its irrelevant positions and the
// droppable definitions of head arguments at them.
func (a *argClause) slice(f *chc.Factory, rel map[*chc.Pred][]bool, preds map[*chc.Pred]*chc.Pred) *chc.Clause {
	var conj []*chc.Term
	for i, k := range a.conj {
		if a.kept(i, rel) {
			conj = append(conj, k)
		}
	}
	atom := func(at chc.Atom) chc.Atom {
		out := chc.Atom{Pred: preds[at.Pred]}
		for j, t := range at.Args {
			if rel[at.Pred][j] {
				out.Args = append(out.Args, t)
			}
		}
		return out
	}
	d := &chc.Clause{Constraint: f.And(conj...), Pos: a.c.Pos, VarOrder: a.c.VarOrder}
	for _, at := range a.c.Body {
		d.Body = append(d.Body, atom(at))
	}
	if a.c.Head != nil {
		h := atom(*a.c.Head)
		d.Head = &h
	}
	return d
}

// widenModel interprets each input predicate as its sliced predicate's
// interpretation, ignoring the dropped arguments.
func widenModel(ctx context.Context, f *chc.Factory, m chc.Model, in []*chc.Pred, preds map[*chc.Pred]*chc.Pred, rel map[*chc.Pred][]bool) (chc.Model, error) {
	return replacedModel(ctx, m, in, preds, func(p, _ *chc.Pred, im chc.Interp) (chc.Interp, error) {
		avoid := make(map[string]bool)
		for _, v := range im.Params {
			avoid[v.Name()] = true
		}
		fresh := freshParams(f, p.Params, avoid)
		params := make([]*chc.Term, p.Arity())
		k := 0
		for j := range params {
			if rel[p][j] && k < len(im.Params) {
				params[j] = im.Params[k]
				k++
			} else {
				params[j] = fresh[j]
			}
		}
		return chc.Interp{Params: params, Body: im.Body}, nil
	})
}

// replacedModel returns m with each predicate p of in that preds maps to
// another predicate q interpreted by rebuild from q's interpretation, and
// q's dropped (a p whose q has none gets none). It serves the passes that
// replace predicates one for one (argument slicing, record splitting).
func replacedModel(ctx context.Context, m chc.Model, in []*chc.Pred, preds map[*chc.Pred]*chc.Pred, rebuild func(p, q *chc.Pred, im chc.Interp) (chc.Interp, error)) (chc.Model, error) {
	out := copyModel(m)
	for _, p := range in {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		q := preds[p]
		if q == p {
			continue
		}
		delete(out, q)
		im, ok := m[q]
		if !ok {
			continue
		}
		next, err := rebuild(p, q, im)
		if err != nil {
			return nil, err
		}
		out[p] = next
	}
	return out, nil
}

func all(bs []bool) bool {
	for _, b := range bs {
		if !b {
			return false
		}
	}
	return true
}

func keepSorts(sorts []chc.Sort, keep []bool) []chc.Sort {
	var out []chc.Sort
	for i, s := range sorts {
		if keep[i] {
			out = append(out, s)
		}
	}
	return out
}
