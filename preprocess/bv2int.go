package preprocess

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// BV2Int rewrites a bit-vector system into linear integer arithmetic, so
// that the integer engines apply: each bit-vector variable and predicate
// parameter of width n becomes an Int ranging over 2^n consecutive values,
// [0, 2^n) (unsigned reading) or [-2^(n-1), 2^(n-1)) (two's complement),
// and each operator becomes its integer meaning with the wrap-around made
// explicit.
//
// A bit-vector term is translated to an integer term congruent to its value
// modulo 2^n together with an interval bounding that term, so that sums and
// products by constants need no reduction at all; a term is reduced into the
// representation's range only where its exact value matters (comparisons,
// division, extension, predicate arguments) — by a fresh remainder r and
// quotient k with e = r + 2^n·k and r in range, k in the interval the bounds
// allow (or, with UseMod, by a mod term). An equation a = b in a clause's top
// conjunction becomes e_a - e_b = 2^n·k over a fresh bounded k; elsewhere
// it compares the reduced difference with 0. Every clause asserts the range
// of each variable it translates. The fresh variables are functions of the
// clause's variables, so the translated clause has exactly the instances of
// the given one (read through the representation), and the two systems have
// the same derivations and the same models.
//
// Without explicit wrap-around (Wrap), the result of an arithmetic
// operator (bvadd, bvsub, bvneg, bvmul, bvshl, over operands in range) is
// asserted in range where it would be reduced by a quotient, so no
// quotient remains: sums, differences and products by constants are exact
// integers wherever their value matters. Intermediate results may leave
// the range (x - y + z is fine as long as the result is in range, as
// modular arithmetic gives the same value), and an equation whose sides
// allow one multiple of 2^n only needs no assumption. Other terms (an
// extraction, a concatenation, a rotation) are read modulo 2^n as usual:
// they do not overflow. Clauses in Exact keep explicit wrap-around. With WrapError each clause where a value is so asserted
// gains a query, its exact translation with the negation of the range
// conditions: every derivation of the given system either never leaves
// the range (and is one of the translation) or reaches a first clause
// instance that does (where the query derives false), so a model of the
// translation is one of the given system, read through the same
// representation. With WrapAssumed the query is left out: the translation
// has the given system's instances that stay in range, its refutations are
// refutations of the given system, and its models are candidates (a model
// of the given system when no reachable overflow matters to safety).
// Programs written for mathematical integers then get integer systems
// without quotients, over which PDR generalises as over any integer
// program: the translation decides bit-vector systems whose
// counterexamples need no overflow, and, with clauses made exact where an
// overflow matters (bvint.ViaInt), some whose models must respect one
// (docs/strategy.md, bv).
//
// Operators without an exact linear reading — a product of two non-constant
// factors, division or shifts by a non-constant, bitwise operators between
// two non-constants, arrays of bit-vectors — make the pass refuse: it leaves
// the system as it is and says why in its statistics (Stat.Note).
//
// Derivations map back node by node, each Int value becoming the bit-vector
// of the right width. A model maps back by reading each integer formula as a
// bit-vector formula at a width where it cannot overflow: a parameter is
// zero- or sign-extended to that width, and the width is chosen per atom
// from the bounds of its subterms under the parameters' ranges; div and mod
// by constants become bvsdiv and bvsmod arranged to give SMT-LIB's Euclidean
// results. A model with a term this cannot read (a product or division of
// non-constants whose bounds are unknown, a Real) fails to map back, and the
// driver falls back.
type BV2Int struct {
	// Repr chooses the representation of bit-vectors; zero: ReprAuto.
	Repr Repr
	// UseMod reduces with (mod e 2^n) terms instead of fresh variables.
	UseMod bool
	// Wrap chooses how wrap-around is translated; zero: WrapExplicit.
	Wrap Wrap
	// Exact lists clauses (of the system the pass is applied to) that are
	// translated with explicit wrap-around whatever Wrap says: the
	// clauses where an overflow was found to matter (bvint.ViaInt).
	Exact map[*chc.Clause]bool
}

// Wrap is how BV2Int translates wrap-around: what it makes of a term's
// integer value where it must be reduced into the representation's range.
type Wrap uint8

// Translations of wrap-around.
const (
	// WrapExplicit reduces by a fresh quotient (or a mod term): the
	// translation has exactly the given system's instances.
	WrapExplicit Wrap = iota
	// WrapError asserts the value in range instead, and adds for each
	// clause where it does so a query deriving false from the clause's
	// instances where a value is out of range: a model of the result is
	// one of the given system, a refutation through such a query is
	// not (it only shows an overflow reachable).
	WrapError
	// WrapAssumed asserts the value in range and adds nothing: the
	// result keeps the given system's instances without overflow, so
	// its refutations are the given system's, and its models are
	// candidates only, to be checked against the given system.
	WrapAssumed
)

// Repr is the integer reading of bit-vectors BV2Int uses.
type Repr uint8

// Representations.
const (
	ReprAuto     Repr = iota // signed if the system has at least as many signed operators as unsigned ones
	ReprUnsigned             // [0, 2^n)
	ReprSigned               // [-2^(n-1), 2^(n-1)), two's complement
)

// Name returns "bv2int".
func (BV2Int) Name() string { return "bv2int" }

// errRefuse marks a construct the translation cannot express exactly.
var errRefuse = errors.New("bv2int: not expressible in linear integer arithmetic")

// refusal is the back map of a system the pass left unchanged, with the
// reason for its statistics.
type refusal struct {
	identity
	reason string
}

// Note returns why the pass did not apply.
func (r refusal) Note() string { return r.reason }

