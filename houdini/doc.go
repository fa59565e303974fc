// Package houdini computes procedure summaries in the manner of Houdini
// (Flanagan and Leino, FME 2001) as Corral uses them (Lal, Qadeer,
// Lahiri, CAV 2012, §4.2), on clauses: candidate lemmas per predicate are
// mined from the clauses — bounds and equalities of each argument with the
// constants that occur, equalities and orderings between arguments, and the
// typestate pattern "argument i = c implies argument j = d" — and reduced to
// their largest inductive subset by the Houdini fixpoint: each round asks,
// once per clause, whether the clause derives a head that violates one of
// its predicate's surviving candidates when every body atom satisfies its
// own; a counterexample drops every candidate it falsifies, and rounds
// repeat until one drops nothing.
//
// The result is a partial model: the conjunction of each predicate's
// surviving candidates holds of every derivation of the predicate. It is a
// summary for stratified inlining, a set of invariants to seed PDR with, and
// a complete model of the system when it also satisfies every query clause
// (Result.Complete; the driver validates it like any model).
//
// The package needs only the solver facets (package smt); it has no cgo.
package houdini
