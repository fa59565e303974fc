// Package stable makes the witness horn prints independent of which
// member of auto's race answered first: after a race whose answer is
// definite and validated, a fixed engine runs alone on the system as
// given — PDR after sat, BMC after unsat (searched no deeper than the
// winner's derivation) — through the same driver (preprocessing,
// back-translation, minimization, validation), and its witness replaces
// the winner's. The answer is always the race's.
//
// The follow-up run is bounded by a count of solver checks
// (smt.CheckBudget), which cuts it at the same point however loaded the
// machine is, and by a cap on the process's CPU time (10 s plus half the
// race's) that only a hard system reaches, on a loaded machine as on an
// idle one;
// when it gives no witness within them, the winner's is kept, and the
// statistics say which was printed ("witness by pdr", "witness by the
// race's winner"). docs/readable-models.md gives the measurements behind
// both bounds. Callers use it only when they print the witness: an
// answer alone needs none of this work.
package stable
