package benchmarks

import (
	"strings"
)

// ParseAnswer reads a solver's stdout CHC-COMP style: the answer is the last
// line that is exactly sat or unsat (ignoring a trailing carriage return);
// otherwise unknown.
func ParseAnswer(stdout string) string {
	lines := strings.Split(stdout, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		switch l := strings.TrimSuffix(lines[i], "\r"); l {
		case Sat, Unsat:
			return l
		}
	}
	return Unknown
}

// outcome is what the runner observed of a finished child.
type outcome struct {
	answer         string // ParseAnswer of stdout
	stdout, stderr string // the start of stdout, the start and end of stderr
	exitCode       int    // -1 when killed by a signal
	signal         int    // the signal, or 0
	wallKilled     bool   // the runner killed it at the wall-clock limit
	cpuKilled      bool   // the runner killed it at the CPU limit
	cpu, cpuLimit  float64
	memKB, memLim  int64
}

// memoryMessages are what solvers print when an allocation fails.
var memoryMessages = []string{
	"out of memory", "bad_alloc", "cannot allocate memory", "memoryerror", "outofmemoryerror",
	"failed to reserve", "cannot reserve", // the Go runtime, under RLIMIT_AS
}

// cpuLimitDetail is the detail of a job stopped at the CPU limit.
const cpuLimitDetail = "CPU limit"

// classify turns an outcome into an answer and a detail line.
func classify(o outcome) (answer, detail string) {
	// The kernel kills at RLIMIT_CPU with SIGKILL (soft and hard limits
	// are equal). It measures CPU time more finely than the rusage the
	// parent gets, which on a loaded virtual machine can report 20% less:
	// so a SIGKILL we did not send after half the CPU limit is a timeout.
	cpuOut := o.cpuLimit > 0 && o.cpu >= 0.5*o.cpuLimit
	switch {
	case o.wallKilled:
		return Timeout, "wall-clock limit"
	case o.cpuKilled:
		return Timeout, cpuLimitDetail
	case (o.signal == sigXCPU || o.signal == sigKILL) && cpuOut:
		return Timeout, cpuLimitDetail
	case o.answer == Sat || o.answer == Unsat:
		return o.answer, ""
	case ranOutOfMemory(o):
		return Memout, "memory limit"
	case o.exitCode == 0:
		return Unknown, reason(o.stderr)
	}
	// A failed allocation does not always end in a message: the Go
	// runtime, for one, sometimes crashes with SIGSEGV when mmap fails.
	// Resident memory stays below the limit, which counts mapped pages.
	if o.memLim > 0 && o.memKB >= o.memLim/2 {
		return Memout, "failed near the memory limit: " + firstLine(o.stderr, o.stdout)
	}
	return Error, firstLine(o.stderr, o.stdout)
}

func ranOutOfMemory(o outcome) bool {
	text := strings.ToLower(o.stderr + "\n" + o.stdout)
	for _, m := range memoryMessages {
		if strings.Contains(text, m) {
			return true
		}
	}
	return false
}

// reason is the unknown reason a solver gave: horn's "reason:" line, or the
// first line of stderr.
func reason(stderr string) string {
	for _, l := range strings.Split(stderr, "\n") {
		if r, ok := strings.CutPrefix(l, "reason: "); ok {
			return clip(r)
		}
	}
	return firstLine(stderr)
}

func firstLine(texts ...string) string {
	for _, t := range texts {
		for _, l := range strings.Split(t, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				return clip(l)
			}
		}
	}
	return ""
}

func clip(s string) string {
	if len(s) > 200 {
		return s[:200] + "..."
	}
	return s
}

// validation reads horn's witness validation from its output: horn
// validates before answering and turns a failed check into unknown with a
// "bug:" reason.
func validation(answer, stderr string, validating bool) string {
	switch {
	case !validating:
		return NoCheck
	case strings.Contains(stderr, "reason: bug:"):
		return Invalid
	case answer == Sat || answer == Unsat:
		return Valid
	}
	return NoCheck
}
