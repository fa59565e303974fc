package chc

import (
	"math/big"
	"sort"
)

// Simplify returns a formula equivalent to t that reads better: negations
// pushed to the literals, linear arithmetic normalised (coefficients
// collected and cancelled, constants folded, integer comparisons divided by
// the coefficients' gcd and made non-strict, x - y <= 0 written x <= y),
// bounds on the same linear term merged (x <= 7 ∧ x >= 7 is x = 7,
// ¬(7 <= x ∧ x <= 7) is x ≠ 7, a bound implied by a tighter one dropped),
// conjuncts and disjuncts that are duplicate, absorbed or decided by the
// literals beside them removed, and true and false folded. Ground subterms
// are evaluated. The result is equivalent to t for every value of its
// variables; nothing is assumed about them beyond their sorts.
func (f *Factory) Simplify(t *Term) *Term {
	s := &simplifier{f: f, memo: map[*Term]*Term{}, negs: map[*Term]*Term{}, lits: map[*Term]lit{}}
	return s.simp(t)
}

// simplifier holds one Simplify call's memo tables.
type simplifier struct {
	f    *Factory
	memo map[*Term]*Term // term → simplified term
	negs map[*Term]*Term // simplified term → its simplified negation
	lits map[*Term]lit   // simplified literal → its linear form
}

func (s *simplifier) simp(t *Term) *Term {
	if r, ok := s.memo[t]; ok {
		return r
	}
	r := s.simpNode(t)
	s.memo[t] = r
	return r
}

func (s *simplifier) simpAll(ts []*Term) []*Term {
	out := make([]*Term, len(ts))
	for i, a := range ts {
		out[i] = s.simp(a)
	}
	return out
}

func (s *simplifier) simpNode(t *Term) *Term {
	switch t.op {
	case OpVar, OpNum, OpTrue, OpFalse, OpBoundVar:
		return t
	case OpForall:
		q, err := s.f.Forall(t.Bound(), s.simp(t.Body()))
		if err != nil {
			panic("chc: " + err.Error()) // the bound variables are t's own
		}
		return q
	case OpNot:
		return s.neg(s.simp(t.args[0]))
	case OpAnd:
		return s.and(s.simpAll(t.args))
	case OpOr:
		return s.or(s.simpAll(t.args))
	case OpImplies:
		args := s.simpAll(t.args)
		for i := range args[:len(args)-1] {
			args[i] = s.neg(args[i])
		}
		return s.or(args)
	case OpLe, OpLt, OpGe, OpGt:
		return s.chain(t.op, t.args)
	case OpEq:
		if t.args[0].sort.IsArith() {
			return s.chain(OpEq, t.args)
		}
		if t.args[0].sort.Kind() == KindDatatype && len(t.args) == 2 {
			return s.datatypeEq(s.simp(t.args[0]), s.simp(t.args[1]))
		}
		return s.boolEq(t)
	case OpField, OpIs, OpSize:
		return s.datatypeOp(t)
	case OpDistinct:
		if t.args[0].sort.IsArith() {
			return s.distinct(t.args)
		}
	case OpIte:
		return s.ite(t)
	case OpAdd, OpSub, OpNeg, OpMul, OpRealDiv, OpToReal:
		if t.sort.IsArith() {
			return linearize(t, s.simp, s.atom).term(s.f)
		}
	}
	return s.atom(t)
}

// atom rebuilds t over its simplified arguments, evaluating it when they
// are constants.
func (s *simplifier) atom(t *Term) *Term {
	if len(t.args) == 0 {
		return t
	}
	args := s.simpAll(t.args)
	u := s.f.rebuild(t, args)
	if u.sort.Kind() == KindArray {
		return u
	}
	for _, a := range u.args {
		if a.op != OpNum && a.op != OpTrue && a.op != OpFalse {
			return u
		}
	}
	if v, err := Eval(u, nil); err == nil {
		return s.f.Value(v)
	}
	return u
}

// chain simplifies a chainable comparison a0 op a1 op a2 ... as the
// conjunction of its links.
func (s *simplifier) chain(op Op, args []*Term) *Term {
	var links []*Term
	for i := 0; i+1 < len(args); i++ {
		d := linearize(s.f.MustApp(OpSub, args[i], args[i+1]), s.simp, s.atom)
		links = append(links, s.compare(op, d))
	}
	return s.and(links)
}

