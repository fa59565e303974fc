package chcgen

import (
	"fmt"
	"math/rand"

	"github.com/horn-chc/horn/chc"
)

// Theory is the sort of the generated predicates' scalar arguments.
type Theory int

// The theories: integer or real linear arithmetic, integers with arrays,
// integers with lists (an algebraic datatype: nil, or cons of an Int
// head and a list tail, taken apart by equalities (= l (cons h t)) as
// CHC-COMP's ADT files do, so no selector meets the wrong constructor),
// integers with arrays of records (a record Pt of two Int fields x and
// y, read as (x (select a i)), stored as (pt u v)), as the Solidity
// compiler's arrays of structs are, and integers with binary trees (a
// leaf, or a node of a left tree, an Int value and a right tree), taken
// apart by equalities like the lists.
const (
	LIA Theory = iota
	LRA
	Arrays
	ADT
	RecordArrays
	Trees
)

func (t Theory) String() string {
	return [...]string{"lia", "lra", "arrays", "adt", "record-arrays", "trees"}[t]
}

// Options shape the systems. The zero value gives linear LIA systems.
type Options struct {
	Theory    Theory
	NonLinear bool // clauses with two body atoms now and then
}

// System returns a random system named name.
func System(r *rand.Rand, name string, opt Options) *chc.System {
	s := chc.NewSystem(name)
	g := &gen{r: r, f: s.Terms, s: s, opt: opt, num: chc.IntSort}
	if opt.Theory == LRA {
		g.num = chc.RealSort
	}
	g.arrSort = arraySort
	switch opt.Theory {
	case ADT:
		g.declareList()
	case Trees:
		g.declareTree()
	case RecordArrays:
		g.declarePt()
	}
	g.preds(1 + r.Intn(3))
	for i := 0; i < 1+r.Intn(2); i++ {
		s.Clauses = append(s.Clauses, g.clause(0))
	}
	for i := 0; i < 1+r.Intn(2*len(s.Preds)+1); i++ {
		n := 1
		if opt.NonLinear && r.Intn(3) == 0 {
			n = 2
		}
		s.Clauses = append(s.Clauses, g.clause(n))
	}
	for i := 0; i < 1+r.Intn(2); i++ {
		s.Clauses = append(s.Clauses, g.query())
	}
	return s
}

type gen struct {
	r    *rand.Rand
	f    *chc.Factory
	s    *chc.System
	opt  Options
	num  chc.Sort    // Int or Real
	vars []*chc.Term // numeric variables of the clause being built
	arrs []*chc.Term // array variables of the clause being built
	lsts []*chc.Term // list (or tree) variables of the clause being built
	more []*chc.Term // conjuncts that take lists apart, for the clause being built
	n    int
	list *chc.Datatype // ADT: the list datatype; Trees: the tree datatype
	// dtSort is list's sort (zero without one).
	dtSort chc.Sort
	pt     *chc.Datatype // RecordArrays: the record datatype
	// arrSort is the arrays' sort: (Array Int Int), or (Array Int Pt)
	// for RecordArrays.
	arrSort chc.Sort
}

var arraySort = chc.ArraySort(chc.IntSort, chc.IntSort)

func (g *gen) preds(n int) {
	for i := 0; i < n; i++ {
		p := &chc.Pred{Name: fmt.Sprintf("P%d", i)}
		for k := 1 + g.r.Intn(3); k > 0; k-- {
			p.Params = append(p.Params, g.num)
		}
		if (g.opt.Theory == Arrays || g.opt.Theory == RecordArrays) && g.r.Intn(2) == 0 {
			p.Params = append(p.Params, g.arrSort)
		}
		if g.list != nil && g.r.Intn(3) > 0 {
			p.Params = append(p.Params, g.dtSort)
		}
		if g.r.Intn(6) == 0 {
			p.Params = append(p.Params, chc.BoolSort)
		}
		g.s.Preds = append(g.s.Preds, p)
	}
}

func (g *gen) fresh(so chc.Sort) *chc.Term {
	g.n++
	v := g.f.Var(fmt.Sprintf("v%d", g.n), so)
	switch so {
	case g.num:
		g.vars = append(g.vars, v)
	case g.arrSort:
		g.arrs = append(g.arrs, v)
	case g.dtSort:
		g.lsts = append(g.lsts, v)
	}
	return v
}

