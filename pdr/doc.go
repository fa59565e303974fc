// Package pdr decides systems of constrained Horn clauses by property-directed
// reachability (PDR/IC3) generalised to non-linear clauses in the style of
// Spacer (Komuravelli, Gurfinkel, Chaki, CAV 2014).
//
// Representation. Each predicate P has
//   - frames: lemmas (clauses over P's parameters, kept as the negated cube
//     they block) with a level; a lemma at level i over-approximates the
//     derivations of P of height at most i+1, and a lemma at level
//     infinity is inductive;
//   - reachability facts (must-summaries): formulas over P's parameters every
//     point of which is derivable, each remembering the clause and the child
//     facts that justify it;
//   - one incremental solver, created when P first gets a proof obligation,
//     in which every clause with head P is asserted once, guarded by a tag
//     literal, over fresh copies of its variables: the head arguments are P's
//     parameters and each body position has its own copy of the body
//     predicate's parameters. The lemmas of body predicates are asserted over
//     these copies, guarded by the clause tag and the literal L_l of their
//     level (a query at level i assumes L_i-1 … L_max; inductive lemmas are
//     unguarded), and their reachability facts by a chain of literals
//     u_n → fact_n ∨ u_n-1. Nothing is ever rebuilt; temporary assertions
//     (the hypotheses of inductive generalisation) hang on fresh activation
//     literals that are retired after one check.
//
// The query clauses are the clauses of a pseudo-predicate "false" of arity 0.
// The search checks, level by level, whether "false" is derivable: a proof
// obligation (P, level, cube) asks whether some point of the cube is
// derivable in level+1 steps. Obligations are taken from a priority queue by
// level and depth. A query of P's solver with the frames at level-1 for the
// body predicates, preferring reachability facts through soft assumptions,
// either blocks the cube or finds a clause instance. If every body atom of
// the instance is covered by a reachability fact, a new fact for P is
// computed by model-based projection; otherwise the first uncovered body atom
// gets a new obligation, the projection of the cube, the clause, the facts
// of the covered atoms and the frames of the others. Projection works on a
// model-based implicant (the disjuncts and ite branches the model takes) and
// falls back to the model's point, always sound, when it cannot eliminate a
// variable.
//
// A blocked cube becomes a lemma: the unsat core over its literals, whose
// level literals also tell the lemma's level (possibly infinity); then
// inductive generalisation (drop literals while the cube stays blocked
// relative to its own negation on recursive body positions); then widening
// of integer bounds (t ≥ -5 becomes t ≥ -99 while still blocked) and sums of
// two bounds (x ≤ 48 ∧ y ≥ 49 becomes x - y ≤ -1) — cheap stand-ins for the
// Farkas interpolants Spacer extracts from proofs. These steps are
// strategies in a list (Options.Generalizers; Drop, Widen, Combine by
// default); Farkas, in InterpolatingGeneralizers (engine pdr-itp), replaces
// the bounds of a cube by one weighted sum of them, a half-space, with
// the smallest integer weights that separate the counterexamples to the
// candidates tried (farkas.go). Literals are normalised
// to canonical bounds over sums of atoms with coprime coefficients. After
// each level, lemmas are pushed to higher levels; a level that becomes empty
// for every predicate is a fixpoint, whose higher lemmas form the model.
//
// Witnesses are always produced: the model is the conjunction of the
// fixpoint's lemmas per predicate; the counterexample is rebuilt top-down from
// the tree of reachability facts, solving each justifying clause instance with
// the head fixed to the values chosen by its parent, so that every node
// carries concrete values for all of its clause's variables.
//
// Example:
//
//	e := pdr.New(pdr.Options{NewSolver: z3.NewSolver})
//	r, err := engine.Run(ctx, e, system, engine.Options{NewSolver: z3.NewSolver})
package pdr
