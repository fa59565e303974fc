// Package tsys holds horn's transition-system engines: k-induction
// ("kind"), McMillan's interpolation-based model checking ("imc"),
// transition power abstraction ("tpa", "split-tpa") and property-directed
// k-induction ("pdkind"). All work on a transition-system view of a linear system of clauses
// (System, built by FromCHC): one copy of each predicate's arguments as
// the state, a one-hot Bool location per predicate when there are several,
// the facts as the initial states, the rules as the transition relation and
// the queries as the bad states.
//
// Answers are witnessed in the system's own terms. A counterexample is a
// path of the unrolling Init ∧ T ∧ … ∧ T ∧ Bad, read back into a chain of
// clause instances (a derivation). Safety is an inductive invariant of the
// transition system — for k-induction the 1-inductive strengthening of the
// k-inductive property (see kInvariant), or the states reached within k
// steps when no simple path from an initial state is longer (see
// reachInvariant), for IMC the union of the
// interpolated reachable sets, for TPA the image of the initial states
// under a closed power relation, for PDKIND its k-inductive frame made
// 1-inductive — turned into one interpretation per
// predicate by fixing the location (see System.Model). Before an engine
// answers sat it checks the invariant against the transition system itself.
// TPA's counterexamples, up to 2^n steps long, are concrete paths whose
// steps are read one solver check each (System.pathDerivation); PDKIND's
// are the unrolling at the depth its reachability checks found.
//
// The engines answer unknown, with a reason, on systems that are not
// linear, whose predicates have arguments other than Int, Real and Bool,
// or when an existential elimination or an interpolant fails.
package tsys
