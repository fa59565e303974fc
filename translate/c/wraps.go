package c

import (
	"math/big"
	"sort"

	"github.com/horn-chc/horn/chc"
)

// Wraps is what NarrowWraps did to a translation's clauses: the interval
// invariant it found and the clauses as they were before.
type Wraps struct {
	// Invariant bounds each Int argument of each predicate by an
	// interval (false for a predicate no clause reaches). Before anything
	// relies on it, it is checked to be inductive on Original's clauses
	// other than the queries.
	Invariant chc.Model
	// Original is the system before the rewriting: the same predicates
	// and terms, a copy of each clause with its old constraint and head.
	Original *chc.System
	// Rewritten counts the wrap-arounds (mod terms) that were dropped.
	Rewritten int
}

// NarrowWraps drops the wrap-arounds that cannot happen. The lowering
// reduces every unsigned +, -, * and every narrowing conversion modulo
// 2^width; where the value is in range anyway (x + 1 under the loop's
// test x < 100), the mod term only hides a linear update from the
// engines. An interval analysis over the clauses (widening to the
// system's constants, then narrowing) bounds every Int argument of every
// predicate; a clause in which a mod term's operand provably lies in
// [0, m) under those bounds and its own constraint gets the operand
// instead, and the bounds of its body atoms as extra conjuncts. The
// rewritten system is satisfiable iff the old one is when the bounds are
// inductive: a model of it, conjoined with Invariant, is a model of
// Original (the caller validates both), and its derivations are
// derivations of the program (they are replayed as before).
//
// It returns nil, changing nothing, when no wrap-around can be dropped.
func (tr *Translation) NarrowWraps() *Wraps {
	s := tr.System
	a := newIntervals(s)
	if !a.solve() {
		return nil
	}
	type change struct {
		i          int
		constraint *chc.Term
		head       []*chc.Term
		body       []chc.Atom
	}
	var changes []change
	n := 0
	for i, c := range s.Clauses {
		env, ok := a.clauseEnv(c, a.inv)
		if !ok {
			continue
		}
		rw := &rewriter{a: a, env: env, memo: map[*chc.Term]*chc.Term{}}
		con := rw.term(c.Constraint)
		var head []*chc.Term
		if c.Head != nil {
			head = make([]*chc.Term, len(c.Head.Args))
			for j, t := range c.Head.Args {
				head[j] = rw.term(t)
			}
		}
		body := make([]chc.Atom, len(c.Body))
		for j, b := range c.Body {
			body[j] = chc.Atom{Pred: b.Pred, Args: make([]*chc.Term, len(b.Args))}
			for k, t := range b.Args {
				body[j].Args[k] = rw.term(t)
			}
		}
		if rw.n == 0 {
			continue
		}
		n += rw.n
		bounds := []*chc.Term{}
		for _, b := range body {
			bounds = append(bounds, a.atomBounds(b, a.inv[b.Pred]))
		}
		changes = append(changes, change{i, s.Terms.And(append(bounds, con)...), head, body})
	}
	if n == 0 {
		return nil
	}
	orig := &chc.System{Terms: s.Terms, Preds: s.Preds, Name: s.Name}
	for _, c := range s.Clauses {
		cc := &chc.Clause{Body: append([]chc.Atom(nil), c.Body...), Constraint: c.Constraint, Pos: c.Pos, VarOrder: c.VarOrder}
		if c.Head != nil {
			h := *c.Head
			h.Args = append([]*chc.Term(nil), c.Head.Args...)
			cc.Head = &h
		}
		orig.Clauses = append(orig.Clauses, cc)
	}
	for _, ch := range changes {
		c := s.Clauses[ch.i]
		c.Constraint = ch.constraint
		c.Body = ch.body
		if c.Head != nil {
			c.Head.Args = ch.head
		}
	}
	return &Wraps{Invariant: a.model(), Original: orig, Rewritten: n}
}

// itv is an interval of integers; a nil bound is infinite.
type itv struct {
	lo, hi *big.Int
	empty  bool
}

var top = itv{}

func point(v *big.Int) itv { return itv{lo: v, hi: v} }

