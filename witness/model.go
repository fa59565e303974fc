package witness

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// CheckModel validates m against s: m interprets every predicate of s with a
// formula over variables of the predicate's parameter sorts, and every clause
// becomes valid when its atoms are replaced by their interpretations — that is,
// body ∧ constraint ∧ ¬head is unsatisfiable. One solver checks all clauses,
// each in its own assertion scope (push, assert, check, pop), so no assertion
// of one check reaches the next; a clause the shared solver answers unknown
// for (over bit-vectors: does not decide within bitLevelScoped) is asked
// again of a solver of its own, without a scope (see checker.oneShot);
// over bit-vectors, its exact integer reading may first find a
// counterexample, which exact evaluation confirms (see checker.clauseCase
// and intReading), but only Z3 over the bits says a clause holds. The error names the first failing clause and its
// position. Each solver check is bounded by the default Limits: a
// clause whose checks all reach the bound is undecided (Undecided). A
// done ctx stops the check with an error that wraps ctx.Err().
func CheckModel(ctx context.Context, s *chc.System, m chc.Model, newSolver smt.NewSolver) error {
	return Limits{}.CheckModel(ctx, s, m, newSolver)
}

// ScreenModel is CheckModel for an engine's own check of a candidate
// model, not for validating an answer: over bit-vectors a clause's exact
// integer reading (preprocess.ExactInt) and the bits take turns with
// doubling budgets, and either's unsat decides the clause, so the
// translation is trusted here. The reading decides in milliseconds the
// sums of extended vectors whose carry chains the bits take seconds over.
// Whatever an engine screens this way is validated again by CheckModel
// before horn prints it. Its checks are not bounded by work: the
// engine bounds the screening by ctx.
func ScreenModel(ctx context.Context, s *chc.System, m chc.Model, newSolver smt.NewSolver) error {
	return checkModel(ctx, s, m, newSolver, true, 0)
}

// checkModel checks m against s, each solver check bounded by work.
func checkModel(ctx context.Context, s *chc.System, m chc.Model, newSolver smt.NewSolver, trustIntegers bool, work uint64) error {
	if err := checkSignature(s, m); err != nil {
		return err
	}
	ch := &checker{ctx: ctx, sys: s, newSolver: newSolver, trustIntegers: trustIntegers, work: work}
	defer ch.close()
	for _, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("model check stopped before %s: %w", s.Describe(c), err)
		}
		if err := ch.clause(m, c); err != nil {
			return err
		}
	}
	return nil
}

func checkSignature(s *chc.System, m chc.Model) error {
	for _, p := range s.Preds {
		in, ok := m[p]
		if !ok {
			return fmt.Errorf("model has no interpretation for %s", p.Name)
		}
		if len(in.Params) != p.Arity() {
			return fmt.Errorf("interpretation of %s has %d parameters, want %d", p.Name, len(in.Params), p.Arity())
		}
		params := make(map[*chc.Term]bool)
		for i, v := range in.Params {
			if !v.IsVar() || v.Sort() != p.Params[i] || params[v] {
				return fmt.Errorf("interpretation of %s: parameter %d (%s) is not a fresh variable of sort %s", p.Name, i+1, v, p.Params[i])
			}
			params[v] = true
		}
		if in.Body == nil || in.Body.Sort() != chc.BoolSort {
			return fmt.Errorf("interpretation of %s is not a Bool formula", p.Name)
		}
		for _, v := range chc.FreeVars(in.Body) {
			if !params[v] {
				return fmt.Errorf("interpretation of %s mentions %s, which is not a parameter", p.Name, v)
			}
		}
	}
	return nil
}

// checker validates clauses one by one with a solver made at the first
// need and shared by all of them.
type checker struct {
	ctx       context.Context
	sys       *chc.System
	newSolver smt.NewSolver
	sol       smt.Solver
	pruned    map[pruneKey]*chc.Term
	// prefix starts the names of the fresh constants of ground checks
	// (see quantified), apart from the system's variables.
	prefix string
	// trustIntegers: the integer reading's unsat decides a clause
	// (ScreenModel only).
	trustIntegers bool
	// work bounds each check of every solver the checker makes
	// (Limits.Work); 0: no bound.
	work uint64
	// stale: a check of sol answered unknown, and at the work limit an
	// incremental solver answers unknown to every later check (see
	// smt.Limiter): the next clause gets a new one.
	stale bool
}

