// Package va is variable abstraction with hierarchical refinement, after
// Corral (Lal, Qadeer, Lahiri, CAV 2012, §3), on clauses instead of
// programs: a wrapper around any engine.
//
// Corral's global variables become predicate arguments: the engine tracks
// a set of argument positions (p, i), and the abstraction of the system
// keeps only those. Every atom p(t1..tn) becomes p'(the tracked ti): an
// untracked argument of a body atom is projected away (its variables, if
// they occur nowhere else, are existentially quantified, as Corral's
// havoc), and an untracked argument of a head is not derived at all. The
// abstraction is an over-approximation: every derivation of the system is
// one of the abstraction (dropping arguments), and a model M' of the
// abstraction is a model of the system once each predicate's
// interpretation ignores its untracked arguments (the clause with M is
// the abstract clause with M', word for word).
//
// The loop (Corral's Fig. 2): solve the abstraction with a fresh inner
// engine. Sat: answer the extended model (the driver validates it against
// the original system). Unsat: the inner engine's derivation is checked
// on the full system, as one SMT query over its unrolled constraints:
// every node gets its own copy of its clause's variables and constraint,
// and each argument position links a body atom's argument to the head
// argument of the child deriving it. Every link (p, i) is guarded by a
// Boolean b(p,i), assumed for the tracked positions; all of them assumed
// is the full system. Feasible with all links: the derivation, with the
// values of the model, is a derivation of the original system (answered
// Unsat). Infeasible: Corral's Alg. 2 (vcrefine, Fig. 4b), the
// divide-and-conquer search over the same query under assumptions, finds
// a minimal set of positions whose links make it infeasible, in O(log n)
// checks when few are needed; they are tracked from then on, and the loop
// repeats. Tracking only grows, so the loop ends, at worst with every
// position tracked, when the abstraction is the system itself.
//
// The first abstraction tracks what the queries mention: the argument
// positions of each query's body atoms that share a variable with the
// query's constraint.
//
// A derivation is stored as a DAG; its unrolling gives each distinct node
// one copy, so that a shared sub-derivation stands for the same ground
// atom at each use. That is at least as strong as the tree it stands for,
// so refinement may track a position the tree would not need, but never
// too few: with every position tracked the inner engine's own derivation
// satisfies the unrolling.
package va