// distinct simplifies pairwise disequality of arithmetic terms.
func (s *simplifier) distinct(args []*Term) *Term {
	var links []*Term
	for i := range args {
		for j := i + 1; j < len(args); j++ {
			d := linearize(s.f.MustApp(OpSub, args[i], args[j]), s.simp, s.atom)
			links = append(links, s.neg(s.compare(OpEq, d)))
		}
	}
	return s.and(links)
}

// boolEq simplifies an equation between non-arithmetic terms.
func (s *simplifier) boolEq(t *Term) *Term {
	args := s.simpAll(t.args)
	if len(args) != 2 {
		return s.f.MustApp(OpEq, args...)
	}
	a, b := args[0], args[1]
	if a.sort == BoolSort {
		switch {
		case b.IsTrue():
			return a
		case a.IsTrue():
			return b
		case b.IsFalse():
			return s.neg(a)
		case a.IsFalse():
			return s.neg(b)
		}
	}
	return s.f.Eq(a, b)
}

// ite simplifies (ite c a b).
func (s *simplifier) ite(t *Term) *Term {
	c, a, b := s.simp(t.args[0]), s.simp(t.args[1]), s.simp(t.args[2])
	switch {
	case c.IsTrue() || a == b:
		return a
	case c.IsFalse():
		return b
	case a.sort == BoolSort && a.IsTrue() && b.IsFalse():
		return c
	case a.sort == BoolSort && a.IsFalse() && b.IsTrue():
		return s.neg(c)
	}
	return s.f.MustApp(OpIte, c, a, b)
}

// neg returns the simplified negation of a simplified term.
func (s *simplifier) neg(t *Term) *Term {
	if r, ok := s.negs[t]; ok {
		return r
	}
	var r *Term
	if l, ok := s.lits[t]; ok {
		r = s.litTerm(l.negate())
	} else {
		switch t.op {
		case OpTrue:
			r = s.f.fls
		case OpFalse:
			r = s.f.tru
		case OpNot:
			r = t.args[0]
		case OpAnd, OpOr:
			// The junction is already simplified, so its dual is too.
			negs := make([]*Term, len(t.args))
			for i, a := range t.args {
				negs[i] = s.neg(a)
			}
			if t.op == OpAnd {
				r = s.f.Or(negs...)
			} else {
				r = s.f.And(negs...)
			}
		default:
			r = s.f.MustApp(OpNot, t)
		}
	}
	s.negs[t], s.negs[r] = r, t
	return r
}

// or simplifies a disjunction of simplified terms as the negation of the
// conjunction of their negations.
func (s *simplifier) or(ts []*Term) *Term {
	negs := make([]*Term, len(ts))
	for i, a := range ts {
		negs[i] = s.neg(a)
	}
	return s.neg(s.and(negs))
}

// and simplifies a conjunction of simplified terms.
func (s *simplifier) and(ts []*Term) *Term {
	items, ok := s.flatten(ts)
	if !ok {
		return s.f.fls
	}
	// Bounds on the same linear term are merged.
	groups := map[string]*bounds{}
	for _, t := range items {
		if l, isLit := s.lits[t]; isLit {
			g := groups[l.key]
			if g == nil {
				g = &bounds{lin: l.lin, key: l.key}
				groups[l.key] = g
			}
			g.add(l)
		}
	}
	merged := map[string][]*Term{}
	for key, g := range groups {
		ls, sat := g.resolve()
		if !sat {
			return s.f.fls
		}
		for _, l := range ls {
			merged[key] = append(merged[key], s.litTerm(l))
		}
	}
	var out []*Term
	present := map[*Term]bool{}
	for _, t := range items {
		if l, isLit := s.lits[t]; isLit {
			out = append(out, merged[l.key]...)
			delete(merged, l.key)
			continue
		}
		out = append(out, t)
	}
	for _, t := range out {
		present[t] = true
	}
	return s.reduce(out, present, groups)
}

// flatten collects the conjuncts of ts without true and duplicates; ok is
// false when one is false.
func (s *simplifier) flatten(ts []*Term) (items []*Term, ok bool) {
	seen := map[*Term]bool{}
	var add func(t *Term) bool
	add = func(t *Term) bool {
		switch {
		case t.IsFalse():
			return false
		case t.IsTrue() || seen[t]:
			return true
		case t.op == OpAnd:
			for _, a := range t.args {
				if !add(a) {
					return false
				}
			}
			return true
		}
		seen[t] = true
		items = append(items, t)
		return true
	}
	for _, t := range ts {
		if !add(t) {
			return nil, false
		}
	}
	return items, true
}

