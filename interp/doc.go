// Package interp computes Craig interpolants over the solver facets of
// package smt, for linear integer and real arithmetic: binary interpolants,
// sequence interpolants of a chain of formulas, tree interpolants of a
// tree of formulas (non-linear clauses), and DAG interpolants of an
// edge-labelled DAG (an unrolling, thesis ch. 3). Z3 4.8.12, horn's solver, has no
// interpolation API, so horn computes interpolants itself.
//
// Method. A binary interpolant of A and B (A ∧ B unsatisfiable) is built
// from model-based projections: while A ∧ ¬I has a model, the projection
// of A onto the variables A shares with B at that model (smt.Projector)
// implies ∃(A's own variables).A, so it contradicts B; its literals'
// unsat core against B (smt.Corer), minimised, is a cube that joins I as
// a disjunct. The loop ends because linear arithmetic has finitely many
// projections. Over the integers a projection may contain divisibility
// constraints (mod terms), which then appear in the interpolant. With
// Options.FromB the cubes cover B instead and I is the negation of their
// disjunction. Sequence, tree and DAG interpolants chain binary ones; see
// Interpolator.Sequence, Interpolator.Tree and Interpolator.DAG.
//
// Checking. Nothing here trusts itself: Check, CheckSequence, CheckTree
// and CheckDAG verify the defining properties with a solver, the tests use
// them on every interpolant, and Options.Check makes an Interpolator check
// everything it returns.
//
// Representation. Formulas are Bool chc terms of one chc.Factory, the
// Interpolator's; "symbols" are the terms' free variables. An Interpolator
// owns its solvers and belongs to one goroutine. Every call takes a
// context.Context and stops, with ctx.Err(), soon after it is done: the
// solver checks are interrupted; the projections, which Z3 cannot
// interrupt, are short next to them.
//
// Example:
//
//	p := interp.New(f, z3.NewSolver, interp.Options{})
//	defer p.Close()
//	i, err := p.Binary(ctx, a, b) // a ⇒ i, i ∧ b unsat, i over shared variables
package interp
