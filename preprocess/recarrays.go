package preprocess

import (
	"context"
	"fmt"
	"strings"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// SplitRecordArrays replaces every predicate argument and clause variable
// that is an array of records — (Array I R), R a datatype with one
// constructor, I free of datatypes — by one array per leaf field of R (a field that is itself
// a record is split recursively): an array of Solidity's
// (uint_array_tuple (arr (Array Int Int)) (len Int)) becomes an
// (Array I (Array Int Int)) and an (Array I Int). SplitRecords leaves such
// arrays whole; after this pass a property of one field of an element
// (the length of a[0]) is a property of one integer array, which the
// array engines read without the datatype solver.
//
// In each clause, (select A i) becomes the record built from the
// components' selects, (store A i e) the stores of e's fields into the
// components, an ite or constant array of records the ite or constant
// arrays of the components, and A = B the equalities of the components
// (arrays are extensional). A clause that uses an array of records in any
// other way (inside a constructor of a datatype with several
// constructors, an array of arrays of records) leaves the system as it
// is: the pass changes nothing.
//
// Back-translation: a model's interpretation reads each component at an
// index k as the field of (select A k); a component compared as a whole
// becomes a quantified comparison of its elements (∀k); a derivation's
// node gets for A the array whose elements are built from the
// components' values.
type SplitRecordArrays struct{}

// Name returns "split-record-arrays".
func (SplitRecordArrays) Name() string { return "split-record-arrays" }

// Apply splits the arrays of records of s.
func (SplitRecordArrays) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	if !s.Terms.HasDatatypes() {
		return s, Identity, nil
	}
	ra := &recArrays{f: s.Terms, rec: &recordSplitter{f: s.Terms, isRecord: map[chc.Sort]*chc.Constructor{}},
		paths: map[chc.Sort][]leafPath{}}
	if !ra.any(s) {
		return s, Identity, nil
	}
	out := newSystem(s)
	preds := make(map[*chc.Pred]*chc.Pred, len(s.Preds))
	for _, p := range s.Preds {
		q := p
		if ra.anySplit(p.Params) {
			q = &chc.Pred{Name: p.Name, Params: ra.sorts(p.Params)}
		}
		preds[p] = q
		out.Preds = append(out.Preds, q)
	}
	origins := make(map[*chc.Clause]*arrayOrigin, len(s.Clauses))
	for _, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		d, o, err := ra.clause(c, preds)
		if err != nil {
			return s, Identity, nil // an array of records where the pass cannot split it
		}
		out.Clauses = append(out.Clauses, d)
		origins[d] = o
	}
	lift := func(l *lifter, n *chc.DerivNode, kids []*chc.DerivNode) (*chc.DerivNode, error) {
		o := origins[n.Clause]
		if o == nil {
			return nil, fmt.Errorf("derivation uses a clause the pass did not produce: %s", n.Clause)
		}
		return l.node(o.clause, ra.joinValues(o, n.Values), kids)
	}
	model := func(ctx context.Context, m chc.Model, _ smt.NewSolver) (chc.Model, error) {
		return replacedModel(ctx, m, s.Preds, preds, ra.joinInterp)
	}
	return out, &backMap{in: s, lift: lift, model: model}, nil
}

// leafPath is one component of an array of records: the selectors from
// the element to a leaf field, and the component array's sort.
type leafPath struct {
	sels []*chc.Selector
	sort chc.Sort
}

// recArrays knows which sorts are arrays of records and their components.
type recArrays struct {
	f     *chc.Factory
	rec   *recordSplitter
	paths map[chc.Sort][]leafPath // nil: not an array of records
}

// split reports whether s is an array of records whose index sort is
// free of datatypes. An array indexed by records (the Solidity compiler's
// abi functions, from an input record to an output) stays whole: split,
// its Int components read at an index holding arrays in a constructor
// make Z3 4.8.12's arithmetic projection abort (a VERIFY in
// spacer_qe_project.cpp: the index's value is no numeral).
func (ra *recArrays) split(s chc.Sort) bool {
	return s.Kind() == chc.KindArray && ra.rec.record(s.Elem()) != nil && !ra.indexHolds(s.Index())
}

