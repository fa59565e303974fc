// Package inline simplifies clause systems before an engine sees them
// by inlining predicates, and maps witnesses back to the original system.
//
// Inlining and unfolding (HORN-LA §3): a predicate P that does not occur in
// the bodies of its own defining clauses is resolved away when that does
// not grow the system — P has one definition D and a bounded number of
// uses, or P is used once — every body occurrence of P is replaced by each
// definition's body and constraint, with the definition's variables renamed
// apart and its head variables replaced by the occurrence's arguments. A predicate with no defining clause is dropped
// with every clause that uses it (they are vacuous). The result shares
// the input's term factory; clauses that are not touched are kept as they
// are (same pointers).
//
// Back-translation: a derivation node of a resolvent is split into a node
// of the using clause and one of D, whose values are D's renamed variables
// (head variables evaluate the occurrence's arguments), so derivations map
// back exactly. A model maps back by interpreting an inlined P as the image
// of D, ∃locals. constraint ∧ body interpretations; the caller supplies
// the quantifier elimination (Eliminate), and back-translation fails when
// it cannot remove every local — then the caller must solve the original
// system instead. Either way the result is checked against the original
// system by package witness before anyone trusts it.
package inline

import (
	"fmt"

	"horn/chc"
)

// Options bound inlining.
type Options struct {
	// MaxUses: a predicate is inlined only if it occurs in at most this
	// many body positions (its constraint is copied into each). 0: 16.
	MaxUses int
	// MaxSize: and only if its defining constraint has at most this many
	// term nodes. 0: 2000.
	MaxSize int
}

func (o Options) withDefaults() Options {
	if o.MaxUses <= 0 {
		o.MaxUses = 16
	}
	if o.MaxSize <= 0 {
		o.MaxSize = 2000
	}
	return o
}

// origin says where a clause of a step's output comes from: a clause of
// the step's input kept as it is, or the resolvent of use clause u (whose
// own origin is uo when u is itself a resolvent of the same step) at body
// position j with the definition d.
type origin struct {
	same  *chc.Clause
	u, d  *chc.Clause
	uo    *origin
	j     int
	sigma map[*chc.Term]*chc.Term // d's variables → terms over the resolvent's variables
}

// step eliminates one predicate.
type step struct {
	pred   *chc.Pred
	defs   []*chc.Clause // none: P had no definition and is interpreted as false
	from   map[*chc.Clause]*origin
	before *chc.System
}

// BackMap maps witnesses of the inlined system back to the input system.
type BackMap struct {
	steps []step
	in    *chc.System
}

// Eliminate removes vars from ∃vars.body, returning a quantifier-free
// equivalent and the variables it could not remove (then the result is not
// used). z3.Context.QeLite, wrapped, is one.
type Eliminate func(vars []*chc.Term, body *chc.Term) (*chc.Term, []*chc.Term, error)

// Inline resolves away the predicates that can be inlined, one at a time,
// until none is left. It returns the new system (the input when nothing
// changed) and the back map.
func Inline(s *chc.System, opt Options) (*chc.System, *BackMap) {
	opt = opt.withDefaults()
	bm := &BackMap{in: s}
	cur := s
	for {
		p, defs, ok := pickInlinable(cur, opt)
		if !ok {
			break
		}
		next, st := eliminate(cur, p, defs)
		bm.steps = append(bm.steps, st)
		cur = next
	}
	return cur, bm
}

// Eliminated is the number of predicates inlined or dropped.
func (b *BackMap) Eliminated() int { return len(b.steps) }

