// Package bitic3 is IC3/PDR at the bit level (Bradley's algorithm, as
// hardware model checkers run it) for linear systems over Bool and
// bit-vector arguments, on gini through package sat.
//
// The system becomes a transition system over state bits: a location
// (which predicate holds, in binary) and a pool that holds the
// predicate's arguments bit by bit, the pool's bits past the predicate's
// arguments being zero. Facts are the initial states, rules the
// transitions, queries the bad states. Frames are sets of clauses over
// state bits (negated cubes) kept in one incremental solver, each frame
// switched on by an activation literal; a bad state is blocked by
// relative induction, its cube generalised by the failed assumptions of
// the query that blocked it; clauses are propagated forward until two
// frames agree.
//
// A counterexample is a chain of full states; each step is re-solved for
// the values of the clause instance that makes it, giving a derivation. An
// invariant becomes a model by reading each clause back over the
// predicate's arguments: a pool bit is an extract of an argument, the
// location and the pool's unused bits are constants. The driver validates
// both against the original clauses.
package bitic3
