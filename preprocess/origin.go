package preprocess

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// origin explains an output clause of a pass that rewrites clauses one by
// one (simplification, argument slicing): the input clause it came from and
// a term, over the output clause's variables, for each input variable whose
// value the output determines. A term may mention a variable the output
// clause lost because it became unconstrained: any value does for it. An
// input variable missing from sub gets its value from the children's heads,
// from the constraint's equalities, or from a solver (see filler). Body
// atoms correspond one to one.
type origin struct {
	clause *chc.Clause
	// The term map is built at its first use, when a derivation is
	// lifted: every pass makes an origin for every clause it keeps, and
	// building each map (the clause's variables, sorted) was a tenth of
	// horn's CPU on systems with wide clauses, for maps an answer of sat
	// never reads.
	once  sync.Once
	m     map[*chc.Term]*chc.Term
	build func() map[*chc.Term]*chc.Term
}

// sub is o's map from input variables to terms over the output clause's
// variables (see origin).
func (o *origin) sub() map[*chc.Term]*chc.Term {
	o.once.Do(func() {
		o.m, o.build = o.build(), nil
	})
	return o.m
}

// identityOrigin is the origin of a clause kept as it is.
func identityOrigin(c *chc.Clause) *origin { return restrictedOrigin(c, c) }

// restrictedOrigin is the origin of out, a clause kept from c with some
// of its variables lost: the identity on the variables out keeps.
func restrictedOrigin(c, out *chc.Clause) *origin {
	return &origin{clause: c, build: func() map[*chc.Term]*chc.Term {
		vs := out.Vars()
		m := make(map[*chc.Term]*chc.Term, len(vs))
		for _, v := range vs {
			m[v] = v
		}
		return m
	}}
}

// subst returns o with sigma applied to every term of sub: the origin of
// the clause rewritten by sigma. Variables not in sigma stay.
func (o *origin) subst(f *chc.Factory, sigma map[*chc.Term]*chc.Term) *origin {
	if len(sigma) == 0 {
		return o
	}
	return &origin{clause: o.clause, build: func() map[*chc.Term]*chc.Term {
		in := o.sub()
		out := make(map[*chc.Term]*chc.Term, len(in))
		// In the variables' order, not the map's: the terms made here
		// are numbered in the order they are made.
		vs := make([]*chc.Term, 0, len(in))
		for v := range in {
			vs = append(vs, v)
		}
		slices.SortFunc(vs, func(a, b *chc.Term) int { return cmp.Compare(a.ID(), b.ID()) })
		for _, v := range vs {
			out[v] = f.Subst(in[v], sigma)
		}
		return out
	}}
}

// liftFunc turns one node of a derivation of a pass's output, whose
// children are already lifted, into a node of the input's derivation.
type liftFunc func(l *lifter, n *chc.DerivNode, kids []*chc.DerivNode) (*chc.DerivNode, error)

// backMap is the back map the passes share: derivations are lifted node by
// node by lift, models by a pass-specific function.
type backMap struct {
	in    *chc.System
	lift  liftFunc // nil: derivations are kept as they are
	model func(ctx context.Context, m chc.Model, ns smt.NewSolver) (chc.Model, error)
}

func (b *backMap) Model(ctx context.Context, m chc.Model, ns smt.NewSolver) (chc.Model, error) {
	if b.model == nil {
		return m, nil
	}
	return b.model(ctx, m, ns)
}

func (b *backMap) Derivation(ctx context.Context, d *chc.Derivation, ns smt.NewSolver) (*chc.Derivation, error) {
	if b.lift == nil {
		return d, nil
	}
	return liftDerivation(ctx, b.in, d, ns, b.lift)
}

// originLift lifts through a table of origins.
func originLift(origins map[*chc.Clause]*origin) liftFunc {
	return func(l *lifter, n *chc.DerivNode, kids []*chc.DerivNode) (*chc.DerivNode, error) {
		o := origins[n.Clause]
		if o == nil {
			return nil, fmt.Errorf("derivation uses a clause the pass did not produce: %s", n.Clause)
		}
		env := withDefaults(l.fill.sys.Terms, n.Values, l.fill.subVars(o))
		sub := o.sub()
		vals := make(chc.Env, len(sub))
		for v, t := range sub {
			if x, err := chc.Eval(t, env); err == nil {
				vals[v] = x
			}
		}
		return l.node(o.clause, vals, kids)
	}
}

// withDefaults returns vals extended with a default value for each variable
// of vars that vals lacks.
func withDefaults(f *chc.Factory, vals chc.Env, vars []*chc.Term) chc.Env {
	var missing []*chc.Term
	for _, v := range vars {
		if _, ok := vals[v]; !ok {
			missing = append(missing, v)
		}
	}
	if len(missing) == 0 {
		return vals
	}
	env := make(chc.Env, len(vals)+len(missing))
	for v, x := range vals {
		env[v] = x
	}
	for _, v := range missing {
		env[v] = f.DefaultValue(v.Sort())
	}
	return env
}

// copyModel returns a shallow copy of m.
func copyModel(m chc.Model) chc.Model {
	out := make(chc.Model, len(m))
	for p, in := range m {
		out[p] = in
	}
	return out
}

// freshParams returns n distinct parameter variables of the given sorts,
// named x!1, x!2, ... unless a name is taken by avoid.
func freshParams(f *chc.Factory, sorts []chc.Sort, avoid map[string]bool) []*chc.Term {
	out := make([]*chc.Term, len(sorts))
	n := 0
	for i, so := range sorts {
		for {
			n++
			name := fmt.Sprintf("x!%d", n)
			if !avoid[name] {
				out[i] = f.Var(name, so)
				break
			}
		}
	}
	return out
}
