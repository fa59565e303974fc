// Package svwitness writes SV-COMP verification witnesses in the YAML
// format 2.0 (sosy-lab's sv-witnesses: "Format for Correctness Witnesses"
// and "Format for Violation Witnesses", version 2.0) for horn's answers
// about C programs, and reads them back.
//
// A correctness witness is one entry of type invariant_set: a
// loop_invariant per loop head of the validated model, located at the
// loop's keyword (file_name, line, column, function), its value a C
// expression (format c_expression) over the variables in scope there
// (translate/c's PointInvariant.C). The format wants one or more
// invariants: when there is no loop invariant to state (a program
// without loops), the entry is the invariant 1 as a location_invariant
// at the entry function's first statement.
//
// A violation witness is one entry of type violation_sequence built from
// the replayed trace: a segment per waypoint, each waypoint of action
// follow. A nondet value stored in a variable is an assumption waypoint
// "v == value" at the next statement the trace executes; any other
// nondet value is a function_return waypoint "\result == value" at the
// call; each tested C condition (an if's, a loop's test) is a branching
// waypoint "true" or "false" at the statement's keyword; the final
// segment is the target waypoint at the call of reach_error (or at the
// overflowing operation, for no-overflow). A trace without steps (a test
// run past the interpreter's bounds) whose calls the compiled program
// located (Trace.Target) gives a function_return waypoint per value at
// its call, then the target at the call of reach_error entered; its tail
// of values 0 is left unstated (Trace.Stated; the format leaves a call
// no waypoint names free, and the run with those calls returning 0 is
// the one horn replayed), so that a run of 10^5 values, made 0 past the
// first few by Trace.Locate, has a witness of a few waypoints.
//
// Both carry the metadata the format requires: format_version "2.0", a
// uuid (derived from the entry's content, so that the same answer gives
// the same uuid), creation_time, producer, and the task: input_files,
// their SHA-256 input_file_hashes, specification, data_model, language.
//
// Example:
//
//	w, err := svwitness.Correctness(v.Invariants, task)
//	if err == nil {
//		err = w.Write(out)
//	}
package svwitness
