package inline

import (
	"fmt"

	"horn/chc"
)

// Derivation maps a derivation of the inlined system to one of the input
// system. It fails only if d does not come from the inlined system.
func (b *BackMap) Derivation(d *chc.Derivation) (*chc.Derivation, error) {
	if d == nil || d.Root == nil {
		return d, nil
	}
	root := d.Root
	for i := len(b.steps) - 1; i >= 0; i-- {
		st := &b.steps[i]
		memo := map[*chc.DerivNode]*chc.DerivNode{}
		var err error
		root, err = st.node(root, memo)
		if err != nil {
			return nil, fmt.Errorf("preprocess: mapping back the inlining of %s: %w", st.pred.Name, err)
		}
	}
	return &chc.Derivation{Root: root}, nil
}

// node maps n, a node of the step's output, to a node of its input.
func (st *step) node(n *chc.DerivNode, memo map[*chc.DerivNode]*chc.DerivNode) (*chc.DerivNode, error) {
	if m, ok := memo[n]; ok {
		return m, nil
	}
	o, ok := st.from[n.Clause]
	if !ok {
		return nil, fmt.Errorf("a node uses a clause that is not in the inlined system")
	}
	kids := make([]*chc.DerivNode, len(n.Children))
	for i, c := range n.Children {
		k, err := st.node(c, memo)
		if err != nil {
			return nil, err
		}
		kids[i] = k
	}
	m, err := st.split(n.Values, kids, o)
	if err != nil {
		return nil, err
	}
	memo[n] = m
	return m, nil
}

// split rebuilds the input-system node(s) of a clause instance with origin
// o, values env (over the output clause's variables) and mapped children.
func (st *step) split(env chc.Env, kids []*chc.DerivNode, o *origin) (*chc.DerivNode, error) {
	if o.same != nil {
		return &chc.DerivNode{Clause: o.same, Values: restrict(env, o.same), Children: kids}, nil
	}
	nd := len(o.d.Body)
	if len(kids) != len(o.u.Body)-1+nd {
		return nil, fmt.Errorf("resolvent node has %d children, want %d", len(kids), len(o.u.Body)-1+nd)
	}
	dv := chc.Env{}
	for _, v := range o.d.Vars() {
		val, err := chc.Eval(o.sigma[v], complete(env, o.sigma[v]))
		if err != nil {
			return nil, fmt.Errorf("value of %s: %w", v, err)
		}
		dv[v] = val
	}
	dnode := &chc.DerivNode{Clause: o.d, Values: dv, Children: append([]*chc.DerivNode(nil), kids[o.j:o.j+nd]...)}
	ukids := make([]*chc.DerivNode, 0, len(o.u.Body))
	ukids = append(ukids, kids[:o.j]...)
	ukids = append(ukids, dnode)
	ukids = append(ukids, kids[o.j+nd:]...)
	return st.split(env, ukids, o.uo)
}

// restrict keeps the values of c's variables (a resolvent's environment
// has more). A variable of c that the resolvent lost (it occurred only in
// a resolved atom whose definition does not constrain it) gets a default
// value: any value satisfies the clause instance for it.
func restrict(env chc.Env, c *chc.Clause) chc.Env {
	out := chc.Env{}
	for _, v := range c.Vars() {
		if val, ok := env[v]; ok {
			out[v] = val
		} else {
			out[v] = chc.DefaultValue(v.Sort())
		}
	}
	return out
}

// complete returns env extended with default values for the variables of
// t it lacks (see restrict).
func complete(env chc.Env, t *chc.Term) chc.Env {
	var miss []*chc.Term
	for _, v := range chc.FreeVars(t) {
		if _, ok := env[v]; !ok {
			miss = append(miss, v)
		}
	}
	if len(miss) == 0 {
		return env
	}
	out := make(chc.Env, len(env)+len(miss))
	for k, v := range env {
		out[k] = v
	}
	for _, v := range miss {
		out[v] = chc.DefaultValue(v.Sort())
	}
	return out
}

// Model maps a model of the inlined system to one of the input system:
// each eliminated predicate gets the image of its definition, with the
// definition's local variables removed by elim; a predicate without a
// definition gets false. It fails when elim leaves a variable.
func (b *BackMap) Model(m chc.Model, elim Eliminate) (chc.Model, error) {
	out := chc.Model{}
	for p, in := range m {
		out[p] = in
	}
	f := b.in.Terms
	for i := len(b.steps) - 1; i >= 0; i-- {
		st := &b.steps[i]
		p := st.pred
		params := make([]*chc.Term, p.Arity())
		for k, srt := range p.Params {
			params[k] = f.Var(fmt.Sprintf("%s!%d", p.Name, k), srt)
		}
		var disj []*chc.Term
		for _, d := range st.defs {
			img, err := image(f, out, d, params, elim)
			if err != nil {
				return nil, fmt.Errorf("preprocess: interpreting %s: %w", p.Name, err)
			}
			disj = append(disj, img)
		}
		body := f.Or(disj...)
		out[p] = chc.Interp{Params: params, Body: body}
	}
	return out, nil
}

// image returns ∃locals. constraint ∧ body interpretations of definition
// d, over params, with the locals removed by elim.
func image(f *chc.Factory, m chc.Model, d *chc.Clause, params []*chc.Term, elim Eliminate) (*chc.Term, error) {
	conj := []*chc.Term{d.Constraint}
	for _, a := range d.Body {
		t, ok := m.Instantiate(f, a)
		if !ok {
			return nil, fmt.Errorf("no interpretation of %s", a.Pred.Name)
		}
		conj = append(conj, t)
	}
	sub := map[*chc.Term]*chc.Term{}
	for k, x := range d.Head.Args {
		sub[x] = params[k]
	}
	var locals []*chc.Term
	for _, v := range d.Vars() {
		if _, head := sub[v]; !head {
			locals = append(locals, v)
		}
	}
	body := f.Subst(f.And(conj...), sub)
	if len(locals) == 0 {
		return body, nil
	}
	if elim == nil {
		return nil, fmt.Errorf("local variables need quantifier elimination")
	}
	e, left, err := elim(locals, body)
	if err != nil {
		return nil, err
	}
	if len(left) > 0 {
		return nil, fmt.Errorf("could not eliminate %d local variables", len(left))
	}
	return e, nil
}
