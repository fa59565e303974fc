package adtsize

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// absVal is a datatype term's abstraction: terms over the abstract
// variables equal to its tag and its size (constants when the datatype
// has one constructor, or is not recursive).
type absVal struct{ tag, size *chc.Term }

// clauseAbs abstracts the terms of one clause. Every datatype term gets
// its absVal once (so equal terms share abstract variables), every
// integer- or Boolean-valued selector application one fresh variable; the
// facts are what holds of the abstract variables whatever the datatype
// values are (a tag's range, a size at least 0, exactly 0 for a
// constructor without recursive fields and at least 1 for the others, a
// size unfolded through the selectors that occur). Each follows from one
// unfolding of the size function (chc.Factory.SizeDefinition), so a
// solver checking the model mapped back proves it without induction.
type clauseAbs struct {
	f      *chc.Factory
	prefix string
	next   int
	vals   map[*chc.Term]absVal
	opaque map[*chc.Term]*chc.Term
	pure   map[*chc.Term]*chc.Term // purify's results; nil: none
	unfold map[*chc.Term]bool      // selector bases whose size is unfolded
	facts  []*chc.Term
}

func newClauseAbs(f *chc.Factory, prefix string) *clauseAbs {
	return &clauseAbs{f: f, prefix: prefix, vals: map[*chc.Term]absVal{},
		opaque: map[*chc.Term]*chc.Term{}, pure: map[*chc.Term]*chc.Term{}, unfold: map[*chc.Term]bool{}}
}

// fresh returns a new variable of sort s.
func (cx *clauseAbs) fresh(what string, s chc.Sort) *chc.Term {
	cx.next++
	return cx.f.Var(fmt.Sprintf("%s%s%d", cx.prefix, what, cx.next), s)
}

// term returns the abstraction of the datatype term x.
func (cx *clauseAbs) term(x *chc.Term) absVal {
	if v, ok := cx.vals[x]; ok {
		return v
	}
	f := cx.f
	d := f.Datatype(x.Sort())
	var v absVal
	if x.Op() == chc.OpCons {
		c := x.Constructor()
		v.tag = f.Int(int64(c.Index))
		sum := []*chc.Term{f.Int(chc.SizeWeight(c))}
		for i, fd := range c.Fields {
			if fd.Sort == x.Sort() {
				sum = append(sum, cx.term(x.Arg(i)).size)
			}
		}
		v.size = f.MustApp(chc.OpAdd, append(sum, f.Int(0))...)
		if !d.Recursive() {
			v.size = f.Int(0)
		}
		cx.vals[x] = v
		return v
	}
	v = absVal{tag: f.Int(0), size: f.Int(0)}
	if d.Recursive() {
		v.size = cx.fresh("s", chc.IntSort)
	}
	if base, step, ok := tagBySize(d); ok {
		v.tag = f.MustApp(chc.OpIte, f.MustApp(chc.OpGe, v.size, f.Int(1)), f.Int(int64(step)), f.Int(int64(base)))
	} else if n := len(d.Ctors); n > 1 {
		v.tag = cx.fresh("t", chc.IntSort)
		cx.facts = append(cx.facts, f.MustApp(chc.OpLe, f.Int(0), v.tag, f.Int(int64(n-1))))
	}
	if _, _, ok := tagBySize(d); ok {
		cx.facts = append(cx.facts, f.MustApp(chc.OpGe, v.size, f.Int(0)))
	} else if d.Recursive() {
		cx.facts = append(cx.facts, f.MustApp(chc.OpGe, v.size, f.Int(0)))
		for _, c := range d.Ctors {
			isC := f.Eq(v.tag, f.Int(int64(c.Index)))
			if chc.SizeWeight(c) == 0 {
				cx.facts = append(cx.facts, f.Or(f.Not(isC), f.Eq(v.size, f.Int(0))))
			} else {
				cx.facts = append(cx.facts, f.Or(f.Not(isC), f.MustApp(chc.OpGe, v.size, f.Int(1))))
			}
		}
	}
	cx.vals[x] = v
	if x.Op() == chc.OpField && x.Arg(0).Sort() == x.Sort() {
		cx.unfoldAt(x.Arg(0), x.Selector().Ctor)
	}
	return v
}

