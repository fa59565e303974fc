package sat

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/logic"
	"github.com/horn-chc/horn/chc"
)

// Result is the outcome of Solve: chc.Status, the one tri-state answer
// the solvers, the engines and the driver share.
type Result = chc.Status

// The results of Solve (chc's constants, named here for its callers).
const (
	Unknown = chc.Unknown // stopped before an answer (ctx done)
	Sat     = chc.Sat     // satisfiable: Value reads the model
	Unsat   = chc.Unsat   // unsatisfiable: Why gives a failed-assumption core
)

// giniResult reads gini's answer: 1 satisfiable, -1 unsatisfiable, 0
// undecided.
func giniResult(r int) Result {
	switch r {
	case 1:
		return Sat
	case -1:
		return Unsat
	}
	return Unknown
}

// Solver holds one circuit and one incremental SAT solver that share their
// variables: a literal of the circuit is a literal of the solver. Circuit
// gates reach the solver as clauses only when an assertion or an
// assumption needs them.
type Solver struct {
	c     *logic.C
	g     *gini.Gini
	marks []int8               // the gates already given to g as clauses
	vars  map[*chc.Term]Vec    // the solver's own bits for free variables
	last  Result               // the last Solve's result
	core  []Lit                // the last unsat Solve's failed assumptions
	stats struct{ solves int } // counters
	gate  Gate                 // taken around each stretch of search; nil: none
}

// Gate lets a scheduler share the processor between a Solver and other
// work (a sliced portfolio's members): Solve enters the gate before each
// stretch of search, at most 200 ms long, and leaves it after, with the
// time the stretch took. Enter blocks until the stretch may run and fails
// only when ctx is done; Solve then returns Unknown with ctx's error.
type Gate interface {
	Enter(ctx context.Context) error
	Leave(ran time.Duration)
}

// SetGate makes Solve take its stretches of search through g; nil: none.
func (s *Solver) SetGate(g Gate) { s.gate = g }

// New returns an empty solver.
func New() *Solver {
	return &Solver{c: logic.NewC(), g: gini.New(), vars: make(map[*chc.Term]Vec)}
}

// True returns the constant true literal (its negation is false).
func (s *Solver) True() Lit { return s.c.T }

// NewLit returns a fresh unconstrained literal.
func (s *Solver) NewLit() Lit { return s.c.Lit() }

// NewVec returns w fresh unconstrained literals.
func (s *Solver) NewVec(w int) Vec {
	v := make(Vec, w)
	for i := range v {
		v[i] = s.c.Lit()
	}
	return v
}

// NewFor returns fresh bits for a Bool or bit-vector sort.
func (s *Solver) NewFor(so chc.Sort) (Vec, error) {
	w, err := width(so)
	if err != nil {
		return nil, err
	}
	return s.NewVec(w), nil
}

// Var returns the solver's own bits for the variable v, made on first use.
func (s *Solver) Var(v *chc.Term) (Vec, error) {
	if b, ok := s.vars[v]; ok {
		return b, nil
	}
	b, err := s.NewFor(v.Sort())
	if err != nil {
		return nil, fmt.Errorf("%w (variable %s)", err, v)
	}
	s.vars[v] = b
	return b, nil
}

// And returns the literal of a ∧ b.
func (s *Solver) And(a, b Lit) Lit { return s.c.And(a, b) }

// Ands returns the conjunction of ls (true if empty).
func (s *Solver) Ands(ls ...Lit) Lit { return s.c.Ands(ls...) }

// Ors returns the disjunction of ls (false if empty).
func (s *Solver) Ors(ls ...Lit) Lit { return s.c.Ors(ls...) }

// Implies returns the literal of a ⇒ b.
func (s *Solver) Implies(a, b Lit) Lit { return s.c.Implies(a, b) }

// Assert adds the Bool term t (its free variables being the solver's own,
// see Var) as a constraint.
func (s *Solver) Assert(t *chc.Term) error {
	l, err := s.BlastBool(t, nil)
	if err != nil {
		return err
	}
	s.AssertLit(l)
	return nil
}

// AssertLit adds the constraint that l holds.
func (s *Solver) AssertLit(l Lit) { s.AssertClause(l) }

// AssertClause adds the constraint that one of ls holds.
func (s *Solver) AssertClause(ls ...Lit) {
	s.toCNF(ls...)
	for _, l := range ls {
		s.g.Add(l)
	}
	s.g.Add(0)
}

