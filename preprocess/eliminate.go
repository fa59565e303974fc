package preprocess

import (
	"context"
	"fmt"
	"sort"
	"sync"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// Inline resolves away each predicate that has exactly one defining clause
// (a clause with it as head) and does not occur in that clause's body: every
// occurrence in a body is replaced by the defining clause's body and
// constraint (HORN-LA §3, Inline). It never adds clauses. A resolvent
// whose constraint would exceed MaxClauseSize term nodes is not made.
type Inline struct {
	MaxClauseSize int // 0: 4000
}

// Name returns "inline".
func (Inline) Name() string { return "inline" }

// Apply inlines in s.
func (in Inline) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	return eliminate(ctx, s, policy{maxDefs: 1, maxSize: orDefault(in.MaxClauseSize, 4000)})
}

// Unfold resolves away each predicate that does not occur in the body of
// one of its defining clauses, across all pairs of a defining clause and an
// occurrence in a body (HORN-LA §3, Unfold; a Davis–Putnam resolution step):
// n defining clauses and m using clauses become up to n×m clauses (n^k for a
// body with k occurrences). A predicate is unfolded only when the clauses
// it removes plus MaxGrowth are at least the resolvents it makes, and no
// resolvent exceeds MaxClauseSize term nodes or MaxBody body atoms (unless
// its using clause already had more).
type Unfold struct {
	MaxGrowth     int // extra clauses one unfolding may add; 0: none
	MaxClauseSize int // 0: 4000
	MaxBody       int // 0: 6
}

// Name returns "unfold".
func (Unfold) Name() string { return "unfold" }

// Apply unfolds in s.
func (u Unfold) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	return eliminate(ctx, s, policy{maxDefs: -1, maxGrowth: u.MaxGrowth,
		maxSize: orDefault(u.MaxClauseSize, 4000), maxBody: orDefault(u.MaxBody, 6)})
}

func orDefault(v, d int) int {
	if v <= 0 {
		return d
	}
	return v
}

// policy says which predicates an elimination pass resolves away.
type policy struct {
	maxDefs   int // most defining clauses; -1: any
	maxGrowth int // resolvents ≤ defining + using clauses + maxGrowth
	maxSize   int // largest resolvent constraint, in term nodes
	maxBody   int // most body atoms in a resolvent (0: any)
}

// eclause is a clause of an elimination in progress with the resolution
// step that made it (nil for an input clause) and the index of the input
// clause it descends from, which orders the output.
type eclause struct {
	c    *chc.Clause
	step *step
	rank int
	seq  int // creation order
	// c's variables, once asked for (see vars); derivations may be
	// lifted on several goroutines at once.
	vsOnce sync.Once
	vs     []*chc.Term
}

// vars returns ec.c.Vars(), computed once: a clause is resolved with many
// definitions, and the list (sorted) is a large share of inlining's cost.
// Callers must not modify it.
func (ec *eclause) vars() []*chc.Term {
	ec.vsOnce.Do(func() { ec.vs = ec.c.Vars() })
	return ec.vs
}

// step records a resolution: the clause x with its body atom k resolved
// against d, whose variables rho maps to terms over the resolvent's, and the
// simplification of the resolvent, which eliminated the variables of delta
// (terms over the simplified clause's variables and variables it lost).
type step struct {
	x, d  *eclause
	k     int
	rho   map[*chc.Term]*chc.Term
	delta map[*chc.Term]*chc.Term
	// pre is the resolvent before simplification; its variables (and
	// x's) are read only when a derivation is lifted, so they are
	// listed then (see allVars).
	pre      *chc.Clause
	varsOnce sync.Once
	vars     []*chc.Term
}

// allVars are the variables of the resolvent before simplification and of
// x, computed at the first call.
func (st *step) allVars() []*chc.Term {
	st.varsOnce.Do(func() {
		st.vars = chc.FreeVars(append(st.pre.Vars(), st.x.vars()...)...)
	})
	return st.vars
}

// elimination records one resolved-away predicate and its defining clauses
// at that moment, from which its interpretation is rebuilt.
type elimination struct {
	pred *chc.Pred
	defs []*chc.Clause
	uses []*chc.Clause // the clauses using it at that moment
	top  bool          // no clause used it: true is an interpretation
}

type eliminator struct {
	f       *chc.Factory
	pol     policy
	clauses map[*eclause]bool
	heads   map[*chc.Pred]map[*eclause]bool
	users   map[*chc.Pred]map[*eclause]bool
	elims   []elimination
	seq     int
}