// Apply translates s, or returns it unchanged when it has no bit-vectors or
// uses an operator the translation cannot express.
func (p BV2Int) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	hasBV := false
	for _, q := range s.Preds {
		for _, so := range q.Params {
			if bad := badSort(so); bad != "" {
				return s, refusal{reason: bad}, nil
			}
			hasBV = hasBV || so.IsBitVec()
		}
	}
	if !hasBV {
		// Bit-vectors only in constraints stay for the engine, and
		// systems without them cost no walk over their terms.
		return s, Identity, nil
	}
	votes := 0 // signed operators less unsigned ones (opSignedness)
	seen := make(map[*chc.Term]bool)
	used := make(map[string]bool)
	other := make(map[string]bool)
	var bad string
	for _, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		for _, t := range clauseTerms(c) {
			chc.Walk(t, func(u *chc.Term) bool {
				if seen[u] || bad != "" {
					return false
				}
				seen[u] = true
				if b := badSort(u.Sort()); b != "" {
					bad = b
					return false
				}
				if u.Op() == chc.OpVar {
					used[u.Name()] = true
					if !u.Sort().IsBitVec() {
						other[u.Name()] = true
					}
				}
				votes += opSignedness(u.Op())
				return true
			})
		}
	}
	if bad != "" {
		return s, refusal{reason: bad}, nil
	}
	signed := p.Repr == ReprSigned || (p.Repr == ReprAuto && votes >= 0)
	f := s.Terms
	out := newSystem(s)
	preds := make(map[*chc.Pred]*chc.Pred, len(s.Preds))
	for _, q := range s.Preds {
		preds[q] = q
		if hasBVParam(q) {
			params := make([]chc.Sort, len(q.Params))
			for i, so := range q.Params {
				params[i] = intSortFor(so)
			}
			preds[q] = &chc.Pred{Name: q.Name, Params: params}
		}
		out.Preds = append(out.Preds, preds[q])
	}
	vars := &varMap{f: f, used: used, other: other, taken: make(map[string]bool), m: make(map[*chc.Term]*chc.Term)}
	origins := make(map[*chc.Clause]*bvOrigin, len(s.Clauses))
	shared := make(map[*chc.Term]termFacts)
	fresh, checks := 0, 0
	overflows := make(map[*chc.Clause]bool)
	for _, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		tr := &bvTrans{f: f, signed: signed, useMod: p.UseMod, nowrap: p.Wrap != WrapExplicit && !p.Exact[c], vars: vars, used: used,
			memo: make(map[*chc.Term]lz), bmemo: make(map[*chc.Term]*chc.Term), shared: shared}
		d, err := tr.clause(c, preds)
		var q *chc.Clause
		if err == nil && len(tr.ok) > 0 && p.Wrap == WrapError {
			q, err = tr.overflow(c, preds)
			checks += len(tr.ok)
		}
		if err != nil {
			var re refuseError
			if errors.As(err, &re) {
				return s, refusal{reason: fmt.Sprintf("%s: %s", s.Describe(c), re.what)}, nil
			}
			return nil, nil, fmt.Errorf("%s: %w", s.Describe(c), err)
		}
		fresh += tr.fresh
		out.Clauses = append(out.Clauses, d)
		origins[d] = &bvOrigin{clause: c, vars: tr.clauseVars}
		if q != nil {
			out.Clauses = append(out.Clauses, q)
			overflows[q] = true
		}
	}
	note := fmt.Sprintf("%s integers, %d fresh variables", map[bool]string{true: "signed", false: "unsigned"}[signed], fresh)
	switch p.Wrap {
	case WrapError:
		note += fmt.Sprintf(", overflow an error: %d range checks in %d queries", checks, len(overflows))
	case WrapAssumed:
		note += ", no overflow assumed"
	}
	if p.Wrap != WrapExplicit && len(p.Exact) > 0 {
		note += fmt.Sprintf(" but in %d clauses", len(p.Exact))
	}
	back := &bvBack{
		backMap: backMap{in: s},
		note:    note,
		preds:   preds, signed: signed, f: f,
	}
	back.lift = func(l *lifter, n *chc.DerivNode, kids []*chc.DerivNode) (*chc.DerivNode, error) {
		if overflows[n.Clause] {
			return nil, fmt.Errorf("bv2int: the refutation ends in an overflow, which the translation without wrap-around makes an error: %s", n.Clause)
		}
		o := origins[n.Clause]
		if o == nil {
			return nil, fmt.Errorf("bv2int: derivation uses a clause the pass did not produce: %s", n.Clause)
		}
		vals := make(chc.Env, len(o.vars))
		for v, iv := range o.vars {
			x, ok := n.Values[iv]
			if !ok {
				continue
			}
			if v.Sort().IsBitVec() {
				if x.Sort() != chc.IntSort {
					return nil, fmt.Errorf("bv2int: value %s of %s is not an integer", x, iv.Name())
				}
				x = chc.BVValue(x.BigInt(), v.Sort().Width())
			}
			vals[v] = x
		}
		return l.node(o.clause, vals, kids)
	}
	back.model = back.mapModel
	return out, back, nil
}

// badSort names a sort the translation refuses ("" for none): an array
// with bit-vector indices or elements.
func badSort(so chc.Sort) string {
	if so.Kind() == chc.KindArray && (mentionsBV(so.Index()) || mentionsBV(so.Elem())) {
		return "array sort " + so.String() + " over bit-vectors"
	}
	return ""
}

func mentionsBV(so chc.Sort) bool {
	if so.Kind() == chc.KindArray {
		return mentionsBV(so.Index()) || mentionsBV(so.Elem())
	}
	return so.IsBitVec()
}

func hasBVParam(q *chc.Pred) bool {
	for _, so := range q.Params {
		if so.IsBitVec() {
			return true
		}
	}
	return false
}

