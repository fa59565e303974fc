package chc

import (
	"fmt"
	"slices"
	"strings"
)

// Interp is a predicate's interpretation: a Bool formula over Params, one
// variable per predicate parameter.
type Interp struct {
	Params []*Term
	Body   *Term
}

// Model interprets predicates. A model of a system interprets every predicate
// so that each clause is valid.
type Model map[*Pred]Interp

// Preds returns the predicates m interprets, ordered by name (a system's
// predicates have distinct names): the order in which to rewrite m's
// interpretations. A factory numbers terms in the order they are made,
// and simplification orders terms by these numbers (an equality's
// sides, a sum's atoms), so rewriting in a map's order, which changes
// from run to run, would print the same model differently.
func (m Model) Preds() []*Pred {
	out := make([]*Pred, 0, len(m))
	for p := range m {
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b *Pred) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// Instantiate returns the interpretation of a applied to its arguments, and
// false when the model has no interpretation for a's predicate.
func (m Model) Instantiate(f *Factory, a Atom) (*Term, bool) {
	in, ok := m[a.Pred]
	if !ok {
		return nil, false
	}
	sub := make(map[*Term]*Term, len(in.Params))
	for i, p := range in.Params {
		sub[p] = a.Args[i]
	}
	return f.Subst(in.Body, sub), true
}

// Image returns what c derives in one step from the facts m's
// interpretations allow for its body atoms: over head (one term per argument
// of c's head), the conjunction of c's constraint, the interpretations in m of
// its body atoms and its head arguments = head, with c's variables renamed
// apart as RenameApart(f, c, head, fresh) does; it returns that renaming too.
// Existentially quantified over its variables other than head's, the result
// is the image of m under c. It fails when m does not interpret a body atom.
func (m Model) Image(f *Factory, c *Clause, head []*Term, fresh func(k int, v *Term) *Term) (*Term, map[*Term]*Term, error) {
	sigma, eqs := RenameApart(f, c, head, fresh)
	conj := append([]*Term{f.Subst(c.Constraint, sigma)}, eqs...)
	for _, a := range c.Body {
		t, err := m.interpret(f, f.SubstAtom(a, sigma))
		if err != nil {
			return nil, nil, err
		}
		conj = append(conj, t)
	}
	return f.And(conj...), sigma, nil
}

// Violation returns c's constraint ∧ the interpretations in m of its body
// atoms ∧ the negated interpretation of its head (if any): c holds in m iff
// the result is unsatisfiable, and its models are c's counterexamples. It
// fails when m does not interpret a predicate of c.
func (m Model) Violation(f *Factory, c *Clause) (*Term, error) {
	conj := []*Term{c.Constraint}
	for _, a := range c.Body {
		t, err := m.interpret(f, a)
		if err != nil {
			return nil, err
		}
		conj = append(conj, t)
	}
	if c.Head != nil {
		t, err := m.interpret(f, *c.Head)
		if err != nil {
			return nil, err
		}
		conj = append(conj, f.Not(t))
	}
	return f.And(conj...), nil
}

// interpret is Instantiate with an error for a predicate m does not
// interpret.
func (m Model) interpret(f *Factory, a Atom) (*Term, error) {
	t, ok := m.Instantiate(f, a)
	if !ok {
		return nil, fmt.Errorf("model has no interpretation for %s", a.Pred.Name)
	}
	return t, nil
}

// Derivation is a tree of ground clause instances that derives false: a
// counterexample. Its root uses a query clause. A node may be the child of
// several nodes (a shared sub-derivation), so the tree is stored as a DAG,
// which can be exponentially smaller than the tree it stands for; walks over
// a derivation must visit each distinct node once (see Nodes).
type Derivation struct {
	Root *DerivNode
}

// DerivNode is one ground instance of a clause: values for all of the clause's
// variables, and one child per body atom deriving that atom's ground instance.
type DerivNode struct {
	Clause   *Clause
	Values   Env
	Children []*DerivNode
}

// HeadValues evaluates the head arguments of n's clause (nil for a query).
func (n *DerivNode) HeadValues() ([]Value, error) {
	if n.Clause.Head == nil {
		return nil, nil
	}
	return evalAll(n.Clause.Head.Args, n.Values)
}

// BodyValues evaluates the arguments of body atom i of n's clause.
func (n *DerivNode) BodyValues(i int) ([]Value, error) {
	return evalAll(n.Clause.Body[i].Args, n.Values)
}

func evalAll(ts []*Term, env Env) ([]Value, error) {
	out := make([]Value, len(ts))
	for i, t := range ts {
		v, err := Eval(t, env)
		if err != nil {
			return nil, fmt.Errorf("argument %d: %w", i+1, err)
		}
		out[i] = v
	}
	return out, nil
}

// Nodes returns the distinct nodes of the derivation in pre-order: a node
// shared by several parents appears once, where the walk first reaches it.
// It takes time linear in the number of distinct nodes and edges, however
// large the tree the DAG stands for.
func (d *Derivation) Nodes() []*DerivNode {
	var out []*DerivNode
	seen := make(map[*DerivNode]bool)
	var rec func(*DerivNode)
	rec = func(n *DerivNode) {
		if n == nil || seen[n] {
			return
		}
		seen[n] = true
		out = append(out, n)
		for _, c := range n.Children {
			rec(c)
		}
	}
	if d.Root != nil {
		rec(d.Root)
	}
	return out
}

// Depth returns the height of the derivation tree (1 for a single node),
// computing each shared node's height once.
func (d *Derivation) Depth() int {
	height := make(map[*DerivNode]int)
	var rec func(*DerivNode) int
	rec = func(n *DerivNode) int {
		if n == nil {
			return 0
		}
		if h, ok := height[n]; ok {
			return h
		}
		h := 0
		for _, c := range n.Children {
			h = max(h, rec(c))
		}
		height[n] = h + 1
		return h + 1
	}
	if d.Root == nil {
		return 0
	}
	return rec(d.Root)
}

// TrueModel returns the model in which every predicate of s holds of
// every tuple, with parameters named x0, x1, ...: a model of s exactly
// when s has no query whose constraint is satisfiable, as after
// preprocessing has removed every query.
func TrueModel(s *System) Model {
	m := make(Model, len(s.Preds))
	for _, p := range s.Preds {
		m[p] = Interp{Params: numberedParams(s.Terms, p), Body: s.Terms.True()}
	}
	return m
}

// numberedParams returns variables x0, x1, ... of p's parameter sorts.
func numberedParams(f *Factory, p *Pred) []*Term {
	params := make([]*Term, p.Arity())
	for j, so := range p.Params {
		params[j] = f.Var(fmt.Sprintf("x%d", j), so)
	}
	return params
}

// PointsModel returns the model in which each predicate of s holds of
// exactly its points, the argument tuples points(i, p) gives for the i-th
// predicate p of s (none for nil), with parameters named x0, x1, ...: the
// model of an engine that enumerated the reachable states.
func PointsModel(s *System, points func(i int, p *Pred) [][]Value) Model {
	f := s.Terms
	m := make(Model, len(s.Preds))
	for i, p := range s.Preds {
		params := numberedParams(f, p)
		var disj []*Term
		for _, vals := range points(i, p) {
			conj := make([]*Term, len(vals))
			for j, v := range vals {
				conj[j] = f.Eq(params[j], f.Value(v))
			}
			disj = append(disj, f.And(conj...))
		}
		m[p] = Interp{Params: params, Body: f.Or(disj...)}
	}
	return m
}
