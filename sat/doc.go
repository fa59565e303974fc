// Package sat is horn's propositional back end on go-air/gini: it
// bit-blasts Boolean and bit-vector chc terms into an and-inverter graph
// (gini's logic.C, which hashes structurally), turns the graph into CNF
// incrementally as constraints and assumptions reach the solver, solves
// under assumptions with failed-assumption cores, and reads models back as
// chc values.
//
// A bit-vector is a slice of literals, least significant bit first; a Bool
// is one literal. The operators follow SMT-LIB's FixedSizeBitVectors
// exactly, including division by zero (bvudiv gives all ones, bvurem the
// dividend, the signed ones follow through their definitions) and shifts by
// amounts at or past the width. Terms of other theories (Int, Real,
// arrays) are refused with an error, so that callers can answer unknown.
//
// A Solver is not safe for concurrent use; one goroutine owns it.
package sat