// intSortFor returns Int for a bit-vector sort and so otherwise.
func intSortFor(so chc.Sort) chc.Sort {
	if so.IsBitVec() {
		return chc.IntSort
	}
	return so
}

// clauseTerms lists the constraint and atom arguments of c.
func clauseTerms(c *chc.Clause) []*chc.Term {
	ts := []*chc.Term{c.Constraint}
	for _, a := range c.Body {
		ts = append(ts, a.Args...)
	}
	if c.Head != nil {
		ts = append(ts, c.Head.Args...)
	}
	return ts
}

// varMap gives each bit-vector variable its Int variable: of the same
// name, unless a variable of another sort or another bit-vector variable
// has that name.
type varMap struct {
	f     *chc.Factory
	used  map[string]bool // every variable name of the system
	other map[string]bool // names of the variables that are not bit-vectors
	taken map[string]bool // names given out
	m     map[*chc.Term]*chc.Term
}

func (vm *varMap) get(v *chc.Term) *chc.Term {
	if iv, ok := vm.m[v]; ok {
		return iv
	}
	name := v.Name()
	for n := 1; vm.other[name] || vm.taken[name] || (name != v.Name() && vm.used[name]); n++ {
		name = fmt.Sprintf("%s!i%d", v.Name(), n)
	}
	vm.taken[name] = true
	iv := vm.f.Var(name, chc.IntSort)
	vm.m[v] = iv
	return iv
}

// bvOrigin is the input clause of an output clause and the output variable
// standing for each of its variables.
type bvOrigin struct {
	clause *chc.Clause
	vars   map[*chc.Term]*chc.Term
}

// refuseError carries what the translation cannot express.
type refuseError struct{ what string }

func (e refuseError) Error() string { return e.what }

func refuse(format string, args ...any) error {
	return refuseError{what: fmt.Sprintf(format, args...)}
}

// lz is a translated bit-vector term: an Int term congruent to its value
// modulo 2^width, and bounds on that term.
type lz struct {
	e      *chc.Term
	lo, hi *big.Int
	// arith marks the result of bvadd, bvsub, bvneg, bvmul or bvshl over
	// operands in range, when wrap-around is not explicit: out of range,
	// it overflows (see fit). Any other term out of range is read modulo
	// 2^n as it should be (an extraction, a concatenation, a rotation).
	arith bool
}

// bvTrans translates one clause.
type bvTrans struct {
	f          *chc.Factory
	signed     bool
	useMod     bool
	nowrap     bool // values are asserted in range where they are reduced (ok)
	record     bool // those range conditions are recorded (ok), not asserted
	ok         []*chc.Term
	phi        *chc.Term   // the translated constraint (clause)
	ranges     []*chc.Term // the ranges of the clause's variables (clause)
	vars       *varMap
	used       map[string]bool
	memo       map[*chc.Term]lz
	bmemo      map[*chc.Term]*chc.Term
	shared     map[*chc.Term]termFacts // memo of facts, for all clauses
	defs       []*chc.Term             // side constraints: fresh variables' definitions
	fresh      int
	clauseVars map[*chc.Term]*chc.Term // input variable → output variable
}

func pow2(n int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(n)) }

// low returns the least value of the representation of width n.
func (t *bvTrans) low(n int) *big.Int {
	if t.signed {
		return new(big.Int).Neg(pow2(n - 1))
	}
	return new(big.Int)
}

// clause translates c over the output predicates.
func (t *bvTrans) clause(c *chc.Clause, preds map[*chc.Pred]*chc.Pred) (*chc.Clause, error) {
	f := t.f
	t.clauseVars = make(map[*chc.Term]*chc.Term)
	var ranges []*chc.Term
	for _, v := range c.Vars() {
		if !v.Sort().IsBitVec() {
			t.clauseVars[v] = v
			continue
		}
		iv := t.vars.get(v)
		t.clauseVars[v] = iv
		n := v.Sort().Width()
		lo := t.low(n)
		hi := new(big.Int).Add(lo, pow2(n))
		hi.Sub(hi, big.NewInt(1))
		ranges = append(ranges, f.Le(f.BigInt(lo), iv), f.Le(iv, f.BigInt(hi)))
	}
	atom := func(a chc.Atom) (chc.Atom, error) {
		out := chc.Atom{Pred: preds[a.Pred], Args: make([]*chc.Term, len(a.Args))}
		for i, x := range a.Args {
			if !x.Sort().IsBitVec() {
				b, err := t.plain(x)
				if err != nil {
					return chc.Atom{}, err
				}
				out.Args[i] = b
				continue
			}
			l, err := t.bv(x)
			if err != nil {
				return chc.Atom{}, err
			}
			out.Args[i] = t.norm(l, x.Sort().Width(), t.low(x.Sort().Width())).e
		}
		return out, nil
	}
	d := &chc.Clause{Pos: c.Pos}
	for _, a := range c.Body {
		b, err := atom(a)
		if err != nil {
			return nil, err
		}
		d.Body = append(d.Body, b)
	}
	if c.Head != nil {
		h, err := atom(*c.Head)
		if err != nil {
			return nil, err
		}
		d.Head = &h
	}
	phi, err := t.boolean(c.Constraint, true)
	if err != nil {
		return nil, err
	}
	t.phi, t.ranges = phi, ranges
	d.Constraint = t.constraint(true)
	for _, v := range c.VarOrder {
		if iv, ok := t.clauseVars[v]; ok {
			d.VarOrder = append(d.VarOrder, iv)
		}
	}
	return d, nil
}