// scopedShare is the share of the work bound that a check in a scope of
// the shared solver gets: a clause it leaves undecided is checked again
// in a solver of its own (oneShot) with the whole bound, and a check
// that Z3 does not end in a scope often ends at once alone (a datatype
// model whose size function Z3 unfolds did not end in a scope in 5 runs
// of 5; alone it took milliseconds).
const scopedShare = 10

// shared returns the solver shared by the clauses' scoped checks, made
// at the first need or after a check of it answered unknown (stale),
// each check bounded by a scopedShare of the work bound.
func (ch *checker) shared() (smt.Solver, error) {
	if ch.stale {
		ch.close()
		ch.stale = false
	}
	if ch.sol != nil {
		return ch.sol, nil
	}
	scoped := ch.work / scopedShare
	if ch.work > 0 {
		scoped = max(scoped, 1)
	}
	sol, err := bounded(scoped, func() (smt.Solver, error) { return ch.newSolver(ch.sys.Terms) })
	if err != nil {
		return nil, err
	}
	ch.sol = sol
	return sol, nil
}

// own returns a solver of its own for one check, sharing the shared
// solver's context where it can, each check bounded by the whole work
// bound.
func (ch *checker) own() (smt.Solver, error) {
	return bounded(ch.work, func() (smt.Solver, error) { return smt.NewShared(ch.sol, ch.newSolver, ch.sys.Terms) })
}

// pruneKey is an interpretation's body with a parameter bound to a
// constant.
type pruneKey struct{ body, param, val *chc.Term }

// prune returns body without the disjuncts that a conjunct param = c,
// for a constant c other than val, makes false when param is val: a
// program's model is a disjunction over its locations, and at a known
// location one disjunct is left, the same for every clause there. It
// is made once per body, parameter and value. Under param = val, which
// the instance asserts, the result means what body does.
func (ch *checker) prune(body, param, val *chc.Term) *chc.Term {
	if body.Op() != chc.OpOr {
		return body
	}
	k := pruneKey{body, param, val}
	if t, ok := ch.pruned[k]; ok {
		return t
	}
	var kept []*chc.Term
	for _, d := range body.Args() {
		if !excludes(d, param, val) {
			kept = append(kept, d)
		}
	}
	t := body
	if len(kept) < body.NumArgs() {
		t = ch.sys.Terms.Or(kept...)
	}
	if ch.pruned == nil {
		ch.pruned = map[pruneKey]*chc.Term{}
	}
	ch.pruned[k] = t
	return t
}

// excludes reports a conjunct of d that is param = c, c a constant other
// than val.
func excludes(d, param, val *chc.Term) bool {
	for _, k := range chc.Conjuncts(d) {
		if x, c, ok := chc.ConstantDef(k); ok && x == param && differ(c, val) {
			return true
		}
	}
	return false
}

// differ reports two constants of one sort with different values, by
// value: numerals of Int or Real sort (bit-vector numerals are left
// alone) or the Boolean constants. Anything else does not differ, so
// nothing is pruned for it.
func differ(a, b *chc.Term) bool {
	switch {
	case a.Op() == chc.OpNum && b.Op() == chc.OpNum:
		return a.Sort() == b.Sort() && a.Sort().IsArith() && a.Num().Cmp(b.Num()) != 0
	case (a.IsTrue() || a.IsFalse()) && (b.IsTrue() || b.IsFalse()):
		return a.Op() != b.Op()
	}
	return false
}

func (ch *checker) close() {
	if ch.sol != nil {
		ch.sol.Close()
		ch.sol = nil
	}
}

// clause checks that c holds in m: in a scope of the shared solver, and when
// that answers unknown (not for a done ctx), again in a fresh solver, which
// has no incremental state to be weaker for.
func (ch *checker) clause(m chc.Model, c *chc.Clause) error {
	for _, k := range ch.cases(m, c) {
		if err := ch.clauseCase(m, c, k); err != nil {
			return err
		}
	}
	return nil
}

