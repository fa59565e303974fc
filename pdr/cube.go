package pdr

import (
	"strings"

	"github.com/horn-chc/horn/chc"
)

// literals splits a conjunction into normalised literals, without
// duplicates: comparisons become ≤ or <, arithmetic equalities become two
// ≤, negations are pushed into comparisons and conjunctions under a
// negated disjunction are split.
func (s *search) literals(t *chc.Term) []*chc.Term {
	var out []*chc.Term
	seen := map[*chc.Term]bool{}
	var add func(*chc.Term)
	add = func(l *chc.Term) {
		if l.Op() == chc.OpAnd {
			for _, a := range l.Args() {
				add(a)
			}
			return
		}
		if n := s.normalize(l); n != l {
			add(n)
			return
		}
		if !l.IsTrue() && !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	add(t)
	return s.tightenBounds(out)
}

// normalize rewrites one literal into an equivalent conjunction of simpler
// literals, or returns it unchanged.
func (s *search) normalize(l *chc.Term) *chc.Term {
	f := s.f
	switch l.Op() {
	case chc.OpNot:
		return s.negate(l.Arg(0), l)
	case chc.OpGe, chc.OpGt, chc.OpLe, chc.OpLt:
		return s.comparison(l)
	case chc.OpEq:
		if l.NumArgs() == 2 && l.Arg(0).Sort().IsArith() {
			a, b := l.Arg(0), l.Arg(1)
			return f.And(f.Le(a, b), f.Le(b, a))
		}
		if l.NumArgs() > 2 {
			return f.And(chain(f, l, f.Eq)...)
		}
	}
	return l
}

// comparison turns ≥ and > into ≤ and <, and splits chains.
func (s *search) comparison(l *chc.Term) *chc.Term {
	f := s.f
	if l.NumArgs() > 2 {
		return f.And(chain(f, l, func(a, b *chc.Term) *chc.Term { return f.Cmp(l.Op(), a, b) })...)
	}
	a, b := l.Arg(0), l.Arg(1)
	switch l.Op() {
	case chc.OpGe:
		return f.Le(b, a)
	case chc.OpGt:
		return f.Lt(b, a)
	}
	return l
}

// negate returns the normal form of ¬a (orig is ¬a itself).
func (s *search) negate(a, orig *chc.Term) *chc.Term {
	f := s.f
	if a.NumArgs() == 2 {
		x, y := a.Arg(0), a.Arg(1)
		switch a.Op() {
		case chc.OpLe:
			return f.Lt(y, x)
		case chc.OpLt:
			return f.Le(y, x)
		case chc.OpGe:
			return f.Lt(x, y)
		case chc.OpGt:
			return f.Le(x, y)
		}
	}
	switch a.Op() {
	case chc.OpOr:
		neg := make([]*chc.Term, a.NumArgs())
		for i, d := range a.Args() {
			neg[i] = f.Not(d)
		}
		return f.And(neg...)
	case chc.OpImplies:
		if a.NumArgs() == 2 {
			return f.And(a.Arg(0), f.Not(a.Arg(1)))
		}
	}
	return orig
}

// chain splits (op a b c …) into (op a b), (op b c), ….
func chain(f *chc.Factory, l *chc.Term, mk func(a, b *chc.Term) *chc.Term) []*chc.Term {
	var out []*chc.Term
	for i := 0; i+1 < l.NumArgs(); i++ {
		out = append(out, mk(l.Arg(i), l.Arg(i+1)))
	}
	return out
}

// fmtCube prints a cube for logs.
func fmtCube(cube []*chc.Term) string {
	parts := make([]string, len(cube))
	for i, l := range cube {
		parts[i] = l.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
