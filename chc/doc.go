// Package chc models constrained Horn clauses: sorts (Bool, Int, Real,
// arrays, bit-vectors and algebraic datatypes), hash-consed terms,
// predicates, clauses and systems, together with the witnesses that justify an
// answer — models (an interpretation per predicate) and derivations (trees of
// ground clause instances that derive false) — and exact evaluation of ground
// constraints.
//
// Representation. A Sort is a comparable value holding its SMT-LIB text. Terms
// are immutable and hash-consed by a Factory: within one Factory equal terms
// are the same *Term, so == is equality and terms are map keys. Every term of a
// System comes from System.Terms. Predicate atoms are not terms; a Clause keeps
// its body atoms, its interpreted constraint and its head (nil for a query)
// apart, which is the shape every engine works with.
//
// Datatypes. A Datatype is declared in a Factory (DeclareDatatypes, a
// group of mutually recursive ones at a time) and its sort is the plain
// symbol of its name (KindDatatype), or an instance's text such as
// (List Int). Constructor, selector and tester applications (OpCons,
// OpField, OpIs; built with Construct, SelectField and Test) carry their
// declaration. Values of a datatype are constructor terms; Eval gives a
// selector applied to another constructor its field sort's default value
// (Factory.DefaultValue), an arbitrary but fixed choice, while Simplify
// leaves such an application alone.
//
// Example:
//
//	s := chc.NewSystem("count")
//	f := s.Terms
//	inv := &chc.Pred{Name: "inv", Params: []chc.Sort{chc.IntSort}}
//	s.Preds = append(s.Preds, inv)
//	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
//	s.Clauses = append(s.Clauses,
//		&chc.Clause{Constraint: f.Eq(x, f.Int(0)), Head: &chc.Atom{Pred: inv, Args: []*chc.Term{x}}},
//		&chc.Clause{Body: []chc.Atom{{Pred: inv, Args: []*chc.Term{x}}},
//			Constraint: f.Eq(y, f.Add(x, f.Int(1))), Head: &chc.Atom{Pred: inv, Args: []*chc.Term{y}}},
//		&chc.Clause{Body: []chc.Atom{{Pred: inv, Args: []*chc.Term{x}}}, Constraint: f.Lt(x, f.Int(0))})
//
// The package depends on the standard library only; it knows nothing of
// engines, files or Z3.
package chc
