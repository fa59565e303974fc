package chc

import (
	"strconv"
	"strings"
)

// ParamNames names the parameters of s's predicates for printing a
// model: parameter i of P gets the variable name the clauses most often
// pass at position i of P's atoms (heads and bodies; the first such name
// on a tie), else xi. Names a reader made up (containing '!' or '#') do
// not count, the names of one predicate are distinct, and none is the
// name of a predicate.
func ParamNames(s *System) map[*Pred][]string {
	type count struct {
		n     int
		first int
	}
	seen := map[*Pred][]map[string]*count{}
	order := 0
	note := func(a Atom) {
		cs := seen[a.Pred]
		if cs == nil {
			cs = make([]map[string]*count, a.Pred.Arity())
			for i := range cs {
				cs[i] = map[string]*count{}
			}
			seen[a.Pred] = cs
		}
		for i, t := range a.Args {
			if !t.IsVar() || !userName(t.name) || repeated(a.Args, t) {
				continue
			}
			c := cs[i][t.name]
			if c == nil {
				c = &count{first: order}
				cs[i][t.name] = c
			}
			c.n++
			order++
		}
	}
	for _, c := range s.Clauses {
		if c.Head != nil {
			note(*c.Head)
		}
		for _, a := range c.Body {
			note(a)
		}
	}
	preds := map[string]bool{}
	for _, p := range s.Preds {
		preds[p.Name] = true
	}
	out := make(map[*Pred][]string, len(s.Preds))
	for _, p := range s.Preds {
		used := map[string]bool{}
		names := make([]string, p.Arity())
		for i := range names {
			best, bc := "", (*count)(nil)
			if cs := seen[p]; cs != nil {
				for n, c := range cs[i] {
					if used[n] || preds[n] {
						continue
					}
					if bc == nil || c.n > bc.n || (c.n == bc.n && c.first < bc.first) {
						best, bc = n, c
					}
				}
			}
			if best == "" {
				best = "x" + strconv.Itoa(i)
				for k := 1; used[best] || preds[best]; k++ {
					best = "x" + strconv.Itoa(i) + "_" + strconv.Itoa(k)
				}
			}
			used[best] = true
			names[i] = best
		}
		out[p] = names
	}
	return out
}

// userName reports whether a variable name can be the user's: readers and
// engines make up names with '!' or '#'.
func userName(n string) bool { return n != "" && !strings.ContainsAny(n, "!#") }

// repeated reports whether v occurs more than once among args.
func repeated(args []*Term, v *Term) bool {
	k := 0
	for _, a := range args {
		if a == v {
			k++
		}
	}
	return k > 1
}

// Renamed returns m with each interpretation's parameters renamed to
// names[P], which must be distinct; an interpretation whose body mentions
// a variable that is not a parameter is left as it is, as renaming could
// capture it.
func (m Model) Renamed(f *Factory, names map[*Pred][]string) Model {
	out := make(Model, len(m))
	for _, p := range m.Preds() {
		in := m[p]
		out[p] = in
		ns := names[p]
		if len(ns) != len(in.Params) || !closed(in) {
			continue
		}
		sub := make(map[*Term]*Term, len(ns))
		params := make([]*Term, len(ns))
		for i, v := range in.Params {
			params[i] = f.Var(ns[i], v.sort)
			sub[v] = params[i]
		}
		out[p] = Interp{Params: params, Body: f.Subst(in.Body, sub)}
	}
	return out
}

// closed reports whether in's body mentions its parameters only, each
// parameter being a distinct variable.
func closed(in Interp) bool {
	params := make(map[*Term]bool, len(in.Params))
	for _, v := range in.Params {
		if !v.IsVar() || params[v] {
			return false
		}
		params[v] = true
	}
	for _, v := range FreeVars(in.Body) {
		if !params[v] {
			return false
		}
	}
	return true
}

// Simplified returns m with each interpretation's body simplified (see
// Factory.Simplify): the same interpretations, written to be read.
func (m Model) Simplified(f *Factory) Model {
	out := make(Model, len(m))
	for _, p := range m.Preds() {
		in := m[p]
		out[p] = Interp{Params: in.Params, Body: f.Simplify(in.Body)}
	}
	return out
}

// Ranged returns m with each interpretation that is a disjunction of
// points over Int variables written with ranges where the points lie on
// lines (see progressions): the same interpretations, which a solver
// decides by arithmetic instead of point by point.
func (m Model) Ranged(f *Factory) Model {
	out := make(Model, len(m))
	for _, p := range m.Preds() {
		in := m[p]
		out[p] = Interp{Params: in.Params, Body: progressions(f, in.Body)}
	}
	return out
}

// Readable returns m with its parameters named by ParamNames(s) and its
// bodies simplified. It is equivalent to m but not checked: callers
// validate what they print.
func (m Model) Readable(s *System) Model {
	return m.Renamed(s.Terms, ParamNames(s)).Simplified(s.Terms)
}