// constraint returns the translated constraint, with the definitions of
// fresh variables and the ranges of the clause's variables, and with its
// range conditions or their negation (ok).
func (t *bvTrans) constraint(ok bool) *chc.Term {
	f := t.f
	cond := f.And(t.ok...)
	if !ok {
		cond = f.Not(cond)
	}
	return f.And(append(append([]*chc.Term{t.phi, cond}, t.defs...), t.ranges...)...)
}

// overflow returns the query that derives false from the instances of c
// where a value falls out of range where it is reduced: c's exact
// translation (with wrap-around) without its head, and the negation of the
// range conditions recorded while making it. Those are the conditions t
// asserted, over the exact translation's terms: at the first reduction
// where they differ, the two translations have the same value, so an
// instance of c that t's clause lacks fails one of them. (t's own
// conditions would not do: its definitions of fresh variables have the
// bounds of values in range, and no solution outside.)
func (t *bvTrans) overflow(c *chc.Clause, preds map[*chc.Pred]*chc.Pred) (*chc.Clause, error) {
	ex := &bvTrans{f: t.f, signed: t.signed, useMod: t.useMod, record: true, vars: t.vars, used: t.used,
		memo: make(map[*chc.Term]lz), bmemo: make(map[*chc.Term]*chc.Term), shared: t.shared, fresh: t.fresh}
	q, err := ex.clause(c, preds)
	if err != nil {
		return nil, err
	}
	t.fresh = ex.fresh
	q.Head = nil
	// ex.clause conjoined its recorded conditions, as t's are: take them
	// out again.
	q.Constraint = ex.constraint(false)
	return q, nil
}

// plain returns a term without bit-vector subterms, or the translation of
// a Bool term that has some.
func (t *bvTrans) plain(x *chc.Term) (*chc.Term, error) {
	if x.Sort() == chc.BoolSort {
		return t.boolean(x, false)
	}
	if !t.hasBV(x) {
		return x, nil
	}
	return nil, refuse("%s of sort %s over bit-vectors", x.Op(), x.Sort())
}

// hasBV reports whether x has a bit-vector subterm.
func (t *bvTrans) hasBV(x *chc.Term) bool {
	return t.facts(x).bv
}

// ground reports whether x has no variables.
func (t *bvTrans) ground(x *chc.Term) bool {
	return !t.facts(x).vars
}

// termFacts records whether a term has variables and bit-vector subterms.
type termFacts struct{ vars, bv bool }

// facts returns x's termFacts, memoised for the whole system.
func (t *bvTrans) facts(x *chc.Term) termFacts {
	if r, ok := t.shared[x]; ok {
		return r
	}
	r := termFacts{vars: x.Op() == chc.OpVar, bv: x.Sort().IsBitVec()}
	for _, a := range x.Args() {
		ra := t.facts(a)
		r.vars, r.bv = r.vars || ra.vars, r.bv || ra.bv
	}
	t.shared[x] = r
	return r
}

// freshVar returns a new Int variable named apart from the system's.
func (t *bvTrans) freshVar(kind string) *chc.Term {
	for {
		t.fresh++
		name := fmt.Sprintf("bv2int!%s%d", kind, t.fresh)
		if !t.used[name] {
			return t.f.Var(name, chc.IntSort)
		}
	}
}

// boolean translates a Bool term; top says it is a conjunct of the
// clause's constraint (where an equation may use an unconstrained
// existential quotient).
func (t *bvTrans) boolean(x *chc.Term, top bool) (*chc.Term, error) {
	if r, ok := t.bmemo[x]; ok && !top {
		return r, nil
	}
	r, err := t.booleanNode(x, top)
	if err != nil {
		return nil, err
	}
	if !top {
		t.bmemo[x] = r
	}
	return r, nil
}

func (t *bvTrans) booleanNode(x *chc.Term, top bool) (*chc.Term, error) {
	f := t.f
	args := x.Args()
	switch x.Op() {
	case chc.OpTrue, chc.OpFalse, chc.OpVar:
		return x, nil
	case chc.OpAnd:
		out := make([]*chc.Term, len(args))
		for i, a := range args {
			b, err := t.boolean(a, top)
			if err != nil {
				return nil, err
			}
			out[i] = b
		}
		return f.And(out...), nil
	case chc.OpEq, chc.OpDistinct:
		if !args[0].Sort().IsBitVec() {
			break
		}
		n := args[0].Sort().Width()
		ls := make([]lz, len(args))
		for i, a := range args {
			l, err := t.bv(a)
			if err != nil {
				return nil, err
			}
			ls[i] = l
		}
		var out []*chc.Term
		if x.Op() == chc.OpEq {
			for i := 1; i < len(ls); i++ {
				out = append(out, t.eq(ls[i-1], ls[i], n, top))
			}
			return f.And(out...), nil
		}
		for i := range ls {
			for j := i + 1; j < len(ls); j++ {
				out = append(out, f.Not(t.eq(ls[i], ls[j], n, false)))
			}
		}
		return f.And(out...), nil
	case chc.OpBVULt, chc.OpBVULe, chc.OpBVUGt, chc.OpBVUGe, chc.OpBVSLt, chc.OpBVSLe, chc.OpBVSGt, chc.OpBVSGe:
		n := args[0].Sort().Width()
		var lo *big.Int
		op := x.Op() - chc.OpBVULt
		if x.Op() >= chc.OpBVSLt {
			lo = new(big.Int).Neg(pow2(n - 1))
			op = x.Op() - chc.OpBVSLt
		} else {
			lo = new(big.Int)
		}
		a, err := t.bv(args[0])
		if err != nil {
			return nil, err
		}
		b, err := t.bv(args[1])
		if err != nil {
			return nil, err
		}
		ea, eb := t.norm(a, n, lo).e, t.norm(b, n, lo).e
		return f.Cmp([]chc.Op{chc.OpLt, chc.OpLe, chc.OpGt, chc.OpGe}[op], ea, eb), nil
	}
	// Any other Bool operator: translate the arguments, not at the top.
	if !t.hasBV(x) {
		return x, nil
	}
	out := make([]*chc.Term, len(args))
	for i, a := range args {
		switch {
		case a.Sort() == chc.BoolSort:
			b, err := t.boolean(a, false)
			if err != nil {
				return nil, err
			}
			out[i] = b
		case a.Sort().IsBitVec():
			return nil, refuse("%s over bit-vectors", x.Op())
		default:
			b, err := t.plain(a)
			if err != nil {
				return nil, err
			}
			out[i] = b
		}
	}
	if x.Op() == chc.OpSelect || x.Op() == chc.OpStore {
		return nil, refuse("%s over bit-vectors", x.Op())
	}
	return f.WithArgs(x, out...), nil
}