func (g *gen) pred() *chc.Pred { return g.s.Preds[g.r.Intn(len(g.s.Preds))] }

func (g *gen) atom(p *chc.Pred) chc.Atom {
	a := chc.Atom{Pred: p}
	for _, so := range p.Params {
		a.Args = append(a.Args, g.fresh(so))
	}
	return a
}

// constant returns a small numeral of the numeric sort (halves for Real).
func (g *gen) constant() *chc.Term {
	k := int64(g.r.Intn(5) - 2)
	if g.num == chc.RealSort && g.r.Intn(3) == 0 {
		return g.f.Real(2*k+1, 2)
	}
	return g.f.Num(bigRat(k), g.num)
}

// numTerm returns a small linear term over the clause's variables, or an
// array read in the Arrays theory.
func (g *gen) numTerm() *chc.Term {
	c := g.constant()
	if len(g.arrs) > 0 && g.r.Intn(4) == 0 {
		return g.field(g.f.Select(g.arrs[g.r.Intn(len(g.arrs))], g.indexTerm()))
	}
	if len(g.lsts) > 0 && g.r.Intn(3) == 0 {
		return g.head(g.lsts[g.r.Intn(len(g.lsts))])
	}
	if len(g.vars) == 0 || g.r.Intn(4) == 0 {
		return c
	}
	v := g.vars[g.r.Intn(len(g.vars))]
	switch g.r.Intn(6) {
	case 0:
		if len(g.vars) > 1 {
			return g.f.Add(v, g.vars[g.r.Intn(len(g.vars))], c)
		}
	case 1:
		return g.f.Scale(bigRat(2), v)
	}
	return g.f.Add(v, c)
}

// indexTerm is an Int term for array indices: a variable or a constant.
func (g *gen) indexTerm() *chc.Term {
	if g.num == chc.IntSort && len(g.vars) > 0 && g.r.Intn(2) == 0 {
		return g.vars[g.r.Intn(len(g.vars))]
	}
	return g.f.Int(int64(g.r.Intn(3)))
}

func (g *gen) literal() *chc.Term {
	if len(g.lsts) > 0 && g.r.Intn(4) == 0 {
		return g.isNil(g.lsts[g.r.Intn(len(g.lsts))], g.r.Intn(2) == 0)
	}
	a, b := g.numTerm(), g.numTerm()
	switch g.r.Intn(5) {
	case 0:
		return g.f.Eq(a, b)
	case 1:
		return g.f.Lt(a, b)
	case 2:
		return g.f.Not(g.f.Eq(a, b))
	case 3:
		return g.f.Or(g.f.Lt(a, b), g.f.Le(g.numTerm(), g.numTerm()))
	}
	return g.f.Le(a, b)
}

// clause returns a clause with nbody body atoms and a head.
func (g *gen) clause(nbody int) *chc.Clause {
	g.vars, g.arrs, g.lsts, g.more, g.n = nil, nil, nil, nil, 0
	c := &chc.Clause{}
	for i := 0; i < nbody; i++ {
		c.Body = append(c.Body, g.atom(g.pred()))
	}
	bodyVars := append([]*chc.Term(nil), g.vars...)
	bodyArrs := append([]*chc.Term(nil), g.arrs...)
	bodyLsts := append([]*chc.Term(nil), g.lsts...)
	h := g.atom(g.pred())
	var conj []*chc.Term
	for _, x := range h.Args {
		if g.list != nil && x.Sort() == g.dtSort {
			conj = append(conj, g.f.Eq(x, g.listTerm(bodyVars, bodyLsts)))
			continue
		}
		conj = append(conj, g.headArg(x, bodyVars, bodyArrs))
	}
	if g.r.Intn(3) == 0 {
		z := g.fresh(g.num) // a local variable
		conj = append(conj, g.f.Le(z, g.numTerm()))
	}
	if g.r.Intn(2) == 0 {
		conj = append(conj, g.literal())
	}
	c.Head = &h
	c.Constraint = g.f.And(append(conj, g.more...)...)
	return c
}

