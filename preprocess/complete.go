package preprocess

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// filler completes the values of derivation nodes: a pass may drop
// variables from a clause (arguments nobody reads, variables defined by an
// equality), and the input's derivation needs a value for each of them.
type filler struct {
	ctx       context.Context
	sys       *chc.System // the pass's input, for messages
	newSolver smt.NewSolver
	sol       smt.Solver // made at the first need, reused with push and pop

	// Computed once per clause and node of a lifting, not once per use: a
	// lifted derivation has thousands of nodes over a few large clauses.
	facts map[*chc.Clause]*clauseFacts
	heads map[*chc.DerivNode][]chc.Value
	subs  map[*origin][]*chc.Term
}

// subVars returns the variables the terms of o.sub mention, computed once
// per origin.
func (fl *filler) subVars(o *origin) []*chc.Term {
	if vs, ok := fl.subs[o]; ok {
		return vs
	}
	sub := o.sub()
	ts := make([]*chc.Term, 0, len(sub))
	for _, t := range sub {
		ts = append(ts, t)
	}
	vs := chc.FreeVars(ts...)
	if fl.subs == nil {
		fl.subs = make(map[*origin][]*chc.Term)
	}
	fl.subs[o] = vs
	return vs
}

// clauseFacts are what completing a node needs of its clause.
type clauseFacts struct {
	vars      []*chc.Term        // c.Vars()
	conj      []*chc.Term        // the constraint's conjuncts
	definable map[*chc.Term]bool // variables a conjunct could define
}

// factsOf returns c's facts, computed at the first need.
func (fl *filler) factsOf(c *chc.Clause) *clauseFacts {
	if cf, ok := fl.facts[c]; ok {
		return cf
	}
	if fl.facts == nil {
		fl.facts = make(map[*chc.Clause]*clauseFacts)
	}
	cf := &clauseFacts{vars: c.Vars(), conj: chc.Conjuncts(c.Constraint), definable: make(map[*chc.Term]bool)}
	for _, k := range cf.conj {
		for _, v := range definedSides(k) {
			cf.definable[v] = true
		}
	}
	fl.facts[c] = cf
	return cf
}

// headValues returns n.HeadValues(), evaluated once per node.
func (fl *filler) headValues(n *chc.DerivNode) ([]chc.Value, error) {
	if hv, ok := fl.heads[n]; ok {
		return hv, nil
	}
	hv, err := n.HeadValues()
	if err != nil {
		return nil, err
	}
	if fl.heads == nil {
		fl.heads = make(map[*chc.DerivNode][]chc.Value)
	}
	fl.heads[n] = hv
	return hv, nil
}

func (fl *filler) close() {
	if fl.sol != nil {
		fl.sol.Close()
		fl.sol = nil
	}
}

// fixes reports whether vals has a value of the right sort for every
// variable of c.
func (fl *filler) fixes(c *chc.Clause, vals chc.Env) bool {
	vars := fl.factsOf(c).vars
	if len(vals) < len(vars) {
		return false
	}
	for _, v := range vars {
		if x, ok := vals[v]; !ok || x.Sort() != v.Sort() {
			return false
		}
	}
	return true
}

// complete gives a value to each variable of c that vals lacks, so that c's
// constraint holds and its body atoms match the children's heads: first from
// the children (a body argument that is a variable), then from equalities of
// the constraint, then defaults; if the constraint fails after that, a
// solver chooses the variables that occur in no atom anew.
func (fl *filler) complete(c *chc.Clause, vals chc.Env, children []*chc.DerivNode) error {
	determined := make(map[*chc.Term]bool, len(vals))
	for v := range vals {
		determined[v] = true
	}
	for i, a := range c.Body {
		hv, err := fl.headValues(children[i])
		if err != nil {
			return fmt.Errorf("%s: %w", fl.sys.Describe(children[i].Clause), err)
		}
		for k, t := range a.Args {
			if _, ok := vals[t]; !ok && t.IsVar() && k < len(hv) {
				vals[t] = hv[k]
				determined[t] = true
			}
		}
	}
	propagate(fl.sys.Terms, fl.factsOf(c), vals)
	if fl.holds(c, vals, children) {
		return nil
	}
	return fl.solve(c, vals, determined, children)
}

// propagate assigns the variables vals lacks: a variable defined by an
// equality conjunct (x = t with t's variables known, or a Bool literal) gets
// the defined value; when none is, a variable that no conjunct defines (or,
// failing that, any) gets its sort's default, and propagation resumes.
func propagate(f *chc.Factory, cf *clauseFacts, vals chc.Env) {
	conj, definable, vars := cf.conj, cf.definable, cf.vars
	for {
		for progress := true; progress; {
			progress = false
			for _, k := range conj {
				if v, x, ok := definedBy(k, vals); ok {
					vals[v] = x
					progress = true
				}
			}
		}
		var pick *chc.Term
		for _, v := range vars {
			if _, ok := vals[v]; ok {
				continue
			}
			if pick == nil || (definable[pick] && !definable[v]) {
				pick = v
			}
		}
		if pick == nil {
			return
		}
		vals[pick] = f.DefaultValue(pick.Sort())
	}
}

