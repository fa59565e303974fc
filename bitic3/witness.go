package bitic3

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sat"
)

// node reads the instance's variable values out of the solver's model.
func (in *instance) node(sol *sat.Solver) (*chc.DerivNode, error) {
	env := make(chc.Env, len(in.env))
	for _, v := range in.c.Vars() {
		val, err := sol.VecValue(in.env[v], v.Sort())
		if err != nil {
			return nil, err
		}
		env[v] = val
	}
	return &chc.DerivNode{Clause: in.c, Values: env}, nil
}

// selected returns the node of the first instance whose selector is true
// in the model.
func (p *ic3) selected(ins []*instance) (*chc.DerivNode, error) {
	for _, in := range ins {
		if p.sol.LitValue(in.sel) {
			return in.node(p.sol)
		}
	}
	return nil, fmt.Errorf("bitic3: internal error: no selected clause in the model")
}

// trivialCex is the derivation of a query without body atoms whose
// constraint the model satisfies.
func (p *ic3) trivialCex() (result.Result, error) {
	n, err := p.selected(p.ts.trivial)
	if err != nil {
		return result.Result{}, err
	}
	return result.Result{Status: chc.Unsat, Derivation: &chc.Derivation{Root: n}}, nil
}

// counterexample turns a chain of full states, initial to bad, into a
// derivation: each step is solved again with its states fixed to read the
// values of the clause instance that makes it.
func (p *ic3) counterexample(ctx context.Context, chain []cube) (result.Result, error) {
	ts := p.ts
	must := func(assume ...sat.Lit) error {
		ok, err := p.solve(ctx, assume...)
		if err == nil && !ok {
			err = fmt.Errorf("bitic3: internal error: a step of the counterexample does not hold")
		}
		return err
	}
	n := len(chain)
	if err := must(append([]sat.Lit{ts.badLit}, on(chain[n-1], ts.cur)...)...); err != nil {
		return result.Result{}, err
	}
	root, err := p.selected(ts.bad)
	if err != nil {
		return result.Result{}, err
	}
	parent := root
	for t := n - 2; t >= 0; t-- {
		assume := append(append([]sat.Lit{ts.transLit}, on(chain[t], ts.cur)...), on(chain[t+1], ts.nxt)...)
		if err := must(assume...); err != nil {
			return result.Result{}, err
		}
		child, err := p.selected(ts.trans)
		if err != nil {
			return result.Result{}, err
		}
		parent.Children = []*chc.DerivNode{child}
		parent = child
	}
	if err := must(append([]sat.Lit{ts.initLit}, on(chain[0], ts.cur)...)...); err != nil {
		return result.Result{}, err
	}
	leaf, err := p.selected(ts.init)
	if err != nil {
		return result.Result{}, err
	}
	parent.Children = []*chc.DerivNode{leaf}
	return result.Result{Status: chc.Unsat, Derivation: &chc.Derivation{Root: root}}, nil
}

// model reads the invariant — the clauses of frames i+1 and up — over each
// predicate's arguments: a location bit or an unused pool bit is a
// constant, a pool bit an argument's bit (an extract, or the Bool itself).
func (p *ic3) model(i int) result.Result {
	f := p.s.Terms
	l := p.ts.layout
	m := make(chc.Model, len(l.preds))
	for k, pred := range l.preds {
		params := make([]*chc.Term, pred.Arity())
		for j, so := range pred.Params {
			params[j] = f.Var(fmt.Sprintf("x%d", j), so)
		}
		// bitTerm[b] is state bit b of predicate k's states, as a Bool term.
		bitTerm := make([]*chc.Term, l.size())
		for b := range l.loc {
			bitTerm[b] = f.BoolConst(k>>b&1 == 1)
		}
		for b := l.loc; b < l.size(); b++ {
			bitTerm[b] = f.False()
		}
		for j, so := range pred.Params {
			o := l.loc + l.off[k][j]
			if so == chc.BoolSort {
				bitTerm[o] = params[j]
				continue
			}
			for m := range so.Width() {
				x, _ := f.Indexed(chc.OpExtract, []int{m, m}, params[j])
				bitTerm[o+m] = f.Eq(x, f.BVUint64(1, 1))
			}
		}
		var clauses []*chc.Term
		for j := i + 1; j < len(p.frames); j++ {
			for _, c := range p.frames[j] {
				lits := make([]*chc.Term, len(c))
				for q, x := range c {
					lits[q] = bitTerm[x.bit]
					if x.val { // the clause is ¬c
						lits[q] = f.Not(lits[q])
					}
				}
				clauses = append(clauses, f.Or(lits...))
			}
		}
		m[pred] = chc.Interp{Params: params, Body: f.And(clauses...)}
	}
	return result.Result{Status: chc.Sat, Model: m}
}
