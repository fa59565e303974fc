// Package sim runs a system of clauses forward on concrete values: a
// search for counterexamples by execution, for the deep ones that BMC's
// unrollings and PDR's generalisation reach slowly.
//
// A fact is a ground atom P(v1, ..., vn) with the derivation that proves
// it. The facts of the clauses without body atoms are computed first;
// then each new fact is combined with the known facts of the other body
// atoms of every clause it can feed, and each combination is fired: the
// clause's constraint is solved for the head's values with the body's
// values fixed. Where a clause's body atoms have more combinations of
// facts than are fired blindly, only those whose facts agree on the
// atoms' shared arguments are fired (a join, which also solves an
// argument such as n - 1 for n), so a recursion on constants (fibonacci
// of 25) stays complete. A new fact meets the queries as soon as it is
// found, and a query that fires is a counterexample, returned as a
// derivation whose every node carries the clause instance's values.
//
// Firing is exact evaluation where the constraint determines every
// variable through equalities (x = e, with e's variables known), as in a
// deterministic loop body, so a step costs microseconds and a
// counterexample a thousand steps deep is found in milliseconds; where it
// does not (nondeterministic choices, equations to solve), an SMT solver
// picks the values. The facts are explored depth first; when they run out,
// later rounds fire again with random hints for the values the clauses
// leave free, to reach other states.
//
// The search only answers Unsat, with a derivation, except when it is
// complete: every value was determined by evaluation (no choice was made
// for it) and every combination of facts was fired, so the facts are
// exactly the derivable atoms. It then answers Sat with the finite set of
// facts as the model. Otherwise it ends with Unknown: a bound reached (the
// number of facts), or the rounds produced nothing new.
//
// The search holds its turn in a portfolio (Options.Gate) for all of its
// work, evaluation included, and passes it on every Options.Slice.
//
// Example:
//
//	e := sim.New(sim.Options{NewSolver: z3.NewSolver})
//	r, err := e.Solve(ctx, system) // r.Status == chc.Unsat, r.Derivation
package sim
