package pdr

import (
	"fmt"
	"strings"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// counterexample rebuilds the derivation of false from the root's
// reachability fact, top-down, with concrete values for every variable.
// Identical subtrees (the same fact deriving the same head values, as in
// fib(n-1) and fib(n-2) both needing fib(n-3)) are built once and shared.
func (s *search) counterexample(root *reachFact) (result.Result, error) {
	s.log.Debug("false is derivable; rebuilding the derivation")
	s.derived = map[derivKey]*chc.DerivNode{}
	node, err := s.derive(root, nil)
	if err != nil {
		return result.Result{}, err
	}
	return result.Result{Status: chc.Unsat, Derivation: &chc.Derivation{Root: node}}, nil
}

// derivKey identifies a subtree: a fact and its head's values.
type derivKey struct {
	rf   *reachFact
	head string
}

// derive returns the derivation node of rf's rule whose head has the values
// head (nil for the query), and its subtrees.
func (s *search) derive(rf *reachFact, head []chc.Value) (*chc.DerivNode, error) {
	key := derivKey{rf, valuesKey(head)}
	if n, ok := s.derived[key]; ok {
		return n, nil
	}
	n, err := s.deriveNode(rf, head)
	if err == nil {
		s.derived[key] = n
	}
	return n, err
}

// valuesKey returns a map key for a list of values.
func valuesKey(vs []chc.Value) string {
	var b strings.Builder
	for _, v := range vs {
		b.WriteString(v.Key())
		b.WriteByte(' ')
	}
	return b.String()
}

// deriveNode builds the node of derive.
func (s *search) deriveNode(rf *reachFact, head []chc.Value) (*chc.DerivNode, error) {
	env, err := s.instance(rf, head)
	if err != nil {
		return nil, err
	}
	s.stats.Add("pdr derivation nodes", 1)
	node := &chc.DerivNode{Clause: rf.rule.c, Values: env}
	for j, child := range rf.children {
		vals, err := node.BodyValues(j)
		if err != nil {
			return nil, fmt.Errorf("pdr: evaluating body atom %d of %s: %w", j, s.sys.Describe(rf.rule.c), err)
		}
		sub, err := s.derive(child, vals)
		if err != nil {
			return nil, err
		}
		node.Children = append(node.Children, sub)
	}
	return node, nil
}

// instance solves rf's rule with the head fixed to head and each body atom
// inside its child's fact — satisfiable because rf is a projection of that
// formula — and reads the values of all the clause's variables.
func (s *search) instance(rf *reachFact, head []chc.Value) (chc.Env, error) {
	ps, err := s.auxSolver()
	if err != nil {
		return nil, err
	}
	r := rf.rule
	conj := []*chc.Term{r.trans}
	for k, v := range head {
		conj = append(conj, s.f.Eq(r.head.params[k], s.f.Value(v)))
	}
	for j, c := range rf.children {
		conj = append(conj, s.instantiate(r.body[j], c.fml, r.obody[j]))
	}
	if err := ps.sol.Push(); err != nil {
		return nil, err
	}
	defer ps.sol.Pop(1)
	if err := ps.sol.Assert(s.f.And(conj...)); err != nil {
		return nil, err
	}
	sat, err := s.check(ps, nil)
	if err != nil {
		return nil, err
	}
	if !sat {
		return nil, fmt.Errorf("pdr: internal error: the justification of a reachability fact of %s by %s is unsatisfiable", r.head.name(), s.sys.Describe(r.c))
	}
	return s.readEnv(ps, r)
}

// readEnv reads the values of r's clause variables through their copies.
func (s *search) readEnv(ps *psolver, r *rule) (chc.Env, error) {
	env, err := smt.Values(ps.sol, r.vars, r.ren)
	if err != nil {
		return nil, fmt.Errorf("pdr: %w", err)
	}
	return env, nil
}

// auxSolver returns the solver used to rebuild derivations.
func (s *search) auxSolver() (*psolver, error) {
	if s.aux == nil {
		ps, err := s.newSolver()
		if err != nil {
			return nil, err
		}
		s.aux = ps
	}
	return s.aux, nil
}
