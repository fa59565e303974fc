package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"math"
	"sort"
	"unsafe"

	"github.com/horn-chc/horn/chc"
)

// Status is the answer of a satisfiability check: chc.Status, the one
// tri-state answer the solvers, the engines and the driver share.
type Status = chc.Status

// Answers (chc's constants, named here for the binding's callers).
const (
	Unknown = chc.Unknown
	Sat     = chc.Sat
	Unsat   = chc.Unsat
)

// Solver is a Z3 solver (Z3_solver) owned by a Context, released with its
// Scope, by Close, by Context.Release or by Context.Close.
type Solver struct {
	h      *handle
	reason string // reason for an Unknown that Z3 did not produce
	limit  uint64 // the resource limit set on the Z3 solver (setWorkLimit); 0: none
}

func (s *Solver) handle() *handle {
	if s == nil {
		return nil
	}
	return s.h
}

// NewSolver makes Z3's default solver (Z3_mk_solver): an incremental
// SMT solver combined with tactics for non-incremental use.
func (c *Context) NewSolver() (*Solver, error) {
	if err := c.live(); err != nil {
		return nil, err
	}
	return c.mkSolver("NewSolver", C.Z3_mk_solver(c.ptr))
}

// NewSimpleSolver makes a plain incremental SMT solver
// (Z3_mk_simple_solver), without the tactic front end.
func (c *Context) NewSimpleSolver() (*Solver, error) {
	if err := c.live(); err != nil {
		return nil, err
	}
	return c.mkSolver("NewSimpleSolver", C.Z3_mk_simple_solver(c.ptr))
}

// NewSolverForLogic makes a solver tuned for an SMT-LIB logic such as
// "QF_LIA" (Z3_mk_solver_for_logic).
func (c *Context) NewSolverForLogic(logic string) (*Solver, error) {
	if err := c.live(); err != nil {
		return nil, err
	}
	return c.mkSolver("NewSolverForLogic", C.Z3_mk_solver_for_logic(c.ptr, c.symbol(logic)))
}

// NewTacticSolver makes a solver that decides its assertions by the
// tactics named, applied in sequence (Z3_mk_solver_from_tactic over
// Z3_tactic_and_then): each check runs them afresh on all assertions,
// and a goal they leave undecided makes the check answer Unknown.
func (c *Context) NewTacticSolver(names ...string) (*Solver, error) {
	const op = "NewTacticSolver"
	if err := c.live(); err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, &Error{Op: op, Msg: "no tactic named"}
	}
	var t C.Z3_tactic
	for _, n := range names {
		cs := C.CString(n)
		u := C.Z3_mk_tactic(c.ptr, cs)
		C.free(unsafe.Pointer(cs))
		if err := c.check(op); err != nil || u == nil {
			if t != nil {
				C.Z3_tactic_dec_ref(c.ptr, t)
			}
			if err == nil {
				err = &Error{Op: op, Msg: "no tactic " + n}
			}
			return nil, err
		}
		C.Z3_tactic_inc_ref(c.ptr, u)
		if t == nil {
			t = u
			continue
		}
		v := C.Z3_tactic_and_then(c.ptr, t, u)
		err := c.check(op)
		if err == nil {
			C.Z3_tactic_inc_ref(c.ptr, v)
		}
		C.Z3_tactic_dec_ref(c.ptr, t)
		C.Z3_tactic_dec_ref(c.ptr, u)
		if err != nil {
			return nil, err
		}
		t = v
	}
	p := C.Z3_mk_solver_from_tactic(c.ptr, t)
	s, err := c.mkSolver(op, p)
	C.Z3_tactic_dec_ref(c.ptr, t)
	return s, err
}

func (c *Context) mkSolver(op string, p C.Z3_solver) (*Solver, error) {
	if err := c.check(op); err != nil {
		return nil, err
	}
	if p == nil {
		return nil, &Error{Op: op, Msg: "Z3 returned no solver"}
	}
	C.Z3_solver_inc_ref(c.ptr, p)
	s := &Solver{h: c.own(unsafe.Pointer(p), kindSolver)}
	// horn owns SIGINT: with Z3's default ctrl_c=true every check installs
	// a process-wide SIGINT handler (signal(2), a global, not thread-safe)
	// and restores the previous one after, so Go's handler was replaced
	// while checks ran and concurrent checks could restore each other's
	// stale handlers; Ctrl-C then never reached horn, or crashed it.
	// Set directly: validating against the solver's parameter
	// descriptions instantiates the solver and costs more than the rest
	// of NewSolver; ctrl_c is a parameter of every Z3 solver.
	if err := c.setSolverParams(p, Params{"ctrl_c": false}); err != nil {
		c.Release(s)
		return nil, err
	}
	return s, nil
}