// toCNF gives g the clauses of the gates below roots not given yet.
func (s *Solver) toCNF(roots ...Lit) {
	s.marks, _ = s.c.CnfSince(s.g, s.marks, roots...)
}

// sliceMin and sliceMax bound the time slices Solve gives the search
// between looks at its context: gini's Try stops the search at a deadline
// and keeps its learnt clauses, so a slice that runs out costs a restart.
const (
	sliceMin = 10 * time.Millisecond
	sliceMax = 200 * time.Millisecond
)

// Solve decides the constraints under the assumptions. It returns Unknown
// with ctx's error when ctx is done first; the search looks at ctx at
// least every 200 ms, and passes through the gate (SetGate) as often.
func (s *Solver) Solve(ctx context.Context, assumptions ...Lit) (Result, error) {
	s.last, s.core = Unknown, nil
	s.toCNF(assumptions...)
	s.stats.solves++
	for slice := sliceMin; ; slice = min(2*slice, sliceMax) {
		if err := ctx.Err(); err != nil {
			return Unknown, fmt.Errorf("sat: %w", err)
		}
		if s.gate != nil {
			if err := s.gate.Enter(ctx); err != nil {
				return Unknown, fmt.Errorf("sat: %w", err)
			}
		}
		d := slice
		if dl, ok := ctx.Deadline(); ok {
			d = min(d, time.Until(dl)+time.Millisecond)
		}
		d = max(d, time.Millisecond) // a deadline just past: ctx says so soon

		start := time.Now()
		s.g.Assume(assumptions...)
		r := giniResult(s.g.Try(d))
		if s.gate != nil {
			s.gate.Leave(time.Since(start))
		}
		if r != Unknown {
			return s.finish(r, len(assumptions)), nil
		}
	}
}

func (s *Solver) finish(r Result, nassume int) Result {
	s.last = r
	if r == Unsat && nassume > 0 {
		s.core = s.g.Why(nil)
	}
	return r
}

// Solves returns how many times Solve ran.
func (s *Solver) Solves() int { return s.stats.solves }

// Why returns the failed assumptions of the last Solve that returned
// Unsat: a subset of its assumptions that is unsatisfiable with the
// constraints (empty if the constraints alone are).
func (s *Solver) Why() []Lit { return append([]Lit(nil), s.core...) }

// LitValue returns l's value in the last Solve's model. A gate that
// never reached the solver is evaluated from its inputs; an input that
// never did is unconstrained and reads false.
func (s *Solver) LitValue(l Lit) bool {
	return s.evalLit(l, make(map[Lit]bool))
}

func (s *Solver) evalLit(l Lit, memo map[Lit]bool) bool {
	if l == s.c.T || l == s.c.F {
		return l == s.c.T
	}
	v := l.Var()
	pos := v.Pos()
	if int(v) < len(s.marks) && s.marks[v] == 1 && v <= s.g.MaxVar() {
		return s.g.Value(l)
	}
	val, ok := memo[pos]
	if !ok {
		a, b := s.c.Ins(pos)
		if a != 0 { // an and gate
			val = s.evalLit(a, memo) && s.evalLit(b, memo)
		}
		memo[pos] = val
	}
	return val == l.IsPos()
}

// VecValue returns the value of bits v of sort so (Bool or a bit-vector
// of v's width) in the last Solve's model.
func (s *Solver) VecValue(v Vec, so chc.Sort) (chc.Value, error) {
	if s.last != Sat {
		return chc.Value{}, fmt.Errorf("sat: no model (last result %s)", s.last)
	}
	w, err := width(so)
	if err != nil {
		return chc.Value{}, err
	}
	if len(v) != w {
		return chc.Value{}, fmt.Errorf("sat: %d bits for sort %s", len(v), so)
	}
	memo := make(map[Lit]bool)
	if so == chc.BoolSort {
		return chc.BoolValue(s.evalLit(v[0], memo)), nil
	}
	n := new(big.Int)
	for i := w - 1; i >= 0; i-- {
		n.Lsh(n, 1)
		if s.evalLit(v[i], memo) {
			n.SetBit(n, 0, 1)
		}
	}
	return chc.BVValue(n, w), nil
}

// Value returns the value of the term t, whose variables are bound by env
// or are the solver's own, in the last Solve's model.
func (s *Solver) Value(t *chc.Term, env Env) (chc.Value, error) {
	v, err := s.Blast(t, env)
	if err != nil {
		return chc.Value{}, err
	}
	return s.VecValue(v, t.Sort())
}
