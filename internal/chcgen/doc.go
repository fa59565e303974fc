// Package chcgen generates small random systems of constrained Horn
// clauses for differential testing: linear and non-linear clauses over
// Int or Real arguments, with an array argument (Array Int Int) now and
// then, small constants and short chains, so that solvers decide most of
// them and both answers are common.
//
//	r := rand.New(rand.NewSource(1))
//	s := chcgen.System(r, "random-1", chcgen.Options{Theory: chcgen.LIA, NonLinear: true})
//	_ = smtlib2.WriteSystem(os.Stdout, s)
//
// The generator is deterministic in the random source, so a failing
// system is named by its seed.
package chcgen
