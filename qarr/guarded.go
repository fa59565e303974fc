package qarr

import (
	"github.com/horn-chc/horn/chc"
)

// maxFlagValues bounds the numerals a flag may take (see flags).
const maxFlagValues = 3

// guarded adds ∀k. v = c ∧ 0 ≤ k < x → prop, and the same with v ≠ c (a
// test of the flag reads one of them), for each flag v of p with a
// value c (flags), each bound x and each mined property prop (over p's
// parameters): a loop that compares two arrays clears a flag at the
// first difference, and while the flag keeps its first value every cell
// before the index is equal. They do not count against the limit.
func (g *gen) guarded(s *chc.System, p *chc.Pred, xs, bounds, props []*chc.Term) {
	if len(props) == 0 {
		return
	}
	f := g.f
	zero := f.Int(0)
	for _, fl := range flags(s, p, xs) {
		for _, c := range fl.values {
			for _, x := range bounds {
				if x == fl.v {
					continue
				}
				for _, is := range []*chc.Term{f.Eq(fl.v, c), f.Not(f.Eq(fl.v, c))} {
					rg := f.And(is, f.Le(zero, g.k), f.Lt(g.k, x))
					for _, pr := range props {
						g.extra++
						g.add(rg, pr)
					}
				}
			}
		}
	}
}

// flag is an integer parameter that the clauses only ever set to a
// numeral or leave as it is, with those numerals.
type flag struct {
	v      *chc.Term
	values []*chc.Term
}

// flags returns p's flags: integer parameters whose argument in every
// clause with p in its head is a numeral, a variable, or an
// if-then-else of those (through the equalities that define a head's
// arguments, chc.System.VarHeads), taking at least one and at most
// maxFlagValues numerals.
func flags(s *chc.System, p *chc.Pred, xs []*chc.Term) []flag {
	ok := make([]bool, len(xs))
	vals := make([]map[string]*chc.Term, len(xs))
	for j, x := range xs {
		ok[j] = x.Sort() == chc.IntSort
		vals[j] = map[string]*chc.Term{}
	}
	for _, c := range s.Clauses {
		if c.Head == nil || c.Head.Pred != p {
			continue
		}
		defs := map[*chc.Term]*chc.Term{}
		for _, k := range chc.Conjuncts(c.Constraint) {
			if k.Op() != chc.OpEq || k.NumArgs() != 2 {
				continue
			}
			// The equality's sides in either order (the factory
			// orders them its own way).
			for i := range 2 {
				if x := k.Arg(i); x.IsVar() && defs[x] == nil {
					defs[x] = k.Arg(1 - i)
				}
			}
		}
		for j, a := range c.Head.Args {
			if !ok[j] {
				continue
			}
			t := a
			if d := defs[a]; d != nil {
				t = d
			}
			ok[j] = flagValues(t, vals[j])
		}
	}
	var out []flag
	for j, x := range xs {
		if !ok[j] || len(vals[j]) == 0 || len(vals[j]) > maxFlagValues {
			continue
		}
		fl := flag{v: x}
		for _, n := range sortedConsts(s.Terms, vals[j])[1:] {
			fl.values = append(fl.values, n)
		}
		if _, zero := vals[j]["0"]; zero {
			fl.values = append(fl.values, vals[j]["0"])
		}
		out = append(out, fl)
	}
	return out
}

// flagValues adds the numerals of t to vals and reports whether t is a
// numeral, a variable or an if-then-else of those.
func flagValues(t *chc.Term, vals map[string]*chc.Term) bool {
	switch {
	case t.Op() == chc.OpNum:
		vals[t.String()] = t
		return true
	case t.IsVar():
		return true
	case t.Op() == chc.OpIte:
		return flagValues(t.Arg(1), vals) && flagValues(t.Arg(2), vals)
	}
	return false
}
