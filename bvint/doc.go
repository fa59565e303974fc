// Package bvint solves a bit-vector system through its integer
// translation (preprocess.BV2Int): ViaInt translates, preprocesses the
// integers, solves them with an inner engine it is given, and maps the
// answer back, so that its witness is one of the system it was given.
// With the translation that assumes no overflow, a model is checked
// against the bits and the clause it breaks made exact for another
// round; the model's lemmas, read modulo the width, first go to Houdini
// over the bits.
//
// It is an engine like the others: it is built from a solver
// constructor, its own clock (which its budgets count), and a function
// that tells its portfolio it has failed once (Demote); it knows nothing
// of the scheduler.
//
//	v := &bvint.ViaInt{Inner: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver}
//	r, err := v.Solve(ctx, system)
package bvint
