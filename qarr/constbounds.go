package qarr

import (
	"math/big"
	"sort"

	"github.com/horn-chc/horn/chc"
)

// maxConstBounds bounds the numerals constBounds returns for one
// predicate: each adds ranges, and the templates grow with their square.
const maxConstBounds = 2

// constBounds returns the numerals that the clauses mentioning p compare
// with an index variable, as the exclusive upper end of a range: N for
// i < N (and i ≥ N), N+1 for i ≤ N (and i > N), and the same with the
// sides swapped. A loop over an array of fixed size (a C program's
// int a[100000]) stops at a numeral that no argument of its predicate
// holds once the clauses are sliced, and its invariant ∀k. 0 ≤ k < N →
// a[k] = b[k] needs it as a range's end. The most frequent come first,
// at most maxConstBounds of them, never 0 (ranges start there anyway).
func constBounds(s *chc.System, p *chc.Pred) []*chc.Term {
	count := map[string]int{}
	terms := map[string]*chc.Term{}
	for _, c := range s.Clauses {
		if !mentions(c, p) {
			continue
		}
		idx, _, _ := clauseRoles(c.Constraint)
		chc.Walk(c.Constraint, func(t *chc.Term) bool {
			if n := boundNumeral(s.Terms, t, idx); n != nil {
				count[n.String()]++
				terms[n.String()] = n
			}
			return true
		})
	}
	out := make([]*chc.Term, 0, len(terms))
	for _, n := range terms {
		out = append(out, n)
	}
	sort.Slice(out, func(i, j int) bool {
		ci, cj := count[out[i].String()], count[out[j].String()]
		if ci != cj {
			return ci > cj
		}
		return out[i].Num().Cmp(out[j].Num()) < 0
	})
	if len(out) > maxConstBounds {
		out = out[:maxConstBounds]
	}
	return out
}

// mentions says whether p occurs in c.
func mentions(c *chc.Clause, p *chc.Pred) bool {
	if c.Head != nil && c.Head.Pred == p {
		return true
	}
	for _, a := range c.Body {
		if a.Pred == p {
			return true
		}
	}
	return false
}

// boundNumeral returns the range end that the comparison t between an
// index variable of idx (alone on its side) and a nonzero integer
// numeral gives, or nil.
func boundNumeral(f *chc.Factory, t *chc.Term, idx map[*chc.Term]bool) *chc.Term {
	op := t.Op()
	if op != chc.OpLt && op != chc.OpLe && op != chc.OpGt && op != chc.OpGe || t.NumArgs() != 2 {
		return nil
	}
	x, n := t.Arg(0), t.Arg(1)
	numLeft := false
	if x.Op() == chc.OpNum {
		x, n, numLeft = n, x, true
	}
	if !x.IsVar() || !idx[x] || n.Op() != chc.OpNum || n.Sort() != chc.IntSort || n.Num().Sign() == 0 {
		return nil
	}
	// With the variable on the left, < and ≥ end a range at N, ≤ and >
	// at N+1; with it on the right the other way round.
	plusOne := op == chc.OpLe || op == chc.OpGt
	if numLeft {
		plusOne = !plusOne
	}
	if !plusOne {
		return n
	}
	v := new(big.Int).Add(n.Num().Num(), big.NewInt(1))
	if v.Sign() == 0 {
		return nil
	}
	return f.BigInt(v)
}