// maxCases bounds the cases a clause is checked in (see cases).
const maxCases = 64

// cases returns c as the clauses its violation is checked in: c itself,
// or, when c's constraint has a disjunctive conjunct each of whose
// disjuncts fixes an atom's argument to a constant (a transition
// relation's cases, each from one location or phase to another), one
// clause per disjunct, with the disjunct in place of the disjunction. In
// each case the interpretations are pruned to the location's disjuncts
// (see prune): a model that is a union over phases is checked phase by
// phase, where as a whole the solver meets every phase against every
// case (om1 4_16 of lra: 3.6 s against 10.4 s). The cases together mean
// what c does. Only an atom whose interpretation is a disjunction can be
// pruned, so without one c is checked whole.
func (ch *checker) cases(m chc.Model, c *chc.Clause) []*chc.Clause {
	atoms := append([]chc.Atom(nil), c.Body...)
	if c.Head != nil {
		atoms = append(atoms, *c.Head)
	}
	args := map[*chc.Term]bool{}
	prunable := false
	for _, a := range atoms {
		for _, x := range a.Args {
			args[x] = true
		}
		if in, ok := m[a.Pred]; ok && in.Body.Op() == chc.OpOr {
			prunable = true
		}
	}
	if !prunable {
		return []*chc.Clause{c}
	}
	fixes := func(d *chc.Term) bool {
		for _, k := range chc.Conjuncts(d) {
			if x, _, ok := chc.ConstantDef(k); ok && args[x] {
				return true
			}
		}
		return false
	}
	everyFixes := func(ds []*chc.Term) bool {
		for _, d := range ds {
			if !fixes(d) {
				return false
			}
		}
		return true
	}
	conj := chc.Conjuncts(c.Constraint)
	for i, k := range conj {
		if k.Op() != chc.OpOr || k.NumArgs() > maxCases || !everyFixes(k.Args()) {
			continue
		}
		f := ch.sys.Terms
		rest := make([]*chc.Term, 0, len(conj))
		rest = append(rest, conj[:i]...)
		rest = append(rest, conj[i+1:]...)
		out := make([]*chc.Clause, 0, k.NumArgs())
		for _, d := range k.Args() {
			out = append(out, &chc.Clause{Body: c.Body, Head: c.Head, Pos: c.Pos,
				Constraint: f.And(append([]*chc.Term{d}, rest...)...)})
		}
		return out
	}
	return []*chc.Clause{c}
}

// clauseCase checks k, c itself or one of its cases, naming c.
func (ch *checker) clauseCase(m chc.Model, c, k *chc.Clause) error {
	k = linearArgMods(ch.sys.Terms, k)
	v, err := violationOf(ch.prune, m, k)
	if err != nil {
		return err
	}
	v = v.withoutAsserted(ch.sys.Terms)
	if v.trivial() || byPoints(ch.sys.Terms, v) {
		return nil
	}
	if _, err := ch.shared(); err != nil {
		return fmt.Errorf("validating %s: %w", ch.sys.Describe(c), err)
	}
	if v.quantified() {
		return ch.quantified(v, c)
	}
	ctx := ch.ctx
	if k.HasBitVec() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ch.ctx, bitLevelScoped)
		defer cancel()
	}
	err = ch.scoped(ctx, ch.sol, v, c)
	if !errors.Is(err, errUnknown) || ch.ctx.Err() != nil {
		return err
	}
	if !k.HasBitVec() {
		return ch.oneShot(ch.ctx, v, c)
	}
	// Over bit-vectors, the exact integer reading only pre-screens: a
	// counterexample it finds is evaluated on the bits exactly before it
	// is reported, and a clause it finds valid is still checked on the
	// bits, so that a valid verdict rests on Z3 over the clause as given
	// and not on the translation.
	in := ch.intReading(v)
	if in.ok && ch.trustIntegers {
		for budget := screenFirst; budget <= screenLast; budget *= 2 {
			if decided, err := in.counterexample(ch, c, budget); decided {
				return err
			}
			octx, cancel := context.WithTimeout(ch.ctx, budget)
			err := ch.oneShot(octx, v, c)
			cancel()
			if !errors.Is(err, errUnknown) || ch.ctx.Err() != nil {
				return err
			}
		}
	} else if in.ok {
		// A valid clause, the common case, is decided by the bits
		// alone: the reading gets its turn only after a first bounded
		// one-shot check, so that it costs nothing where the bits
		// decide at once.
		octx, cancel := context.WithTimeout(ch.ctx, bitLevelFirst)
		err := ch.oneShot(octx, v, c)
		cancel()
		if !errors.Is(err, errUnknown) || ch.ctx.Err() != nil {
			return err
		}
		if found, err := in.counterexample(ch, c, byIntegers); found {
			return err
		}
	}
	return ch.oneShot(ch.ctx, v, c)
}

