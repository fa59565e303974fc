package z3

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
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
	conv  *Converter
	ctx   *Context
	s     *Solver
	model *Model
	// satBy is the solver whose last check was sat and whose model has
	// not been read yet: the model is read at the first need, since
	// many sat checks need none and reading one (array models above
	// all) can cost more than the check.
	satBy   *Solver
	assumed map[int]*chc.Term // assumption AST id → term, for Core
	reason  string
	opts    SolverOptions // how s was made, for Share
	owners  *owners       // the solvers sharing ctx

	// Without a Logic, s is Z3's incremental SMT solver and a one-shot
	// check goes to Z3's default solver, as Z3_mk_solver's combined
	// solver would do, but that solver is made only when such a check
	// comes: making it costs about 9 ms, more than most of PDR's checks.
	oneShot     *Solver     // Z3's default solver, made on the first one-shot check
	pending     []*chc.Term // the assertions while the solver is not incremental
	sent        int         // how many of pending oneShot has
	incremental bool        // a scope was opened or a check had assumptions

	// A one-shot check of bit-vector assertions goes first to bits, a
	// solver of the tactics bitBlast (made on the first such check): see
	// checkBits.
	bits *Solver
	// workLimit bounds each check by Z3's resource count (SetWorkLimit);
	// 0: none. spent: an incremental check stopped at it, and every
	// later check answers unknown.
	workLimit uint64
	spent     bool

	bitsSent  int  // how many of pending bits has
	scanned   int  // how many of pending notBits has looked at
	notBits   bool // a pending assertion is not over Bool and bit-vectors alone
	bitsTried bool // the bit-blasting tactics left a check of these undecided
	sawBits   bool // a pending assertion has a bit-vector
}

// bitBlast are the tactics of the first try at a one-shot check over
// bit-vectors: simplification, propagating values, solving equations,
// eliminating unconstrained terms, sharing, bit-blasting, SAT — the
// preprocessing of Z3's qfbv tactic without its search. Z3 4.8.12's
// default solver (logic QF_BV or none) and qfbv took 14 s on a check
// of Houdini's over a dev file's bits (a wrapped a + b = 3·i beside
// signed orderings) that these decide in 0.02 s; without
// propagate-values, elim-uncnstr and max-bv-sharing, checks of the
// same fixpoint took up to 1.9 s.
var bitBlast = []string{"simplify", "propagate-values", "solve-eqs", "elim-uncnstr", "max-bv-sharing", "bit-blast", "sat"}

// owners counts the open solvers of one shared context; the last Close
// deletes the context. The mutex orders the Closes of solvers released
// together on another goroutine (smt.Release).
type owners struct {
	mu   sync.Mutex
	n    int
	pool *Pool // takes the context back, when the solvers came from one
}

var (
	_ smt.Solver  = (*TermSolver)(nil)
	_ smt.Sharer  = (*TermSolver)(nil)
	_ smt.Limiter = (*TermSolver)(nil)
)

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
	s, err := newZ3Solver(c, o)
	if err != nil {
		c.Close()
		return nil, err
	}
	return &TermSolver{conv: NewConverter(c, f), ctx: c, s: s, opts: o, owners: &owners{n: 1}}, nil
}

// newZ3Solver makes a Z3 solver in c as o says: the logic's solver, or
// else Z3's incremental SMT solver (see TermSolver.oneShot).
func newZ3Solver(c *Context, o SolverOptions) (*Solver, error) {
	var s *Solver
	var err error
	if o.Logic != "" {
		s, err = c.NewSolverForLogic(o.Logic)
	} else {
		s, err = c.NewSimpleSolver()
	}
	return s, withParams(s, err, o.Params)
}

// withParams sets params on s, closing s if that fails.
func withParams(s *Solver, err error, params Params) error {
	if err == nil && params != nil {
		if err = s.SetParams(params); err != nil {
			s.Close()
		}
	}
	return err
}

// goIncremental records that t is used incrementally: every check goes to
// t.s from now on.
func (t *TermSolver) goIncremental() {
	if t.incremental {
		return
	}
	t.incremental = true
	t.pending, t.sent = nil, 0
	if t.oneShot != nil {
		t.oneShot.Close()
		t.oneShot = nil
	}
	if t.bits != nil {
		t.bits.Close()
		t.bits = nil
	}
	t.bitsSent, t.scanned = 0, 0
}

// checker returns the solver a check under n assumptions goes to: Z3's
// default solver for a one-shot check (no Logic, no scope ever opened, no
// assumptions) — its tactics decide some formulas the incremental solver
// cannot, nonlinear ones first of all — and t.s otherwise.
func (t *TermSolver) checker(n int) (*Solver, error) {
	if n > 0 || t.opts.Logic != "" {
		t.goIncremental()
	}
	if t.incremental {
		return t.s, nil
	}
	if t.oneShot == nil {
		s, err := t.ctx.NewSolver()
		if err = withParams(s, err, t.opts.Params); err != nil {
			return nil, err
		}
		t.oneShot, t.sent = s, 0
	}
	for ; t.sent < len(t.pending); t.sent++ {
		z, err := t.conv.ToZ3(t.pending[t.sent])
		if err != nil {
			return nil, err
		}
		if err := t.oneShot.Assert(z); err != nil {
			return nil, err
		}
	}
	return t.oneShot, nil
}

