package benchmarks

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// A Solver is a named command template. {file} in Cmd is replaced by the
// shell-quoted benchmark path; the command runs under /bin/sh.
type Solver struct {
	Name string
	Cmd  string
	// Validates is set for horn solve without --no-validate: horn checks
	// its witness before answering, and the result records the check.
	Validates bool
	// Given is the command as given, when it differs from Cmd (horn
	// replaced by the binary's path): the command a run records.
	Given string
}

// Template is the command of s as given.
func (s Solver) Template() string {
	if s.Given != "" {
		return s.Given
	}
	return s.Cmd
}

// RunsHorn reports whether s runs this very horn binary.
func (s Solver) RunsHorn() bool { return s.Given != "" }

// ParseSolver reads a --solver value: NAME=CMD, or NAME alone, which means
// "NAME {file}". self is the path of the horn binary: the name horn alone
// means "self solve {file}", and a command whose first word is horn runs self.
func ParseSolver(spec, self string) (Solver, error) {
	name, cmd, ok := strings.Cut(spec, "=")
	name = strings.TrimSpace(name)
	if name == "" || strings.ContainsAny(name, ",\"\n/") {
		return Solver{}, fmt.Errorf("solver %q: want NAME=CMD with a name free of , \" / and newlines", spec)
	}
	switch {
	case !ok && name == "horn":
		cmd = "horn solve {file}"
	case !ok:
		cmd = name + " {file}"
	}
	cmd = strings.TrimSpace(cmd)
	env, body := splitAssignments(cmd)
	given := ""
	if body == "horn" || strings.HasPrefix(body, "horn ") {
		given = cmd
		body = shellQuote(self) + strings.TrimPrefix(body, "horn")
		cmd = env + body
	}
	if !strings.Contains(cmd, "{file}") {
		return Solver{}, fmt.Errorf("solver %s: command %q has no {file}", name, cmd)
	}
	return Solver{Name: name, Cmd: cmd, Validates: runsHornSolve(body, self), Given: given}, nil
}

// splitAssignments splits cmd into the VAR=value words it starts with
// (with the space after each) and the command after them.
func splitAssignments(cmd string) (env, body string) {
	body = cmd
	for {
		w, rest := firstWord(body)
		if !isAssignment(w) {
			return cmd[:len(cmd)-len(body)], body
		}
		body = strings.TrimLeft(rest, " \t")
	}
}

// runsHornSolve reports whether cmd is horn solve with validation on: its
// first word is self or names a file called horn.
func runsHornSolve(cmd, self string) bool {
	first, rest, _ := strings.Cut(cmd, " ")
	first = strings.Trim(first, "'")
	return (first == self || filepath.Base(first) == "horn") && strings.HasPrefix(strings.TrimSpace(rest), "solve ") &&
		!strings.Contains(rest, "--no-validate")
}

// Command is the shell command that runs s on file.
func (s Solver) Command(file string) string {
	return strings.ReplaceAll(s.Cmd, "{file}", shellQuote(file))
}

// shellQuote quotes s for /bin/sh.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./+:=@") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// A Job is one solver run on one file.
type Job struct {
	Solver Solver
	File   string
}

// Key identifies a job's result: solver name and file path.
type Key struct{ Solver, File string }

// Key returns the key under which j's result is stored.
func (j Job) Key() Key { return Key{j.Solver.Name, j.File} }

// Jobs returns every (solver, file) pair, ordered by file, then by the
// solvers' order; duplicate files are dropped.
func Jobs(solvers []Solver, files []string) []Job {
	fs := append([]string(nil), files...)
	sort.Strings(fs)
	var jobs []Job
	for i, f := range fs {
		if i > 0 && fs[i-1] == f {
			continue
		}
		for _, s := range solvers {
			jobs = append(jobs, Job{Solver: s, File: f})
		}
	}
	return jobs
}

// A Shard is part i (1-based) of n; the zero value is the whole list.
type Shard struct{ I, N int }

// ParseShard reads "i/n" with 1 <= i <= n.
func ParseShard(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return Shard{}, fmt.Errorf("shard %q: want i/n with 1 <= i <= n", s)
	}
	return Shard{I: i, N: n}, nil
}

// Select returns the jobs of shard sh: file number k (in sorted order,
// counting distinct files) belongs to shard k mod n + 1, so every solver
// runs a file in the same shard and the split depends only on the file list.
func (sh Shard) Select(jobs []Job) []Job {
	if sh.N <= 1 {
		return jobs
	}
	var out []Job
	k := -1
	for i, j := range jobs {
		if i == 0 || jobs[i-1].File != j.File {
			k++
		}
		if k%sh.N == sh.I-1 {
			out = append(out, j)
		}
	}
	return out
}

// Set is the benchmark set of a file: the name of its folder.
func Set(file string) string {
	return filepath.Base(filepath.Dir(file))
}

// shellWords are the builtins and keywords of /bin/sh that may begin a
// command: LookPath cannot find them, yet they run.
var shellWords = map[string]bool{
	":": true, ".": true, "[": true, "!": true, "{": true, "(": true, "alias": true, "break": true, "case": true,
	"cd": true, "command": true, "continue": true, "echo": true, "eval": true, "exit": true, "export": true,
	"false": true, "for": true, "if": true, "printf": true, "read": true, "set": true, "shift": true,
	"test": true, "time": true, "trap": true, "true": true, "ulimit": true, "umask": true, "until": true,
	"wait": true, "while": true,
}

// Program returns the program s runs: the first word of its command after
// any exec and variable assignments, unquoted, or "" when the command
// starts otherwise (a shell builtin or keyword, an expansion).
func (s Solver) Program() string {
	rest := strings.TrimSpace(s.Cmd)
	for rest != "" {
		var w string
		w, rest = firstWord(rest)
		switch {
		case w == "exec":
			continue
		case isAssignment(w):
			continue
		case shellWords[w] || strings.ContainsAny(w, "$`*?[]<>|;&(){}\\\"'"):
			return ""
		}
		return w
	}
	return ""
}

// firstWord splits s into its first shell word, with single quotes
// removed (the quoting shellQuote writes), and the rest.
func firstWord(s string) (word, rest string) {
	var b strings.Builder
	i := 0
	for i < len(s) && s[i] != ' ' && s[i] != '\t' {
		if s[i] == '\'' {
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return s, "" // unbalanced: keep the quote, Program gives up
			}
			b.WriteString(s[i+1 : i+1+j])
			i += j + 2
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String(), strings.TrimSpace(s[i:])
}

// isAssignment reports whether w is NAME=value.
func isAssignment(w string) bool {
	name, _, ok := strings.Cut(w, "=")
	if !ok || name == "" || name[0] >= '0' && name[0] <= '9' {
		return false
	}
	return strings.Trim(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == ""
}

// CheckProgram returns an error when the program s runs can be found
// neither on PATH nor as an executable file, so that a batch does not
// record every job of a misspelt solver as an error.
func (s Solver) CheckProgram() error {
	p := s.Program()
	if p == "" {
		return nil
	}
	if _, err := exec.LookPath(p); err != nil {
		return fmt.Errorf("solver %s: command %q: %s not found: %w", s.Name, s.Cmd, p, err)
	}
	return nil
}