// quantified checks v (c's violation), which has a quantifier: first
// its ground version (see groundViolation), whose unsat proves c valid
// without Z3's quantifier instantiation, which may answer unknown or
// not end; else Z3 over the quantifiers, in a solver of its own: its
// instantiation in a scope, after scopes popped over other
// quantifiers, diverged on checks it decides at once in a solver of
// their own.
func (ch *checker) quantified(v violation, c *chc.Clause) error {
	s := ch.sys
	if ch.prefix == "" {
		ch.prefix = s.FreshPrefix("witness!")
	}
	phi, ok := groundViolation(s.Terms, ch.prefix, v)
	note := "its quantifiers could not be instantiated at the clause's terms"
	if ok {
		r, err := ch.checkGround(phi, c)
		if err != nil || r == smt.Unsat {
			return err
		}
		note = fmt.Sprintf("its instances at the clause's terms are %s", r)
	}
	err := ch.oneShot(ch.ctx, v, c)
	if errors.Is(err, errUnknown) {
		return fmt.Errorf("%w; %s", err, note)
	}
	return err
}

// checkGround checks phi, c's ground violation, in a scope of the
// shared solver.
func (ch *checker) checkGround(phi *chc.Term, c *chc.Clause) (r smt.Result, err error) {
	s := ch.sys
	if err := ch.sol.Push(); err != nil {
		return r, fmt.Errorf("validating %s: %w", s.Describe(c), err)
	}
	defer func() {
		if perr := ch.sol.Pop(1); perr != nil && err == nil {
			err = fmt.Errorf("validating %s: closing the scope: %w", s.Describe(c), perr)
		}
	}()
	if err := ch.sol.Assert(phi); err != nil {
		return r, fmt.Errorf("validating %s: %w", s.Describe(c), err)
	}
	if r, err = ch.sol.Check(ch.ctx); err != nil {
		return r, fmt.Errorf("validating %s: %w", s.Describe(c), err)
	}
	ch.stale = ch.stale || r == smt.Unknown
	return r, nil
}

// bitLevelFirst is how long the first one-shot check of a clause over
// bit-vectors may take before the integer reading looks for a
// counterexample (CheckModel): most valid clauses that the shared
// solver's scope does not decide within bitLevelScoped take a few
// hundred milliseconds alone.
const bitLevelFirst = time.Second

// bitLevelScoped is how long a clause over bit-vectors is checked in a
// scope of the shared solver before it goes to oneShot: most such checks
// take milliseconds there (ssh's model: 0.3 s in all, 3.3 s one-shot, a
// solver made per clause), a few take seconds (see oneShot).
const bitLevelScoped = 100 * time.Millisecond

// oneShot checks v (c's violation) in a solver of its own that opens no
// scope, so the check is the solver's first and only one: Z3 then
// decides it with its default tactics (for bit-vectors: simplification,
// solving equations, bit-blasting) rather than its incremental core,
// which has no such preprocessing. That core is slow on bit-vector
// arithmetic written two ways, such as x - (y - 1) + (z - 1) against
// x - y + z: the check of one such clause of a dev file took 17 s in a
// scope and 40 ms alone. The solver shares the checker's context where it can;
// a ctx done before the checker's makes it answer errUnknown.
func (ch *checker) oneShot(ctx context.Context, v violation, c *chc.Clause) error {
	sol, err := ch.own()
	if err != nil {
		return fmt.Errorf("validating %s: %w", ch.sys.Describe(c), err)
	}
	defer sol.Close()
	return ch.check(ctx, sol, v, c)
}