// Close releases the solver now (same as Context.Release(s)).
func (s *Solver) Close() {
	if s != nil && s.h != nil {
		s.h.ctx.Release(s)
	}
}

// use validates s and returns its context and pointer.
func (s *Solver) use() (*Context, C.Z3_solver, error) {
	c := s.handle().ctxOrNil()
	p, err := c.use(s.handle())
	return c, C.Z3_solver(p), err
}

// Params are Z3 parameters by name; values are bool, int, uint, float64
// or string (a symbol).
type Params map[string]any

// SetParams sets solver parameters (Z3_solver_set_params), for example
// Params{"timeout": uint(1000)}. Unknown names and wrong types are errors.
func (s *Solver) SetParams(ps Params) error {
	c, sp, err := s.use()
	if err != nil {
		return err
	}
	p, err := c.mkParams(ps)
	if err != nil {
		return err
	}
	defer C.Z3_params_dec_ref(c.ptr, p)
	if err := c.validateParams(sp, p); err != nil {
		return err
	}
	C.Z3_solver_set_params(c.ptr, sp, p)
	return c.check("SetParams")
}

// setWorkLimit bounds each later check of s by n units of Z3's resource
// count (the solver parameter "rlimit", which Z3_solver_check applies
// to the check alone, counting from where the context's count stands);
// 0: no bound. Z3 4.8.12 takes it as an unsigned int: a larger n is
// that type's largest value.
func (s *Solver) setWorkLimit(n uint64) error {
	if n == s.limit {
		return nil
	}
	c, sp, err := s.use()
	if err != nil {
		return err
	}
	if err := c.setSolverParams(sp, Params{"rlimit": uint(min(n, math.MaxUint32))}); err != nil {
		return err
	}
	s.limit = n
	return nil
}

// setSolverParams sets ps on solver sp without validating them.
func (c *Context) setSolverParams(sp C.Z3_solver, ps Params) error {
	p, err := c.mkParams(ps)
	if err != nil {
		return err
	}
	defer C.Z3_params_dec_ref(c.ptr, p)
	C.Z3_solver_set_params(c.ptr, sp, p)
	return c.check("SetParams")
}

// validateParams checks p against the solver's parameter descriptions.
// Z3_solver_set_params alone would accept unknown names on a solver that
// has not been used yet and fail on every later call.
func (c *Context) validateParams(sp C.Z3_solver, p C.Z3_params) error {
	d := C.Z3_solver_get_param_descrs(c.ptr, sp)
	if err := c.check("SetParams"); err != nil {
		return err
	}
	if d == nil {
		return &Error{Op: "SetParams", Msg: "Z3 returned no parameter descriptions"}
	}
	C.Z3_param_descrs_inc_ref(c.ptr, d)
	defer C.Z3_param_descrs_dec_ref(c.ptr, d)
	C.Z3_params_validate(c.ptr, p, d)
	return c.check("SetParams") // before dec_ref, which resets the error code
}

// mkParams builds a Z3_params with one reference, which the caller drops.
func (c *Context) mkParams(ps Params) (C.Z3_params, error) {
	p := C.Z3_mk_params(c.ptr)
	if err := c.check("Params"); err != nil {
		return nil, err
	}
	if p == nil {
		return nil, &Error{Op: "Params", Msg: "Z3 returned no parameter set"}
	}
	C.Z3_params_inc_ref(c.ptr, p)
	keys := make([]string, 0, len(ps))
	for k := range ps {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if err := c.setParam(p, k, ps[k]); err != nil {
			C.Z3_params_dec_ref(c.ptr, p)
			return nil, err
		}
	}
	return p, nil
}

