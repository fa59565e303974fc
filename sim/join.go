package sim

import "github.com/horn-chc/horn/chc"

// joinBudget bounds the facts one join looks at (over all its positions)
// before it gives up and the combinations are sampled instead.
const joinBudget = 1 << 14

// join lists the bodies of u's clause with ft at u's position and, at the
// others, known facts that agree with the arguments fixed so far: a body
// argument that is a variable takes its fact's value once and must then
// match it, and an argument that is a term is evaluated, or solved for
// its one unknown variable, and compared. It fills the positions in the
// order that fixes the most arguments first (a relational join). It
// reports false when the matches exceed maxCombinations or the join
// looks at more than joinBudget facts; the bodies it leaves out are then
// not all inconsistent.
//
// The filter only prunes: instance checks every body it is given.
func (r *search) join(u use, ft *fact) ([][]*fact, bool) {
	j := joiner{r: r, body: u.c.c.Body, chosen: make([]*fact, len(u.c.c.Body)), env: chc.Env{}, budget: joinBudget}
	j.done = make([]bool, len(j.body))
	if !j.match(u.pos, ft, nil) {
		return nil, true
	}
	j.done[u.pos] = true
	j.chosen[u.pos] = ft
	ok := j.rec(1)
	return j.out, ok
}

type joiner struct {
	r      *search
	body   []chc.Atom
	chosen []*fact
	done   []bool
	env    chc.Env
	out    [][]*fact
	budget int
}

// rec fills the remaining positions; filled is how many are.
func (j *joiner) rec(filled int) bool {
	if filled == len(j.body) {
		if len(j.out) >= maxCombinations {
			return false
		}
		j.out = append(j.out, append([]*fact(nil), j.chosen...))
		return true
	}
	i := j.pick()
	j.done[i] = true
	defer func() { j.done[i] = false }()
	for _, ft := range j.r.db[j.body[i].Pred] {
		if j.budget--; j.budget < 0 {
			return false
		}
		var bound []*chc.Term
		if j.match(i, ft, &bound) {
			j.chosen[i] = ft
			if !j.rec(filled + 1) {
				return false
			}
		}
		for _, v := range bound {
			delete(j.env, v)
		}
	}
	j.chosen[i] = nil
	return true
}

// pick returns the open position with the most arguments fixed by the
// variables bound so far.
func (j *joiner) pick() int {
	best, score := -1, -1
	for i, a := range j.body {
		if j.done[i] {
			continue
		}
		n := 0
		for _, t := range a.Args {
			if j.fixed(t) {
				n++
			}
		}
		if n > score {
			best, score = i, n
		}
	}
	return best
}

// fixed reports whether every variable of t is bound.
func (j *joiner) fixed(t *chc.Term) bool { return len(j.unbound(t)) == 0 }

// unbound returns t's variables that are not bound.
func (j *joiner) unbound(t *chc.Term) []*chc.Term {
	var out []*chc.Term
	for _, v := range chc.FreeVars(t) {
		if _, ok := j.env[v]; !ok {
			out = append(out, v)
		}
	}
	return out
}

// match binds or checks atom i's arguments against ft's values; the
// variables it binds are added to *bound (nil: left bound). On a mismatch
// they are still listed, for the caller to unbind.
func (j *joiner) match(i int, ft *fact, bound *[]*chc.Term) bool {
	for k, t := range j.body[i].Args {
		v := ft.vals[k]
		if t.IsVar() {
			if w, ok := j.env[t]; ok {
				if !w.Equal(v) {
					return false
				}
				continue
			}
			j.env[t] = v
			if bound != nil {
				*bound = append(*bound, t)
			}
			continue
		}
		if open := j.unbound(t); len(open) > 0 {
			x := chc.Equation{L: t, Val: v, IsVal: true}
			if !x.Solve(j.env) {
				continue // left for instance to check
			}
			if bound != nil {
				*bound = append(*bound, open...) // Solve bound the one of them
			}
			continue
		}
		w, err := chc.Eval(t, j.env)
		if err == nil && !w.Equal(v) {
			return false
		}
	}
	return true
}