// violation is what a clause's violation (chc.Model.Violation) is made
// of: the clause's constraint, and the interpretations of its atoms, each
// an interpretation's body with its parameters bound to the atom's
// arguments, negated for the head.
type violation struct {
	m     chc.Model
	c     *chc.Clause
	insts []instance
}

// instance is one atom's interpretation in a violation.
type instance struct {
	body *chc.Term
	sub  map[*chc.Term]*chc.Term
	neg  bool
}

// violationOf splits c's violation in m into its parts. An argument that
// is a constant, or a variable the constraint equates with one (x = 5 as
// a conjunct: the reader puts a head's constants there), is bound to the
// constant, and prune drops the disjuncts of the interpretation that the
// constant makes false. Under the constraint, which the check asserts
// too, the instance means the same.
func violationOf(prune func(body, param, val *chc.Term) *chc.Term, m chc.Model, c *chc.Clause) (violation, error) {
	v := violation{m: m, c: c}
	known := map[*chc.Term]*chc.Term{}
	for _, k := range chc.Conjuncts(c.Constraint) {
		if x, val, ok := chc.ConstantDef(k); ok && known[x] == nil {
			known[x] = val
		}
	}
	add := func(a chc.Atom, neg bool) error {
		in, ok := m[a.Pred]
		if !ok {
			return fmt.Errorf("model has no interpretation for %s", a.Pred.Name)
		}
		sub := make(map[*chc.Term]*chc.Term, len(in.Params))
		body := in.Body
		for i, p := range in.Params {
			x := a.Args[i]
			if val := known[x]; val != nil {
				x = val
			}
			if chc.IsConstant(x) {
				body = prune(body, p, x)
			}
			sub[p] = x
		}
		v.insts = append(v.insts, instance{body: body, sub: sub, neg: neg})
		return nil
	}
	for _, a := range c.Body {
		if err := add(a, false); err != nil {
			return violation{}, err
		}
	}
	if c.Head != nil {
		if err := add(*c.Head, true); err != nil {
			return violation{}, err
		}
	}
	return v, nil
}

// withoutAsserted returns v with the head's interpretation rid of the
// conjuncts that v asserts already, as a conjunct of the constraint or
// of a body atom's interpretation, instantiated the same way: under the
// violation's other conjuncts each of them is true, so the result is
// unsatisfiable exactly where v is. A clause between locations of a
// program passes most of an invariant's conjuncts on unchanged (the
// variables they speak of stay as they are), and a clause whose head
// keeps nothing becomes trivial: decided by this comparison of terms,
// without the solver.
func (v violation) withoutAsserted(f *chc.Factory) violation {
	head := -1
	for i, in := range v.insts {
		if in.neg {
			head = i
		}
	}
	if head < 0 {
		return v
	}
	asserted := map[*chc.Term]bool{}
	for _, k := range chc.Conjuncts(v.c.Constraint) {
		asserted[k] = true
	}
	for i, in := range v.insts {
		if i == head {
			continue
		}
		for _, k := range chc.Conjuncts(f.Subst(in.body, in.sub)) {
			asserted[k] = true
		}
	}
	h := v.insts[head]
	var kept []*chc.Term
	for _, k := range chc.Conjuncts(h.body) {
		if !asserted[f.Subst(k, h.sub)] {
			kept = append(kept, k)
		}
	}
	if len(kept) == len(chc.Conjuncts(h.body)) {
		return v
	}
	insts := append([]instance(nil), v.insts...)
	insts[head].body = f.And(kept...)
	v.insts = insts
	return v
}

// quantified reports an instance with a quantifier (a quantified array
// invariant).
func (v violation) quantified() bool {
	for _, in := range v.insts {
		if chc.HasQuantifier(in.body) {
			return true
		}
	}
	return false
}

// trivial reports a violation that is false whatever the instances: a
// false constraint, a false body interpretation or a true head one.
func (v violation) trivial() bool {
	if v.c.Constraint.IsFalse() {
		return true
	}
	for _, in := range v.insts {
		if (!in.neg && in.body.IsFalse()) || (in.neg && in.body.IsTrue()) {
			return true
		}
	}
	return false
}

