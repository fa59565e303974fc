package z3

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// Quantified is (forall Vars :: Body), or (exists Vars :: Body) when
// Exists is set; Vars are variables of Body.
type Quantified struct {
	Exists bool
	Vars   []*chc.Term
	Body   *chc.Term
}

// Decide reports whether the quantifier-free facts and the quantified
// formulas hold together for some values of their free variables: Sat,
// Unsat, or Unknown when Z3 (model-based quantifier instantiation) cannot
// tell or ctx is done — a quantified formula whose models are all
// infinite tables, such as (forall x :: F[x] > x), may keep Z3 searching
// until then, so give ctx a deadline. It uses a context of its own.
func Decide(ctx context.Context, f *chc.Factory, facts []*chc.Term, qs []Quantified) (chc.Status, error) {
	c, err := NewContext(Options{})
	if err != nil {
		return chc.Unknown, err
	}
	defer c.Close()
	conv := NewConverter(c, f)
	s, err := c.NewSolver()
	if err != nil {
		return chc.Unknown, err
	}
	for _, t := range facts {
		z, err := conv.ToZ3(t)
		if err != nil {
			return chc.Unknown, err
		}
		if err := s.Assert(z); err != nil {
			return chc.Unknown, err
		}
	}
	for _, q := range qs {
		z, err := quantified(c, conv, q)
		if err != nil {
			return chc.Unknown, err
		}
		if err := s.Assert(z); err != nil {
			return chc.Unknown, err
		}
	}
	switch st, err := s.Check(ctx); {
	case err != nil:
		return chc.Unknown, err
	case st == Sat:
		return chc.Sat, nil
	case st == Unsat:
		return chc.Unsat, nil
	}
	return chc.Unknown, nil
}

func quantified(c *Context, conv *Converter, q Quantified) (AST, error) {
	body, err := conv.ToZ3(q.Body)
	if err != nil {
		return AST{}, err
	}
	if len(q.Vars) == 0 {
		return body, nil
	}
	vars := make([]AST, len(q.Vars))
	for i, v := range q.Vars {
		if v.Op() != chc.OpVar {
			return AST{}, fmt.Errorf("z3: Decide: bound %s is not a variable", v)
		}
		if vars[i], err = conv.ToZ3(v); err != nil {
			return AST{}, err
		}
	}
	if q.Exists {
		return c.Exists(vars, body)
	}
	return c.Forall(vars, body)
}
