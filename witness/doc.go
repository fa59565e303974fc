// Package witness checks answers independently of the engine that produced
// them. A model (sat) is valid iff every clause, with its predicate atoms
// replaced by their interpretations, is valid: one solver query per clause,
// each in its own assertion scope of one solver made for the check (a clause
// that solver answers unknown for is asked again of a fresh one). A clause
// whose body atoms' interpretations are sets of points is first checked
// point by point by evaluation, where the clause forces every value from
// the points (byPoints); only a clause that evaluation leaves undecided
// goes to the solver. An atom's argument that is a mod term by a constant
// is first replaced by a fresh variable defined linearly (linearArgMods):
// an interpretation's own mod over it would otherwise be a mod of a mod,
// which Z3 4.8 can diverge on. A clause with quantifiers (a quantified
// array invariant) is first checked ground (groundViolation): the
// negated head's ∀ at Skolem constants, the body's ∀ replaced by their
// instances at the clause's index terms; that weaker formula
// unsatisfiable proves the clause, and only otherwise does Z3 decide
// it over the quantifiers. Every solver check of a validation is bounded
// by the solver's count of its work (Limits; smt.Limiter): a check that
// reaches the bound is undecided (Undecided), never a pass, so no
// validation runs without end. A derivation (unsat) is valid iff every node is a ground
// instance of a clause of the system whose constraint evaluates to true, whose
// children derive exactly its body atoms, and whose root is a query; this is
// checked by exact evaluation, without any solver.
//
// Minimize makes a valid model easier to read without changing what it
// means: it drops the conjuncts of an interpretation that a solver proves
// implied by the others, and puts first the conjuncts in an unsat core of
// the query clauses.
//
// Checks always run against the system the user gave, after any
// preprocessing's back-translation; a failure names the clause and its source
// position.
package witness
