// Package satbmc is bounded model checking of bit-vector systems by
// bit-blasting to SAT (the SAT back end of SMT-CBMC, paper 001, against
// package bmc's SMT one): every predicate argument and clause variable is a
// Bool or a bit-vector, the clauses are blasted into one incremental gini
// solver through package sat, and each depth is checked under an
// assumption.
//
// Linear systems are unrolled one step at a time: step i has, per
// predicate, a reach literal and argument bits; each clause that can fire
// at step i has a selector implying its blasted constraint and its body
// atom held at step i-1, and the head's arguments at step i are the first
// selected clause's head terms (a multiplexer). Non-linear systems unfold
// derivation trees breadth-first as package bmc does, with assumptions
// that close the leaves.
//
// A satisfiable check is read back into a derivation whose values are the
// model's bits. When the linear unrolling proves that no predicate can be
// derived at some step, the exact reachable sets are enumerated point by
// point (up to a cap) and returned as the model. A bound that runs out, or a
// system that is not a bit-vector one, gives Unknown — never Sat.
package satbmc
