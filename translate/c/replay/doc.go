// Package replay checks a C counterexample trace on the real compiler: it
// compiles the program with the system's C compiler (-m32 for ILP32)
// together with a generated harness whose __VERIFIER_nondet_* functions
// return the trace's values in order, runs it under a timeout in a
// temporary folder, and reports whether the run reached reach_error.
//
// How reaching is detected, without touching libc: the program's files are
// compiled with -finstrument-functions, so every function entry calls
// __cyg_profile_func_enter, which the harness (compiled without
// instrumentation) defines: when the entered function is reach_error — its
// address taken through a weak extern declaration — the harness reports and
// ends the process with _exit. A static reach_error is made global in the
// program's object file with objcopy --globalize-symbol (binutils) so the
// harness can name it. A program that fails through assert.h's
// __assert_fail directly (not inside reach_error) is linked with
// -Wl,--wrap=__assert_fail, a documented linker option, so the harness sees
// the failing assertion's file, line and function; that outcome is
// AssertFailed, distinct from Reached, and the caller decides what it means
// (the unreach-call property is about reach_error only). Where the linker
// has no --wrap, a direct assertion failure is an abort (NotReached).
//
// The harness reads the trace from a file in the temporary folder when the
// program first asks for a value (so a trace of 10^5 values costs no
// compile time) and answers each call of a nondet function with the
// trace's next value, after checking that the trace's next entry names the same function;
// otherwise the run ends Diverged. A run that needs more values than the
// trace holds ends Exhausted. __VERIFIER_assume is defined weakly (a
// program's own definition wins): a false assumption ends the run,
// NotReached. The harness reports through file descriptor 3, a file the
// parent reads after the run, so the program's own exit codes and output
// cannot be mistaken for the harness's.
//
// Reached stands even when the trace holds more values than the run asked
// for; Outcome.Unused says how many, for a caller that wants an exact match.
// A program that defines a nondet function itself does not link with the
// harness (a CompileError naming the multiple definition): its values would
// not come from the trace.
//
// The nondet functions are SV-COMP's integer ones: bool, _Bool, char,
// uchar, short, ushort, int, uint, unsigned, unsigned_int, long, ulong,
// longlong, ulonglong, size_t, u32, loff_t; each value is checked against
// its type's range for the data model before anything is compiled.
//
// # Generating runs
//
// A Generator compiles the program once with another harness, whose
// nondet functions make the values up by a Strategy (all zeros; small
// values; the type's extremes; uniform over the type; uniform over a
// small range; a mix), from a seed (splitmix64), both given per run in
// the environment, and record each value (function, bits) on the report
// descriptor, flushed when the run enters reach_error. __VERIFIER_assume
// and the endings are as in a replay; a run that asks for more than
// Options.MaxValues values ends Bounded. Generator.Search runs all zeros,
// then rounds of the other strategies with a new seed each, within a
// Budget (wall time, runs, a time-out per run) and ctx, until a run
// reaches reach_error; a run that asked for no value ends the search (all
// runs would be alike). A reached run's values are a Trace: the caller
// confirms it with Replay like any other.
//
// # Locating calls
//
// Locate replays a trace on the program's files rewritten so that each
// value's call site is known: FindSites finds, by the source's tokens,
// the calls without arguments of the nondet functions and of
// reach_error (not declarations, comments or strings; the enclosing
// function by the name before a top-level body's parameter list), and
// the rewrite replaces a nondet call by a call of the harness's
// function for it with the site's number (which records it and returns
// the trace's next value) and a call of reach_error by the same call
// after one recording its site. No libc symbol is interposed; the
// rewritten file begins with a line declaring the harness's functions.
// When the run enters reach_error the harness reports every value's
// site and the error's; a value or an error reached through a call the
// scan did not see has none, and Locate says so.
//
// Why here and not in a package of its own: the generating harness shares
// everything but its value source with the replaying one (the compiler
// probe, the build with instrumentation, the report's format and its
// reading, the nondet functions' types).
//
//	c, err := replay.FindCompiler(ctx, task.ILP32, "")
//	out, err := replay.Replay(ctx, replay.Program{Files: []string{"prog.c"}, DataModel: task.ILP32},
//		replay.Trace{Nondet: []replay.Nondet{{Func: "__VERIFIER_nondet_int", Value: big.NewInt(7)}}},
//		replay.Options{Compiler: c})
//	if out.Kind == replay.Reached { ... }
package replay
