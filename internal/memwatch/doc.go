// Package memwatch keeps a process within a memory budget: it polls the
// resident set size (RSS, from /proc/self/statm on Linux; the Go heap and
// Z3's own estimate elsewhere) and cancels a context, with ErrBudget as
// the cause, when the RSS reaches the budget. Solving then stops the way
// it stops at a deadline, and the answer is unknown with the reason,
// before the operating system or a batch runner kills the process.
package memwatch
