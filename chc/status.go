package chc

// Status is the answer for a system of clauses.
type Status uint8

// The answers. Sat means the clauses have a model (the program is safe);
// Unsat means false is derivable (unsafe); Unknown carries a reason elsewhere.
const (
	Unknown Status = iota
	Sat
	Unsat
)

// String returns "sat", "unsat" or "unknown".
func (s Status) String() string {
	switch s {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return "unknown"
}