// eq returns a = b for bit-vectors of width n.
func (t *bvTrans) eq(a, b lz, n int, top bool) *chc.Term {
	f := t.f
	m := pow2(n)
	quotients := func() (dlo, dhi, klo, khi *big.Int) {
		dlo = new(big.Int).Sub(a.lo, b.hi)
		dhi = new(big.Int).Sub(a.hi, b.lo)
		return dlo, dhi, ceilDiv(dlo, m), floorDiv(dhi, m)
	}
	dlo, dhi, klo, khi := quotients()
	if klo.Cmp(khi) < 0 {
		// Only an equation that needs a quotient assumes (or records)
		// its sides in range: with one multiple of 2^n possible, it is
		// exact as it is (S + 256 = 0 is S = -256 even where S + 256
		// overflows).
		a, b = t.fit(a, n), t.fit(b, n)
		dlo, dhi, klo, khi = quotients()
	}
	switch klo.Cmp(khi) {
	case 1:
		return f.False()
	case 0:
		return f.Eq(a.e, f.Add(b.e, f.BigInt(new(big.Int).Mul(klo, m))))
	}
	if top && !t.useMod {
		k := t.freshVar("k")
		t.defs = append(t.defs, f.Le(f.BigInt(klo), k), f.Le(k, f.BigInt(khi)))
		return f.Eq(a.e, f.Add(b.e, f.Scale(new(big.Rat).SetInt(m), k)))
	}
	d := lz{e: f.Sub(a.e, b.e), lo: dlo, hi: dhi}
	return f.Eq(t.norm(d, n, new(big.Int)).e, f.Int(0))
}

// floorDiv returns ⌊a/b⌋ for b > 0.
func floorDiv(a, b *big.Int) *big.Int {
	q, m := new(big.Int).DivMod(a, b, new(big.Int))
	_ = m
	return q
}

