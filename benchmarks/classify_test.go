package benchmarks

import (
	"strings"
	"testing"
)

func TestParseAnswer(t *testing.T) {
	for _, tc := range []struct{ out, want string }{
		{"", Unknown},
		{"sat\n", Sat},
		{"sat", Sat},
		{"unsat\r\n", Unsat},
		{"sat\n(model)\nunsat\n", Unsat},
		{"unsat\nsat\n", Sat},
		{" sat\n", Unknown},
		{"sat \n", Unknown},
		{"satisfiable\n", Unknown},
		{"unknown\n", Unknown},
		{"(error \"sat\")\n", Unknown},
	} {
		if got := ParseAnswer(tc.out); got != tc.want {
			t.Errorf("ParseAnswer(%q) = %s, want %s", tc.out, got, tc.want)
		}
		// The streaming scanner agrees, however the output is split.
		for _, chunk := range []int{1, 2, 3, 100} {
			var w answerWriter
			for s := tc.out; s != ""; {
				k := min(chunk, len(s))
				w.Write([]byte(s[:k]))
				s = s[k:]
			}
			if got := w.Answer(); got != tc.want {
				t.Errorf("answerWriter(%q) in chunks of %d = %s, want %s", tc.out, chunk, got, tc.want)
			}
		}
	}
}

func TestAnswerWriterLongLines(t *testing.T) {
	var w answerWriter
	w.Write([]byte("sat" + strings.Repeat("x", 100) + "\nsat"))
	w.Write([]byte("isfiable\n"))
	if got := w.Answer(); got != Unknown {
		t.Errorf("got %s, want unknown", got)
	}
}

func TestClassify(t *testing.T) {
	for _, tc := range []struct {
		name   string
		o      outcome
		answer string
	}{
		{"answer", outcome{answer: Sat}, Sat},
		{"answer, exit 1", outcome{answer: Unsat, exitCode: 1}, Unsat},
		{"wall", outcome{answer: Sat, wallKilled: true, exitCode: -1, signal: sigKILL}, Timeout},
		{"cpu kill", outcome{exitCode: -1, signal: sigKILL, cpu: 9.7, cpuLimit: 10}, Timeout},
		{"xcpu", outcome{exitCode: -1, signal: sigXCPU, cpu: 10, cpuLimit: 10}, Timeout},
		{"kill early", outcome{exitCode: -1, signal: sigKILL, cpu: 1, cpuLimit: 10}, Error},
		{"go oom", outcome{exitCode: 2, stderr: "fatal error: runtime: out of memory\n"}, Memout},
		{"c++ oom", outcome{exitCode: -1, signal: 6, stderr: "terminate called after throwing an instance of 'std::bad_alloc'"}, Memout},
		{"crash near limit", outcome{exitCode: 2, stderr: "SIGSEGV", memKB: 150 << 10, memLim: 200 << 10}, Memout},
		{"crash", outcome{exitCode: 2, stderr: "SIGSEGV", memKB: 10 << 10, memLim: 200 << 10}, Error},
		{"unknown", outcome{stdout: "unknown\n", stderr: "reason: timeout\n"}, Unknown},
		{"no answer, exit 0", outcome{}, Unknown},
	} {
		if got, detail := classify(tc.o); got != tc.answer {
			t.Errorf("%s: %s (%s), want %s", tc.name, got, detail, tc.answer)
		}
	}
}

func TestValidation(t *testing.T) {
	for _, tc := range []struct {
		answer, stderr string
		validating     bool
		want           string
	}{
		{Sat, "", true, Valid},
		{Sat, "", false, NoCheck},
		{Unknown, "reason: bug: sat answer failed validation: clause 3\n", true, Invalid},
		{Unknown, "reason: timeout\n", true, NoCheck},
	} {
		if got := validation(tc.answer, tc.stderr, tc.validating); got != tc.want {
			t.Errorf("validation(%s, %q, %v) = %s, want %s", tc.answer, tc.stderr, tc.validating, got, tc.want)
		}
	}
}

func TestParseSolver(t *testing.T) {
	for _, tc := range []struct {
		spec, name, cmd string
		validates       bool
	}{
		{"horn", "horn", "/bin/horn solve {file}", true},
		{"z3", "z3", "z3 {file}", false},
		{"z3=z3 -T:5 {file}", "z3", "z3 -T:5 {file}", false},
		{"bmc=horn solve -e bmc {file}", "bmc", "/bin/horn solve -e bmc {file}", true},
		{"fast=horn solve --no-validate {file}", "fast", "/bin/horn solve --no-validate {file}", false},
		{"other=/opt/horn solve {file}", "other", "/opt/horn solve {file}", true},
		{"g1=GOMAXPROCS=1 horn solve {file}", "g1", "GOMAXPROCS=1 /bin/horn solve {file}", true},
		{"t=A=1 B='x y' horn solve {file}", "t", "A=1 B='x y' /bin/horn solve {file}", true},
		{"e=A=1 z3 {file}", "e", "A=1 z3 {file}", false},
	} {
		s, err := ParseSolver(tc.spec, "/bin/horn")
		if err != nil || s.Name != tc.name || s.Cmd != tc.cmd || s.Validates != tc.validates {
			t.Errorf("ParseSolver(%q) = %+v, %v; want %s %q validates=%v", tc.spec, s, err, tc.name, tc.cmd, tc.validates)
		}
	}
	for _, bad := range []string{"=z3 {file}", "z3=z3", "a/b=x {file}"} {
		if _, err := ParseSolver(bad, "/bin/horn"); err == nil {
			t.Errorf("ParseSolver(%q): no error", bad)
		}
	}
	if got := (Solver{Cmd: "z3 {file}"}).Command("it's here.smt2"); got != `z3 'it'\''s here.smt2'` {
		t.Errorf("quoting: %s", got)
	}
}