// indexHolds reports whether s is, or holds, a datatype.
func (ra *recArrays) indexHolds(s chc.Sort) bool {
	switch s.Kind() {
	case chc.KindDatatype:
		return true
	case chc.KindArray:
		return ra.indexHolds(s.Index()) || ra.indexHolds(s.Elem())
	}
	return false
}

// components returns the components of the array-of-records sort s.
func (ra *recArrays) components(s chc.Sort) []leafPath {
	if ps, ok := ra.paths[s]; ok {
		return ps
	}
	var ps []leafPath
	var walk func(r chc.Sort, prefix []*chc.Selector)
	walk = func(r chc.Sort, prefix []*chc.Selector) {
		for _, fd := range ra.rec.record(r).Fields {
			path := append(append([]*chc.Selector(nil), prefix...), fd)
			if ra.rec.record(fd.Sort) != nil {
				walk(fd.Sort, path)
				continue
			}
			ps = append(ps, leafPath{sels: path, sort: chc.ArraySort(s.Index(), fd.Sort)})
		}
	}
	walk(s.Elem(), nil)
	ra.paths[s] = ps
	return ps
}

func (ra *recArrays) anySplit(sorts []chc.Sort) bool {
	for _, so := range sorts {
		if ra.split(so) {
			return true
		}
	}
	return false
}

// any reports whether a predicate parameter or clause variable of s is an
// array of records.
func (ra *recArrays) any(s *chc.System) bool {
	for _, p := range s.Preds {
		if ra.anySplit(p.Params) {
			return true
		}
	}
	for _, c := range s.Clauses {
		for _, v := range c.Vars() {
			if ra.split(v.Sort()) {
				return true
			}
		}
	}
	return false
}

// sorts returns sorts with each array of records replaced by its
// components' sorts.
func (ra *recArrays) sorts(in []chc.Sort) []chc.Sort {
	var out []chc.Sort
	for _, so := range in {
		if !ra.split(so) {
			out = append(out, so)
			continue
		}
		for _, p := range ra.components(so) {
			out = append(out, p.sort)
		}
	}
	return out
}

// arrayOrigin is the input clause of an output clause and the component
// variables that replace each of its arrays of records.
type arrayOrigin struct {
	clause *chc.Clause
	comps  map[*chc.Term][]*chc.Term
}

// clause splits one clause.
func (ra *recArrays) clause(c *chc.Clause, preds map[*chc.Pred]*chc.Pred) (*chc.Clause, *arrayOrigin, error) {
	vars := c.Vars()
	taken := make(map[string]bool, len(vars))
	for _, v := range vars {
		taken[v.Name()] = true
	}
	ct := &arrayClause{ra: ra, vars: map[*chc.Term][]*chc.Term{}, tr: map[*chc.Term]*chc.Term{}, cs: map[*chc.Term][]*chc.Term{}}
	var order []*chc.Term
	for _, v := range vars {
		if !ra.split(v.Sort()) {
			order = append(order, v)
			continue
		}
		for _, p := range ra.components(v.Sort()) {
			name := v.Name() + "." + pathName(p.sels)
			n := name
			for k := 1; taken[n]; k++ {
				n = fmt.Sprintf("%s!%d", name, k)
			}
			taken[n] = true
			x := ra.f.Var(n, p.sort)
			ct.vars[v] = append(ct.vars[v], x)
			order = append(order, x)
		}
	}
	phi, err := ct.term(c.Constraint)
	if err != nil {
		return nil, nil, err
	}
	d := &chc.Clause{Constraint: ra.f.Simplify(phi), Pos: c.Pos, VarOrder: order}
	for _, a := range c.Body {
		b, err := ct.atom(a, preds)
		if err != nil {
			return nil, nil, err
		}
		d.Body = append(d.Body, b)
	}
	if c.Head != nil {
		h, err := ct.atom(*c.Head, preds)
		if err != nil {
			return nil, nil, err
		}
		d.Head = &h
	}
	return d, &arrayOrigin{clause: c, comps: ct.vars}, nil
}

func pathName(sels []*chc.Selector) string {
	names := make([]string, len(sels))
	for i, s := range sels {
		names[i] = s.Name
	}
	return strings.Join(names, ".")
}