func (x itv) meet(y itv) itv {
	if x.empty || y.empty {
		return itv{empty: true}
	}
	r := x
	if y.lo != nil && (r.lo == nil || y.lo.Cmp(r.lo) > 0) {
		r.lo = y.lo
	}
	if y.hi != nil && (r.hi == nil || y.hi.Cmp(r.hi) < 0) {
		r.hi = y.hi
	}
	if r.lo != nil && r.hi != nil && r.lo.Cmp(r.hi) > 0 {
		return itv{empty: true}
	}
	return r
}

func (x itv) join(y itv) itv {
	if x.empty {
		return y
	}
	if y.empty {
		return x
	}
	r := itv{}
	if x.lo != nil && y.lo != nil {
		r.lo = minInt(x.lo, y.lo)
	}
	if x.hi != nil && y.hi != nil {
		r.hi = maxInt(x.hi, y.hi)
	}
	return r
}

func (x itv) eq(y itv) bool {
	if x.empty || y.empty {
		return x.empty == y.empty
	}
	return bigEq(x.lo, y.lo) && bigEq(x.hi, y.hi)
}

func bigEq(a, b *big.Int) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Cmp(b) == 0
}

func minInt(a, b *big.Int) *big.Int {
	if a.Cmp(b) <= 0 {
		return a
	}
	return b
}

