package witness

import (
	"context"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smt"
)

// byIntegers checks v, a violation over bit-vectors that the shared
// solver did not decide within bitLevelScoped, through its exact integer
// reading (preprocess.ExactInt) in a solver of its own, for at most
// byIntegersBudget, sharing the checker's context where it can. It
// reports decided false when the reading does not apply (an operator
// without an exact linear reading) or the check does not end within the
// budget; the caller then checks the bits.
//
// Why: a model found over the integers (engine.ViaInt) has lemmas that
// are linear sums of sign- or zero-extended vectors; against a clause
// that adds at 32 bits, bit-blasting meets a carry chain per sum, and Z3
// took more than 15 s on a clause of reve-001-horn's model that linear
// arithmetic over the same instances decides at once. The reading has a
// model exactly where v does, so unsat is v's unsat. A model of the
// reading is read back as bit-vector values and the clause's violation
// is evaluated on them exactly (chc.Eval) before it is reported; one that
// does not evaluate to true is not trusted, and the bits decide.
func (ch *checker) byIntegers(v violation, c *chc.Clause) (decided bool, err error) {
	f := ch.sys.Terms
	phi := v.formula(f)
	psi, vars, ok, err := preprocess.ExactInt(f, phi, preprocess.SignedReading(phi))
	if err != nil || !ok {
		return false, nil
	}
	sol, err := smt.NewShared(ch.sol, ch.newSolver, f)
	if err != nil {
		return false, nil
	}
	defer sol.Close()
	if err := sol.Assert(psi); err != nil {
		return false, nil
	}
	ctx, cancel := context.WithTimeout(ch.ctx, byIntegersBudget)
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
		return true, nil
	case smt.Sat:
		env := chc.Env{}
		for _, x := range chc.FreeVars(phi) {
			iv := x
			if w, ok := vars[x]; ok {
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
		holds, err := chc.Eval(phi, env)
		if err != nil || !holds.Bool() {
			return false, nil
		}
		return true, &Violation{Clause: c, msg: fmt.Sprintf("model violates %s: %s", ch.sys.Describe(c), describeEnv(c, env))}
	}
	return false, nil
}

// byIntegersBudget bounds byIntegers' check.
const byIntegersBudget = time.Second

// formula returns v as one formula: the constraint, the body instances
// and the negated head instance.
func (v violation) formula(f *chc.Factory) *chc.Term {
	conj := []*chc.Term{v.c.Constraint}
	for _, in := range v.insts {
		t := f.Subst(in.body, in.sub)
		if in.neg {
			t = f.Not(t)
		}
		conj = append(conj, t)
	}
	return f.And(conj...)
}

// describeEnv describes the values of c's variables in env, as
// counterexample does a solver's.
func describeEnv(c *chc.Clause, env chc.Env) string {
	out := ""
	for i, x := range c.Vars() {
		if i == 8 {
			return out + ", ..."
		}
		val, ok := env[x]
		if !ok {
			continue
		}
		if out != "" {
			out += ", "
		}
		out += x.String() + " = " + val.String()
	}
	return out
}
