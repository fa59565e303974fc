package preprocess

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// existsQuantified returns ∃(the free variables of phi outside params).phi
// for a phi with a quantifier (a body interpretation that is a
// quantified array invariant), with the variables that equalities define
// substituted and the others bound by the quantifier itself, written
// ¬∀x. ¬phi: exact, where the model-based projection of Exists, which
// takes the quantifier's instances as Z3's model gives them, diverged
// (a C loop's ∀k. 0 ≤ k < i → a[k] = 42 and its exit i ≥ N: no
// projection within a minute). A model with the quantifier is checked
// like any quantified one (witness.CheckModel).
func existsQuantified(f *chc.Factory, phi *chc.Term, params []*chc.Term) (*chc.Term, error) {
	keep := make(map[*chc.Term]bool, len(params))
	for _, p := range params {
		keep[p] = true
	}
	phi, _ = f.EliminateByEqualities(phi, keep)
	taken := map[string]bool{}
	chc.Walk(phi, func(t *chc.Term) bool {
		if t.Op() == chc.OpBoundVar {
			taken[t.Name()] = true
		}
		return true
	})
	sub := map[*chc.Term]*chc.Term{}
	var bound []*chc.Term
	for _, v := range chc.FreeVars(phi) {
		if keep[v] {
			continue
		}
		name := v.Name()
		for n := 1; taken[name]; n++ {
			name = fmt.Sprintf("%s!e%d", v.Name(), n)
		}
		taken[name] = true
		b := f.BoundVar(name, v.Sort())
		sub[v] = b
		bound = append(bound, b)
	}
	if len(bound) == 0 {
		return phi, nil
	}
	all, err := f.Forall(bound, f.Not(f.Subst(phi, sub)))
	if err != nil {
		return nil, fmt.Errorf("binding the eliminated variables: %w", err)
	}
	return f.Not(all), nil
}
