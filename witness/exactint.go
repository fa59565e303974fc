package witness

import (
	"context"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smt"
)

// intReading is a violation over bit-vectors in its exact integer
// reading (preprocess.ExactInt): psi has a model exactly where phi does,
// read through vars. ok is false where the reading does not apply (an
// operator without an exact linear reading).
type intReading struct {
	phi, psi *chc.Term
	vars     map[*chc.Term]*chc.Term
	ok       bool
}

// intReading returns v's integer reading.
//
// Why: a model found over the integers (bvint.ViaInt) has lemmas that
// are linear sums of sign- or zero-extended vectors; against a clause
// that adds at 32 bits, bit-blasting meets a carry chain per sum, where
// linear arithmetic over the same instances finds a counterexample in
// milliseconds. The reading is not trusted to say a clause holds.
func (ch *checker) intReading(v violation) intReading {
	f := ch.sys.Terms
	phi := v.formula(f)
	psi, vars, ok, err := preprocess.ExactInt(f, phi, preprocess.SignedReading(phi))
	return intReading{phi: phi, psi: psi, vars: vars, ok: ok && err == nil}
}

// counterexample looks for a counterexample to c through the reading, in
// a solver of its own (sharing the checker's context where it can), for
// at most budget. A model of the reading is read back as bit-vector
// values and the violation is evaluated on them exactly (chc.Eval); only
// one that evaluates to true is reported (found, with the *Violation).
// Anything else (unsat included: the translation is not part of the
// trusted base) reports found false, and the bits decide.
func (in intReading) counterexample(ch *checker, c *chc.Clause, budget time.Duration) (found bool, err error) {
	if !in.ok {
		return false, nil
	}
	sol, err := ch.own()
	if err != nil {
		return false, nil
	}
	defer sol.Close()
	if err := sol.Assert(in.psi); err != nil {
		return false, nil
	}
	ctx, cancel := context.WithTimeout(ch.ctx, budget)
	defer cancel()
	r, err := sol.Check(ctx)
	if ch.ctx.Err() != nil {
		return true, fmt.Errorf("model check stopped while validating %s: %w", ch.sys.Describe(c), ch.ctx.Err())
	}
	if err != nil {
		return false, nil
	}
	switch r {
	case smt.Unsat:
		// Trusted only by ScreenModel (an engine's own, untrusted
		// check); CheckModel's bits decide.
		return ch.trustIntegers, nil
	case smt.Sat:
		env := chc.Env{}
		for _, x := range chc.FreeVars(in.phi) {
			iv := x
			if w, ok := in.vars[x]; ok {
				iv = w
			}
			val, err := sol.Value(iv)
			if err != nil {
				return false, nil
			}
			if x.Sort().IsBitVec() {
				val = chc.BVValue(val.BigInt(), x.Sort().Width())
			}
			env[x] = val
		}
		holds, err := chc.Eval(in.phi, env)
		if err != nil || !holds.Bool() {
			return false, nil
		}
		lookup := func(x *chc.Term) (chc.Value, bool) { val, ok := env[x]; return val, ok }
		return true, &Violation{Clause: c, msg: fmt.Sprintf("model violates %s: %s", ch.sys.Describe(c), describeValues(c, lookup))}
	}
	return false, nil
}

// The integer reading's budgets in ScreenModel's turns with the bits:
// the first, doubled at each turn up to the last.
const (
	screenFirst = 50 * time.Millisecond
	screenLast  = 1600 * time.Millisecond
)

// byIntegers is how long the integer reading may look for a
// counterexample before the bits decide (see checker.clauseCase).
const byIntegers = 400 * time.Millisecond

// formula returns v as one formula, the conjunction of its parts.
func (v violation) formula(f *chc.Factory) *chc.Term { return f.And(v.parts(f)...) }

// parts returns v's conjuncts: the constraint, the body instances and
// the negated head instance.
func (v violation) parts(f *chc.Factory) []*chc.Term {
	conj := []*chc.Term{v.c.Constraint}
	for _, in := range v.insts {
		t := f.Subst(in.body, in.sub)
		if in.neg {
			t = f.Not(t)
		}
		conj = append(conj, t)
	}
	return conj
}
