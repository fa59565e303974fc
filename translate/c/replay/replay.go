package replay

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/horn-chc/horn/translate/c/task"
)

// Program is the C program to replay: its source files (.c or
// preprocessed .i), compiled together, and the data model they are meant for.
type Program struct {
	Files     []string
	DataModel task.DataModel
}

// Nondet is one value a nondet function returned in the trace.
type Nondet struct {
	Func  string   // e.g. "__VERIFIER_nondet_int"
	Value *big.Int // the value, in the function's type's range
}

// Trace is what the replay needs of a counterexample: the nondet values in
// the order the program asks for them.
type Trace struct {
	Nondet []Nondet
}

// Options tune a replay; the zero value works.
type Options struct {
	// Compiler to use; when nil, FindCompiler is called with CC.
	Compiler *Compiler
	// CC names the compiler to look for when Compiler is nil ("" = $CC, cc,
	// gcc, clang).
	CC string
	// RunTimeout bounds the run of the compiled program (default 10 s); the
	// context bounds everything.
	RunTimeout time.Duration
	// MaxValues bounds the nondet values one run of a Generator may ask
	// for (default 2^18); past it the run ends Bounded.
	MaxValues int
}

// Kind is how a replay ended.
type Kind int

// Outcomes of a replay.
const (
	NotReached   Kind = iota // the program ended (exit, abort, false assumption) without reaching; the zero value
	Reached                  // the program entered reach_error
	AssertFailed             // __assert_fail was called outside reach_error
	Diverged                 // the program called another nondet function than the trace's next
	Exhausted                // the program asked for more values than the trace has
	CompileError             // the program and harness did not compile or link
	Timeout                  // compiling or running took too long
	NoCompiler               // no C compiler can build for the data model
	Bounded                  // a generating run asked for more values than allowed
)

var kindNames = [...]string{"not-reached", "reached", "assert-failed", "diverged", "exhausted", "compile-error", "timeout", "no-compiler", "bounded"}

// String names the kind.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Assertion is a failed assert.h assertion as __assert_fail saw it.
type Assertion struct {
	File string
	Line int
	Func string
	Expr string
}

// Outcome is the result of a replay.
type Outcome struct {
	Kind   Kind
	Detail string     // what happened, for a person
	Calls  int        // nondet calls answered from the trace; -1 when unknown (the program ended by itself)
	Unused int        // trace values not asked for when the run ended; -1 when unknown
	Assert *Assertion // for AssertFailed
	Stdout string     // the program's output (its start), for diagnosis
	Stderr string     // its error output (its start), or the compiler's
}

// String is the kind and the detail.
func (o Outcome) String() string {
	if o.Detail == "" {
		return o.Kind.String()
	}
	return o.Kind.String() + ": " + o.Detail
}

// Replay compiles p with a harness that feeds it tr's nondet values and
// runs it. Problems with the program or the toolchain are Outcomes (compile
// errors, no compiler, time-outs); an error means the trace itself is
// malformed (a function the replay does not know, a value out of its
// type's range), the temporary folder failed, or ctx was cancelled.
func Replay(ctx context.Context, p Program, tr Trace, opts Options) (Outcome, error) {
	return replayWith(ctx, p, tr, opts, nil)
}

// replayWith is Replay, or with loc a locating replay: the program's
// files rewritten and the harness that records the sites (Locate).
func replayWith(ctx context.Context, p Program, tr Trace, opts Options, loc *locator) (Outcome, error) {
	if len(p.Files) == 0 {
		return Outcome{}, errors.New("replay: program has no files")
	}
	c := opts.Compiler
	if c == nil {
		var err error
		if c, err = FindCompiler(ctx, p.DataModel, opts.CC); err != nil {
			if ctx.Err() != nil {
				return ctxOutcome(ctx, "looking for a compiler")
			}
			return Outcome{Kind: NoCompiler, Detail: err.Error()}, nil
		}
	}
	if c.DataModel != p.DataModel {
		return Outcome{}, fmt.Errorf("replay: compiler is for %v, program for %v", c.DataModel, p.DataModel)
	}
	dir, err := os.MkdirTemp("", "horn-replay-")
	if err != nil {
		return Outcome{}, fmt.Errorf("replay: %w", err)
	}
	defer os.RemoveAll(dir)
	m := model{dm: p.DataModel, charSigned: c.CharSigned}
	file, err := writeValues(tr, m, dir)
	if err != nil {
		return Outcome{}, fmt.Errorf("replay: %w", err)
	}
	files, src, extra := p.Files, harness(allFuncs(), file, m), []string(nil)
	var records func(string) (string, error)
	if loc != nil {
		if files, extra, err = loc.rewriteFiles(p.Files, m, dir); err != nil {
			return Outcome{}, fmt.Errorf("replay: %w", err)
		}
		src, records = siteHarness(allFuncs(), file, m), loc.read
	}
	exe, out := build(ctx, c, dir, files, src, extra...)
	if exe == "" {
		if ctx.Err() != nil {
			return ctxOutcome(ctx, "compiling")
		}
		return out, nil
	}
	runTimeout := opts.RunTimeout
	if runTimeout <= 0 {
		runTimeout = 10 * time.Second
	}
	return execute(ctx, dir, exe, len(tr.Nondet), runTimeout, records)
}