// Share returns a new solver, made with t's options, in t's Z3 context
// and with t's term converter: making it costs no new context (about
// 10 ms and several MB in Z3 4.8.12) and terms both solvers use are
// converted once. Both solvers belong to the goroutine that owns t, as
// does every solver shared with them; the context is deleted when the
// last of them is closed.
func (t *TermSolver) Share() (smt.Solver, error) {
	if err := t.live(); err != nil {
		return nil, err
	}
	s, err := newZ3Solver(t.ctx, t.opts)
	if err != nil {
		return nil, err
	}
	t.owners.mu.Lock()
	t.owners.n++
	t.owners.mu.Unlock()
	return &TermSolver{conv: t.conv, ctx: t.ctx, s: s, opts: t.opts, owners: t.owners}, nil
}

// Converter returns the solver's term converter.
func (t *TermSolver) Converter() *Converter { return t.conv }

// Close frees the solver, and the Z3 context with everything in it when
// no solver shared with t (see Share) is open. Closing twice does nothing.
func (t *TermSolver) Close() {
	if t.ctx == nil {
		return
	}
	t.owners.mu.Lock()
	defer t.owners.mu.Unlock()
	t.owners.n--
	switch {
	case t.owners.n == 0 && t.owners.pool != nil:
		t.owners.pool.put(t.ctx)
	case t.owners.n == 0:
		t.ctx.Close()
	default:
		t.forget()
		t.goIncremental() // closes oneShot
		t.s.Close()
	}
	t.ctx = nil
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
		if !t.incremental {
			t.pending = append(t.pending, x)
		}
	}
	return nil
}

// AssertInstance asserts t with its variables replaced as sub says, or
// its negation if neg (see [smt.Instancer]). In incremental use, t is
// converted once (the converter keeps it) and each instance is made by
// Z3_substitute; before, it asserts the instance term, as Assert would.
func (t *TermSolver) AssertInstance(body *chc.Term, sub map[*chc.Term]*chc.Term, neg bool) error {
	if err := t.live(); err != nil {
		return err
	}
	if body.Sort() != chc.BoolSort {
		return fmt.Errorf("z3: AssertInstance: %s is not a formula", body.Sort())
	}
	if !t.incremental {
		inst := t.conv.Factory().Subst(body, sub)
		if neg {
			inst = t.conv.Factory().Not(inst)
		}
		return t.Assert(inst)
	}
	t.forget()
	t.conv.Trim()
	z, err := t.conv.ToZ3(body)
	if err != nil {
		return err
	}
	from := make([]AST, 0, len(sub))
	to := make([]AST, 0, len(sub))
	for v, r := range sub {
		if !v.IsVar() || v == r {
			continue
		}
		zv, err := t.conv.ToZ3(v)
		if err != nil {
			return err
		}
		zr, err := t.conv.ToZ3(r)
		if err != nil {
			return err
		}
		from, to = append(from, zv), append(to, zr)
	}
	inst := z
	if len(from) > 0 {
		if inst, err = t.ctx.Substitute(z, from, to); err != nil {
			return err
		}
		defer t.ctx.Release(inst)
	}
	if neg {
		n, err := t.ctx.Not(inst)
		if err != nil {
			return err
		}
		defer t.ctx.Release(n)
		inst = n
	}
	return t.s.Assert(inst)
}

// Push opens a backtracking point.
func (t *TermSolver) Push() error {
	if err := t.live(); err != nil {
		return err
	}
	t.forget()
	t.goIncremental()
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
	t.satBy = nil
	t.assumed = nil
}

// Check decides the assertions under the assumptions. On Sat the model is
// kept for Eval, Value and Project (read from Z3 at their first call); on Unsat the failed assumptions are
// kept for Core; on Unknown Reason says why.
func (t *TermSolver) Check(ctx context.Context, assumptions ...*chc.Term) (smt.Result, error) {
	if err := t.live(); err != nil {
		return smt.Unknown, err
	}
	t.forget()
	t.conv.Trim()
	t.reason = ""
	if t.spent {
		t.reason = "an earlier check of this solver stopped at its work limit"
		return smt.Unknown, nil
	}
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
	if len(zs) == 0 {
		if st, ok, err := t.checkBits(ctx); err != nil || ok {
			return st, err
		}
	}
	sol, err := t.checker(len(zs))
	if err != nil {
		return smt.Unknown, err
	}
	if err := sol.setWorkLimit(t.workLimit); err != nil {
		return smt.Unknown, err
	}
	st, err := sol.Check(ctx, zs...)
	if err != nil {
		return smt.Unknown, err
	}
	switch st {
	case Sat:
		t.satBy = sol
		t.assumed = nil
		return smt.Sat, nil
	case Unsat:
		return smt.Unsat, nil
	}
	t.reason = sol.ReasonUnknown()
	if t.reason == "" {
		t.reason = "unknown"
	}
	t.assumed = nil
	if ctx.Err() != nil {
		t.reason = "interrupted: " + ctx.Err().Error()
		return smt.Unknown, ctx.Err()
	}
	if t.workLimit > 0 {
		// An incremental solver whose check stopped at the limit is
		// not checked again: Z3 4.8.12's next check of it, unbounded,
		// answered sat on a pigeonhole formula (TestWorkLimit).
		t.spent = t.incremental
		// Z3 4.8.12 names a check stopped at its resource limit as
		// one interrupted ("canceled"), or "max. resource limit
		// exceeded", or, stopped early in the incremental solver,
		// "unknown"; ctx was not done, so the limit is the likely
		// reason.
		t.reason = fmt.Sprintf("%s (within a work limit of %d)", t.reason, t.workLimit)
	}
	return smt.Unknown, nil
}

