// Package preprocess rewrites systems of constrained Horn clauses into
// smaller ones with the same answer, and translates the witnesses of the
// result back into witnesses of the input.
//
// A Pass returns its output system (sharing the input's term factory; the
// input is never modified) and a BackMap, which turns a model of the output
// into a model of the input and a derivation of the output into a
// derivation of the input whose nodes use the input's own clauses and carry
// a value for every variable of them. A Pipeline composes passes, its back
// map applying theirs in reverse; a Fixpoint repeats a group of passes while
// the system shrinks; each application is recorded as a Stat.
//
// Passes:
//   - SplitRecords: a predicate argument or clause variable whose sort is a
//     datatype with one constructor (a record) becomes one per field,
//     recursively; constructor, selector and tester applications over the
//     split variables simplify away, so a system keeping its state in
//     records of arrays becomes a system over arrays.
//   - SplitRecordArrays: an array of records becomes one array per leaf
//     field of the record (an array of Solidity's (array, length) tuples
//     becomes an array of arrays and an array of lengths); select, store,
//     ite, constant arrays and equalities of arrays of records become
//     theirs over the components. A system that uses an array of records
//     any other way is left as it is.
//   - Simplify: equality and constant propagation inside constraints;
//     clauses with a false constraint, tautologies and duplicates go.
//   - Slice: predicates no fact reaches (interpreted as false) or that reach
//     no query (true) go; then argument positions outside the cone of
//     influence of the constraints go (unconstrained in the model).
//   - Specialize: a predicate with an argument that every atom of it fixes
//     to a constant (a program location) becomes one predicate per value.
//   - Partition: a predicate whose loops never change an integer argument
//     becomes one predicate per interval of that argument that the
//     clauses' comparisons with constants cut out. Asked for by name.
//   - SplitLocals: a clause variable in no atom that the constraint bounds
//     to a few values (BV2Int's wrap quotients) is substituted by each, one
//     copy of the clause per value. Asked for by name.
//   - Inline and Unfold (HORN-LA §3): a predicate is resolved away, with one
//     defining clause or across all pairs of defining and using clauses
//     under a growth bound.
//   - BV2Int: bit-vector arguments and variables become integers in the
//     range of their width, the operators their integer meaning with the
//     wrap-around explicit; a system with an operator that has no exact
//     linear reading (a product of two variables) is left as it is, and the
//     statistics say why. Models map back as bit-vector formulas at a width
//     where the integer arithmetic cannot overflow; derivations value by
//     value. Asked for by name: horn solve --passes bv2int,default.
//   - Fixpoint repeats a group of passes while the system shrinks
//     (predicates, then arguments, then clauses); Default is
//     SplitRecords, SplitRecordArrays, Simplify, Slice, Specialize, then
//     Fixpoint{Inline, Unfold, Simplify, Slice}; Light is SplitRecords,
//     SplitRecordArrays, Simplify, Slice, Specialize (no quantifier
//     elimination in its back maps).
//
// # Back-translation
//
// Derivations lift node by node, children first (shared nodes stay
// shared). Each output clause remembers how it was made: the input clause
// it rewrites with a term per input variable (Simplify, Slice), or the
// resolution steps, each with its renaming and simplification, that made it
// from input clauses (Inline, Unfold), which unfold back into a subtree of
// input clause instances. Values of variables a pass dropped come from the
// children (a dropped argument), from an equality of the constraint, from a
// value recorded when a bound was dropped, from a default (a variable that
// constrains nothing), and at last from a solver asked for the clause's
// constraint with the values of its atoms fixed.
//
// Models: SplitRecords reads a split predicate's interpretation with each
// field parameter replaced by the selectors applied to the record
// parameter (a derivation's record variable gets the constructor applied
// to its fields' values); SplitRecordArrays reads a component at index k
// as the field of the array of records' element at k, and a component
// compared whole as the elements compared for every k (a derivation's
// array of records is built from its components' values); Simplify keeps the model; Slice adds false for underivable
// predicates, true for useless ones, and reads a sliced predicate as
// ignoring its dropped arguments; Specialize interprets a split predicate
// as the disjunction of its parts, each guarded by its value, and Partition
// likewise, each part guarded by its interval; SplitLocals keeps the
// model. An inlined or
// unfolded predicate P gets an interpretation between the strongest one its
// defining clauses (as they were when P went) allow — the disjunction over
// them of ∃(variables not in the head).(constraint ∧ body interpretations) —
// and the weakest one its using clauses allow — the conjunction over them of
// ¬∃(their variables).(P's arguments = parameters ∧ constraint ∧ other body
// interpretations ∧ ¬head interpretation). Either keeps the clauses valid:
// every resolvent of a defining and a using clause holds in the model of
// the output. Predicates go back latest first, so the interpretations the
// formulas mention are known. The strongest is tried first with a small
// bound on projections, then the weakest, then the strongest with the full
// bound: a chain of inlined transitions with if-then-else updates makes the
// strongest interpretation's disjunctions multiply along the chain, while a
// deterministic use makes the weakest one a substitution. Models must be
// quantifier-free (chc terms have no quantifiers, and witness.CheckModel
// asks a solver about them), so the back map eliminates the quantifiers:
// first by substituting variables that equalities define (no solver
// needed), then by enumerating model-based projections (smt.Projector) of
// the formula minus the projections found so far until none is left — exact
// for linear integer and real arithmetic, whose projections have finitely
// many results. A div or mod by a constant of a term over an eliminated
// variable is first split on the few quotients the formula's bounds allow
// (each case linear), since Z3 projects a divisibility constraint one
// value at a time (a wrapped unsigned argument, mod 2^32). With arrays projection may not terminate, so Inline and
// Unfold leave alone a predicate with a defining clause that has array
// variables unless its variables outside the head are all defined by
// equalities. The enumeration is bounded all the same; past the bound the
// back map fails with an error, and the caller must then solve the input
// with fewer passes or report unknown: a model that did not come back whole
// is never printed.
//
// Why eliminate quantifiers rather than avoid them: restricting Inline and
// Unfold to predicates whose clauses' extra variables are all defined by
// equalities would forbid most eliminations (a body atom's arguments are
// rarely functions of the head's), and an engine cannot be asked for
// quantified models in a quantifier-free term language. The strongest
// interpretation is not the only choice (any formula between it and the
// weakest one the using clauses allow would do), but it is the one that
// needs nothing but the defining clauses.
//
// The back maps that need a solver take an smt.NewSolver; this package uses
// only the smt facets and builds without cgo.
//
// Example:
//
//	r, err := preprocess.Default().Run(s)
//	res, err := eng.Solve(ctx, r.System)
//	switch res.Status {
//	case chc.Sat:
//		m, err := r.Back.Model(ctx, res.Model, z3.NewSolver)       // a model of s
//	case chc.Unsat:
//		d, err := r.Back.Derivation(ctx, res.Derivation, z3.NewSolver) // a derivation of s
//	}
package preprocess