// arrayClause translates the terms of one clause.
type arrayClause struct {
	ra   *recArrays
	vars map[*chc.Term][]*chc.Term // an array of records' component variables
	tr   map[*chc.Term]*chc.Term
	cs   map[*chc.Term][]*chc.Term
}

func (ct *arrayClause) atom(a chc.Atom, preds map[*chc.Pred]*chc.Pred) (chc.Atom, error) {
	out := chc.Atom{Pred: preds[a.Pred]}
	for _, t := range a.Args {
		if !ct.ra.split(t.Sort()) {
			u, err := ct.term(t)
			if err != nil {
				return chc.Atom{}, err
			}
			out.Args = append(out.Args, ct.ra.f.Simplify(u))
			continue
		}
		cs, err := ct.comps(t)
		if err != nil {
			return chc.Atom{}, err
		}
		for _, x := range cs {
			out.Args = append(out.Args, ct.ra.f.Simplify(x))
		}
	}
	return out, nil
}

// comps returns the components of t, an array of records.
func (ct *arrayClause) comps(t *chc.Term) ([]*chc.Term, error) {
	if cs, ok := ct.cs[t]; ok {
		return cs, nil
	}
	cs, err := ct.compsNew(t)
	if err != nil {
		return nil, err
	}
	ct.cs[t] = cs
	return cs, nil
}

