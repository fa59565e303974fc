package z3

import (
	"context"
	"fmt"

	"horn/chc"
	"horn/smt"
)

// SolverOptions configure a solver made by [NewSolverWith].
type SolverOptions struct {
	// Context holds the Z3 context options (timeout, parameters).
	Context Options
	// Params are solver parameters (Z3_solver_set_params), for example
	// {"smt.arith.solver": 2}.
	Params Params
	// Logic, if set, makes a solver for that SMT-LIB logic.
	Logic string
}

// TermSolver is an [smt.Solver] over chc terms, backed by its own Z3
// context and solver. It belongs to one goroutine; Check honours its
// context.Context through Z3_interrupt.
type TermSolver struct {
	conv    *Converter
	ctx     *Context
	s       *Solver
	model   *Model
	assumed map[int]*chc.Term // assumption AST id → term, for Core
	reason  string
}

var _ smt.Solver = (*TermSolver)(nil)

// NewSolver returns a solver over f's terms with default options. Its type
// is [smt.NewSolver], so engines can take it as a parameter.
func NewSolver(f *chc.Factory) (smt.Solver, error) {
	s, err := NewSolverWith(f, SolverOptions{})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// NewSolverWith returns a solver over f's terms.
func NewSolverWith(f *chc.Factory, o SolverOptions) (*TermSolver, error) {
	c, err := NewContext(o.Context)
	if err != nil {
		return nil, err
	}
	var s *Solver
	if o.Logic != "" {
		s, err = c.NewSolverForLogic(o.Logic)
	} else {
		s, err = c.NewSolver()
	}
	if err == nil && o.Params != nil {
		err = s.SetParams(o.Params)
	}
	if err != nil {
		c.Close()
		return nil, err
	}
	return &TermSolver{conv: NewConverter(c, f), ctx: c, s: s}, nil
}

// Converter returns the solver's term converter.
func (t *TermSolver) Converter() *Converter { return t.conv }

// Close frees the Z3 context and everything in it. Closing twice does
// nothing.
func (t *TermSolver) Close() {
	if t.ctx != nil {
		t.ctx.Close()
		t.ctx = nil
	}
}

func (t *TermSolver) live() error {
	if t.ctx == nil {
		return fmt.Errorf("z3: solver is closed")
	}
	return nil
}

// Assert adds formulas.
func (t *TermSolver) Assert(ts ...*chc.Term) error {
	if err := t.live(); err != nil {
		return err
	}
	t.forget()
	t.conv.Trim()
	for _, x := range ts {
		if x.Sort() != chc.BoolSort {
			return fmt.Errorf("z3: Assert: %s is not a formula", x.Sort())
		}
		z, err := t.conv.ToZ3(x)
		if err != nil {
			return err
		}
		if err := t.s.Assert(z); err != nil {
			return err
		}
	}
	return nil
}

// Push opens a backtracking point.
func (t *TermSolver) Push() error {
	if err := t.live(); err != nil {
		return err
	}
	t.forget()
	return t.s.Push()
}

// Pop removes n backtracking points.
func (t *TermSolver) Pop(n int) error {
	if err := t.live(); err != nil {
		return err
	}
	t.forget()
	return t.s.Pop(n)
}

// forget drops the model and core of the last check.
func (t *TermSolver) forget() {
	if t.model != nil {
		t.model.Close()
		t.model = nil
	}
	t.assumed = nil
}

// Check decides the assertions under the assumptions. On Sat the model is
// kept for Eval, Value and Project; on Unsat the failed assumptions are
// kept for Core; on Unknown Reason says why.
func (t *TermSolver) Check(ctx context.Context, assumptions ...*chc.Term) (smt.Result, error) {
	if err := t.live(); err != nil {
		return smt.Unknown, err
	}
	t.forget()
	t.conv.Trim()
	t.reason = ""
	zs := make([]AST, len(assumptions))
	t.assumed = make(map[int]*chc.Term, len(assumptions))
	for i, a := range assumptions {
		if a.Sort() != chc.BoolSort {
			return smt.Unknown, fmt.Errorf("z3: Check: assumption of sort %s", a.Sort())
		}
		z, err := t.conv.ToZ3(a)
		if err != nil {
			return smt.Unknown, err
		}
		zs[i] = z
		t.assumed[z.ID()] = a
	}
	st, err := t.s.Check(ctx, zs...)
	if err != nil {
		return smt.Unknown, err
	}
	switch st {
	case Sat:
		m, err := t.s.Model()
		if err != nil {
			return smt.Unknown, err
		}
		t.ctx.Persist(m)
		t.model = m
		t.assumed = nil
		return smt.Sat, nil
	case Unsat:
		return smt.Unsat, nil
	}
	t.reason = t.s.ReasonUnknown()
	if t.reason == "" {
		t.reason = "unknown"
	}
	t.assumed = nil
	if ctx.Err() != nil {
		t.reason = "interrupted: " + ctx.Err().Error()
		return smt.Unknown, ctx.Err()
	}
	return smt.Unknown, nil
}

// Reason explains the last Unknown.
func (t *TermSolver) Reason() string { return t.reason }

func (t *TermSolver) needModel(op string) error {
	if err := t.live(); err != nil {
		return err
	}
	if t.model == nil {
		return fmt.Errorf("z3: %s: no model (the last check was not sat)", op)
	}
	return nil
}

// Eval evaluates x in the model of the last sat check. With completion,
// unconstrained constants get default values and the result is ground.
func (t *TermSolver) Eval(x *chc.Term, completion bool) (*chc.Term, error) {
	if err := t.needModel("Eval"); err != nil {
		return nil, err
	}
	z, err := t.conv.ToZ3(x)
	if err != nil {
		return nil, err
	}
	sc := t.ctx.Scope()
	defer sc.End()
	r, err := t.model.Eval(z, completion)
	if err != nil {
		return nil, err
	}
	return t.conv.FromZ3(r, t.model)
}

// Value evaluates x, with completion, to a ground value.
func (t *TermSolver) Value(x *chc.Term) (chc.Value, error) {
	if err := t.needModel("Value"); err != nil {
		return chc.Value{}, err
	}
	z, err := t.conv.ToZ3(x)
	if err != nil {
		return chc.Value{}, err
	}
	sc := t.ctx.Scope()
	defer sc.End()
	r, err := t.model.Eval(z, true)
	if err != nil {
		return chc.Value{}, err
	}
	return t.conv.Value(t.model, r, x.Sort())
}

// Core returns the assumptions of the last unsat check that Z3's core
// names (a subset sufficient for unsatisfiability).
func (t *TermSolver) Core() ([]*chc.Term, error) {
	if err := t.live(); err != nil {
		return nil, err
	}
	if t.assumed == nil {
		return nil, fmt.Errorf("z3: Core: no check under assumptions since the last change")
	}
	sc := t.ctx.Scope()
	defer sc.End()
	core, err := t.s.UnsatCore()
	if err != nil {
		return nil, err
	}
	out := make([]*chc.Term, 0, len(core))
	for _, z := range core {
		a, ok := t.assumed[z.ID()]
		if !ok {
			return nil, fmt.Errorf("z3: Core: %s is not an assumption", z)
		}
		out = append(out, a)
	}
	return out, nil
}

// Project eliminates vars from phi by model-based projection in the model
// of the last sat check, which must satisfy phi. The result implies
// ∃vars.phi and holds in the model. Variables Z3's projection leaves in
// place (it may keep array variables) are replaced by their model values,
// which keeps both properties.
func (t *TermSolver) Project(vars []*chc.Term, phi *chc.Term) (*chc.Term, error) {
	if err := t.needModel("Project"); err != nil {
		return nil, err
	}
	zp, err := t.conv.ToZ3(phi)
	if err != nil {
		return nil, err
	}
	sc := t.ctx.Scope()
	defer sc.End()
	// Z3 4.8.12's arithmetic projection aborts the process (VERIFYs in
	// spacer_qe_project.cpp) when a variable of phi has no value in the
	// model. Evaluating every variable with completion first extends the
	// model with default values for them, which does not change the
	// model's truth of phi.
	for _, x := range chc.FreeVars(phi) {
		z, err := t.conv.ToZ3(x)
		if err != nil {
			return nil, err
		}
		if _, err := t.model.Eval(z, true); err != nil {
			return nil, err
		}
	}
	zs := make([]AST, 0, len(vars))
	for _, x := range vars {
		if !x.IsVar() {
			return nil, fmt.Errorf("z3: Project: %s is not a variable", x)
		}
		z, err := t.conv.ToZ3(x)
		if err != nil {
			return nil, err
		}
		if _, err := t.model.Eval(z, true); err != nil {
			return nil, err
		}
		zs = append(zs, z)
	}
	r, err := t.ctx.ModelProject(t.model, zs, zp)
	if err != nil {
		return nil, err
	}
	out, err := t.conv.FromZ3(r, t.model)
	if err != nil {
		return nil, err
	}
	gone := make(map[*chc.Term]bool, len(vars))
	for _, x := range vars {
		gone[x] = true
	}
	var left map[*chc.Term]*chc.Term
	for _, x := range chc.FreeVars(out) {
		if gone[x] {
			z, err := t.conv.ToZ3(x)
			if err != nil {
				return nil, err
			}
			r, err := t.model.Eval(z, true)
			if err != nil {
				return nil, err
			}
			val, err := t.conv.Value(t.model, r, x.Sort())
			if err != nil {
				return nil, fmt.Errorf("z3: Project: could not eliminate %s: %w", x.Name(), err)
			}
			if left == nil {
				left = map[*chc.Term]*chc.Term{}
			}
			left[x] = t.conv.Factory().Value(val)
		}
	}
	if left != nil {
		out = t.conv.Factory().Subst(out, left)
	}
	return out, nil
}