// headArg constrains the head argument x in terms of the body's.
func (g *gen) headArg(x *chc.Term, bodyVars, bodyArrs []*chc.Term) *chc.Term {
	switch {
	case x.Sort() == chc.BoolSort:
		if g.r.Intn(2) == 0 {
			return g.f.Eq(x, g.literal())
		}
		return g.f.True()
	case x.Sort() == g.arrSort:
		if len(bodyArrs) > 0 && g.r.Intn(3) > 0 {
			a := bodyArrs[g.r.Intn(len(bodyArrs))]
			if g.r.Intn(2) == 0 {
				return g.f.Eq(x, a)
			}
			return g.f.Eq(x, g.f.Store(a, g.indexTerm(), g.element(a)))
		}
		k, _ := g.f.ConstArray(g.arrSort, g.element(nil))
		return g.f.Eq(x, k)
	case len(bodyVars) > 0 && g.r.Intn(3) > 0:
		v := bodyVars[g.r.Intn(len(bodyVars))]
		step := g.f.Add(v, g.f.Num(bigRat(int64(g.r.Intn(3)-1)), g.num))
		if g.r.Intn(5) == 0 {
			return g.f.Eq(x, g.f.Ite(g.literal(), step, g.constant()))
		}
		return g.f.Eq(x, step)
	case g.r.Intn(2) == 0:
		return g.f.Eq(x, g.f.Num(bigRat(int64(g.r.Intn(3))), g.num))
	}
	return g.f.Le(g.f.Num(bigRat(0), g.num), x)
}

// intValue is an Int term to store into an array.
func (g *gen) intValue() *chc.Term {
	if g.num == chc.IntSort && len(g.vars) > 0 && g.r.Intn(2) == 0 {
		return g.f.Add(g.vars[g.r.Intn(len(g.vars))], g.f.Int(1))
	}
	return g.f.Int(int64(g.r.Intn(3)))
}

func (g *gen) query() *chc.Clause {
	g.vars, g.arrs, g.lsts, g.more, g.n = nil, nil, nil, nil, 0
	c := &chc.Clause{Body: []chc.Atom{g.atom(g.pred())}}
	if g.opt.NonLinear && g.r.Intn(3) == 0 {
		c.Body = append(c.Body, g.atom(g.pred()))
	}
	c.Constraint = g.f.And(g.literal(), g.literal())
	c.Constraint = g.f.And(append([]*chc.Term{c.Constraint}, g.more...)...)
	return c
}

var listSort = chc.DatatypeSort("Lst")

func (g *gen) declareList() {
	ds, err := g.f.DeclareDatatypes([]chc.DatatypeDecl{{Name: "Lst", Ctors: []chc.CtorDecl{
		{Name: "nil"},
		{Name: "cons", Fields: []chc.FieldDecl{{Name: "hd", Sort: chc.IntSort}, {Name: "tl", Sort: listSort}}},
	}}})
	if err != nil {
		panic("chcgen: " + err.Error())
	}
	g.list, g.dtSort = ds[0], listSort
}

var treeSort = chc.DatatypeSort("Tree")

func (g *gen) declareTree() {
	ds, err := g.f.DeclareDatatypes([]chc.DatatypeDecl{{Name: "Tree", Ctors: []chc.CtorDecl{
		{Name: "leaf"},
		{Name: "node", Fields: []chc.FieldDecl{
			{Name: "left", Sort: treeSort}, {Name: "val", Sort: chc.IntSort}, {Name: "right", Sort: treeSort}}},
	}}})
	if err != nil {
		panic("chcgen: " + err.Error())
	}
	g.list, g.dtSort = ds[0], treeSort
}

func must(t *chc.Term, err error) *chc.Term {
	if err != nil {
		panic("chcgen: " + err.Error())
	}
	return t
}

// isNil is (= l nil) (a leaf for trees), or its negation when not empty.
func (g *gen) isNil(l *chc.Term, empty bool) *chc.Term {
	e := g.f.Eq(l, must(g.f.Construct(g.list.Ctors[0])))
	if empty {
		return e
	}
	return g.f.Not(e)
}

// apart takes l apart: it adds (= l (cons h t)) to the clause, with fresh
// h and t, and returns them; for a tree, (= l (node t1 h t2)), returning
// h and one of the subtrees.
func (g *gen) apart(l *chc.Term) (*chc.Term, *chc.Term) {
	if g.dtSort == treeSort {
		t1, h, t2 := g.fresh(treeSort), g.fresh(chc.IntSort), g.fresh(treeSort)
		g.more = append(g.more, g.f.Eq(l, must(g.f.Construct(g.list.Ctors[1], t1, h, t2))))
		if g.r.Intn(2) == 0 {
			return h, t1
		}
		return h, t2
	}
	h, t := g.fresh(chc.IntSort), g.fresh(listSort)
	g.more = append(g.more, g.f.Eq(l, must(g.f.Construct(g.list.Ctors[1], h, t))))
	return h, t
}