// assert asserts v in sol: instance by instance when sol is an
// smt.Instancer (so an interpretation is converted once for all its
// instances), else as one formula.
func (v violation) assert(f *chc.Factory, sol smt.Solver) error {
	in, ok := sol.(smt.Instancer)
	if !ok {
		phi, err := v.m.Violation(f, v.c)
		if err != nil {
			return err
		}
		return sol.Assert(phi)
	}
	if err := sol.Assert(v.c.Constraint); err != nil {
		return err
	}
	for _, x := range v.insts {
		if err := in.AssertInstance(x.body, x.sub, x.neg); err != nil {
			return err
		}
	}
	return nil
}

// Violation is CheckModel's error for a clause the model does not satisfy.
type Violation struct {
	// Clause is the clause of the system checked that the model breaks.
	Clause *chc.Clause
	msg    string
}

func (v *Violation) Error() string { return v.msg }

// errUnknown marks a check the solver answered unknown for.
var errUnknown = errors.New("the solver answered unknown")

// Undecided reports whether err is CheckModel's for a clause the solver
// could not decide (answered unknown: over quantified interpretations,
// its instantiation gave up), not a violation or a failure.
func Undecided(err error) bool { return errors.Is(err, errUnknown) }

// scoped asserts v (c's violation) in a scope of sol and checks it: nil when
// unsatisfiable, an error naming c otherwise. A scope that cannot be closed
// is an error too: a formula left asserted could hide a later violation.
func (ch *checker) scoped(ctx context.Context, sol smt.Solver, v violation, c *chc.Clause) (err error) {
	if err := sol.Push(); err != nil {
		return fmt.Errorf("validating %s: %w", ch.sys.Describe(c), err)
	}
	defer func() {
		if perr := sol.Pop(1); perr != nil && err == nil {
			err = fmt.Errorf("validating %s: closing the scope: %w", ch.sys.Describe(c), perr)
		}
	}()
	return ch.check(ctx, sol, v, c)
}

// check asserts v and checks it in sol's current scope, for as long as
// ctx allows: a ctx done before ch.ctx makes it answer errUnknown.
func (ch *checker) check(ctx context.Context, sol smt.Solver, v violation, c *chc.Clause) error {
	s := ch.sys
	if err := v.assert(s.Terms, sol); err != nil {
		return fmt.Errorf("validating %s: %w", s.Describe(c), err)
	}
	r, err := sol.Check(ctx)
	if err != nil && ctx.Err() != nil && ch.ctx.Err() == nil {
		return fmt.Errorf("could not validate %s within %v: %w", s.Describe(c), bitLevelScoped, errUnknown)
	}
	if err != nil {
		return fmt.Errorf("validating %s: %w", s.Describe(c), err)
	}
	if r == smt.Unknown && ch.ctx.Err() != nil {
		return fmt.Errorf("model check stopped while validating %s: %w", s.Describe(c), ch.ctx.Err())
	}
	ch.stale = ch.stale || (r == smt.Unknown && sol == ch.sol)
	switch r {
	case smt.Unsat:
		return nil
	case smt.Sat:
		return &Violation{Clause: c, msg: fmt.Sprintf("model violates %s: %s", s.Describe(c), counterexample(sol, c))}
	}
	return fmt.Errorf("could not validate %s: %w (%s)", s.Describe(c), errUnknown, sol.Reason())
}

// counterexample describes the values that break a clause, for the message.
func counterexample(sol smt.Evaler, c *chc.Clause) string {
	return describeValues(c, func(x *chc.Term) (chc.Value, bool) {
		val, err := sol.Value(x)
		return val, err == nil
	})
}

// describeValues describes the values of c's first variables that value
// gives, for a violation's message.
func describeValues(c *chc.Clause, value func(*chc.Term) (chc.Value, bool)) string {
	out := ""
	for i, v := range c.Vars() {
		if i == 8 {
			return out + ", ..."
		}
		val, ok := value(v)
		if !ok {
			continue
		}
		if out != "" {
			out += ", "
		}
		out += v.String() + " = " + val.String()
	}
	return out
}