// reduce removes, from the merged conjuncts out, what the others decide:
// a conjunct whose negation is present makes the conjunction false; a
// disjunction with a disjunct that is present or implied by the bounds is
// dropped, and its disjuncts contradicted by them are removed (after which
// the conjunction is simplified again); a disjunction whose disjuncts
// include all those of another is dropped.
func (s *simplifier) reduce(out []*Term, present map[*Term]bool, groups map[string]*bounds) *Term {
	var kept []*Term
	changed := false
	for _, t := range out {
		if t.op != OpOr {
			if t.op != OpAnd && present[s.neg(t)] {
				return s.f.fls
			}
			kept = append(kept, t)
			continue
		}
		var ds []*Term
		drop := false
		for _, d := range t.args {
			switch s.decide(d, present, groups) {
			case 1:
				drop = true
			case 0:
				ds = append(ds, d)
			}
		}
		switch {
		case drop:
			changed = true
		case len(ds) < len(t.args):
			kept = append(kept, s.or(ds))
			changed = true
		default:
			kept = append(kept, t)
		}
	}
	if changed {
		return s.and(kept)
	}
	kept = absorb(kept)
	switch len(kept) {
	case 0:
		return s.f.tru
	case 1:
		return kept[0]
	}
	return s.f.intern(&Term{op: OpAnd, sort: BoolSort, args: kept})
}

// decide tells whether the conjuncts make d true (1), false (-1) or
// neither (0).
func (s *simplifier) decide(d *Term, present map[*Term]bool, groups map[string]*bounds) int {
	if present[d] {
		return 1
	}
	if d.op != OpAnd && d.op != OpOr && present[s.neg(d)] {
		return -1
	}
	l, isLit := s.lits[d]
	if !isLit {
		return 0
	}
	g := groups[l.key]
	if g == nil {
		return 0
	}
	if !g.with(l.negate()) {
		return 1
	}
	if !g.with(l) {
		return -1
	}
	return 0
}

// absorb drops each disjunction whose disjuncts include all those of
// another conjunct (a disjunction, or a single disjunct).
func absorb(ts []*Term) []*Term {
	if len(ts) > 64 {
		return ts
	}
	disj := func(t *Term) []*Term {
		if t.op == OpOr {
			return t.args
		}
		return []*Term{t}
	}
	var out []*Term
	for i, t := range ts {
		if t.op != OpOr {
			out = append(out, t)
			continue
		}
		set := map[*Term]bool{}
		for _, d := range t.args {
			set[d] = true
		}
		absorbed := false
		for j, u := range ts {
			if j == i || (len(disj(u)) == len(t.args) && j > i) {
				continue
			}
			sub := true
			for _, d := range disj(u) {
				sub = sub && set[d]
			}
			absorbed = absorbed || sub
		}
		if !absorbed {
			out = append(out, t)
		}
	}
	return out
}

// lit is a normalised arithmetic literal lin op k: lin's coefficients are
// coprime integers, the first positive; op is OpLe, OpLt, OpGe, OpGt, OpEq
// or OpDistinct (for ≠), and over Int never strict.
type lit struct {
	lin LinSum // constant unused
	key string // lin.key()
	op  Op
	k   *big.Rat
}

// compare returns the simplified literal d op 0.
func (s *simplifier) compare(op Op, d LinSum) *Term {
	k := new(big.Rat).Neg(d.K)
	if len(d.Atoms) == 0 {
		return s.f.BoolConst(holds(op, new(big.Rat), k))
	}
	p := d.Primitive()
	if d.Coefs[0].Sign() < 0 {
		p.Neg(p)
		op = flip(op)
	}
	lin := d.scale(p)
	lin.K = new(big.Rat)
	k.Mul(k, p)
	l := lit{lin: lin, key: lin.key(), op: op, k: k}
	if d.Sort == IntSort {
		var ok bool
		if l, ok = l.integral(); !ok {
			return s.f.BoolConst(op == OpDistinct)
		}
	}
	return s.litTerm(l)
}

