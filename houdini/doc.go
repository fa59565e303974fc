// Package houdini computes procedure summaries in the manner of Houdini
// (Flanagan and Leino, FME 2001) as Corral uses them (Lal, Qadeer,
// Lahiri, CAV 2012, §4.2), on clauses: candidate lemmas per predicate are
// mined from the clauses — bounds and equalities of each argument with the
// constants that occur, equalities and orderings between arguments, and the
// typestate pattern "argument i = c implies argument j = d", and the atoms
// of the clauses' own constraints over a head's arguments (initial
// conditions such as a product program's "a = b ⇒ c = d") or, negated,
// over a query's body atom — and reduced to their largest inductive subset
// by the Houdini fixpoint: each round asks, once per clause, whether the
// clause derives a head that violates its predicate's summary when every
// body atom satisfies its own; a counterexample drops every candidate it
// falsifies, and rounds repeat until one drops nothing.
//
// Beside the candidates, each predicate's summary holds the affine
// equalities between its arithmetic arguments that every counterexample's
// head satisfies (the affine hull of those points, Karr's domain learned
// from models): relations such as x + y = n or a copy's variable equal to
// the other copy's plus one, which no fixed template lists. Summaries
// start at false (no derivation seen), so the fixpoint is the least one
// in the product of both domains.
//
// Two refinements of those equalities are opt-in. Over bit-vectors of one
// width w, the equalities modulo 2^w (Options.BitVecEqualities: the
// domain of Müller-Olm and Seidl's "Analysis of modular arithmetic"),
// which hold however often a sum wraps. And per guard, an atom that some
// clause tests of a predicate's arguments alone (a loop condition), the
// equalities of the points where it holds and of those where it fails,
// offered as "g ⇒ e" (Options.Guards): one relation per phase of a loop,
// where the hull of all points has none.
//
// A third domain is opt-in too (Options.Congruences): the congruences
// modulo small m of each Int argument and of the sums and differences of
// two (on systems of few Int arguments only), the gcd of the points' differences (Granger's congruences, learned
// from points as the hulls are): a counter stepped by 2 from 0 is even,
// which no equality and no bound says. Guards are also the atoms nested
// in a clause's disjunctions and conditionals (a loop body's branches
// folded into one clause), after the conjuncts.
//
// Over bit-vectors, each argument's sign and the signed orderings between
// arguments of one width are candidates too, and each clause is checked
// in a solver of its own (see fixpoint.check). A caller may add
// candidates of its own (Options.Candidates): the lemmas of a model of
// another system over the same predicates, such as the integer
// translation of a bit-vector system (bvint.ViaInt keeps those that hold
// of the bits).
//
// The result is a partial model: the conjunction of each predicate's
// surviving candidates holds of every derivation of the predicate. It is a
// summary for stratified inlining, a set of invariants to seed PDR with, and
// a complete model of the system when it also satisfies every query clause
// (Result.Complete; the driver validates it like any model).
//
// Engine runs Houdini as an engine: a summary that is a model is its
// answer; otherwise a follow-on prover made from the summary runs
// (Engine.Prover: PDR seeded with it, as engine's hpdr), or it gives up.
//
// The package needs only the solver facets (package smt); it has no cgo.
package houdini