// ceilDiv returns ⌈a/b⌉ for b > 0.
func ceilDiv(a, b *big.Int) *big.Int {
	q := floorDiv(a, b)
	if new(big.Int).Mul(q, b).Cmp(a) != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

// fit asserts, when wrap-around is dropped, that l, an arithmetic result
// (lz.arith), is in the representation's range of width n (one of t.ok),
// and returns l with its bounds cut to that range. It returns l as it is
// when wrap-around is explicit, when l is no arithmetic result (norm then
// reads it modulo 2^n, as it should), or when l is in range or wraps by a
// fixed amount whatever its value, which norm reduces exactly. When
// t.record is set, it records the range condition (in t.ok) and returns l
// as it is.
func (t *bvTrans) fit(l lz, n int) lz {
	if !t.nowrap && !t.record || !l.arith {
		return l
	}
	lo := t.low(n)
	m := pow2(n)
	hi := new(big.Int).Add(lo, m)
	hi.Sub(hi, big.NewInt(1))
	klo := floorDiv(new(big.Int).Sub(l.lo, lo), m)
	khi := floorDiv(new(big.Int).Sub(l.hi, lo), m)
	if klo.Cmp(khi) == 0 || klo.Sign() > 0 || khi.Sign() < 0 {
		return l
	}
	f := t.f
	if t.record {
		t.ok = append(t.ok, f.Le(f.BigInt(lo), l.e), f.Le(l.e, f.BigInt(hi)))
		return l
	}
	out := lz{e: l.e, lo: l.lo, hi: l.hi}
	if l.lo.Cmp(lo) < 0 {
		t.ok = append(t.ok, f.Le(f.BigInt(lo), l.e))
		out.lo = lo
	}
	if l.hi.Cmp(hi) > 0 {
		t.ok = append(t.ok, f.Le(l.e, f.BigInt(hi)))
		out.hi = hi
	}
	return out
}

// norm returns l reduced into [lo, lo+2^n).
func (t *bvTrans) norm(l lz, n int, lo *big.Int) lz {
	l = t.fit(l, n)
	m := pow2(n)
	hi := new(big.Int).Add(lo, m)
	hi.Sub(hi, big.NewInt(1))
	if l.lo.Cmp(lo) >= 0 && l.hi.Cmp(hi) <= 0 {
		return l
	}
	f := t.f
	klo := floorDiv(new(big.Int).Sub(l.lo, lo), m)
	khi := floorDiv(new(big.Int).Sub(l.hi, lo), m)
	if klo.Cmp(khi) == 0 {
		sh := new(big.Int).Mul(klo, m)
		return lz{e: f.Sub(l.e, f.BigInt(sh)), lo: new(big.Int).Sub(l.lo, sh), hi: new(big.Int).Sub(l.hi, sh)}
	}
	if t.useMod {
		e := f.MustApp(chc.OpMod, f.Sub(l.e, f.BigInt(lo)), f.BigInt(m))
		return lz{e: f.Add(e, f.BigInt(lo)), lo: lo, hi: hi}
	}
	r, k := t.freshVar("r"), t.freshVar("k")
	t.defs = append(t.defs,
		f.Eq(l.e, f.Add(r, f.Scale(new(big.Rat).SetInt(m), k))),
		f.Le(f.BigInt(lo), r), f.Le(r, f.BigInt(hi)),
		f.Le(f.BigInt(klo), k), f.Le(k, f.BigInt(khi)))
	return lz{e: r, lo: lo, hi: hi}
}

// divmod returns ⌊l/d⌋ and l mod d for a constant d > 0.
func (t *bvTrans) divmod(l lz, d *big.Int) (q, r lz) {
	f := t.f
	if d.Cmp(big.NewInt(1)) == 0 {
		return l, lz{e: f.Int(0), lo: new(big.Int), hi: new(big.Int)}
	}
	qlo, qhi := floorDiv(l.lo, d), floorDiv(l.hi, d)
	dm1 := new(big.Int).Sub(d, big.NewInt(1))
	if qlo.Cmp(qhi) == 0 {
		sh := new(big.Int).Mul(qlo, d)
		return lz{e: f.BigInt(qlo), lo: qlo, hi: qhi},
			lz{e: f.Sub(l.e, f.BigInt(sh)), lo: new(big.Int).Sub(l.lo, sh), hi: new(big.Int).Sub(l.hi, sh)}
	}
	if t.useMod {
		return lz{e: f.MustApp(chc.OpDiv, l.e, f.BigInt(d)), lo: qlo, hi: qhi},
			lz{e: f.MustApp(chc.OpMod, l.e, f.BigInt(d)), lo: new(big.Int), hi: dm1}
	}
	qv, rv := t.freshVar("q"), t.freshVar("r")
	t.defs = append(t.defs,
		f.Eq(l.e, f.Add(f.Scale(new(big.Rat).SetInt(d), qv), rv)),
		f.Le(f.Int(0), rv), f.Le(rv, f.BigInt(dm1)),
		f.Le(f.BigInt(qlo), qv), f.Le(qv, f.BigInt(qhi)))
	return lz{e: qv, lo: qlo, hi: qhi}, lz{e: rv, lo: new(big.Int), hi: dm1}
}

// constant returns the value of a ground bit-vector term, and whether it
// is ground.
func (t *bvTrans) constant(x *chc.Term) (*big.Int, bool) {
	if x.Op() == chc.OpNum {
		return x.Num().Num(), true
	}
	if !t.ground(x) {
		return nil, false
	}
	v, err := chc.Eval(x, chc.Env{})
	if err != nil {
		return nil, false
	}
	return v.BigInt(), true
}

// lit returns the translation of the constant v of width n: its
// representative of least absolute value.
func (t *bvTrans) lit(v *big.Int, n int) lz {
	c := new(big.Int).Mod(v, pow2(n))
	if c.Cmp(pow2(n-1)) >= 0 {
		c.Sub(c, pow2(n))
	}
	return lz{e: t.f.BigInt(c), lo: c, hi: new(big.Int).Set(c)}
}

// bv translates a bit-vector term.
func (t *bvTrans) bv(x *chc.Term) (lz, error) {
	if l, ok := t.memo[x]; ok {
		return l, nil
	}
	l, err := t.bvNode(x)
	if err != nil {
		return lz{}, err
	}
	l.arith = (t.nowrap || t.record) && arithOp(x.Op()) && !t.ground(x)
	t.memo[x] = l
	return l, nil
}

// arithOp reports whether op is an arithmetic operator, whose result
// out of range is an overflow.
func arithOp(op chc.Op) bool {
	switch op {
	case chc.OpBVAdd, chc.OpBVSub, chc.OpBVNeg, chc.OpBVMul, chc.OpBVShl:
		return true
	}
	return false
}

// operand returns l, an operand of an arithmetic operator of width n,
// reduced into range first when wrap-around is not explicit and l is not
// itself an arithmetic result: so the operator's result is out of range
// exactly when it overflows.
func (t *bvTrans) operand(l lz, n int) lz {
	if (t.nowrap || t.record) && !l.arith {
		return t.norm(l, n, t.low(n))
	}
	return l
}

func (t *bvTrans) bvNode(x *chc.Term) (lz, error) {
	f := t.f
	n := x.Sort().Width()
	if x.Op() == chc.OpVar {
		iv := t.vars.get(x)
		t.clauseVars[x] = iv
		lo := t.low(n)
		return lz{e: iv, lo: lo, hi: new(big.Int).Sub(new(big.Int).Add(lo, pow2(n)), big.NewInt(1))}, nil
	}
	if c, ok := t.constant(x); ok {
		return t.lit(c, n), nil
	}
	args := x.Args()
	sub := func(i int) (lz, error) { return t.bv(args[i]) }
	all := func() ([]lz, error) {
		out := make([]lz, len(args))
		for i := range args {
			l, err := sub(i)
			if err != nil {
				return nil, err
			}
			out[i] = l
		}
		return out, nil
	}
	w := func(i int) int { return args[i].Sort().Width() }
	switch x.Op() {
	case chc.OpIte:
		c, err := t.boolean(args[0], false)
		if err != nil {
			return lz{}, err
		}
		a, err := sub(1)
		if err != nil {
			return lz{}, err
		}
		b, err := sub(2)
		if err != nil {
			return lz{}, err
		}
		return lz{e: f.Ite(c, a.e, b.e), lo: minInt(a.lo, b.lo), hi: maxInt(a.hi, b.hi)}, nil
	case chc.OpBVAdd, chc.OpBVSub:
		ls, err := all()
		if err != nil {
			return lz{}, err
		}
		for i := range ls {
			ls[i] = t.operand(ls[i], n)
		}
		out := ls[0]
		for _, l := range ls[1:] {
			if x.Op() == chc.OpBVAdd {
				out = t.add(out, l)
			} else {
				out = t.add(out, t.neg(l))
			}
		}
		return out, nil
	case chc.OpBVNeg:
		a, err := sub(0)
		if err != nil {
			return lz{}, err
		}
		return t.neg(t.operand(a, n)), nil
	case chc.OpBVNot:
		a, err := sub(0)
		if err != nil {
			return lz{}, err
		}
		return t.add(t.neg(a), t.lit(big.NewInt(-1), n)), nil
	case chc.OpBVMul:
		coef := big.NewInt(1)
		var rest []int
		for i, a := range args {
			if c, ok := t.constant(a); ok {
				coef.Mul(coef, c)
			} else {
				rest = append(rest, i)
			}
		}
		k := t.lit(coef, n)
		if len(rest) > 1 {
			return lz{}, refuse("bvmul of %d non-constant factors", len(rest))
		}
		a, err := sub(rest[0])
		if err != nil {
			return lz{}, err
		}
		return t.scale(t.operand(a, n), k.lo), nil
	case chc.OpBVUDiv, chc.OpBVURem:
		d, ok := t.constant(args[1])
		if !ok {
			return lz{}, refuse("%s by a non-constant", x.Op())
		}
		a, err := sub(0)
		if err != nil {
			return lz{}, err
		}
		if d.Sign() == 0 {
			if x.Op() == chc.OpBVUDiv {
				return t.lit(big.NewInt(-1), n), nil
			}
			return a, nil
		}
		q, r := t.divmod(t.norm(a, n, new(big.Int)), d)
		if x.Op() == chc.OpBVUDiv {
			return q, nil
		}
		return r, nil
	case chc.OpBVSDiv, chc.OpBVSRem, chc.OpBVSMod:
		return t.signedDiv(x, n)
	case chc.OpBVShl, chc.OpBVLShr, chc.OpBVAShr:
		c, ok := t.constant(args[1])
		if !ok {
			return lz{}, refuse("%s by a non-constant", x.Op())
		}
		a, err := sub(0)
		if err != nil {
			return lz{}, err
		}
		k := n
		if c.IsInt64() && c.Int64() < int64(n) {
			k = int(c.Int64())
		}
		switch x.Op() {
		case chc.OpBVShl:
			if k >= n {
				return t.lit(big.NewInt(0), n), nil
			}
			return t.scale(t.operand(a, n), pow2(k)), nil
		case chc.OpBVLShr:
			if k >= n {
				return t.lit(big.NewInt(0), n), nil
			}
			q, _ := t.divmod(t.norm(a, n, new(big.Int)), pow2(k))
			return q, nil
		}
		if k >= n {
			k = n - 1
		}
		q, _ := t.divmod(t.norm(a, n, new(big.Int).Neg(pow2(n-1))), pow2(k))
		return q, nil
	case chc.OpExtract:
		a, err := sub(0)
		if err != nil {
			return lz{}, err
		}
		ix := x.Indices()
		q, _ := t.divmod(a, pow2(ix[1]))
		return q, nil
	case chc.OpZeroExt, chc.OpSignExt:
		a, err := sub(0)
		if err != nil {
			return lz{}, err
		}
		lo := new(big.Int)
		if x.Op() == chc.OpSignExt {
			lo.Neg(pow2(w(0) - 1))
		}
		return t.norm(a, w(0), lo), nil
	case chc.OpConcat, chc.OpRepeat:
		parts := args
		if x.Op() == chc.OpRepeat {
			parts = make([]*chc.Term, x.Indices()[0])
			for i := range parts {
				parts[i] = args[0]
			}
		}
		var out lz
		shift := 0
		for i := len(parts) - 1; i >= 0; i-- {
			l, err := t.bv(parts[i])
			if err != nil {
				return lz{}, err
			}
			pw := parts[i].Sort().Width()
			if i > 0 {
				l = t.norm(l, pw, new(big.Int))
			}
			l = t.scale(l, pow2(shift))
			if shift == 0 {
				out = l
			} else {
				out = t.add(out, l)
			}
			shift += pw
		}
		return out, nil
	case chc.OpRotL, chc.OpRotR:
		a, err := sub(0)
		if err != nil {
			return lz{}, err
		}
		k := x.Indices()[0] % n
		if x.Op() == chc.OpRotR {
			k = (n - k) % n
		}
		if k == 0 {
			return a, nil
		}
		// rotl(x, k) = x·2^k mod 2^n + ⌊x/2^(n-k)⌋.
		q, _ := t.divmod(t.norm(a, n, new(big.Int)), pow2(n-k))
		return t.add(t.scale(a, pow2(k)), q), nil
	case chc.OpBVAnd, chc.OpBVOr, chc.OpBVXor, chc.OpBVNand, chc.OpBVNor, chc.OpBVXnor:
		return t.bitwise(x, n)
	case chc.OpBVComp:
		a, err := sub(0)
		if err != nil {
			return lz{}, err
		}
		b, err := sub(1)
		if err != nil {
			return lz{}, err
		}
		c := t.eq(a, b, w(0), false)
		return lz{e: f.Ite(c, f.Int(1), f.Int(0)), lo: big.NewInt(0), hi: big.NewInt(1)}, nil
	}
	return lz{}, refuse("bit-vector operator %s", x.Op())
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

func (t *bvTrans) add(a, b lz) lz {
	return lz{e: t.f.Add(a.e, b.e), lo: new(big.Int).Add(a.lo, b.lo), hi: new(big.Int).Add(a.hi, b.hi)}
}

func (t *bvTrans) neg(a lz) lz {
	return lz{e: t.f.Neg(a.e), lo: new(big.Int).Neg(a.hi), hi: new(big.Int).Neg(a.lo)}
}

func (t *bvTrans) scale(a lz, c *big.Int) lz {
	lo, hi := new(big.Int).Mul(a.lo, c), new(big.Int).Mul(a.hi, c)
	if c.Sign() < 0 {
		lo, hi = hi, lo
	}
	return lz{e: t.f.Scale(new(big.Rat).SetInt(c), a.e), lo: lo, hi: hi}
}

// signedDiv translates bvsdiv, bvsrem and bvsmod by a constant.
func (t *bvTrans) signedDiv(x *chc.Term, n int) (lz, error) {
	f := t.f
	args := x.Args()
	c, ok := t.constant(args[1])
	if !ok {
		return lz{}, refuse("%s by a non-constant", x.Op())
	}
	cs := t.lit(c, n).lo // the divisor's signed value
	if n == 1 || cs.Sign() == 0 {
		return lz{}, refuse("%s by %s at width %d", x.Op(), cs, n)
	}
	a, err := t.bv(args[0])
	if err != nil {
		return lz{}, err
	}
	half := pow2(n - 1)
	s := t.norm(a, n, new(big.Int).Neg(half))
	abs := new(big.Int).Abs(cs)
	q, r := t.divmod(s, abs) // s = |c|·q + r, 0 ≤ r < |c|
	exact := f.Or(f.Le(f.Int(0), s.e), f.Eq(r.e, f.Int(0)))
	switch x.Op() {
	case chc.OpBVSMod:
		if cs.Sign() > 0 {
			return r, nil
		}
		return lz{e: f.Ite(f.Eq(r.e, f.Int(0)), f.Int(0), f.Add(r.e, f.BigInt(cs))),
			lo: new(big.Int).Add(cs, big.NewInt(1)), hi: big.NewInt(0)}, nil
	case chc.OpBVSRem:
		return lz{e: f.Ite(exact, r.e, f.Sub(r.e, f.BigInt(abs))),
			lo: new(big.Int).Neg(abs), hi: new(big.Int).Sub(abs, big.NewInt(1))}, nil
	}
	// The quotient truncated towards zero: ⌊s/|c|⌋, plus one for a
	// negative s that |c| does not divide; negated for a negative c.
	tq := lz{e: f.Ite(exact, q.e, f.Add(q.e, f.Int(1))), lo: q.lo, hi: new(big.Int).Add(q.hi, big.NewInt(1))}
	if cs.Sign() < 0 {
		tq = t.neg(tq)
	}
	return tq, nil
}

// bitwise translates bvand, bvor, bvxor and their negations where all
// arguments but one are constants: the constant is a mask of runs of ones,
// and the bits of a run are an extraction.
func (t *bvTrans) bitwise(x *chc.Term, n int) (lz, error) {
	args := x.Args()
	var consts []*chc.Term
	var rest []*chc.Term
	for _, a := range args {
		if _, ok := t.constant(a); ok {
			consts = append(consts, a)
		} else {
			rest = append(rest, a)
		}
	}
	op := x.Op()
	negate := false
	switch op {
	case chc.OpBVNand:
		op, negate = chc.OpBVAnd, true
	case chc.OpBVNor:
		op, negate = chc.OpBVOr, true
	case chc.OpBVXnor:
		op, negate = chc.OpBVXor, true
	}
	if len(rest) != 1 {
		return lz{}, refuse("%s of %d non-constant arguments", x.Op(), len(rest))
	}
	var mask *big.Int
	if len(consts) == 1 {
		mask, _ = t.constant(consts[0])
	} else {
		c, err := t.f.App(op, consts...)
		if err != nil {
			return lz{}, err
		}
		mask, _ = t.constant(c)
	}
	a, err := t.bv(rest[0])
	if err != nil {
		return lz{}, err
	}
	var out lz
	switch op {
	case chc.OpBVAnd:
		out = t.and(a, mask, n)
	case chc.OpBVOr:
		// x | c = (x & ~c) + c
		inv := new(big.Int).Sub(new(big.Int).Sub(pow2(n), big.NewInt(1)), mask)
		out = t.add(t.and(a, inv, n), t.lit(mask, n))
	default:
		// x ^ c = x + c - 2(x & c)
		out = t.add(t.add(a, t.lit(mask, n)), t.scale(t.and(a, mask, n), big.NewInt(-2)))
	}
	if negate {
		out = t.add(t.neg(out), t.lit(big.NewInt(-1), n))
	}
	return out, nil
}

// and returns the exact value of a & mask: the sum of the runs of a's bits
// that mask selects.
func (t *bvTrans) and(a lz, mask *big.Int, n int) lz {
	if mask.Sign() == 0 {
		return t.lit(big.NewInt(0), n)
	}
	u := t.norm(a, n, new(big.Int))
	var out *lz
	for i := 0; i < n; {
		if mask.Bit(i) == 0 {
			i++
			continue
		}
		j := i
		for j < n && mask.Bit(j) == 1 {
			j++
		}
		// bits i..j-1: ⌊u/2^i⌋ mod 2^(j-i), placed at i.
		q, _ := t.divmod(u, pow2(i))
		if j < n {
			_, q = t.divmod(q, pow2(j-i))
		}
		part := t.scale(q, pow2(i))
		if out == nil {
			out = &part
		} else {
			s := t.add(*out, part)
			out = &s
		}
		i = j
	}
	return *out
}

// bvBack is BV2Int's back map.
type bvBack struct {
	backMap
	note   string
	preds  map[*chc.Pred]*chc.Pred // input → output
	signed bool
	f      *chc.Factory
}

// Note describes the translation for the statistics.
func (b *bvBack) Note() string { return b.note }