// integral makes an Int literal's constant an integer and its comparison
// non-strict; ok is false when the literal is an equation (true
// disequation) without integer solutions.
func (l lit) integral() (lit, bool) {
	k := l.k
	switch l.op {
	case OpLe:
		l.k = floorRat(k)
	case OpLt:
		l.op, l.k = OpLe, new(big.Rat).Sub(ceilRat(k), big.NewRat(1, 1))
	case OpGe:
		l.k = ceilRat(k)
	case OpGt:
		l.op, l.k = OpGe, new(big.Rat).Add(floorRat(k), big.NewRat(1, 1))
	case OpEq, OpDistinct:
		return l, k.IsInt()
	}
	return l, true
}

func floorRat(r *big.Rat) *big.Rat { return new(big.Rat).SetInt(floor(r)) }

func ceilRat(r *big.Rat) *big.Rat {
	return new(big.Rat).Neg(floorRat(new(big.Rat).Neg(r)))
}

// flip is the comparison with its sides negated.
func flip(op Op) Op {
	switch op {
	case OpLe:
		return OpGe
	case OpLt:
		return OpGt
	case OpGe:
		return OpLe
	case OpGt:
		return OpLt
	}
	return op
}

// holds evaluates a op b.
func holds(op Op, a, b *big.Rat) bool {
	c := a.Cmp(b)
	switch op {
	case OpLe:
		return c <= 0
	case OpLt:
		return c < 0
	case OpGe:
		return c >= 0
	case OpGt:
		return c > 0
	case OpEq:
		return c == 0
	}
	return c != 0
}

// negate returns the literal that holds iff l does not.
func (l lit) negate() lit {
	one := big.NewRat(1, 1)
	isInt := l.lin.Sort == IntSort
	switch l.op {
	case OpLe:
		if isInt {
			l.op, l.k = OpGe, new(big.Rat).Add(l.k, one)
		} else {
			l.op = OpGt
		}
	case OpGe:
		if isInt {
			l.op, l.k = OpLe, new(big.Rat).Sub(l.k, one)
		} else {
			l.op = OpLt
		}
	case OpLt:
		l.op = OpGe
	case OpGt:
		l.op = OpLe
	case OpEq:
		l.op = OpDistinct
	case OpDistinct:
		l.op = OpEq
	}
	return l
}

// litTerm builds l as a term, positive coefficients on the left, and
// records it. Over Int a bound between terms that differs from a strict
// one by 1 is written strict.
func (s *simplifier) litTerm(l lit) *Term {
	op, k := l.op, l.k
	if l.lin.Sort == IntSort && l.lin.twoSided() {
		// x <= y - 1 reads x < y, and x >= y + 1 reads x > y.
		switch {
		case op == OpLe && k.Cmp(big.NewRat(-1, 1)) == 0:
			op, k = OpLt, new(big.Rat)
		case op == OpGe && k.Cmp(big.NewRat(1, 1)) == 0:
			op, k = OpGt, new(big.Rat)
		}
	}
	lin := l.lin
	if op == OpEq || op == OpDistinct {
		// x = y + z rather than y + z = x: one term alone on the left.
		if pos, neg := lin.signs(); pos > 1 && neg == 1 {
			m := big.NewRat(-1, 1)
			lin, k = lin.scale(m), new(big.Rat).Mul(k, m)
		}
	}
	lhs, rhs := lin.sides(s.f, k)
	var t *Term
	switch op {
	case OpDistinct:
		t = s.f.MustApp(OpNot, s.f.MustApp(OpEq, lhs, rhs))
	default:
		t = s.f.MustApp(op, lhs, rhs)
	}
	s.lits[t] = l
	return t
}

// bounds collects the literals on one linear term of a conjunction.
type bounds struct {
	lin        LinSum
	key        string
	lo, hi, eq *big.Rat
	loStrict   bool
	hiStrict   bool
	ne         []*big.Rat
	unsat      bool
}

func (g *bounds) add(l lit) {
	switch l.op {
	case OpGe, OpGt:
		strict := l.op == OpGt
		if g.lo == nil || l.k.Cmp(g.lo) > 0 || (l.k.Cmp(g.lo) == 0 && strict) {
			g.lo, g.loStrict = l.k, strict
		}
	case OpLe, OpLt:
		strict := l.op == OpLt
		if g.hi == nil || l.k.Cmp(g.hi) < 0 || (l.k.Cmp(g.hi) == 0 && strict) {
			g.hi, g.hiStrict = l.k, strict
		}
	case OpEq:
		if g.eq != nil && g.eq.Cmp(l.k) != 0 {
			g.unsat = true
		}
		g.eq = l.k
	case OpDistinct:
		for _, v := range g.ne {
			if v.Cmp(l.k) == 0 {
				return
			}
		}
		g.ne = append(g.ne, l.k)
	}
}