// writeValues checks the trace and writes it to a file in dir for the
// harness to read; it returns the file's path.
func writeValues(tr Trace, m model, dir string) (string, error) {
	names := allFuncs()
	index := make(map[string]int, len(names))
	for i, n := range names {
		index[n] = i
	}
	calls := make([]int, len(tr.Nondet))
	bits := make([]uint64, len(tr.Nondet))
	for k, v := range tr.Nondet {
		b, err := bitsOf(v.Func, v.Value, m)
		if err != nil {
			return "", fmt.Errorf("trace value %d: %w", k+1, err)
		}
		calls[k], bits[k] = index[v.Func], b
	}
	file := filepath.Join(dir, "values")
	if err := os.WriteFile(file, traceText(calls, bits), 0o644); err != nil {
		return "", err
	}
	return file, nil
}

// ctxOutcome is the outcome when ctx ended: Timeout for a deadline, else
// the cancellation as an error.
func ctxOutcome(ctx context.Context, during string) (Outcome, error) {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return Outcome{Kind: Timeout, Detail: "time ran out " + during}, nil
	}
	return Outcome{}, fmt.Errorf("replay: %s: %w", during, ctx.Err())
}

// compileFlags are the flags every program file is compiled with:
// instrumentation for reach_error, no optimisation, and old C accepted
// (newer compilers make implicit declarations errors; SV-COMP tasks have
// them).
var compileFlags = []string{
	"-O0", "-w", "-finstrument-functions",
	"-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
	"-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types",
}

// build compiles the program's files and the harness in dir and links
// them; it returns the executable's path, or "" and the CompileError.
func build(ctx context.Context, c *Compiler, dir string, files []string, harnessSrc string, extra ...string) (string, Outcome) {
	var objs []string
	for i, f := range files {
		abs, err := filepath.Abs(f)
		if err != nil {
			return "", Outcome{Kind: CompileError, Detail: err.Error()}
		}
		obj := filepath.Join(dir, fmt.Sprintf("p%d.o", i))
		args := append(append(append(append([]string{}, c.Flags...), compileFlags...), extra...), "-c", abs, "-o", obj)
		if o, ok := tool(ctx, dir, "compiling "+f, c.Path, args...); !ok {
			return "", o
		}
		if c.Objcopy != "" {
			if o, ok := tool(ctx, dir, "objcopy", c.Objcopy, "--globalize-symbol="+errorFunc, obj); !ok {
				return "", o
			}
		}
		objs = append(objs, obj)
	}
	h := filepath.Join(dir, "horn_harness.c")
	if err := os.WriteFile(h, []byte(harnessSrc), 0o644); err != nil {
		return "", Outcome{Kind: CompileError, Detail: err.Error()}
	}
	hobj := filepath.Join(dir, "horn_harness.o")
	args := append(append([]string{}, c.Flags...), "-O0", "-w", "-c", h, "-o", hobj)
	if o, ok := tool(ctx, dir, "compiling the harness", c.Path, args...); !ok {
		return "", o
	}
	exe := filepath.Join(dir, "prog")
	args = append(append(append([]string{}, c.Flags...), objs...), hobj, "-o", exe)
	if c.Wrap {
		args = append(args, "-Wl,--wrap=__assert_fail")
	}
	if o, ok := tool(ctx, dir, "linking", c.Path, args...); !ok {
		return "", o
	}
	return exe, Outcome{}
}

// tool runs one build step; a failure is a CompileError naming the step.
func tool(ctx context.Context, dir, step, name string, args ...string) (Outcome, bool) {
	if _, err := run(ctx, dir, name, args...); err != nil {
		return Outcome{Kind: CompileError, Detail: step + ": " + err.Error()}, false
	}
	return Outcome{}, true
}

// execute runs the built program with the report file as descriptor 3 and
// classifies how it ended; records, when not nil, takes the report's
// lines that precede the ending (a locating harness's records) and
// returns the rest.
func execute(ctx context.Context, dir, exe string, n int, timeout time.Duration, records func(string) (string, error)) (Outcome, error) {
	rep, err := os.Create(filepath.Join(dir, "report"))
	if err != nil {
		return Outcome{}, fmt.Errorf("replay: %w", err)
	}
	defer rep.Close()
	rctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(rctx, exe)
	cmd.Dir = dir
	cmd.ExtraFiles = []*os.File{rep}
	cmd.WaitDelay = time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &limited{buf: &stdout, max: 16 << 10}
	cmd.Stderr = &limited{buf: &stderr, max: 16 << 10}
	runErr := cmd.Run()
	o := Outcome{Stdout: stdout.String(), Stderr: stderr.String()}
	if ctx.Err() != nil {
		return ctxOutcome(ctx, "running the program")
	}
	if rctx.Err() != nil {
		o.Kind, o.Detail = Timeout, fmt.Sprintf("the program ran longer than %v", timeout)
		return o, nil
	}
	text, err := os.ReadFile(rep.Name())
	if err != nil {
		return Outcome{}, fmt.Errorf("replay: %w", err)
	}
	rest := string(text)
	if records != nil {
		if rest, err = records(rest); err != nil {
			return Outcome{}, fmt.Errorf("replay: %w", err)
		}
	}
	reported, note, err := classify(&o, rest, n)
	if err != nil {
		return Outcome{}, fmt.Errorf("replay: %w", err)
	}
	if !reported { // the program ended by itself
		o.Kind, o.Calls, o.Unused = NotReached, -1, -1
		o.Detail = fmt.Sprintf("%s without reaching %s", ended(cmd, runErr), errorFunc)
	}
	o.Detail += note
	return o, nil
}

// ended says how the process ended: "exited with status 0", "killed by
// signal: aborted".
func ended(cmd *exec.Cmd, err error) string {
	if cmd.ProcessState == nil {
		return fmt.Sprintf("did not run (%v)", err)
	}
	if code := cmd.ProcessState.ExitCode(); code >= 0 {
		return fmt.Sprintf("exited with status %d", code)
	}
	return "ended by " + cmd.ProcessState.String()
}
