// Package z3 is the project's thin cgo binding to libz3 (Z3 4.8.12 or
// later: nothing newer than 4.8.12's C API is used). It is the only
// package with cgo code. Its compiler and linker flags come from
// pkg-config (z3.pc); build with -tags z3nopkgconfig to link plain -lz3
// instead, with CGO_CFLAGS and CGO_LDFLAGS naming a Z3 outside the default
// paths.
//
// # What it models
//
// A [Context] wraps one reference-counted Z3 context (Z3_mk_context_rc)
// with model generation on. Terms ([AST]), sorts ([Sort]), declarations
// ([FuncDecl]), solvers ([Solver]) and models ([Model]) are handles to Z3
// objects owned by that context. Constructors cover the Boolean,
// integer/real arithmetic and array operations of CHC-COMP inputs;
// inspection (Kind, DeclKind, Args, NumeralString, Sort, ...) lets callers
// read Z3 terms, models and projections back. [Solver.Check] decides
// satisfiability under assumptions and honours a context.Context;
// [Context.ModelProject] and [Context.QeLite] expose Spacer's model-based
// projection and light quantifier elimination.
//
// # Ownership
//
// Every handle holds one Z3 reference, taken when the handle is made, and
// belongs to exactly one frame of its Context:
//
//   - the root frame, whose handles live until Context.Release or
//     Context.Close;
//   - or the frame of the innermost open [Scope] at the time the handle was
//     made (Context.Scope opens one, Scope.End releases everything made in
//     it and in scopes nested inside it).
//
// Scope.Keep moves handles out to the enclosing scope and Context.Persist
// moves them to the root, so a result computed inside a scope can outlive
// it. Context.Release drops single handles early. Releasing clears the
// handle: later use returns [ErrReleased] rather than touching freed
// memory. No finalizer is involved: references are dropped only by the
// goroutine that owns the context, at points the program chooses, so
// releases never race with Z3 calls.
//
// An engine therefore opens a scope per query; its memory stays flat over
// any number of queries:
//
//	for _, q := range queries {
//		sc := ctx.Scope()
//		f, err := build(ctx, q) // terms made here belong to sc
//		...
//		s.Push()
//		s.Assert(f)
//		st, err := s.Check(goCtx)
//		s.Pop(1)
//		sc.End() // releases f and everything built with it
//	}
//
// Z3 keeps symbol names for the life of the process, so loops should reuse
// a bounded set of names rather than invent a fresh name per query.
//
// # Goroutines, errors, cancellation
//
// A Context is used by one goroutine. [Context.Interrupt] is the only
// method safe to call from another goroutine; it does nothing once the
// context is closed. [Solver.Check] runs a watcher goroutine that calls
// Interrupt when its context.Context is done, and stops it before
// returning; an interrupted check answers Unknown with
// ReasonUnknown "interrupted". Unknown is an answer, not an error.
//
// Z3's error handler is a do-nothing C function; after every call that can
// fail the binding reads Z3_get_error_code and returns an [*Error] with
// Z3's message copied. Strings from Z3 are copied at once and no Go
// pointer is kept by C.
//
// # Z3 4.8.12 notes
//
// There is no Z3_mk_abs: [Context.Abs] builds ite(a >= 0, a, -a).
// Z3_qe_lite and Z3_qe_model_project are declared in z3_spacer.h and used
// directly (no tactic is needed).
package z3
