package witness

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/horn-chc/horn/chc"
)

// maxPointCases bounds the combinations of points that byPoints checks
// a clause at one by one.
const maxPointCases = 1 << 14

// byPoints reports whether v is shown unsatisfiable by evaluation alone:
// a body atom's interpretation is a set of points (a disjunction of
// conjunctions of equalities with constants, beside other conjuncts), and at
// each point every value the violation needs is forced, so the check at
// that point is an evaluation. A simulation's model of a bounded loop is
// such a set: a model of 1001 points took the solver 6 s, a disjunction
// of points against another. False means undecided: the solver checks v
// whole, as before.
//
// Each body atom whose interpretation is a set of points is split so,
// while the combinations number at most maxPointCases. At a combination
// of points, their equalities, the clause's constraint and the other
// body instances are the conjuncts. A conjunct x = e (e's variables
// known), a Boolean variable or its negation, or an equation with one
// unknown variable that it forces (chc.Equation.Solve) gives a value, the
// only one any solution can have; once none gives more, a conjunct whose
// variables are known and that evaluates to false makes the point
// infeasible; else every conjunct must have its variables known, and if
// all are true, the head's interpretation must be
// true at its arguments' values (a query's violation is then satisfied:
// undecided, left to the solver, which names the values).
func byPoints(f *chc.Factory, v violation) bool {
	type split struct {
		cases []*chc.Term
		sub   map[*chc.Term]*chc.Term
	}
	var splits []split
	var head *instance
	base := append([]*chc.Term(nil), chc.Conjuncts(v.c.Constraint)...)
	total := 1
	for i := range v.insts {
		in := &v.insts[i]
		if in.neg {
			head = in
			continue
		}
		if ds, rest, ok := points(in.body); ok && total*len(ds) <= maxPointCases {
			splits = append(splits, split{cases: ds, sub: in.sub})
			total *= len(ds)
			for _, o := range rest {
				base = append(base, f.Subst(o, in.sub))
			}
			continue
		}
		base = append(base, f.Subst(in.body, in.sub))
	}
	if len(splits) == 0 {
		return false
	}
	var set *pointSet
	if head != nil {
		set = newPointSet(head.body)
	}
	// at[i] is the case of splits[i] in the current combination.
	at := make([]int, len(splits))
	for {
		conj := append([]*chc.Term(nil), base...)
		for i, sp := range splits {
			conj = append(conj, chc.Conjuncts(f.Subst(sp.cases[at[i]], sp.sub))...)
		}
		if !holdsAt(conj, head, set) {
			return false
		}
		i := 0
		for ; i < len(at); i++ {
			if at[i]++; at[i] < len(splits[i].cases) {
				break
			}
			at[i] = 0
		}
		if i == len(at) {
			return true
		}
	}
}

// pointSet is an interpretation's body that is a set of points whose
// equalities each fix a parameter, for lookups: the points grouped
// by the parameters they fix, each group's value tuples as keys, and the
// conjuncts beside the disjunction. An evaluation of the disjunction
// would compare a point against each (1001 against 1001: 0.6 s a clause).
type pointSet struct {
	groups []pointGroup
	rest   []*chc.Term
}

type pointGroup struct {
	params []*chc.Term
	keys   map[string]bool
}

// newPointSet returns body's pointSet, or nil when body is not one.
func newPointSet(body *chc.Term) *pointSet {
	ds, rest, ok := points(body)
	if !ok {
		return nil
	}
	set := &pointSet{rest: rest}
	byParams := map[string]int{}
	for _, d := range ds {
		vals, ok := point(d)
		if !ok {
			return nil
		}
		if vals == nil {
			continue // an empty point: x = 1 ∧ x = 2
		}
		params := make([]*chc.Term, 0, len(vals))
		for x := range vals {
			params = append(params, x)
		}
		slices.SortFunc(params, func(a, b *chc.Term) int { return cmp.Compare(a.ID(), b.ID()) })
		var pk, vk []byte
		for _, x := range params {
			pk = strconv.AppendInt(append(pk, ','), int64(x.ID()), 10)
			vk = append(append(vk, ','), vals[x].String()...)
		}
		g, ok := byParams[string(pk)]
		if !ok {
			g = len(set.groups)
			byParams[string(pk)] = g
			set.groups = append(set.groups, pointGroup{params: params, keys: map[string]bool{}})
		}
		set.groups[g].keys[string(vk)] = true
	}
	return set
}

// point returns the parameter values that the disjunct d of a point set
// forces (see forced: x = c, or t = c with t affine in its one parameter,
// as inlining leaves them), or nil when d is false at them; ok is false
// when d does not fix its parameters.
func point(d *chc.Term) (vals chc.Env, ok bool) {
	conj := chc.Conjuncts(d)
	vals = chc.Env{}
	settle(conj, vals)
	for _, k := range conj {
		if !known(k, vals) {
			return nil, false
		}
		val, err := chc.Eval(k, vals)
		if err != nil {
			return nil, false
		}
		if !val.Bool() {
			return nil, true
		}
	}
	return vals, true
}