// unfoldAt adds that y built by c has size w(c) plus the sizes of its
// fields of y's own sort, read through c's selectors.
func (cx *clauseAbs) unfoldAt(y *chc.Term, c *chc.Constructor) {
	key, err := cx.f.Test(c, y)
	if err != nil || cx.unfold[key] {
		return
	}
	cx.unfold[key] = true
	f := cx.f
	sum := []*chc.Term{f.Int(chc.SizeWeight(c))}
	for _, fd := range c.Fields {
		if fd.Sort != y.Sort() {
			continue
		}
		sel, err := f.SelectField(fd, y)
		if err != nil {
			return
		}
		sum = append(sum, cx.term(sel).size)
	}
	yv := cx.term(y)
	cx.facts = append(cx.facts, f.Or(f.Not(f.Eq(yv.tag, f.Int(int64(c.Index)))),
		f.Eq(yv.size, f.MustApp(chc.OpAdd, append(sum, f.Int(0))...))))
}

// purify returns t with testers replaced by their exact reading over tags
// and the selector applications of sorts other than datatypes by fresh
// variables; false when t is or holds a datatype term it cannot replace.
func (cx *clauseAbs) purify(t *chc.Term) (*chc.Term, bool) {
	if u, ok := cx.pure[t]; ok {
		return u, u != nil
	}
	u := cx.purifyNew(t)
	cx.pure[t] = u
	return u, u != nil
}

func (cx *clauseAbs) purifyNew(t *chc.Term) *chc.Term {
	f := cx.f
	if hasDatatype(t.Sort()) {
		return nil
	}
	switch t.Op() {
	case chc.OpIs:
		return cx.tagEq(cx.term(t.Arg(0)), absVal{tag: f.Int(int64(t.Constructor().Index))})
	case chc.OpField:
		v, ok := cx.opaque[t]
		if !ok {
			v = cx.fresh("f", t.Sort())
			cx.opaque[t] = v
		}
		return v
	case chc.OpSize:
		return nil
	}
	if t.NumArgs() == 0 {
		return t
	}
	args := make([]*chc.Term, t.NumArgs())
	same := true
	for i, a := range t.Args() {
		u, ok := cx.purify(a)
		if !ok {
			return nil
		}
		args[i], same = u, same && u == a
	}
	if same {
		return t
	}
	return f.WithArgs(t, args...)
}

// formula returns a formula over the abstract variables that φ implies
// (pos) or that implies φ (!pos), given true tags and sizes.
func (cx *clauseAbs) formula(phi *chc.Term, pos bool) *chc.Term {
	f := cx.f
	if u, ok := cx.purify(phi); ok {
		return u
	}
	switch phi.Op() {
	case chc.OpAnd, chc.OpOr:
		args := make([]*chc.Term, phi.NumArgs())
		for i, a := range phi.Args() {
			args[i] = cx.formula(a, pos)
		}
		if phi.Op() == chc.OpAnd {
			return f.And(args...)
		}
		return f.Or(args...)
	case chc.OpNot:
		return f.Not(cx.formula(phi.Arg(0), !pos))
	case chc.OpImplies:
		n := phi.NumArgs()
		args := make([]*chc.Term, n)
		for i, a := range phi.Args() {
			if i < n-1 {
				args[i] = f.Not(cx.formula(a, !pos))
			} else {
				args[i] = cx.formula(a, pos)
			}
		}
		return f.Or(args...)
	case chc.OpEq:
		if phi.Arg(0).Sort().Kind() == chc.KindDatatype {
			return cx.datatypeEq(phi, pos)
		}
	}
	return f.BoolConst(!pos)
}

// datatypeEq abstracts an equality of datatype terms: equal tags and
// sizes when pos; when !pos, true only for identical terms.
func (cx *clauseAbs) datatypeEq(phi *chc.Term, pos bool) *chc.Term {
	f := cx.f
	if !pos {
		for _, a := range phi.Args()[1:] {
			if a != phi.Arg(0) {
				return f.False()
			}
		}
		return f.True()
	}
	var eqs []*chc.Term
	first := cx.term(phi.Arg(0))
	for _, a := range phi.Args()[1:] {
		v := cx.term(a)
		eqs = append(eqs, cx.tagEq(first, v), f.Eq(first.size, v.size))
	}
	return f.And(eqs...)
}

// tagEq is a.tag = b.tag, read through tags that follow from sizes (see
// tagBySize): true when both do (equal sizes make them equal), the size's
// condition when one is a constructor's tag.
func (cx *clauseAbs) tagEq(a, b absVal) *chc.Term {
	f := cx.f
	da, db := a.tag.Op() == chc.OpIte, b.tag.Op() == chc.OpIte
	switch {
	case da && db:
		return f.True()
	case db:
		a, b = b, a
		fallthrough
	case da && b.tag.Op() == chc.OpNum:
		if b.tag == a.tag.Arg(1) {
			return a.tag.Arg(0)
		}
		return f.Not(a.tag.Arg(0))
	}
	return f.Eq(a.tag, b.tag)
}