func eliminate(ctx context.Context, s *chc.System, pol policy) (*chc.System, BackMap, error) {
	e := &eliminator{f: s.Terms, pol: pol, clauses: map[*eclause]bool{},
		heads: map[*chc.Pred]map[*eclause]bool{}, users: map[*chc.Pred]map[*eclause]bool{}}
	for i, c := range s.Clauses {
		e.add(&eclause{c: c, rank: i})
	}
	gone := make(map[*chc.Pred]bool)
	for changed := true; changed; {
		changed = false
		for _, p := range s.Preds {
			if err := ctx.Err(); err != nil {
				return nil, nil, err
			}
			if !gone[p] && e.try(p) {
				gone[p] = true
				changed = true
			}
		}
	}
	if len(e.elims) == 0 {
		return s, Identity, nil
	}
	return e.result(s, gone)
}

// result returns the output system and its back map.
func (e *eliminator) result(s *chc.System, gone map[*chc.Pred]bool) (*chc.System, BackMap, error) {
	out := newSystem(s)
	for _, p := range s.Preds {
		if !gone[p] {
			out.Preds = append(out.Preds, p)
		}
	}
	made := make(map[*chc.Clause]*eclause, len(e.clauses))
	for _, ec := range e.sorted() {
		out.Clauses = append(out.Clauses, ec.c)
		made[ec.c] = ec
	}
	elims := e.elims
	model := func(ctx context.Context, m chc.Model, ns smt.NewSolver) (chc.Model, error) {
		return rebuildModel(ctx, s.Terms, m, elims, ns)
	}
	lift := func(l *lifter, n *chc.DerivNode, kids []*chc.DerivNode) (*chc.DerivNode, error) {
		ec := made[n.Clause]
		if ec == nil {
			return nil, fmt.Errorf("derivation uses a clause the pass did not produce: %s", n.Clause)
		}
		return l.history(ec, n.Values, kids)
	}
	return out, &backMap{in: s, lift: lift, model: model}, nil
}

func (e *eliminator) add(ec *eclause) {
	e.seq++
	ec.seq = e.seq
	e.clauses[ec] = true
	if h := ec.c.Head; h != nil {
		setAdd(e.heads, h.Pred, ec)
	}
	for _, a := range ec.c.Body {
		setAdd(e.users, a.Pred, ec)
	}
}

func (e *eliminator) remove(ec *eclause) {
	delete(e.clauses, ec)
	if h := ec.c.Head; h != nil {
		delete(e.heads[h.Pred], ec)
	}
	for _, a := range ec.c.Body {
		delete(e.users[a.Pred], ec)
	}
}

func setAdd(m map[*chc.Pred]map[*eclause]bool, p *chc.Pred, ec *eclause) {
	if m[p] == nil {
		m[p] = make(map[*eclause]bool)
	}
	m[p][ec] = true
}

// sorted returns the clauses ordered by rank, then by creation.
func (e *eliminator) sorted() []*eclause {
	return sortedSet(e.clauses)
}

func sortedSet(set map[*eclause]bool) []*eclause {
	out := make([]*eclause, 0, len(set))
	for ec := range set {
		out = append(out, ec)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].rank != out[j].rank {
			return out[i].rank < out[j].rank
		}
		return out[i].seq < out[j].seq
	})
	return out
}

// try resolves p away if the policy allows, and reports whether it did.
func (e *eliminator) try(p *chc.Pred) bool {
	defs, uses := sortedSet(e.heads[p]), sortedSet(e.users[p])
	if e.pol.maxDefs >= 0 && len(defs) != e.pol.maxDefs {
		return false
	}
	for _, d := range defs {
		if e.users[p][d] || !projectable(e.f, d.c) {
			return false // recursive, or its interpretation could not be rebuilt
		}
	}
	if !e.pol.fits(defs, uses, p) {
		return false
	}
	var resolvents []*eclause
	for _, u := range uses {
		rs, ok := e.resolveAll(u, p, defs)
		if !ok {
			return false
		}
		resolvents = append(resolvents, rs...)
	}
	for _, ec := range append(defs, uses...) {
		e.remove(ec)
	}
	for _, r := range resolvents {
		e.add(r)
	}
	el := elimination{pred: p, top: len(uses) == 0}
	for _, d := range defs {
		el.defs = append(el.defs, d.c)
	}
	for _, u := range uses {
		el.uses = append(el.uses, u.c)
	}
	e.elims = append(e.elims, el)
	return true
}

