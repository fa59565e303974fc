// Package adtsize solves systems over algebraic datatypes through an
// integer abstraction: each datatype argument is replaced by two integers,
// its tag (which constructor built it) and its size (chc.Factory.DatatypeSize:
// the constructors along its own datatype's fields: a natural number's
// value, a list's length, a tree's inner nodes). Properties of recursive
// data that hold by counting (an append's length is the sum of its
// arguments', an addition on Peano numbers is one on integers, a
// comparison's Boolean answer agrees with the sizes') become linear
// integer invariants that a LIA engine finds.
//
// Abstract builds the abstraction: each clause's constraint φ becomes a
// formula ψ over the tags and sizes that φ implies when every tag and size
// is the true one (constructor terms give exact tags and sizes, equalities
// of datatype terms equal tags and sizes, testers exact tags; what it
// cannot read it drops, which only weakens ψ). So a model M' of the
// abstraction is a model of the system once each abstract argument is
// replaced by the tag or size of the datatype argument it stands for
// (Abstraction.Model): those models use the size function, printed as a
// define-fun-rec, and their clauses check by unfolding it at the
// constructor terms the clauses hold (the validators of the model track,
// Z3 and cvc5, do so). An unsat abstraction says nothing of the system
// (the abstraction forgets the integers inside datatypes), so the engine
// gives up then.
//
// Engine runs an inner engine (PDR in the strategy table) on the
// abstraction and maps its model back; it answers sat or gives up.
//
//	a, err := adtsize.Abstract(s)
//	r, err := inner.Solve(ctx, a.System)
//	if r.Status == chc.Sat { m, err := a.Model(r.Model) ... }
package adtsize