func (c *Context) setParam(p C.Z3_params, k string, v any) error {
	sym := c.symbol(k)
	switch v := v.(type) {
	case bool:
		C.Z3_params_set_bool(c.ptr, p, sym, C.bool(v))
	case int:
		if v < 0 {
			return &Error{Op: "Params", Msg: fmt.Sprintf("parameter %s: negative value %d", k, v)}
		}
		C.Z3_params_set_uint(c.ptr, p, sym, C.uint(v))
	case uint:
		C.Z3_params_set_uint(c.ptr, p, sym, C.uint(v))
	case float64:
		C.Z3_params_set_double(c.ptr, p, sym, C.double(v))
	case string:
		C.Z3_params_set_symbol(c.ptr, p, sym, c.symbol(v))
	default:
		return &Error{Op: "Params", Msg: fmt.Sprintf("parameter %s: unsupported value type %T", k, v)}
	}
	return c.check("Params")
}

// Assert adds formulas to the solver.
func (s *Solver) Assert(as ...AST) error {
	c, sp, err := s.use()
	if err != nil {
		return err
	}
	xs, err := c.args(as)
	if err != nil {
		return err
	}
	for _, x := range xs {
		C.Z3_solver_assert(c.ptr, sp, x)
		if err := c.check("Assert"); err != nil {
			return err
		}
	}
	return nil
}

// Push opens a backtracking point.
func (s *Solver) Push() error {
	c, sp, err := s.use()
	if err != nil {
		return err
	}
	C.Z3_solver_push(c.ptr, sp)
	return c.check("Push")
}

// Pop removes the n innermost backtracking points and their assertions.
func (s *Solver) Pop(n int) error {
	c, sp, err := s.use()
	if err != nil {
		return err
	}
	if n < 0 || n > s.NumScopes() {
		return &Error{Op: "Pop", Msg: fmt.Sprintf("cannot pop %d of %d scopes", n, s.NumScopes())}
	}
	C.Z3_solver_pop(c.ptr, sp, C.uint(n))
	return c.check("Pop")
}

// NumScopes returns the number of open backtracking points.
func (s *Solver) NumScopes() int {
	c, sp, err := s.use()
	if err != nil {
		return 0
	}
	return int(C.Z3_solver_get_num_scopes(c.ptr, sp))
}

// Reset removes every assertion and backtracking point.
func (s *Solver) Reset() error {
	c, sp, err := s.use()
	if err != nil {
		return err
	}
	C.Z3_solver_reset(c.ptr, sp)
	return c.check("Reset")
}

// ReasonUnknown explains the last Unknown answer
// (Z3_solver_get_reason_unknown), e.g. "canceled" or "timeout".
func (s *Solver) ReasonUnknown() string {
	if s.reason != "" {
		return s.reason
	}
	c, sp, err := s.use()
	if err != nil {
		return err.Error()
	}
	r := C.GoString(C.Z3_solver_get_reason_unknown(c.ptr, sp))
	if err := c.check("ReasonUnknown"); err != nil {
		return err.Error()
	}
	return r
}

// UnsatCore returns, after an Unsat answer, a subset of the assumptions of
// the last Check that is already unsatisfiable with the assertions.
func (s *Solver) UnsatCore() ([]AST, error) {
	c, sp, err := s.use()
	if err != nil {
		return nil, err
	}
	v := C.Z3_solver_get_unsat_core(c.ptr, sp)
	return c.takeVector("UnsatCore", v)
}

// Assertions returns the formulas asserted so far.
func (s *Solver) Assertions() ([]AST, error) {
	c, sp, err := s.use()
	if err != nil {
		return nil, err
	}
	return c.takeVector("Assertions", C.Z3_solver_get_assertions(c.ptr, sp))
}

// String prints the solver's assertions in SMT-LIB2.
func (s *Solver) String() string {
	c, sp, err := s.use()
	if err != nil {
		return "<invalid solver>"
	}
	return C.GoString(C.Z3_solver_to_string(c.ptr, sp))
}

// takeVector copies the elements of a fresh Z3_ast_vector into owned ASTs
// and frees the vector.
func (c *Context) takeVector(op string, v C.Z3_ast_vector) ([]AST, error) {
	if err := c.check(op); err != nil {
		return nil, err
	}
	if v == nil {
		return nil, &Error{Op: op, Msg: "Z3 returned no vector"}
	}
	C.Z3_ast_vector_inc_ref(c.ptr, v)
	defer C.Z3_ast_vector_dec_ref(c.ptr, v)
	n := int(C.Z3_ast_vector_size(c.ptr, v))
	out := make([]AST, n)
	for i := range out {
		out[i] = AST{c.ownAST(C.Z3_ast_vector_get(c.ptr, v, C.uint(i)))}
	}
	return out, nil
}
