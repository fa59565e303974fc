// Package boogie reads programs in a subset of the Boogie intermediate
// verification language — the language in which HAVOC/SDV and SMACK hand
// Windows and Linux drivers to Corral — for translation into constrained
// Horn clauses. This increment is the reader: lexer, parser, refusals, type
// checker and printer. The encoding into chc.System is still to come.
//
// # The subset
//
// The subset is fixed in BOOGIE.md (shared/design):
//
//	types        int, bool, type T; (nullary, uninterpreted), type X = τ;,
//	             maps [τ1,…,τk]τ, nested
//	declarations var, const [unique], function (uninterpreted, with a
//	             body, or {:builtin "div"|"mod"}), axiom, procedure with
//	             [free] requires/ensures and modifies, implementation
//	statements   x := e; x, y := e1, e2; m[i][j] := e; havoc; assume;
//	             assert; call [xs :=] P(args); if (e|*) … else [if] …;
//	             while (e|*) [free] invariant …; break; L:; goto L1, L2;
//	             return
//	expressions  literals, + - * (one operand constant), div mod % (by a
//	             constant), comparisons, ! && || ==> <== <==>, if-then-else,
//	             m[i], m[i := v], f(args), old(e)
//
// Attributes {:name args} are kept on the tree; only {:entrypoint} has a
// meaning. An implementation without a procedure declaration (Ultimate's
// dialect) declares a procedure with an empty contract.
//
// Everything else is refused, never dropped: quantifiers, lambda, code
// expressions, bit-vectors, reals, floats and strings, polymorphism and
// type constructors, datatypes, concurrency (async, par, yield, call
// forall, CIVL attributes), where clauses, type orders, coercions,
// non-linear arithmetic, '/' on int and recursive functions. Each refusal
// names the construct at its position.
//
// # Representation
//
// Parse returns a *Program: declarations, statements and expressions as
// Go structs, each with the byte offset of its first token (Program.Pos
// turns it into file:line:col). Check resolves names and checks types and
// returns an *Info for the encoder: the Type of every expression, the
// Object every name denotes, the functions and procedures (with their
// implementation, locals and labels), axioms and unique constants. Read
// does both. Errors are an smtlib2.ErrorList of "file:line:col: message"
// lines, sorted, at most ten.
//
// Program.String prints canonical Boogie; parsing the printed text gives
// the same tree up to offsets.
package boogie