// SetWorkLimit bounds each later check to n units of Z3's resource
// count (the solver parameter "rlimit", per check); 0: no bound. A
// check that reaches it answers Unknown with a reason that says so;
// once the solver is incremental (a scope or assumptions), every check
// after that one answers Unknown too, since Z3 4.8.12 was seen to
// answer such a check wrongly. A caller bounds one-off solvers.
// One-shot checks over bit-vectors keep their own time bound
// (bitsPatience) before they reach the bounded solver.
func (t *TermSolver) SetWorkLimit(n uint64) error {
	if err := t.live(); err != nil {
		return err
	}
	t.workLimit = n
	return nil
}

// bitsPatience is how long checkBits gives the tactics before it leaves
// the check to the default solver: neither is always the faster (a check
// of a model with sign-extended products over 32 bits ran 27 s in the
// tactics).
const bitsPatience = time.Second

// checkBits tries a one-shot check of assertions over Bool and
// bit-vectors alone with the tactics bitBlast for up to bitsPatience, and
// reports whether it decided it (ok); an Unknown it leaves to the default
// solver, and a TermSolver whose assertions it once left undecided no
// longer tries.
// A check ctx stops is decided (Unknown, ctx's error), as Check answers.
func (t *TermSolver) checkBits(ctx context.Context) (st smt.Result, ok bool, err error) {
	if t.incremental || t.opts.Logic != "" || t.bitsTried || !t.bitsOnly() {
		return smt.Unknown, false, nil
	}
	if t.bits == nil {
		if t.bits, err = t.ctx.NewTacticSolver(bitBlast...); err != nil {
			return smt.Unknown, false, err
		}
		t.bitsSent = 0
	}
	for ; t.bitsSent < len(t.pending); t.bitsSent++ {
		z, err := t.conv.ToZ3(t.pending[t.bitsSent])
		if err != nil {
			return smt.Unknown, false, err
		}
		if err := t.bits.Assert(z); err != nil {
			return smt.Unknown, false, err
		}
	}
	bctx, cancel := context.WithTimeout(ctx, bitsPatience)
	zst, err := t.bits.Check(bctx)
	cancel()
	if err != nil {
		return smt.Unknown, false, err
	}
	switch zst {
	case Sat:
		t.satBy = t.bits
		return smt.Sat, true, nil
	case Unsat:
		return smt.Unsat, true, nil
	}
	if ctx.Err() != nil {
		t.reason = "interrupted: " + ctx.Err().Error()
		return smt.Unknown, true, ctx.Err()
	}
	t.bitsTried = true
	return smt.Unknown, false, nil
}

// bitsOnly reports whether the pending assertions are over Bool and
// bit-vectors alone, with a bit-vector among them.
func (t *TermSolver) bitsOnly() bool {
	bv := false
	for ; !t.notBits && t.scanned < len(t.pending); t.scanned++ {
		chc.Walk(t.pending[t.scanned], func(u *chc.Term) bool {
			so := u.Sort()
			switch {
			case so.IsBitVec():
				bv = true
			case so != chc.BoolSort:
				t.notBits = true
			}
			return !t.notBits
		})
	}
	if t.notBits {
		return false
	}
	if bv {
		t.sawBits = true
	}
	return t.sawBits
}

// Reason explains the last Unknown.
func (t *TermSolver) Reason() string { return t.reason }

func (t *TermSolver) needModel(op string) error {
	if err := t.live(); err != nil {
		return err
	}
	if t.model == nil && t.satBy != nil {
		m, err := t.satBy.Model()
		if err != nil {
			return fmt.Errorf("z3: %s: reading the model: %w", op, err)
		}
		t.ctx.Persist(m)
		t.model, t.satBy = m, nil
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
	if sel, err := t.wrongSelector(phi); err != nil || sel != nil {
		if err == nil {
			err = fmt.Errorf("z3: Project: %s applies a selector to another constructor in the model, which Z3 4.8.12's projection aborts on", sel)
		}
		return nil, err
	}
	// Z3 4.8.12's array projection aborts on an eliminated array inside a
	// constructor application: such arrays are replaced by their model
	// values first, which keeps phi true in the model and implies
	// ∃vars.phi.
	if vars, phi, err = t.fixArraysInConstructors(vars, phi); err != nil {
		return nil, err
	}
	if zp, err = t.conv.ToZ3(phi); err != nil {
		return nil, err
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
