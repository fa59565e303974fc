package qarr

import (
	"github.com/horn-chc/horn/chc"
)

// roles says, per predicate, which integer arguments the clauses use as
// an array's index or compare with one (bounds: the ends of the ranges of
// templates), and which they store in an array or compare with a cell
// (values: what cells are compared with).
type roles struct {
	bounds, values map[int]bool
	// consts are the integer numerals stored in an array or compared
	// with a cell, by value; ends those compared with an index (a
	// loop's constant bound), by value.
	consts, ends map[string]*chc.Term
}

// findRoles reads the roles of p's integer arguments from the clauses
// that mention p, through each atom's variable arguments: a clause
// variable is an index if it occurs in a select's or store's index, or
// equals a term over an index (x = i + 1); a bound if it is an index or
// shares an inequality with one; a value if it occurs in a stored value
// or shares an atom with a select.
func findRoles(s *chc.System, p *chc.Pred) roles {
	r := roles{bounds: map[int]bool{}, values: map[int]bool{}, consts: map[string]*chc.Term{}, ends: map[string]*chc.Term{}}
	for _, c := range s.Clauses {
		atoms := append([]chc.Atom(nil), c.Body...)
		if c.Head != nil {
			atoms = append(atoms, *c.Head)
		}
		mentions := false
		for _, a := range atoms {
			mentions = mentions || a.Pred == p
		}
		if !mentions {
			continue
		}
		idx, bnd, val := clauseRoles(c.Constraint)
		for v := range val {
			if v.Op() == chc.OpNum {
				r.consts[v.String()] = v
			}
		}
		for v := range bnd {
			if v.Op() == chc.OpNum {
				r.ends[v.String()] = v
			}
		}
		for _, a := range atoms {
			if a.Pred != p {
				continue
			}
			for k, x := range a.Args {
				if x.Sort() != chc.IntSort {
					continue
				}
				for _, v := range chc.FreeVars(x) {
					if idx[v] || bnd[v] {
						r.bounds[k] = true
					}
					if val[v] {
						r.values[k] = true
					}
				}
			}
		}
	}
	return r
}

// clauseRoles returns the index, bound and value variables of a clause's
// constraint (see findRoles).
func clauseRoles(phi *chc.Term) (idx, bnd, val map[*chc.Term]bool) {
	idx, bnd, val = map[*chc.Term]bool{}, map[*chc.Term]bool{}, map[*chc.Term]bool{}
	mark := func(set map[*chc.Term]bool, t *chc.Term) {
		if t.Op() == chc.OpNum && t.Sort() == chc.IntSort {
			set[t] = true // a numeral (values only)
		}
		for _, v := range chc.FreeVars(t) {
			if v.Sort() == chc.IntSort {
				set[v] = true
			}
		}
	}
	// markVal marks the variables of a value outside its selects (a
	// cell's index is not a value: a[p + 4i] stored in b makes neither
	// p nor i one).
	markVal := func(t *chc.Term) {
		if t.Op() == chc.OpNum && t.Sort() == chc.IntSort {
			val[t] = true
		}
		chc.Walk(t, func(u *chc.Term) bool {
			if u.Op() == chc.OpSelect {
				return false
			}
			if u.IsVar() && u.Sort() == chc.IntSort {
				val[u] = true
			}
			return true
		})
	}
	var atoms []*chc.Term
	chc.Walk(phi, func(t *chc.Term) bool {
		switch t.Op() {
		case chc.OpSelect:
			mark(idx, t.Arg(1))
		case chc.OpStore:
			mark(idx, t.Arg(1))
			markVal(t.Arg(2))
		case chc.OpEq, chc.OpLe, chc.OpLt, chc.OpGe, chc.OpGt, chc.OpDistinct:
			atoms = append(atoms, t)
		}
		return true
	})
	hasSelect := func(t *chc.Term) bool {
		found := false
		chc.Walk(t, func(u *chc.Term) bool {
			found = found || u.Op() == chc.OpSelect
			return !found
		})
		return found
	}
	any := func(set map[*chc.Term]bool, t *chc.Term) bool {
		for _, v := range chc.FreeVars(t) {
			if set[v] {
				return true
			}
		}
		return false
	}
	// Equalities spread indices (j = i + 1, a copy's index): a few
	// rounds reach the variables a loop's step writes through.
	for range 3 {
		for _, t := range atoms {
			if t.Op() == chc.OpEq && t.Arg(0).Sort() == chc.IntSort && !hasSelect(t) && any(idx, t) {
				mark(idx, t)
			}
		}
	}
	for _, t := range atoms {
		if t.NumArgs() == 0 || t.Arg(0).Sort() != chc.IntSort {
			continue
		}
		if any(idx, t) && !hasSelect(t) {
			mark(bnd, t)
			if t.Op() != chc.OpEq {
				for _, a := range t.Args() {
					for _, n := range numerals(a) {
						bnd[n] = true
					}
				}
			}
		}
		if hasSelect(t) {
			for _, a := range t.Args() {
				if a.Op() != chc.OpSelect {
					markVal(a)
				}
			}
		}
	}
	for v := range idx {
		if v.IsVar() {
			bnd[v] = true
		}
	}
	return idx, bnd, val
}

// numerals returns the integer numerals of t, as terms, with the sign
// of their summand (i < n - 1 gives -1; i < 5 gives 5).
func numerals(t *chc.Term) []*chc.Term {
	if t.Sort() != chc.IntSort {
		return nil
	}
	if t.Op() == chc.OpNum {
		return []*chc.Term{t}
	}
	if t.Op() != chc.OpAdd {
		return nil
	}
	var out []*chc.Term
	for _, a := range t.Args() {
		if a.Op() == chc.OpNum {
			out = append(out, a)
		}
	}
	return out
}

// spreadRoles gives a predicate's argument the roles of another's where
// a clause passes one variable to both (a loop's bound that only the
// next loop compares with an index, a copy's length): rounds until
// nothing changes, at most one per predicate.
func spreadRoles(s *chc.System, rs map[*chc.Pred]roles) {
	type slot struct {
		p *chc.Pred
		j int
	}
	for range len(s.Preds) + 1 {
		changed := false
		for _, c := range s.Clauses {
			atoms := append([]chc.Atom(nil), c.Body...)
			if c.Head != nil {
				atoms = append(atoms, *c.Head)
			}
			byVar := map[*chc.Term][]slot{}
			for _, a := range atoms {
				for j, x := range a.Args {
					if x.IsVar() && x.Sort() == chc.IntSort {
						byVar[x] = append(byVar[x], slot{a.Pred, j})
					}
				}
			}
			for _, slots := range byVar {
				for _, u := range slots {
					for _, w := range slots {
						ru, rw := rs[u.p], rs[w.p]
						if ru.bounds == nil || rw.bounds == nil {
							continue
						}
						if rw.bounds[w.j] && !ru.bounds[u.j] {
							ru.bounds[u.j], changed = true, true
						}
						if rw.values[w.j] && !ru.values[u.j] {
							ru.values[u.j], changed = true, true
						}
					}
				}
			}
		}
		if !changed {
			return
		}
	}
}