// projectable reports whether the interpretation of c's head predicate can
// be rebuilt from c: its variables outside the head are defined by
// equalities, or none of its variables is an array or a bit-vector, nor a
// datatype with one inside (model-based projection is exact for integer
// and real arithmetic; with arrays, and with bit-vectors in Z3 4.8.12, it
// falls back to model values, which may take as many projections as there
// are values, and a record holding an array projects through its array).
func projectable(f *chc.Factory, c *chc.Clause) bool {
	inexact := false
	visiting := make(map[chc.Sort]bool)
	for _, v := range c.Vars() {
		inexact = inexact || inexactSort(f, v.Sort(), visiting)
	}
	if !inexact {
		return true
	}
	kept := make(map[*chc.Term]bool)
	for _, v := range chc.FreeVars(c.Head.Args...) {
		kept[v] = true
	}
	phi, sigma := f.EliminateByEqualities(c.Constraint, kept)
	ts := []*chc.Term{phi}
	for _, a := range c.Body {
		ts = append(ts, f.SubstAtom(a, sigma).Args...)
	}
	for _, v := range chc.FreeVars(ts...) {
		if !kept[v] {
			return false
		}
	}
	return true
}

// inexactSort reports whether model-based projection of a variable of sort
// s may fall back to model values: s is an array or a bit-vector, or a
// datatype with a field of such a sort (at any depth). visiting holds the
// datatype sorts on the walk's path, so that a recursive datatype ends it.
func inexactSort(f *chc.Factory, s chc.Sort, visiting map[chc.Sort]bool) bool {
	switch s.Kind() {
	case chc.KindArray, chc.KindBitVec:
		return true
	case chc.KindDatatype:
		dt := f.Datatype(s)
		if dt == nil || visiting[s] {
			return false
		}
		visiting[s] = true
		defer delete(visiting, s)
		for _, c := range dt.Ctors {
			for _, fd := range c.Fields {
				if inexactSort(f, fd.Sort, visiting) {
					return true
				}
			}
		}
	}
	return false
}

// fits reports whether the number of resolvents stays within the growth
// bound.
func (pol policy) fits(defs, uses []*eclause, p *chc.Pred) bool {
	if pol.maxDefs >= 0 {
		return true // inlining: one resolvent per using clause
	}
	limit := len(defs) + len(uses) + pol.maxGrowth
	n := 0
	for _, u := range uses {
		k := 0
		for _, a := range u.c.Body {
			if a.Pred == p {
				k++
			}
		}
		r := 1
		for i := 0; i < k; i++ {
			if r *= len(defs); r > limit {
				return false
			}
		}
		if n += r; n > limit {
			return false
		}
	}
	return true
}

// resolveAll resolves every occurrence of p in u's body with each of defs.
// It fails when a resolvent breaks the size bounds.
func (e *eliminator) resolveAll(u *eclause, p *chc.Pred, defs []*eclause) ([]*eclause, bool) {
	cur := []*eclause{u}
	for {
		k := occurrence(cur, p)
		if k < 0 {
			return cur, true
		}
		var next []*eclause
		for _, x := range cur {
			k := firstOccurrence(x.c, p)
			for _, d := range defs {
				r := e.resolve(x, k, d)
				if r == nil {
					continue
				}
				if !e.pol.allows(r.c, u.c) {
					return nil, false
				}
				next = append(next, r)
			}
		}
		cur = next
	}
}

func occurrence(cs []*eclause, p *chc.Pred) int {
	for _, x := range cs {
		if k := firstOccurrence(x.c, p); k >= 0 {
			return k
		}
	}
	return -1
}

func firstOccurrence(c *chc.Clause, p *chc.Pred) int {
	for i, a := range c.Body {
		if a.Pred == p {
			return i
		}
	}
	return -1
}

// allows reports whether resolvent r of using clause u is within bounds.
func (pol policy) allows(r, u *chc.Clause) bool {
	if pol.maxBody > 0 && len(r.Body) > max(pol.maxBody, len(u.Body)) {
		return false
	}
	return chc.Size(r.Constraint) <= pol.maxSize
}

