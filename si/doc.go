// Package si decides systems of clauses by stratified inlining, after
// Corral (Lal, Qadeer, Lahiri, CAV 2012, §2: OverRefSI) and Legion's
// under-approximation widening (Lal, Qadeer, FSE 2014 (Legion), §4:
// UnderWidenSI), on clauses instead of procedures.
//
// A call site is one body atom of one clause instance. The engine keeps, in
// one incremental solver, the partially inlined derivation tree of the
// query clauses: every call site is a node with its own copies of the
// predicate's arguments and a control literal "used"; inlining a node
// asserts, for each clause that can derive its atom, a selector implying a
// fresh copy of the clause's constraint, the head equal to the node's
// arguments, and a new open node, used, per body atom. An open node is one
// not inlined yet. When a summary is given (Houdini's, package houdini),
// every node asserts "used ⇒ summary(arguments)": the summary holds of every
// derivation, so this is sound for both approximations below.
//
//   - Blocking every open node (assuming ¬used) under-approximates: a model
//     is a complete derivation of false, read off the model as bmc does and
//     answered Unsat.
//   - Leaving open nodes free (constrained by their summaries only)
//     over-approximates: unsat means no derivation of false exists.
//
// The engine "si" (OverRefSI) alternates the two queries; a model of the
// over-approximation names the open nodes on its derivation path, which are
// inlined next. The engine "uw" (UnderWidenSI) asks the blocked query only:
// its unsat core over the blocking literals names the open nodes to inline;
// a core without blocking literals proves safety under the summaries.
//
// A recursion bound limits how often a predicate may occur among a node's
// ancestors: nodes beyond it stay open. With Options.RecursionBound 0 the
// bound starts at 1 and grows by one whenever the over-approximation with
// the nodes beyond it blocked is unsat (no derivation of false within the
// bound, which is never a proof).
//
// Sat is answered only with a model. The over-approximation being unsat
// shows safety but gives no model directly: when the summary is already a
// model (it satisfies the query clauses) it is the answer; otherwise the
// summary is handed to Options.Prover (the engine layer makes it PDR seeded
// with the summary as invariants), whose answer is returned; without a
// prover, or when the prover gives up, the answer is Unknown.
package si
