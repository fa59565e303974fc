package witness

import (
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// linearArgMods returns c with each term (mod t m), m a positive integer
// constant, that occurs in an atom's argument replaced by a fresh
// variable y defined linearly in the constraint: y = t - m·q and
// 0 ≤ y ≤ m-1, q fresh. The definition fixes y to t mod m, so the
// clause's violation in a model is satisfiable iff the old one's is;
// but an interpretation's own mod then applies to y, not to another mod
// term: Z3 (4.8) diverges on (mod (mod (+ x 2) 4294967296) 2), which a
// translated C program's unsigned x += 2 and an invariant x mod 2 = 0
// make, and decides the linear form at once. c itself is returned when
// no argument has such a term.
func linearArgMods(f *chc.Factory, c *chc.Clause) *chc.Clause {
	var defs []*chc.Term
	memo := map[*chc.Term]*chc.Term{}
	taken := map[string]bool{}
	for _, v := range c.Vars() {
		taken[v.Name()] = true
	}
	fresh := func(base string) *chc.Term {
		for i := len(defs); ; i++ {
			n := fmt.Sprintf("%s!lm%d", base, i)
			if !taken[n] {
				taken[n] = true
				return f.Var(n, chc.IntSort)
			}
		}
	}
	bound := map[*chc.Term]bool{}
	var walk func(t *chc.Term) *chc.Term
	walk = func(t *chc.Term) *chc.Term {
		if r, ok := memo[t]; ok {
			return r
		}
		r := t
		if t.NumArgs() > 0 && t.Op() != chc.OpForall {
			args := make([]*chc.Term, t.NumArgs())
			changed := false
			for i, x := range t.Args() {
				args[i] = walk(x)
				changed = changed || args[i] != x
			}
			if changed {
				r = f.WithArgs(t, args...)
			}
			if m := t.Arg(t.NumArgs() - 1); t.Op() == chc.OpMod && m.Op() == chc.OpNum && m.Sort() == chc.IntSort &&
				m.Num().IsInt() && m.Num().Sign() > 0 && !hasBound(args[0], bound) {
				y, q := fresh("mod"), fresh("quo")
				top := f.Num(new(big.Rat).Sub(m.Num(), big.NewRat(1, 1)), chc.IntSort)
				defs = append(defs,
					f.Eq(y, f.Sub(args[0], f.MustApp(chc.OpMul, m, q))),
					f.Le(f.Int(0), y), f.Le(y, top))
				r = y
			}
		}
		memo[t] = r
		return r
	}
	args := func(a chc.Atom) chc.Atom {
		out := chc.Atom{Pred: a.Pred, Args: make([]*chc.Term, len(a.Args))}
		for i, t := range a.Args {
			out.Args[i] = walk(t)
		}
		return out
	}
	body := make([]chc.Atom, len(c.Body))
	for i, a := range c.Body {
		body[i] = args(a)
	}
	var head *chc.Atom
	if c.Head != nil {
		h := args(*c.Head)
		head = &h
	}
	if len(defs) == 0 {
		return c
	}
	return &chc.Clause{Body: body, Head: head, Pos: c.Pos, Constraint: f.And(append([]*chc.Term{c.Constraint}, defs...)...)}
}

// hasBound reports whether t has a variable bound by a quantifier; memo
// keeps the answers for shared subterms.
func hasBound(t *chc.Term, memo map[*chc.Term]bool) bool {
	if r, ok := memo[t]; ok {
		return r
	}
	r := t.Op() == chc.OpBoundVar
	for _, x := range t.Args() {
		if r {
			break
		}
		r = hasBound(x, memo)
	}
	memo[t] = r
	return r
}