// resolve returns the resolvent of x on body atom k with d, d's variables
// renamed apart, simplified; nil when its constraint is false.
func (e *eliminator) resolve(x *eclause, k int, d *eclause) *eclause {
	f := e.f
	atom := x.c.Body[k]
	xv := x.vars()
	used := make(map[string]bool, len(xv))
	for _, v := range xv {
		used[v.Name()] = true
	}
	sigma, eqs := chc.RenameApart(f, d.c, atom.Args, func(_ int, v *chc.Term) *chc.Term {
		return f.Var(freshName(v.Name(), used), v.Sort())
	})
	conj := append([]*chc.Term{x.c.Constraint, f.Subst(d.c.Constraint, sigma)}, eqs...)
	c := &chc.Clause{Constraint: f.And(conj...), Head: x.c.Head, Pos: x.c.Pos, VarOrder: x.c.VarOrder}
	c.Body = append(c.Body, x.c.Body[:k]...)
	c.Body = append(c.Body, x.c.Body[k+1:]...)
	for _, a := range d.c.Body {
		c.Body = append(c.Body, f.SubstAtom(a, sigma))
	}
	st := &step{x: x, d: d, k: k, rho: sigma, pre: c}
	simple, delta := simplifyClause(f, c)
	if simple == nil {
		return nil
	}
	st.delta = delta
	return &eclause{c: simple, step: st, rank: x.rank}
}

// history lifts a node of clause ec with values env (over ec's variables)
// and lifted children kids (one per body atom of ec) back through the
// resolution steps that made ec: the result is a tree of input clause
// instances.
func (l *lifter) history(ec *eclause, env chc.Env, kids []*chc.DerivNode) (*chc.DerivNode, error) {
	// The history of one clause with the same values and children is
	// the same tree wherever it recurs (a clause inlined at many places):
	// lift it once.
	key := l.historyKey(ec, env, kids)
	if n, ok := l.hist[ec][key]; ok {
		return n, nil
	}
	n, err := l.lifted(ec, env, kids)
	if err != nil {
		return nil, err
	}
	if l.hist == nil {
		l.hist = make(map[*eclause]map[string]*chc.DerivNode)
	}
	if l.hist[ec] == nil {
		l.hist[ec] = make(map[string]*chc.DerivNode)
	}
	l.hist[ec][key] = n
	return n, nil
}

// historyKey identifies what the history of ec reads: the children and
// the values of the variables lifted reads from env.
func (l *lifter) historyKey(ec *eclause, env chc.Env, kids []*chc.DerivNode) string {
	vars := l.fill.factsOf(ec.c).vars
	if ec.step != nil {
		vars = ec.step.allVars()
	}
	return l.keyOf(kids, vars, env)
}

// lifted does the work of history.
func (l *lifter) lifted(ec *eclause, env chc.Env, kids []*chc.DerivNode) (*chc.DerivNode, error) {
	st := ec.step
	if st == nil {
		vals := make(chc.Env, len(env))
		for _, v := range l.fill.factsOf(ec.c).vars {
			if x, ok := env[v]; ok {
				vals[v] = x
			}
		}
		return l.node(ec.c, vals, kids)
	}
	full := resolventValues(l.fill.sys.Terms, st, env)
	envD := make(chc.Env, len(st.rho))
	for u, t := range st.rho {
		if x, err := chc.Eval(t, full); err == nil {
			envD[u] = x
		}
	}
	base := len(st.x.c.Body) - 1
	if len(kids) < base+len(st.d.c.Body) {
		return nil, fmt.Errorf("derivation node has %d children, the clause needs %d", len(kids), base+len(st.d.c.Body))
	}
	dnode, err := l.history(st.d, envD, kids[base:base+len(st.d.c.Body)])
	if err != nil {
		return nil, err
	}
	xkids := make([]*chc.DerivNode, 0, base+1)
	xkids = append(xkids, kids[:st.k]...)
	xkids = append(xkids, dnode)
	xkids = append(xkids, kids[st.k:base]...)
	envX := make(chc.Env, len(full))
	for _, v := range l.fill.factsOf(st.x.c).vars {
		if x, ok := full[v]; ok {
			envX[v] = x
		}
	}
	return l.history(st.x, envX, xkids)
}

// resolventValues returns the values of the variables of st's resolvent
// before simplification, from those of the simplified clause: eliminated
// variables are evaluated, lost ones get defaults.
func resolventValues(f *chc.Factory, st *step, env chc.Env) chc.Env {
	sv := st.allVars()
	full := make(chc.Env, len(sv))
	for _, v := range sv {
		if _, ok := st.delta[v]; ok {
			continue
		}
		if x, ok := env[v]; ok {
			full[v] = x
		} else {
			full[v] = f.DefaultValue(v.Sort())
		}
	}
	for v, t := range st.delta {
		if x, err := chc.Eval(t, full); err == nil {
			full[v] = x
		}
	}
	return full
}

// freshName returns name, or name!rN, not in used, and marks it used.
func freshName(name string, used map[string]bool) string {
	out := name
	for n := 1; used[out]; n++ {
		out = fmt.Sprintf("%s!r%d", name, n)
	}
	used[out] = true
	return out
}
