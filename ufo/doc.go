// Package ufo is horn's "ufo" engine: Albarghouthi's UFO (thesis ch. 4)
// over linear constrained Horn clauses. It combines predicate abstraction
// with DAG interpolation. By default it is the thesis' "abstraction-based"
// instantiation (§4.3, CP and BP: the ARG is rebuilt from the facts with
// the new predicates after each refinement), with the hybrid check of the
// refined labels; Options.Hybrid keeps the refined labels and unrolls on
// from them instead (§4.2), which solved fewer of the small benchmarks.
//
// The clause graph has a node per predicate, an edge per rule (body
// predicate → head predicate), the facts as edges from an entry and the
// queries as edges into an error location. One round of the algorithm:
//
//   - Unrolling (arg.go). The abstract reachability graph (ARG) is built
//     layer by layer: layer 0 holds a node per predicate with a fact, layer
//     j+1 a node per head predicate of a rule out of an uncovered node of
//     layer j. A node is labelled by the predicate abstraction (abstract.go)
//     of the disjunction of its incoming posts, over the current predicates
//     of its predicate (Cartesian by default, Boolean with
//     Options.Boolean); a node labelled false is pruned. The unrolling stops
//     at the first layer with an uncovered node at which a query is
//     satisfiable (the abstract error is reachable), or when a layer has no
//     uncovered node left (the ARG is complete).
//   - Covering (cover.go). A node is covered when its label implies the
//     disjunction of the labels of the uncovered nodes of its predicate on
//     earlier layers; covered nodes are not expanded.
//   - Safety. A complete ARG whose queries are all unsatisfiable is an
//     inductive labelling: the model (model.go) interprets each predicate
//     by the disjunction of the labels of its uncovered nodes, and is
//     checked against every clause before the engine answers sat.
//   - Labelling by DAG interpolants (label.go). When the abstract error is
//     reachable, the part of the ARG that reaches it becomes a DAG
//     (interp.DAG): a node per ARG node with its own copy of its
//     predicate's arguments, an edge per clause instance. If some path of
//     it is satisfiable, that path is a counterexample and is read back
//     into a derivation (cex.go). Otherwise the DAG interpolants label it:
//     each node's label is conjoined with its interpolant, the error
//     becomes unreachable, and the covering is checked again (the hybrid
//     step of §4.2: if the refined ARG is complete, its labels are the
//     model). If it is not, the interpolants' atoms join the predicates of
//     their nodes' predicates and the next round unrolls again.
//
// Interpolants. The labels' interpolants are package interp's, from the
// projections of the DAG's prefixes with equalities split into bounds
// (x ≤ 2 rather than x = 2, which would make one predicate per value of a
// counter). A second DAG interpolation from the suffixes' side (weaker
// interpolants, interp.Options.FromB) only contributes predicates: with
// both, the engine solves counters that need parity or a bound that
// neither finds alone. When a refinement adds no new atom, the whole
// interpolants become predicates; when even that adds nothing, the engine
// gives up rather than loop.
//
// Non-linear systems (a clause with two or more body atoms, WHALE's
// setting in ch. 6) are not handled: the engine answers unknown ("gave
// up") on them, as on systems with arguments or variables other than Int,
// Real and Bool and on non-linear arithmetic, which the interpolator does
// not cover. Options.MaxDepth bounds the ARG's layers (unknown, "bound").
// A done context makes Solve return unknown promptly.
package ufo