// pickInlinable returns a predicate that can be resolved away without
// growing the system: it does not occur in the body of its own defining
// clauses, and resolving its m definitions into its n uses makes at most
// m+n clauses (n = 1, or m = 1 within MaxUses), each constraint within
// MaxSize. A predicate without definitions is always picked.
func pickInlinable(s *chc.System, opt Options) (*chc.Pred, []*chc.Clause, bool) {
	defs := map[*chc.Pred][]*chc.Clause{}
	uses := map[*chc.Pred]int{}
	for _, c := range s.Clauses {
		if c.Head != nil {
			defs[c.Head.Pred] = append(defs[c.Head.Pred], c)
		}
		for _, a := range c.Body {
			uses[a.Pred]++
		}
	}
	for _, p := range s.Preds {
		ds := defs[p]
		if len(ds) == 0 {
			return p, nil, true
		}
		n := uses[p]
		if n == 0 || !(n == 1 || (len(ds) == 1 && n <= opt.MaxUses)) {
			continue
		}
		ok := true
		for _, d := range ds {
			for _, a := range d.Body {
				if a.Pred == p {
					ok = false
				}
			}
			if termSize(d.Constraint) > opt.MaxSize || !distinctVars(d.Head.Args) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		// One use in a clause with p twice would square the definitions.
		for _, c := range s.Clauses {
			k := 0
			for _, a := range c.Body {
				if a.Pred == p {
					k++
				}
			}
			if k > 1 && len(ds) > 1 {
				ok = false
			}
		}
		if ok {
			return p, ds, true
		}
	}
	return nil, nil, false
}

func termSize(t *chc.Term) int {
	seen := map[*chc.Term]bool{}
	var rec func(*chc.Term)
	rec = func(t *chc.Term) {
		if seen[t] {
			return
		}
		seen[t] = true
		for _, a := range t.Args() {
			rec(a)
		}
	}
	rec(t)
	return len(seen)
}

// eliminate removes p: with definitions, by resolving every occurrence
// with each of them; without, by dropping the clauses that use p.
func eliminate(s *chc.System, p *chc.Pred, defs []*chc.Clause) (*chc.System, step) {
	out := &chc.System{Terms: s.Terms, Name: s.Name}
	for _, q := range s.Preds {
		if q != p {
			out.Preds = append(out.Preds, q)
		}
	}
	st := step{pred: p, defs: defs, from: map[*chc.Clause]*origin{}, before: s}
	isDef := map[*chc.Clause]bool{}
	for _, d := range defs {
		isDef[d] = true
	}
	fresh := 0
	type item struct {
		c *chc.Clause
		o *origin
	}
	for _, c := range s.Clauses {
		if isDef[c] {
			continue
		}
		if len(defs) == 0 && uses(c, p) {
			continue // vacuous: p derives nothing
		}
		// Resolve the occurrences of p one at a time; each resolvent
		// remembers the origin of the clause it was made from.
		work := []item{{c, &origin{same: c}}}
		for len(work) > 0 {
			it := work[len(work)-1]
			work = work[:len(work)-1]
			j := position(it.c, p)
			if j < 0 {
				out.Clauses = append(out.Clauses, it.c)
				st.from[it.c] = it.o
				continue
			}
			for k := len(defs) - 1; k >= 0; k-- {
				r, o := resolve(s.Terms, it.c, j, defs[k], &fresh)
				o.uo = it.o
				work = append(work, item{r, o})
			}
		}
	}
	return out, st
}

func uses(c *chc.Clause, p *chc.Pred) bool { return position(c, p) >= 0 }

func position(c *chc.Clause, p *chc.Pred) int {
	for j, a := range c.Body {
		if a.Pred == p {
			return j
		}
	}
	return -1
}

// resolve replaces body atom j of u (an occurrence of def's head predicate)
// by def's body and constraint.
func resolve(f *chc.Factory, u *chc.Clause, j int, def *chc.Clause, fresh *int) (*chc.Clause, *origin) {
	taken := map[string]bool{}
	for _, v := range u.Vars() {
		taken[v.Name()] = true
	}
	sigma := map[*chc.Term]*chc.Term{}
	for k, x := range def.Head.Args {
		sigma[x] = u.Body[j].Args[k]
	}
	for _, v := range def.Vars() {
		if _, ok := sigma[v]; ok {
			continue
		}
		var name string
		for {
			*fresh++
			name = fmt.Sprintf("%s!i%d", v.Name(), *fresh)
			if !taken[name] {
				break
			}
		}
		sigma[v] = f.Var(name, v.Sort())
	}
	body := make([]chc.Atom, 0, len(u.Body)-1+len(def.Body))
	body = append(body, u.Body[:j]...)
	for _, a := range def.Body {
		args := make([]*chc.Term, len(a.Args))
		for k, t := range a.Args {
			args[k] = f.Subst(t, sigma)
		}
		body = append(body, chc.Atom{Pred: a.Pred, Args: args})
	}
	body = append(body, u.Body[j+1:]...)
	r := &chc.Clause{
		Body:       body,
		Constraint: f.And(u.Constraint, f.Subst(def.Constraint, sigma)),
		Head:       u.Head,
		Pos:        u.Pos,
	}
	return r, &origin{u: u, d: def, j: j, sigma: sigma}
}

// distinctVars reports whether ts are pairwise distinct variables.
func distinctVars(ts []*chc.Term) bool {
	seen := map[*chc.Term]bool{}
	for _, t := range ts {
		if !t.IsVar() || seen[t] {
			return false
		}
		seen[t] = true
	}
	return true
}