func (ct *arrayClause) compsNew(t *chc.Term) ([]*chc.Term, error) {
	f := ct.ra.f
	paths := ct.ra.components(t.Sort())
	out := make([]*chc.Term, len(paths))
	switch t.Op() {
	case chc.OpVar:
		return ct.vars[t], nil
	case chc.OpStore:
		a, err := ct.comps(t.Arg(0))
		if err != nil {
			return nil, err
		}
		i, err := ct.term(t.Arg(1))
		if err != nil {
			return nil, err
		}
		e, err := ct.term(t.Arg(2))
		if err != nil {
			return nil, err
		}
		for j, p := range paths {
			v, err := project(f, e, p.sels)
			if err != nil {
				return nil, err
			}
			out[j] = f.Store(a[j], i, v)
		}
		return out, nil
	case chc.OpIte:
		c, err := ct.term(t.Arg(0))
		if err != nil {
			return nil, err
		}
		a, err := ct.comps(t.Arg(1))
		if err != nil {
			return nil, err
		}
		b, err := ct.comps(t.Arg(2))
		if err != nil {
			return nil, err
		}
		for j := range paths {
			out[j] = f.Ite(c, a[j], b[j])
		}
		return out, nil
	case chc.OpConstArray:
		e, err := ct.term(t.Arg(0))
		if err != nil {
			return nil, err
		}
		for j, p := range paths {
			v, err := project(f, e, p.sels)
			if err != nil {
				return nil, err
			}
			if out[j], err = f.ConstArray(p.sort, v); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	return nil, fmt.Errorf("%s of an array of records", t.Op())
}

// project returns the field of the record e along sels, read off a
// constructor application where e is one.
func project(f *chc.Factory, e *chc.Term, sels []*chc.Selector) (*chc.Term, error) {
	for _, s := range sels {
		if e.Op() == chc.OpCons && e.Constructor() == s.Ctor {
			e = e.Arg(s.Index)
			continue
		}
		var err error
		if e, err = f.SelectField(s, e); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// term translates t, a term whose sort is not an array of records.
func (ct *arrayClause) term(t *chc.Term) (*chc.Term, error) {
	if u, ok := ct.tr[t]; ok {
		return u, nil
	}
	u, err := ct.termNew(t)
	if err != nil {
		return nil, err
	}
	ct.tr[t] = u
	return u, nil
}

func (ct *arrayClause) termNew(t *chc.Term) (*chc.Term, error) {
	f := ct.ra.f
	if ct.ra.split(t.Sort()) {
		return nil, fmt.Errorf("an array of records as an argument of a term it cannot be split in")
	}
	switch {
	case t.NumArgs() == 0:
		return t, nil
	case t.Op() == chc.OpSelect && ct.ra.split(t.Arg(0).Sort()):
		a, err := ct.comps(t.Arg(0))
		if err != nil {
			return nil, err
		}
		i, err := ct.term(t.Arg(1))
		if err != nil {
			return nil, err
		}
		k := 0
		return ct.record(t.Sort(), a, i, &k)
	case t.Op() == chc.OpEq && ct.ra.split(t.Arg(0).Sort()):
		first, err := ct.comps(t.Arg(0))
		if err != nil {
			return nil, err
		}
		var eqs []*chc.Term
		for _, b := range t.Args()[1:] {
			other, err := ct.comps(b)
			if err != nil {
				return nil, err
			}
			for j := range first {
				eqs = append(eqs, f.Eq(first[j], other[j]))
			}
		}
		return f.And(eqs...), nil
	}
	args := make([]*chc.Term, t.NumArgs())
	same := true
	for i, a := range t.Args() {
		u, err := ct.term(a)
		if err != nil {
			return nil, err
		}
		args[i], same = u, same && u == a
	}
	if same {
		return t, nil
	}
	return f.WithArgs(t, args...), nil
}

// record builds the record of sort r read at index i of the components
// a, starting at component *k.
func (ct *arrayClause) record(r chc.Sort, a []*chc.Term, i *chc.Term, k *int) (*chc.Term, error) {
	c := ct.ra.rec.record(r)
	args := make([]*chc.Term, len(c.Fields))
	for j, fd := range c.Fields {
		if ct.ra.rec.record(fd.Sort) != nil {
			var err error
			if args[j], err = ct.record(fd.Sort, a, i, k); err != nil {
				return nil, err
			}
			continue
		}
		args[j] = ct.ra.f.Select(a[*k], i)
		*k++
	}
	return ct.ra.f.Construct(c, args...)
}

// joinValues returns the input clause's values from the output clause's:
// each array of records built from its components' values.
func (ra *recArrays) joinValues(o *arrayOrigin, out chc.Env) chc.Env {
	vals := make(chc.Env, len(out))
	for _, v := range o.clause.Vars() {
		cs, ok := o.comps[v]
		if !ok {
			if x, ok := out[v]; ok {
				vals[v] = x
			}
			continue
		}
		cv := make([]chc.Value, len(cs))
		for j, x := range cs {
			val, ok := out[x]
			if !ok {
				val = ra.f.DefaultValue(x.Sort())
			}
			cv[j] = val
		}
		vals[v] = ra.joinArray(v.Sort(), cv)
	}
	return vals
}

// joinArray builds the array of records of sort s from its components'
// values.
func (ra *recArrays) joinArray(s chc.Sort, cv []chc.Value) chc.Value {
	at := func(get func(chc.Value) chc.Value) chc.Value {
		k := 0
		return ra.recordValue(s.Elem(), cv, get, &k)
	}
	def := at(func(v chc.Value) chc.Value { return v.ArrayDefault() })
	var entries []chc.ArrayEntry
	seen := map[string]bool{}
	for _, v := range cv {
		for _, e := range v.ArrayEntries() {
			key := e.Index.Key()
			if seen[key] {
				continue
			}
			seen[key] = true
			idx := e.Index
			entries = append(entries, chc.ArrayEntry{Index: idx, Elem: at(func(v chc.Value) chc.Value { return v.Select(idx) })})
		}
	}
	return chc.ArrayValue(s, def, entries)
}

// recordValue builds a record of sort r from the components' values read
// by get, starting at component *k.
func (ra *recArrays) recordValue(r chc.Sort, cv []chc.Value, get func(chc.Value) chc.Value, k *int) chc.Value {
	c := ra.rec.record(r)
	fields := make([]chc.Value, len(c.Fields))
	for j, fd := range c.Fields {
		if ra.rec.record(fd.Sort) != nil {
			fields[j] = ra.recordValue(fd.Sort, cv, get, k)
			continue
		}
		fields[j] = get(cv[*k])
		*k++
	}
	v, err := chc.DatatypeValue(c, fields)
	if err != nil {
		return ra.f.DefaultValue(r) // fields of the constructor's sorts by construction
	}
	return v
}

// joinInterp rebuilds the interpretation of p from im, its split
// predicate q's: each component read at an index k is the field of the
// array of records read at k.
func (ra *recArrays) joinInterp(p, q *chc.Pred, im chc.Interp) (chc.Interp, error) {
	avoid := make(map[string]bool)
	for _, v := range chc.FreeVars(im.Body) {
		avoid[v.Name()] = true
	}
	params := freshParams(ra.f, p.Params, avoid)
	bt := &arrayBack{ra: ra, comp: map[*chc.Term]compOf{}, sub: map[*chc.Term]*chc.Term{}, memo: map[*chc.Term]*chc.Term{}}
	k := 0
	for _, x := range params {
		if !ra.split(x.Sort()) {
			if k >= len(im.Params) {
				return chc.Interp{}, fmt.Errorf("model of %s has %d parameters, too few", q.Name, len(im.Params))
			}
			bt.sub[im.Params[k]] = x
			k++
			continue
		}
		for _, path := range ra.components(x.Sort()) {
			if k >= len(im.Params) {
				return chc.Interp{}, fmt.Errorf("model of %s has %d parameters, too few", q.Name, len(im.Params))
			}
			bt.comp[im.Params[k]] = compOf{array: x, sels: path.sels}
			k++
		}
	}
	if k != len(im.Params) {
		return chc.Interp{}, fmt.Errorf("model of %s has %d parameters, want %d", q.Name, len(im.Params), k)
	}
	body, err := bt.term(im.Body)
	if err != nil {
		return chc.Interp{}, fmt.Errorf("model of %s: %w", q.Name, err)
	}
	return chc.Interp{Params: params, Body: ra.f.Simplify(body)}, nil
}

// compOf is what a component parameter stands for: a field, along sels,
// of the elements of an array of records.
type compOf struct {
	array *chc.Term
	sels  []*chc.Selector
}

// arrayBack rewrites a split predicate's interpretation over the arrays
// of records.
type arrayBack struct {
	ra    *recArrays
	comp  map[*chc.Term]compOf
	sub   map[*chc.Term]*chc.Term
	memo  map[*chc.Term]*chc.Term
	bound int
}

// mentions reports whether t contains a component parameter.
func (bt *arrayBack) mentions(t *chc.Term) bool {
	found := false
	chc.Walk(t, func(u *chc.Term) bool {
		if _, ok := bt.comp[u]; ok {
			found = true
		}
		return !found
	})
	return found
}

func (bt *arrayBack) term(t *chc.Term) (*chc.Term, error) {
	if u, ok := bt.memo[t]; ok {
		return u, nil
	}
	u, err := bt.termNew(t)
	if err != nil {
		return nil, err
	}
	bt.memo[t] = u
	return u, nil
}

func (bt *arrayBack) termNew(t *chc.Term) (*chc.Term, error) {
	f := bt.ra.f
	if _, ok := bt.comp[t]; ok {
		return nil, fmt.Errorf("a component of an array of records used whole")
	}
	if x, ok := bt.sub[t]; ok {
		return x, nil
	}
	if t.NumArgs() == 0 {
		return t, nil
	}
	switch t.Op() {
	case chc.OpAnd:
		if u, ok, err := bt.wholeEqs(t); ok || err != nil {
			return u, err
		}
	case chc.OpSelect:
		if bt.mentions(t.Arg(0)) {
			k, err := bt.term(t.Arg(1))
			if err != nil {
				return nil, err
			}
			return bt.at(t.Arg(0), k)
		}
	case chc.OpEq:
		if t.Arg(0).Sort().Kind() == chc.KindArray && bt.mentions(t) {
			return bt.arrayEq(t)
		}
	case chc.OpForall:
		return nil, fmt.Errorf("a quantifier over components of arrays of records")
	}
	args := make([]*chc.Term, t.NumArgs())
	same := true
	for i, a := range t.Args() {
		u, err := bt.term(a)
		if err != nil {
			return nil, err
		}
		args[i], same = u, same && u == a
	}
	if same {
		return t, nil
	}
	return f.WithArgs(t, args...), nil
}

// at returns the element at index k (a translated term) of e, an array
// term over components.
func (bt *arrayBack) at(e, k *chc.Term) (*chc.Term, error) {
	f := bt.ra.f
	if c, ok := bt.comp[e]; ok {
		return project(f, f.Select(c.array, k), c.sels)
	}
	switch e.Op() {
	case chc.OpStore:
		i, err := bt.term(e.Arg(1))
		if err != nil {
			return nil, err
		}
		v, err := bt.term(e.Arg(2))
		if err != nil {
			return nil, err
		}
		rest, err := bt.at(e.Arg(0), k)
		if err != nil {
			return nil, err
		}
		return f.Ite(f.Eq(k, i), v, rest), nil
	case chc.OpIte:
		c, err := bt.term(e.Arg(0))
		if err != nil {
			return nil, err
		}
		a, err := bt.at(e.Arg(1), k)
		if err != nil {
			return nil, err
		}
		b, err := bt.at(e.Arg(2), k)
		if err != nil {
			return nil, err
		}
		return f.Ite(c, a, b), nil
	case chc.OpConstArray:
		return bt.term(e.Arg(0))
	}
	u, err := bt.term(e) // an array read off another (select), or one without components
	if err != nil {
		return nil, err
	}
	return f.Select(u, k), nil
}

// arrayEq rewrites an equality of arrays over components as ∀k, their
// elements at k equal.
func (bt *arrayBack) arrayEq(t *chc.Term) (*chc.Term, error) {
	f := bt.ra.f
	bt.bound++
	k := f.BoundVar(fmt.Sprintf("k!%d", bt.bound), t.Arg(0).Sort().Index())
	first, err := bt.at(t.Arg(0), k)
	if err != nil {
		return nil, err
	}
	var eqs []*chc.Term
	for _, b := range t.Args()[1:] {
		v, err := bt.at(b, k)
		if err != nil {
			return nil, err
		}
		eqs = append(eqs, f.Eq(first, v))
	}
	return f.Forall([]*chc.Term{k}, f.And(eqs...))
}

// compRef is a component parameter as an index among the components of
// the array of records x.
type compRef struct {
	x    *chc.Term
	path int
}

// compIndex returns the component parameter u as a compRef; false when u
// is none.
func (bt *arrayBack) compIndex(u *chc.Term) (compRef, bool) {
	c, ok := bt.comp[u]
	if !ok {
		return compRef{}, false
	}
	for i, p := range bt.ra.components(c.array.Sort()) {
		if samePath(p.sels, c.sels) {
			return compRef{c.array, i}, true
		}
	}
	return compRef{}, false
}

// wholeEqs rewrites a conjunction in which every component of an array
// of records x is equated with the same component of another, y, or with
// a constant array: those conjuncts become x = y, or x equal to the
// constant array of the record of the constants, without a quantifier
// (which validators, cvc5 among them, may not decide). ok is false when
// there is no such group.
func (bt *arrayBack) wholeEqs(t *chc.Term) (*chc.Term, bool, error) {
	f := bt.ra.f
	others := map[*chc.Term]map[int]*chc.Term{} // x → component → the other side
	where := map[*chc.Term][]int{}              // x → its conjuncts' positions
	var order []*chc.Term
	for i, k := range t.Args() {
		if k.Op() != chc.OpEq || k.NumArgs() != 2 {
			continue
		}
		for _, sides := range [2][2]*chc.Term{{k.Arg(0), k.Arg(1)}, {k.Arg(1), k.Arg(0)}} {
			r, ok := bt.compIndex(sides[0])
			if !ok {
				continue
			}
			if others[r.x] == nil {
				others[r.x] = map[int]*chc.Term{}
				order = append(order, r.x)
			}
			if _, dup := others[r.x][r.path]; !dup {
				others[r.x][r.path] = sides[1]
				where[r.x] = append(where[r.x], i)
			}
		}
	}
	drop := map[int]bool{}
	var merged []*chc.Term
	for _, x := range order {
		whole, ok, err := bt.wholeOf(x, others[x])
		if err != nil {
			return nil, false, err
		}
		if !ok {
			continue
		}
		merged = append(merged, f.Eq(x, whole))
		for _, i := range where[x] {
			drop[i] = true
		}
	}
	if len(merged) == 0 {
		return nil, false, nil
	}
	for i, k := range t.Args() {
		if drop[i] {
			continue
		}
		u, err := bt.term(k)
		if err != nil {
			return nil, false, err
		}
		merged = append(merged, u)
	}
	return f.And(merged...), true, nil
}

// wholeOf returns the array of records, of x's sort, whose components are
// o (by index among x's components), or false when there is none
// without a quantifier (see merge).
func (bt *arrayBack) wholeOf(x *chc.Term, o map[int]*chc.Term) (*chc.Term, bool, error) {
	paths := bt.ra.components(x.Sort())
	if len(o) != len(paths) || len(paths) == 0 {
		return nil, false, nil
	}
	es := make([]*chc.Term, len(paths))
	for i := range paths {
		es[i] = o[i]
	}
	return bt.merge(x.Sort(), es)
}

// merge returns the array of records of sort s whose components are es
// (by index among s's components), when they have one shape: each of
// another array of records y's components at its own index (y), constant
// arrays (the constant array of their record), stores at one index (the
// store of their record into the merge of the arrays stored into), ites
// of one condition (the ite of the merges). ok is false otherwise.
func (bt *arrayBack) merge(s chc.Sort, es []*chc.Term) (*chc.Term, bool, error) {
	f := bt.ra.f
	if r, ok := bt.compIndex(es[0]); ok {
		if r.x.Sort() != s {
			return nil, false, nil
		}
		for i, e := range es {
			if ri, ok := bt.compIndex(e); !ok || ri.x != r.x || ri.path != i {
				return nil, false, nil
			}
		}
		return r.x, true, nil
	}
	op := es[0].Op()
	for _, e := range es {
		if e.Op() != op {
			return nil, false, nil
		}
	}
	switch op {
	case chc.OpConstArray, chc.OpStore:
		last := es[0].NumArgs() - 1
		for _, e := range es {
			if op == chc.OpStore && e.Arg(1) != es[0].Arg(1) {
				return nil, false, nil
			}
		}
		leaves := make([]*chc.Term, len(es))
		for i, e := range es {
			u, err := bt.term(e.Arg(last))
			if err != nil {
				return nil, false, err
			}
			leaves[i] = u
		}
		k := 0
		elem, err := bt.ra.recordOf(s.Elem(), leaves, &k)
		if err != nil {
			return nil, false, err
		}
		if op == chc.OpConstArray {
			whole, err := f.ConstArray(s, elem)
			return whole, err == nil, err
		}
		inner := make([]*chc.Term, len(es))
		for i, e := range es {
			inner[i] = e.Arg(0)
		}
		a, ok, err := bt.merge(s, inner)
		if !ok || err != nil {
			return nil, false, err
		}
		idx, err := bt.term(es[0].Arg(1))
		if err != nil {
			return nil, false, err
		}
		return f.Store(a, idx, elem), true, nil
	case chc.OpIte:
		for _, e := range es {
			if e.Arg(0) != es[0].Arg(0) {
				return nil, false, nil
			}
		}
		branches := [2]*chc.Term{}
		for b := 1; b <= 2; b++ {
			side := make([]*chc.Term, len(es))
			for i, e := range es {
				side[i] = e.Arg(b)
			}
			m, ok, err := bt.merge(s, side)
			if !ok || err != nil {
				return nil, false, err
			}
			branches[b-1] = m
		}
		c, err := bt.term(es[0].Arg(0))
		if err != nil {
			return nil, false, err
		}
		return f.Ite(c, branches[0], branches[1]), true, nil
	}
	return nil, false, nil
}

// recordOf builds the record of sort r from its leaf fields' terms,
// starting at leaves[*k].
func (ra *recArrays) recordOf(r chc.Sort, leaves []*chc.Term, k *int) (*chc.Term, error) {
	c := ra.rec.record(r)
	args := make([]*chc.Term, len(c.Fields))
	for j, fd := range c.Fields {
		if ra.rec.record(fd.Sort) != nil {
			var err error
			if args[j], err = ra.recordOf(fd.Sort, leaves, k); err != nil {
				return nil, err
			}
			continue
		}
		args[j] = leaves[*k]
		*k++
	}
	return ra.f.Construct(c, args...)
}

func samePath(a, b []*chc.Selector) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