// holds reports whether the set holds at penv's values, which give each
// of its parameters one; ok is false when an evaluation fails.
func (set *pointSet) holds(penv chc.Env) (in, ok bool) {
	for _, k := range set.rest {
		val, err := chc.Eval(k, penv)
		if err != nil {
			return false, false
		}
		if !val.Bool() {
			return false, true
		}
	}
	for _, g := range set.groups {
		var vk []byte
		for _, x := range g.params {
			vk = append(append(vk, ','), penv[x].String()...)
		}
		if g.keys[string(vk)] {
			return true, true
		}
	}
	return false, true
}

// points splits an interpretation's body into its points and the
// conjuncts beside them: body is a disjunction, or a conjunction with one
// disjunction among its conjuncts, of 2 to maxPointCases disjuncts each a
// conjunction of equalities with a constant (see allPoints).
func points(body *chc.Term) (ds, rest []*chc.Term, ok bool) {
	conj := chc.Conjuncts(body)
	for i, k := range conj {
		if k.Op() != chc.OpOr || k.NumArgs() < 2 || k.NumArgs() > maxPointCases || !allPoints(k.Args()) {
			continue
		}
		rest = append(append(rest, conj[:i]...), conj[i+1:]...)
		return k.Args(), rest, true
	}
	return nil, nil, false
}

// allPoints reports whether every disjunct is a conjunction of
// equalities with a constant side (parameter = constant, or a term of the
// parameters = constant, as a model mapped back through inlining has).
func allPoints(ds []*chc.Term) bool {
	for _, d := range ds {
		for _, k := range chc.Conjuncts(d) {
			if k.Op() != chc.OpEq || k.NumArgs() != 2 || !chc.IsConstant(k.Arg(0)) && !chc.IsConstant(k.Arg(1)) {
				return false
			}
		}
	}
	return true
}

// holdsAt reports whether the conjuncts conj, with head's interpretation
// negated, are shown unsatisfiable by the values they force (see
// byPoints); head is nil for a query, set its interpretation as a
// pointSet, or nil.
func holdsAt(conj []*chc.Term, head *instance, set *pointSet) bool {
	env := chc.Env{}
	settle(conj, env)
	undecided := false
	for _, k := range conj {
		if !known(k, env) {
			undecided = true
			continue
		}
		val, err := chc.Eval(k, env)
		if err != nil {
			return false
		}
		if !val.Bool() {
			return true // whatever the unknown values
		}
	}
	if undecided || head == nil {
		return false
	}
	penv := chc.Env{}
	for _, p := range chc.FreeVars(head.body) {
		arg, ok := head.sub[p]
		if !ok || !known(arg, env) {
			return false
		}
		val, err := chc.Eval(arg, env)
		if err != nil {
			return false
		}
		penv[p] = val
	}
	if set != nil {
		in, ok := set.holds(penv)
		return ok && in
	}
	val, err := chc.Eval(head.body, penv)
	return err == nil && val.Bool()
}

// settle assigns in env the values the conjuncts force (see forced),
// until none forces more.
func settle(conj []*chc.Term, env chc.Env) {
	for progress := true; progress; {
		progress = false
		for _, k := range conj {
			if forced(k, env) {
				progress = true
			}
		}
	}
}

// forced assigns in env the value conjunct k forces, if any, and reports
// whether it did.
func forced(k *chc.Term, env chc.Env) bool {
	set := func(x *chc.Term, val chc.Value) bool {
		if _, ok := env[x]; ok {
			return false
		}
		env[x] = val
		return true
	}
	switch {
	case k.IsVar() && k.Sort() == chc.BoolSort:
		return set(k, chc.BoolValue(true))
	case k.Op() == chc.OpNot && k.Arg(0).IsVar():
		return set(k.Arg(0), chc.BoolValue(false))
	case k.Op() != chc.OpEq || k.NumArgs() != 2:
		return false
	}
	for i := 0; i < 2; i++ {
		x, e := k.Arg(i), k.Arg(1-i)
		if _, ok := env[x]; !x.IsVar() || ok || !known(e, env) {
			continue
		}
		val, err := chc.Eval(e, env)
		if err != nil {
			return false
		}
		return set(x, val)
	}
	if k.Arg(0).Sort().IsArith() || k.Arg(0).Sort().IsBitVec() {
		return chc.Equation{L: k.Arg(0), R: k.Arg(1)}.Solve(env)
	}
	return false
}

// known reports whether env gives every free variable of t a value.
func known(t *chc.Term, env chc.Env) bool {
	for _, x := range chc.FreeVars(t) {
		if _, ok := env[x]; !ok {
			return false
		}
	}
	return true
}
