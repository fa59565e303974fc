package benchmarks

// Answers and outcomes recorded in Result.Answer.
const (
	Sat     = "sat"
	Unsat   = "unsat"
	Unknown = "unknown" // the solver gave up (it printed no sat/unsat)
	Timeout = "timeout" // the CPU or wall-clock limit stopped it
	Memout  = "memout"  // it ran out of memory under the memory limit
	Error   = "error"   // it failed otherwise (crash, bad input, non-zero exit)
)

// Witness validation recorded in Result.Validation.
const (
	Valid   = "valid"   // horn validated its witness before answering
	Invalid = "invalid" // horn's witness failed validation (a bug)
	NoCheck = "-"       // not checked: another solver, no answer, or --no-validate
)

// A Result is one finished job.
type Result struct {
	File   string  `json:"file"`
	Set    string  `json:"set"`
	Solver string  `json:"solver"`
	Answer string  `json:"answer"`
	CPU    float64 `json:"cpu_s"` // user+sys seconds of the solver and its waited-for children; the limit for a job stopped at the CPU limit
	// CPUMeasured is the CPU time measured of a job stopped at the CPU
	// limit when it is below the limit (the kernel's clock, which
	// enforces RLIMIT_CPU, runs ahead of the rusage the runner reads): CPU
	// then records the limit. 0 otherwise.
	CPUMeasured float64 `json:"cpu_measured_s,omitempty"`
	Wall        float64 `json:"wall_s"` // wall-clock seconds
	MemKB       int64   `json:"mem_kb"` // peak resident set size
	Exit        string  `json:"exit"`   // exit code, or sigN when killed by signal N
	Validation  string  `json:"validation"`
	Expected    string  `json:"expected"` // reference status (sat, unsat, unknown) or "" when none
	Wrong       bool    `json:"wrong"`    // sat/unsat answer contradicting the reference
	CPULimit    float64 `json:"cpu_limit_s"`
	Detail      string  `json:"detail"` // why: which limit, the error line, the unknown reason
	// SHA256 is the hex SHA-256 of the input file as the job read it ("":
	// unreadable).
	SHA256 string `json:"sha256,omitempty"`
	// Log is the job's log (command, stdout and stderr, result), relative
	// to the output folder; "" when none was kept.
	Log string `json:"log,omitempty"`
	// Score is the SV-COMP score of a task's result (see SVCOMPScore); 0
	// for other results.
	Score int `json:"svcomp_score,omitempty"`
	// Phases are the durations (seconds) horn reported with --stats=json,
	// by name ("solve time", "back-translation time", ...); nil for other
	// solvers and runs without it. Kept in results.jsonl, not in the CSV.
	Phases map[string]float64 `json:"phases,omitempty"`
}

// Key returns the (solver, file) key of r.
func (r Result) Key() Key { return Key{r.Solver, r.File} }

// Solved reports whether r is a sat or unsat answer that is not wrong.
func (r Result) Solved() bool {
	return (r.Answer == Sat || r.Answer == Unsat) && !r.Wrong
}
