// Package c reads C programs — SV-COMP's verification tasks, .c files and
// preprocessed .i files — and encodes them as constrained Horn clauses,
// with the way back from answers to the C program: a model to loop
// invariants and function contracts over the program's variables, a
// derivation to a trace with the nondet values that drive the program to
// reach_error().
//
// # Reading
//
// The reader is modernc.org/cc/v4 (a C11 preprocessor, parser and type
// checker in Go, with GNU extensions), configured with the ABI of the data
// model (ILP32: linux/386, LP64: linux/amd64) and a bundled string of the
// macros GCC predefines there (Predefined). It never runs a host compiler
// and never opens a host header: #include finds nothing.
//
// # The IR: the Boogie subset
//
// A checked C program is lowered (lower*.go) to a program of the Boogie
// subset of package translate/boogie, as text, one statement per line, and
// each line keeps the C construct it comes from. The lowering makes C's
// meaning explicit there: every variable is a mathematical integer holding
// a value of its C type; the integer promotions and the usual arithmetic
// conversions are applied to the operands; a conversion whose source range
// does not fit its target reduces modulo 2^width (GCC's choice for signed
// targets), _Bool tests != 0; unsigned +, -, * and << wrap modulo
// 2^width; signed overflow is undefined and not wrapped (the tasks are
// free of it); / and % truncate toward zero (Boogie's div and mod are
// Euclidean, which truncates for a non-negative dividend whatever the
// divisor's sign, so a negative dividend divides its negation); a
// division by a variable and a product of variables are non-linear terms,
// which the lowered program is checked to allow
// (boogie.CheckOptions.NonLinear) and Z3 handles; division by zero is left
// unspecified, as in SMT-LIB;
// >> by k is Euclidean division by 2^k (GCC's arithmetic shift), ~x is
// -x-1 (2^w-1-x unsigned), and & | ^ are exact on the values read in two's
// complement: x & c sums c's runs of ones taken out of x by div and mod
// by powers of two, x & y sums x's and y's bits (a function of the
// lowered program per width), x | y = x + y - (x & y) and
// x ^ y = x + y - 2(x & y); a shift by a variable is a case split on the
// amount, and an amount outside the width (undefined) gives an arbitrary
// value (lower_bits.go). Side effects, calls in
// expressions, ++/--, compound assignment, && || ?: with side effects
// become statements and temporaries (left to right); loops become
// while (true) with gotos for break and continue; switch a chain of
// tests and gotos. __VERIFIER_nondet_T() is havoc of a temporary with the
// assumption that it is a value of T; reach_error() is assert false;
// abort, exit and __assert_fail end the execution (assume false);
// __VERIFIER_assume (and an undefined assume_abort_if_not) assume.
//
// Boogie's encoder then does the rest: one summary predicate per function
// and one entry predicate, a predicate per loop head and per return from
// a call, large blocks between them, one body atom per call site in
// program order. Its interpreter replays a derivation's trace on the
// lowered program, and its back-translation gives the annotations and
// traces that this package renames to C (Translation.Verdict).
//
// Why Boogie's subset rather than a second IR: it already is a small
// control-flow language with a checked encoder, an interpreter and a way
// back, and C's integer subset is a program over unbounded integers once
// the wrap-arounds are explicit; a second IR would duplicate all three.
// The bitwise operators need no bit-vectors there: on integers read in
// two's complement they are linear arithmetic with div and mod by powers
// of two.
//
// # Impossible wrap-arounds
//
// The wrap-arounds make an unsigned counter's update x := (x + 1) mod 2^32
// even where the loop's test keeps x far below 2^32, and engines find
// few invariants through mod terms. Translation.NarrowWraps (wraps.go)
// bounds every Int argument of every predicate by an interval analysis
// over the clauses (widening to the system's constants, then narrowing)
// and drops each mod term whose operand those bounds and its clause's
// constraint keep in [0, m), conjoining the body atoms' bounds to the
// clause. The caller checks the bounds inductive on the clauses as they
// were (Wraps.Original) and lifts a model of the narrowed clauses, with
// the bounds conjoined, to one of those; derivations are replayed as
// any others.
//
// # The subset and refusals
//
// Functions (recursion included), globals and locals of the integer types
// (char, short, int, long, long long, signed and unsigned, _Bool, enums),
// static locals, arrays of integers (any dimension, variable lengths,
// initialisers; a d-dimensional array is a curried Boogie map, an
// element read is assumed to be a value of its type), structs with
// integer, array and struct members (each member a variable of its own;
// member access and struct assignment), pointer parameters into a
// caller's local array or at its scalar (&x, a, &a[i], a + i: the map is
// passed in and given back with an offset; *p, *(p + k), p[i]), pointer
// locals into one array each (a local array or a pointer parameter's:
// the array's own map and an offset, set by p = a, &a[i], a + i or q,
// stepped by ++, --, += and -=),
// if/switch/while/do/for/goto/break/continue/return, statement
// expressions, __attribute__ and __extension__. Anything else — floats,
// other pointers (at scalars or globals, into two arrays, to pointers,
// pointers as values, ->),
// unions, function pointers, strings, inline assembly, variadic
// functions, calls of functions not defined in the program, shifts by a
// constant outside the width — is refused with a *Refusal naming the
// construct at its file:line:col.
//
// Options.CheckOverflow encodes SV-COMP's no-overflow property instead:
// every signed +, -, *, ++/--, unary minus, << and INT_MIN / -1 asserts
// that its result is in range (&&, || and ?: then lower their operands as
// statements, so that a check is made only where C evaluates), and
// reach_error is an abort.
//
// Operands and arguments are evaluated left to right (a left operand is
// kept in a temporary when the right one has side effects). C leaves the
// order unspecified, so two operands of which one may write shared state
// (a global, a static local, memory through a pointer parameter, in
// itself or in a function it calls) while the other touches shared state
// or has side effects are refused (order.go).
//
// # Answers
//
// Verdict maps a validated answer back: sat is correct, with Invariants (a
// precondition and postcondition per function, with \old and \result as
// in ACSL, and an invariant per loop head and call return); unsat is buggy
// only when the interpreter replays the derivation's trace to the failing
// check, and then comes with a Trace: each step's function, position,
// statement, assigned values, and the ordered nondet values with their C
// types, which is what a replay of the compiled program consumes.
//
// Confirm is the policy every caller (horn verify included) applies next:
// a buggy verdict stands only when the program compiled by the system's C
// compiler (package replay), fed the trace's nondet values in order,
// enters reach_error having used exactly those values; otherwise the
// answer is unknown ("trace did not replay: …", a horn bug). Without a
// compiler for the data model, and for no-overflow (which a compiled run
// cannot observe), the interpreter's confirmation stands, with a note.
//
// Falsify is a test phase before the clauses are solved: it runs the
// compiled program on generated values (replay.Generator) and, when a run
// reaches reach_error, makes its values a buggy verdict that Confirm then
// checks like any other. The trace's steps come from horn's interpreter
// of the lowered program run forward on those values (TraceOf, on
// boogie's Execute), within a million steps and a second; past that
// (a bug behind a long loop), or for a program outside the subset, the
// trace is the nondet values alone with Trace.Note saying why, and the
// compiled replay is its only confirmation. Trace.Locate then locates
// such a trace's calls by a replay of the compiled program
// (replay.Locate): each value's call (Nondet.Pos, Return, In) and the
// call of reach_error entered (Trace.Target), when at most MaxLocated
// values come before the trace's tail of zeros (Trace.Stated, what a
// witness states); a longer trace is first made one by zeroing its
// values past the first k, for the least k of 0, 1, 4, 16, … MaxLocated
// that a replay confirms. When none does, or a call is not seen by the
// scan, Note says so and Target stays nil.
//
// For SV-COMP witnesses (package svwitness) the answers also say what C
// can state: a loop invariant as a side-effect-free C expression over the
// variables in scope at the loop's keyword (PointInvariant.C: conjuncts
// over other blocks' locals, temporaries or entry values, or dividing by
// anything but a positive constant, are left out; Euclidean div and mod
// by one are written with C's / and % corrected; witness_info.go,
// witness_euclid.go), each trace
// step's outcome of the C condition it tests (Step.Branch), and for a
// nondet value stored in a variable of its type, the variable and the
// next statement where it still holds the value (Nondet.Var and At).
package c