// definedSides returns the variables conjunct k could define.
func definedSides(k *chc.Term) []*chc.Term {
	switch {
	case k.IsVar():
		return []*chc.Term{k}
	case k.Op() == chc.OpNot && k.Arg(0).IsVar():
		return []*chc.Term{k.Arg(0)}
	case k.Op() == chc.OpEq && k.NumArgs() == 2:
		var out []*chc.Term
		for _, a := range k.Args() {
			if a.IsVar() {
				out = append(out, a)
			}
		}
		return out
	}
	return nil
}

// definedBy returns the variable conjunct k defines given vals, and its value.
func definedBy(k *chc.Term, vals chc.Env) (*chc.Term, chc.Value, bool) {
	missing := func(v *chc.Term) bool { _, ok := vals[v]; return !ok }
	switch {
	case k.IsVar() && missing(k):
		return k, chc.BoolValue(true), true
	case k.Op() == chc.OpNot && k.Arg(0).IsVar() && missing(k.Arg(0)):
		return k.Arg(0), chc.BoolValue(false), true
	case k.Op() == chc.OpEq && k.NumArgs() == 2:
		for i, v := range k.Args() {
			if !v.IsVar() || !missing(v) {
				continue
			}
			if x, err := chc.Eval(k.Arg(1-i), vals); err == nil {
				return v, x, true
			}
		}
	}
	return nil, chc.Value{}, false
}

// holds reports whether vals is a ground instance of c whose constraint is
// true and whose body atoms are the children's heads.
func (fl *filler) holds(c *chc.Clause, vals chc.Env, children []*chc.DerivNode) bool {
	if !fl.fixes(c, vals) {
		return false
	}
	ok, err := chc.Eval(c.Constraint, vals)
	if err != nil || !ok.Bool() {
		return false
	}
	return fl.matches(c, vals, children)
}

// matches reports whether c's body atoms under vals are the children's
// heads.
func (fl *filler) matches(c *chc.Clause, vals chc.Env, children []*chc.DerivNode) bool {
	for i, a := range c.Body {
		hv, err := fl.headValues(children[i])
		if err != nil || len(hv) != len(a.Args) {
			return false
		}
		for k, t := range a.Args {
			x, err := chc.Eval(t, vals)
			if err != nil || !x.Equal(hv[k]) {
				return false
			}
		}
	}
	return true
}

// solve finds values for the variables of c that occur in no atom (or were
// not determined by the derivation), keeping the others, so that the
// constraint holds and the body matches the children.
func (fl *filler) solve(c *chc.Clause, vals chc.Env, determined map[*chc.Term]bool, children []*chc.DerivNode) error {
	if fl.newSolver == nil {
		return fmt.Errorf("%s: recovering the values of eliminated variables needs a solver", fl.sys.Describe(c))
	}
	f := fl.sys.Terms
	inAtom := make(map[*chc.Term]bool)
	var atomArgs []*chc.Term
	for _, a := range c.Body {
		atomArgs = append(atomArgs, a.Args...)
	}
	if c.Head != nil {
		atomArgs = append(atomArgs, c.Head.Args...)
	}
	for _, v := range chc.FreeVars(atomArgs...) {
		inAtom[v] = true
	}
	conj := []*chc.Term{c.Constraint}
	for _, v := range fl.factsOf(c).vars {
		if inAtom[v] && determined[v] {
			conj = append(conj, f.Eq(v, f.Value(vals[v])))
		}
	}
	for i, a := range c.Body {
		hv, err := fl.headValues(children[i])
		if err != nil {
			return err
		}
		for k, t := range a.Args {
			conj = append(conj, f.Eq(t, f.Value(hv[k])))
		}
	}
	model, err := fl.check(f.And(conj...), fl.factsOf(c).vars)
	if err != nil {
		return fmt.Errorf("%s: recovering eliminated variables: %w", fl.sys.Describe(c), err)
	}
	for v, x := range model {
		vals[v] = x
	}
	if !fl.holds(c, vals, children) {
		return fmt.Errorf("%s: recovered values do not satisfy the clause", fl.sys.Describe(c))
	}
	return nil
}

// check returns values of vars satisfying phi.
func (fl *filler) check(phi *chc.Term, vars []*chc.Term) (chc.Env, error) {
	if fl.sol == nil {
		sol, err := fl.newSolver(fl.sys.Terms)
		if err != nil {
			return nil, err
		}
		fl.sol = sol
	}
	if err := fl.sol.Push(); err != nil {
		return nil, err
	}
	defer fl.sol.Pop(1)
	if err := fl.sol.Assert(phi); err != nil {
		return nil, err
	}
	r, err := fl.sol.Check(fl.ctx)
	if err != nil {
		return nil, err
	}
	switch r {
	case smt.Unsat:
		return nil, fmt.Errorf("no values satisfy the constraint with the values the derivation fixes")
	case smt.Unknown:
		return nil, fmt.Errorf("solver answered unknown: %s", fl.sol.Reason())
	}
	return smt.Values(fl.sol, vars, nil)
}