// with reports whether the bounds and l are satisfiable together.
func (g *bounds) with(l lit) bool {
	c := *g
	c.ne = append([]*big.Rat(nil), g.ne...)
	c.add(l)
	_, ok := c.resolve()
	return ok
}

// resolve returns the fewest literals equivalent to the bounds, and false
// when they are unsatisfiable.
func (g *bounds) resolve() ([]lit, bool) {
	if g.unsat {
		return nil, false
	}
	mk := func(op Op, k *big.Rat) lit { return lit{lin: g.lin, key: g.key, op: op, k: k} }
	if g.eq != nil {
		if !g.admits(g.eq) {
			return nil, false
		}
		return []lit{mk(OpEq, g.eq)}, true
	}
	isInt := g.lin.Sort == IntSort
	lo, hi, loStrict, hiStrict := g.lo, g.hi, g.loStrict, g.hiStrict
	var ne []*big.Rat
	for i, v := range g.ne {
		switch {
		case isInt && lo != nil && v.Cmp(lo) == 0:
			lo = new(big.Rat).Add(lo, big.NewRat(1, 1))
		case isInt && hi != nil && v.Cmp(hi) == 0:
			hi = new(big.Rat).Sub(hi, big.NewRat(1, 1))
		case !isInt && lo != nil && !loStrict && v.Cmp(lo) == 0:
			loStrict = true
		case !isInt && hi != nil && !hiStrict && v.Cmp(hi) == 0:
			hiStrict = true
		default:
			ne = append(ne, v)
			continue
		}
		// A bound moved onto v's neighbour: the disequalities seen so
		// far may now touch it, so resolve again without v.
		h := bounds{lin: g.lin, key: g.key, lo: lo, hi: hi, loStrict: loStrict, hiStrict: hiStrict}
		h.ne = append(ne, g.ne[i+1:]...)
		return h.resolve()
	}
	return g.emit(mk, lo, hi, loStrict, hiStrict, ne)
}

// emit returns the literals for the interval and the disequalities inside
// it.
func (g *bounds) emit(mk func(Op, *big.Rat) lit, lo, hi *big.Rat, loStrict, hiStrict bool, ne []*big.Rat) ([]lit, bool) {
	if lo != nil && hi != nil {
		c := lo.Cmp(hi)
		if c > 0 || (c == 0 && (loStrict || hiStrict)) {
			return nil, false
		}
		if c == 0 {
			for _, v := range ne {
				if v.Cmp(lo) == 0 {
					return nil, false
				}
			}
			return []lit{mk(OpEq, lo)}, true
		}
	}
	var out []lit
	if lo != nil {
		out = append(out, mk(map[bool]Op{false: OpGe, true: OpGt}[loStrict], lo))
	}
	if hi != nil {
		out = append(out, mk(map[bool]Op{false: OpLe, true: OpLt}[hiStrict], hi))
	}
	inside := g.interval(lo, hi, loStrict, hiStrict)
	var keep []*big.Rat
	for _, v := range ne {
		if inside(v) {
			keep = append(keep, v)
		}
	}
	sort.Slice(keep, func(i, j int) bool { return keep[i].Cmp(keep[j]) < 0 })
	for _, v := range keep {
		out = append(out, mk(OpDistinct, v))
	}
	return out, true
}

// admits reports whether v satisfies the bounds and disequalities.
func (g *bounds) admits(v *big.Rat) bool {
	if !g.interval(g.lo, g.hi, g.loStrict, g.hiStrict)(v) {
		return false
	}
	for _, w := range g.ne {
		if w.Cmp(v) == 0 {
			return false
		}
	}
	return true
}

// interval returns membership in the interval between lo and hi.
func (g *bounds) interval(lo, hi *big.Rat, loStrict, hiStrict bool) func(*big.Rat) bool {
	return func(v *big.Rat) bool {
		if lo != nil && (v.Cmp(lo) < 0 || (v.Cmp(lo) == 0 && loStrict)) {
			return false
		}
		if hi != nil && (v.Cmp(hi) > 0 || (v.Cmp(hi) == 0 && hiStrict)) {
			return false
		}
		return true
	}
}