// head is the head of l, taken apart.
func (g *gen) head(l *chc.Term) *chc.Term {
	h, _ := g.apart(l)
	return h
}

// listTerm is a list built from the body's: nil, a cons onto one, or a
// tail of one taken apart; for trees, treeTerm.
func (g *gen) listTerm(vars, lsts []*chc.Term) *chc.Term {
	if g.dtSort == treeSort {
		return g.treeTerm(lsts)
	}
	nilC, cons := g.list.Ctors[0], g.list.Ctors[1]
	empty := must(g.f.Construct(nilC))
	if len(lsts) == 0 || g.r.Intn(4) == 0 {
		if g.r.Intn(2) == 0 {
			return empty
		}
		return must(g.f.Construct(cons, g.numTerm(), empty))
	}
	l := lsts[g.r.Intn(len(lsts))]
	if g.r.Intn(3) == 0 {
		_, t := g.apart(l)
		return t
	}
	return must(g.f.Construct(cons, g.numTerm(), l))
}

// treeTerm is a tree built from the body's: a leaf, a node over leaves,
// a node joining two of them (or one and a leaf), or a subtree of one
// taken apart.
func (g *gen) treeTerm(trees []*chc.Term) *chc.Term {
	leafC, node := g.list.Ctors[0], g.list.Ctors[1]
	leaf := must(g.f.Construct(leafC))
	pick := func() *chc.Term {
		if len(trees) == 0 || g.r.Intn(3) == 0 {
			return leaf
		}
		return trees[g.r.Intn(len(trees))]
	}
	if len(trees) == 0 || g.r.Intn(4) == 0 {
		if g.r.Intn(2) == 0 {
			return leaf
		}
		return must(g.f.Construct(node, leaf, g.numTerm(), leaf))
	}
	if g.r.Intn(3) == 0 {
		_, t := g.apart(trees[g.r.Intn(len(trees))])
		return t
	}
	l := pick()
	v := g.numTerm()
	return must(g.f.Construct(node, l, v, pick()))
}

// declarePt declares the record (Pt = pt (x Int) (y Int)) and makes the
// arrays hold it.
func (g *gen) declarePt() {
	ds, err := g.f.DeclareDatatypes([]chc.DatatypeDecl{{Name: "Pt", Ctors: []chc.CtorDecl{
		{Name: "pt", Fields: []chc.FieldDecl{{Name: "x", Sort: chc.IntSort}, {Name: "y", Sort: chc.IntSort}}},
	}}})
	if err != nil {
		panic("chcgen: " + err.Error())
	}
	g.pt = ds[0]
	g.arrSort = chc.ArraySort(chc.IntSort, ds[0].Sort())
}

// field is e, an element read off an array, as an Int: e itself, or one
// of the record's fields.
func (g *gen) field(e *chc.Term) *chc.Term {
	if g.pt == nil {
		return e
	}
	return must(g.f.SelectField(g.pt.Ctors[0].Fields[g.r.Intn(2)], e))
}

// element is a value to store into an array: an Int (intValue), or a
// record of two, built anew or, now and then, one read off a (a record
// array of the clause's body; nil: none) with a field changed.
func (g *gen) element(a *chc.Term) *chc.Term {
	if g.pt == nil {
		if a == nil {
			return g.f.Int(int64(g.r.Intn(2)))
		}
		return g.intValue()
	}
	c := g.pt.Ctors[0]
	if a != nil && g.r.Intn(3) == 0 {
		old := g.f.Select(a, g.indexTerm())
		return must(g.f.Construct(c, g.intValue(), must(g.f.SelectField(c.Fields[1], old))))
	}
	if a == nil {
		return must(g.f.Construct(c, g.f.Int(int64(g.r.Intn(2))), g.f.Int(int64(g.r.Intn(2)))))
	}
	return must(g.f.Construct(c, g.intValue(), g.intValue()))
}
