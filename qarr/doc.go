// Package qarr finds quantified array invariants: interpretations such as
//
//	i ≥ 0 ∧ ∀k. 0 ≤ k < i → a[k] = 0
//
// that a loop which initialises, copies, searches or sorts an array
// needs, and that no quantifier-free invariant replaces.
//
// The method is the pragmatic one of guessing and checking. Templates
// are guessed from each predicate's parameters (Templates): a range of
// cells lo ≤ k < hi (or ≤ hi), lo and hi among 0, the predicate's
// integer arguments that the clauses use as indices or compare with
// one (also through another predicate's argument they pass it to) and
// the positive constants compared with an index (or one side open),
// and a property of the cells in it — equal to a constant or to an
// integer argument, at most or at least one, different from one (a
// search's key), equal to the same cell of another array of the same
// sort (a copy) or to a shifted one (a[k] = b[k + d], d the difference
// of two index terms of a clause), the cells along a stride (a[p + c·k]
// read off an index p + c·i, k up to the counter i: equal to a[p], a
// constant or another array's cell there), adjacent cells in order,
// a two-dimensional array's rows filled (A[k][l] = e), and over two
// bound variables sortedness and a sorting loop's partition. Each
// kind's templates are taken in turn up to a bound, so that no kind
// crowds out the others on a predicate with many arguments. Houdini
// (package houdini) then keeps the largest inductive subset of the
// templates together with its own quantifier-free candidates and affine
// equalities for the scalars. Its checks are first ground
// (houdini.Options.Instantiate): a body's quantified candidates are
// instantiated at the clause's index terms (the indices of its selects
// and stores, the ends of the candidates' ranges, the cell where two
// arrays said to differ do, and the Skolem constants at which the head's
// candidates are checked, also as themselves: the point k of a[p + 4k]),
// which makes each check quantifier-free and
// decided by Z3 at once; a premise so weakened is sound (unsat there is
// unsat with the quantifiers). Only if that phase finds no model are the
// checks repeated with the quantifiers, by Z3's model-based
// instantiation. When the summary implies every query it is the answer
// (Engine); horn's driver validates it against the original clauses,
// with the quantifiers, like any model.
//
// For programs, the templates also take what the clauses say of one
// cell: a range may end at a numeral a loop's guard compares an index
// with (an array of fixed size, constBounds); the property of a cell
// that a store writes or a comparison tests at an index variable, with
// the index made the bound variable, is offered to the predicates whose
// arguments (by the program's variable names) express it (mined.go);
// and an integer argument the clauses only set to numerals (a flag)
// guards the properties, v = c or v ≠ c being part of the range
// (guarded.go).
//
// Arrays of any element sort take part: the properties that need
// integers (constants, orders) are offered for integer elements only,
// equality with another array's cells for every sort, Booleans as
// literals.
package qarr
