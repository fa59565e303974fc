// Package unroll builds the unrollings that bounded engines search for a
// derivation of false, and reads derivations out of their models.
//
// Two schedules share one encoder interface:
//
//   - Linear unrolls a linear system step by step (bmc, satbmc): step i has,
//     for each predicate, a Boolean reach(P,i) and P's arguments at i; each
//     clause that can fire at step i has a use guarded by a selector that
//     implies its constraint and its body atom at the step before (a
//     query's at the same step). Only a step's goal is assumed.
//   - Tree unfolds derivation trees of any system from the queries (bmc
//     and satbmc on non-linear systems, stratified inlining): a node is an
//     atom occurrence with a "used" Boolean and its arguments; expanding
//     it gives one choice per clause with its predicate as head, a
//     selector implying the clause's constraint, the head equal to the
//     node's arguments and a used child node per body atom. The engine
//     decides which nodes to expand and what to assume of the others.
//
// The schedules know nothing of the solver: an Encoder declares a clause
// instance's copy of the variables (Instance), builds and asserts the
// Booleans around it, checks, and reads values back. SMT encodes with
// Bool terms and fresh copies of the variables in an smt.Solver; SAT
// bit-blasts into a sat.Solver, binding variables to the bits of the
// atoms they stand in. Read reads a derivation from any of them: the
// first selected instance among the roots, and below it the first
// selected choice for each body atom.
//
// An engine keeps its own algorithm: it asks the schedule for the next
// step or expands the nodes it picks, makes its checks, and calls
// Derivation (or, for stratified inlining, Frontier) on a model.
//
//	enc := unroll.NewSMT(s.Terms, sol, "")
//	l := unroll.NewLinear(s, enc)
//	for {
//		i, _, err := l.Step(ctx)
//		// ... check l.Goal(i); on sat, l.Derivation(i)
//	}
package unroll