func maxInt(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

// within reports whether x lies in [0, m).
func (x itv) within(m *big.Int) bool {
	if x.empty {
		return true
	}
	return x.lo != nil && x.hi != nil && x.lo.Sign() >= 0 && x.hi.Cmp(m) < 0
}

func addBound(a, b *big.Int) *big.Int {
	if a == nil || b == nil {
		return nil
	}
	return new(big.Int).Add(a, b)
}

func (x itv) add(y itv) itv {
	if x.empty || y.empty {
		return itv{empty: true}
	}
	return itv{lo: addBound(x.lo, y.lo), hi: addBound(x.hi, y.hi)}
}

func (x itv) neg() itv {
	if x.empty {
		return x
	}
	r := itv{}
	if x.hi != nil {
		r.lo = new(big.Int).Neg(x.hi)
	}
	if x.lo != nil {
		r.hi = new(big.Int).Neg(x.lo)
	}
	return r
}

// scale multiplies by a constant.
func (x itv) scale(k *big.Int) itv {
	if x.empty {
		return x
	}
	switch k.Sign() {
	case 0:
		return point(new(big.Int))
	case -1:
		return x.neg().scale(new(big.Int).Neg(k))
	}
	r := itv{}
	if x.lo != nil {
		r.lo = new(big.Int).Mul(x.lo, k)
	}
	if x.hi != nil {
		r.hi = new(big.Int).Mul(x.hi, k)
	}
	return r
}

// intervals is the analysis of one system.
type intervals struct {
	s          *chc.System
	inv        map[*chc.Pred][]itv // nil: bottom (unreached)
	thresholds []*big.Int
}

func newIntervals(s *chc.System) *intervals {
	a := &intervals{s: s, inv: map[*chc.Pred][]itv{}}
	seen := map[string]bool{}
	var visit func(t *chc.Term)
	visited := map[*chc.Term]bool{}
	visit = func(t *chc.Term) {
		if visited[t] {
			return
		}
		visited[t] = true
		if k, ok := intNum(t); ok {
			for _, d := range []int64{-1, 0, 1} {
				v := new(big.Int).Add(k, big.NewInt(d))
				if !seen[v.String()] {
					seen[v.String()] = true
					a.thresholds = append(a.thresholds, v)
				}
			}
		}
		for _, x := range t.Args() {
			visit(x)
		}
	}
	for _, c := range s.Clauses {
		visit(c.Constraint)
		if c.Head != nil {
			for _, t := range c.Head.Args {
				visit(t)
			}
		}
	}
	sort.Slice(a.thresholds, func(i, j int) bool { return a.thresholds[i].Cmp(a.thresholds[j]) < 0 })
	return a
}

func intNum(t *chc.Term) (*big.Int, bool) {
	if t.Op() != chc.OpNum || t.Sort() != chc.IntSort {
		return nil, false
	}
	r := t.Num()
	if !r.IsInt() {
		return nil, false
	}
	return new(big.Int).Set(r.Num()), true
}

// widen widens old by new to the system's constants; after a few
// widenings of a bound (n counts them), to infinity.
func (a *intervals) widen(old, nw itv, n int) itv {
	if old.empty {
		return nw
	}
	if nw.empty {
		return old
	}
	r := old.join(nw)
	if r.hi != nil && (old.hi == nil || r.hi.Cmp(old.hi) > 0) {
		i := sort.Search(len(a.thresholds), func(i int) bool { return a.thresholds[i].Cmp(r.hi) >= 0 })
		if i < len(a.thresholds) && n < maxThresholdSteps {
			r.hi = a.thresholds[i]
		} else {
			r.hi = nil
		}
	}
	if r.lo != nil && (old.lo == nil || r.lo.Cmp(old.lo) < 0) {
		i := sort.Search(len(a.thresholds), func(i int) bool { return a.thresholds[i].Cmp(r.lo) > 0 }) - 1
		if i >= 0 && n < maxThresholdSteps {
			r.lo = a.thresholds[i]
		} else {
			r.lo = nil
		}
	}
	return r
}

// post is the join of the clauses' images under inv.
func (a *intervals) post(inv map[*chc.Pred][]itv) map[*chc.Pred][]itv {
	out := map[*chc.Pred][]itv{}
	for _, c := range a.s.Clauses {
		if c.Head == nil {
			continue
		}
		env, ok := a.clauseEnv(c, inv)
		if !ok {
			continue
		}
		p := c.Head.Pred
		cur := out[p]
		if cur == nil {
			cur = make([]itv, len(c.Head.Args))
			for i := range cur {
				cur[i] = itv{empty: true}
			}
			out[p] = cur
		}
		for i, t := range c.Head.Args {
			v := top
			if t.Sort() == chc.IntSort {
				v = env.eval(t)
			}
			cur[i] = cur[i].join(v)
		}
	}
	return out
}

// maxThresholdSteps bounds the widenings of one bound to a constant.
const maxThresholdSteps = 8

// solve iterates to a post-fixpoint with widening, then narrows; false
// when it does not settle.
func (a *intervals) solve() bool {
	const rounds = 200
	settled := false
	widened := map[*chc.Pred][]int{}
	for r := 0; r < rounds && !settled; r++ {
		nx := a.post(a.inv)
		settled = true
		for p, vs := range nx {
			old := a.inv[p]
			if old == nil {
				a.inv[p] = vs
				settled = false
				continue
			}
			for i := range vs {
				w := old[i]
				if r >= 3 {
					if widened[p] == nil {
						widened[p] = make([]int, len(vs))
					}
					w = a.widen(old[i], vs[i], widened[p][i])
					if !w.eq(old[i]) {
						widened[p][i]++
					}
				} else {
					w = old[i].join(vs[i])
				}
				if !w.eq(old[i]) {
					old[i] = w
					settled = false
				}
			}
		}
	}
	if !settled {
		return false
	}
	// Narrowing: the image of a post-fixpoint is one.
	for r := 0; r < 5; r++ {
		nx := a.post(a.inv)
		for p, vs := range a.inv {
			n := nx[p]
			for i := range vs {
				if n == nil {
					vs[i] = itv{empty: true}
				} else {
					vs[i] = vs[i].meet(n[i])
				}
			}
		}
	}
	return true
}

// env is the bounds of a clause's variables.
type env struct {
	m    map[*chc.Term]itv
	memo map[*chc.Term]itv // eval's, valid until m changes
}

func (e *env) get(v *chc.Term) itv {
	if x, ok := e.m[v]; ok {
		return x
	}
	return top
}

// refine meets v's bound with x; false when it becomes empty.
func (e *env) refine(v *chc.Term, x itv) bool {
	old := e.get(v)
	r := old.meet(x)
	if !r.eq(old) {
		e.memo = nil
	}
	e.m[v] = r
	return !r.empty
}

// clauseEnv bounds c's variables by its body atoms' intervals and its
// constraint's top-level conjuncts; false when that is empty.
func (a *intervals) clauseEnv(c *chc.Clause, inv map[*chc.Pred][]itv) (*env, bool) {
	e := &env{m: map[*chc.Term]itv{}}
	for _, b := range c.Body {
		vs := inv[b.Pred]
		if vs == nil {
			return nil, false
		}
		for i, t := range b.Args {
			if t.IsVar() && t.Sort() == chc.IntSort && !e.refine(t, vs[i]) {
				return nil, false
			}
		}
	}
	var conj []*chc.Term
	var flat func(t *chc.Term)
	flat = func(t *chc.Term) {
		if t.Op() == chc.OpAnd {
			for _, x := range t.Args() {
				flat(x)
			}
			return
		}
		conj = append(conj, t)
	}
	flat(c.Constraint)
	for r := 0; r < 3; r++ {
		for _, t := range conj {
			if !e.atom(t, false) {
				return nil, false
			}
		}
	}
	return e, true
}

var one = big.NewInt(1)

// atom refines the environment by an atom (negated when neg); false when
// the atom cannot hold.
func (e *env) atom(t *chc.Term, neg bool) bool {
	switch t.Op() {
	case chc.OpFalse:
		return neg
	case chc.OpNot:
		return e.atom(t.Arg(0), !neg)
	case chc.OpEq:
		if neg || t.NumArgs() != 2 || t.Arg(0).Sort() != chc.IntSort {
			return true
		}
		l, r := t.Arg(0), t.Arg(1)
		lv, rv := e.eval(l), e.eval(r)
		if l.IsVar() && !e.refine(l, rv) {
			return false
		}
		if r.IsVar() && !e.refine(r, lv) {
			return false
		}
		return !lv.meet(rv).empty
	case chc.OpLe, chc.OpLt, chc.OpGe, chc.OpGt:
		if t.NumArgs() != 2 || t.Arg(0).Sort() != chc.IntSort {
			return true
		}
		l, r := t.Arg(0), t.Arg(1)
		op := t.Op()
		if op == chc.OpGe || op == chc.OpGt { // r <= l, r < l
			l, r = r, l
			op = map[chc.Op]chc.Op{chc.OpGe: chc.OpLe, chc.OpGt: chc.OpLt}[op]
		}
		strict := op == chc.OpLt
		if neg { // not (l < r): r <= l; not (l <= r): r < l
			l, r = r, l
			strict = !strict
		}
		// l <= r - strict
		lv, rv := e.eval(l), e.eval(r)
		if lv.empty || rv.empty {
			return false
		}
		d := big.NewInt(0)
		if strict {
			d = one
		}
		if l.IsVar() && rv.hi != nil && !e.refine(l, itv{hi: new(big.Int).Sub(rv.hi, d)}) {
			return false
		}
		if r.IsVar() && lv.lo != nil && !e.refine(r, itv{lo: new(big.Int).Add(lv.lo, d)}) {
			return false
		}
		if lv.lo != nil && rv.hi != nil && new(big.Int).Add(lv.lo, d).Cmp(rv.hi) > 0 {
			return false
		}
	}
	return true
}

// eval bounds an Int term.
func (e *env) eval(t *chc.Term) itv {
	if r, ok := e.memo[t]; ok {
		return r
	}
	r := e.eval1(t)
	if e.memo == nil {
		e.memo = map[*chc.Term]itv{}
	}
	e.memo[t] = r
	return r
}

func (e *env) eval1(t *chc.Term) itv {
	switch t.Op() {
	case chc.OpNum:
		if k, ok := intNum(t); ok {
			return point(k)
		}
	case chc.OpVar:
		return e.get(t)
	case chc.OpAdd:
		r := point(new(big.Int))
		for _, x := range t.Args() {
			r = r.add(e.eval(x))
		}
		return r
	case chc.OpSub:
		r := e.eval(t.Arg(0))
		for _, x := range t.Args()[1:] {
			r = r.add(e.eval(x).neg())
		}
		return r
	case chc.OpNeg:
		return e.eval(t.Arg(0)).neg()
	case chc.OpMul:
		r := point(big.NewInt(1))
		for _, x := range t.Args() {
			v := e.eval(x)
			switch {
			case v.empty:
				return v
			case v.lo != nil && v.hi != nil && v.lo.Cmp(v.hi) == 0:
				r = r.scale(v.lo)
			case r.lo != nil && r.hi != nil && r.lo.Cmp(r.hi) == 0:
				r = v.scale(r.lo)
			default:
				return top
			}
		}
		return r
	case chc.OpMod:
		m, ok := intNum(t.Arg(1))
		if !ok || m.Sign() <= 0 {
			return top
		}
		x := e.eval(t.Arg(0))
		if x.empty {
			return x
		}
		if x.within(m) {
			return x
		}
		return itv{lo: new(big.Int), hi: new(big.Int).Sub(m, one)}
	case chc.OpDiv:
		m, ok := intNum(t.Arg(1))
		if !ok || m.Sign() <= 0 {
			return top
		}
		x := e.eval(t.Arg(0))
		if x.empty {
			return x
		}
		r := itv{}
		// Euclidean division by a positive constant is floor division.
		if x.lo != nil {
			r.lo = floorDiv(x.lo, m)
		}
		if x.hi != nil {
			r.hi = floorDiv(x.hi, m)
		}
		return r
	case chc.OpIte:
		return e.eval(t.Arg(1)).join(e.eval(t.Arg(2)))
	}
	return top
}

func floorDiv(a, m *big.Int) *big.Int {
	q, r := new(big.Int).QuoRem(a, m, new(big.Int))
	if r.Sign() < 0 {
		q.Sub(q, one)
	}
	return q
}

// model is the invariant as a model: each predicate's Int arguments in
// their intervals.
func (a *intervals) model() chc.Model {
	f := a.s.Terms
	m := chc.Model{}
	for _, p := range a.s.Preds {
		params := make([]*chc.Term, len(p.Params))
		for i, so := range p.Params {
			params[i] = f.Var(p.Name+"!"+itoa(i), so)
		}
		m[p] = chc.Interp{Params: params, Body: a.atomBounds(chc.Atom{Pred: p, Args: params}, a.inv[p])}
	}
	return m
}

func itoa(i int) string { return big.NewInt(int64(i)).String() }

// atomBounds states the intervals of an atom's Int arguments.
func (a *intervals) atomBounds(b chc.Atom, vs []itv) *chc.Term {
	f := a.s.Terms
	if vs == nil {
		return f.False()
	}
	var conj []*chc.Term
	for i, t := range b.Args {
		if t.Sort() != chc.IntSort {
			continue
		}
		if vs[i].empty {
			return f.False()
		}
		if vs[i].lo != nil {
			conj = append(conj, f.Le(f.BigInt(vs[i].lo), t))
		}
		if vs[i].hi != nil {
			conj = append(conj, f.Le(t, f.BigInt(vs[i].hi)))
		}
	}
	return f.And(conj...)
}

// rewriter replaces the mod terms whose operand is in range.
type rewriter struct {
	a    *intervals
	env  *env
	memo map[*chc.Term]*chc.Term
	n    int
}

func (rw *rewriter) term(t *chc.Term) *chc.Term {
	if r, ok := rw.memo[t]; ok {
		return r
	}
	r := t
	if t.NumArgs() > 0 && t.Op() != chc.OpForall {
		args := make([]*chc.Term, t.NumArgs())
		changed := false
		for i, x := range t.Args() {
			args[i] = rw.term(x)
			changed = changed || args[i] != x
		}
		if t.Op() == chc.OpMod {
			if m, ok := intNum(t.Arg(1)); ok && m.Sign() > 0 && rw.env.eval(t.Arg(0)).within(m) {
				rw.n++
				rw.memo[t] = args[0]
				return args[0]
			}
		}
		if changed {
			r = rw.a.s.Terms.WithArgs(t, args...)
		}
	}
	rw.memo[t] = r
	return r
}
