// Package boogie reads programs in a subset of the Boogie intermediate
// verification language — the language in which HAVOC/SDV and SMACK hand
// Windows and Linux drivers to Corral — for translation into constrained
// Horn clauses: a reader (lexer, parser, refusals, type checker, printer),
// the encoding into a chc.System (Translate), the way back from answers to
// the program's terms (Translation.Annotate, Translation.Trace) and an
// interpreter that replays traces (Translation.Replay).
//
// # The subset
//
// The subset is fixed in BOOGIE.md (shared/design):
//
//	types        int, bool, type T; (nullary, uninterpreted), type X = τ;,
//	             maps [τ1,…,τk]τ, nested
//	declarations var, const [unique] [uses { axioms }], function
//	             (uninterpreted, with a body, or {:builtin "div"|"mod"};
//	             [uses { axioms }]), axiom, procedure with [free]
//	             requires/ensures and modifies, implementation
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
// Quantifiers (forall, exists) are allowed in axioms only. An axiom
// (forall x̄ :: f(x̄) == e) that defines an uninterpreted f gives f the body
// e (define.go), exactly; other quantified axioms are refused, unless
// Options.DropQuantifiedAxioms drops them (correct stays sound; Verdict
// checks a trace against them with Options.Decide).
//
// Everything else is refused, never dropped: quantifiers outside axioms,
// lambda, code expressions, bit-vectors, reals, floats and strings,
// polymorphism and type constructors, datatypes, concurrency (async, par,
// yield, call forall, CIVL attributes), where clauses, type orders,
// coercions, non-linear arithmetic, '/' on int and recursive functions.
// Each refusal names the construct at its position.
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
//
// # Encoding
//
// Translate builds, per implemented procedure P reachable from the entries,
// an entry predicate P@entry(consts, funcs, globals used, inputs) — the
// contexts P is called in — and a summary P@sum(consts, funcs, globals used
// at entry, inputs, globals modified at exit, outputs). Each body is lowered
// to a control-flow graph (cfg.go) whose cut points are loop heads, the
// targets of back edges, and the points after calls of implemented
// procedures; each cut point has a predicate over the procedure's whole
// state (globals, old copies of the modified ones, parameters, locals).
// Between cut points the code is loop-free: a region (region.go) gives every
// node a reach condition and a state as terms over the root's variables and
// fresh ones (havoc'd values, free choices, callees' results), so that a
// region ending at a cut point, a call, the exit or a failing check is one
// clause (large-block encoding). A call of Q is a clause deriving Q@entry
// and a clause with the body atom Q@sum (one per call site); a call of a
// procedure without implementation havocs its outputs and declared
// modifies and assumes its contract. The summary of a procedure without
// loops and calls of implemented procedures (an assert helper) is its
// body's relation over all inputs, derived from no entry atom: a call in
// a loop then keeps the loop's clauses linear. Asserts, non-free requires at calls,
// non-free ensures at exits and non-free invariants at loop heads are
// queries. Constants and uninterpreted functions (their graphs as curried
// arrays) are arguments of every predicate, fixed at the entry by the
// axioms; mod-sets are inferred (modset.go). Each clause has the position
// of its construct; WriteSMT prints it as a comment.
//
// # Answers
//
// A model becomes Annotations: a requires and an ensures per procedure and
// an invariant per cut point, printed as Boogie over the program's names. A
// derivation becomes a Trace: the derivation's tree is walked from the
// failing query back to the entry, each region's path recovered from the
// reach conditions under the node's values. Replay runs the program on its
// own expression semantics (interp_eval.go) along the trace — taking only
// inputs, havoc values, free choices and contract results from it — and
// must reach the failing check; Verdict turns an unsat whose trace does not
// replay into unknown. Execute (execute.go) is the same interpreter run
// forward: havoc values come from the caller, branches follow their
// conditions, and it records the trace Replay would read, up to the first
// failing check, within a bound on steps and on the array entries they
// hold.
package boogie
