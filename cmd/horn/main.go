// Command horn reads, prints, analyses and solves constrained Horn clauses.
// Run `horn --help` for the commands; the README has examples.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/alecthomas/kong"

	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/translate/rts/gen"
)

// Exit codes, documented in --help and the README.
const (
	exitOK       = 0 // success; for solve, an answer (sat, unsat or unknown) was printed; for verify, correct
	exitInput    = 1 // the input could not be read or is not a supported system
	exitUsage    = 2 // bad command line
	exitInternal = 3 // an internal error (a bug, or a solver failure)
	exitBuggy    = 4 // verify: the program has a bug (a replayed trace to a failing check)
	exitUnknown  = 5 // verify: neither correct nor buggy could be shown
)

const exitCodesHelp = `Exit codes: 0 success (for solve: an answer, sat, unsat or unknown, was printed;
for verify: correct); 1 input error (unreadable file, syntax error, unsupported construct:
file:line:col on stderr; empty input or no (check-sat)); 2 usage error; 3 internal error;
4 verify: buggy; 5 verify: unknown; 130 interrupted by SIGINT, 143 by SIGTERM (solve and
verify have printed unknown).`

type cli struct {
	Solve      solveCmd      `cmd:"" help:"Decide a system: print sat (safe), unsat (unsafe) or unknown."`
	Verify     verifyCmd     `cmd:"" help:"Verify a Boogie program: print correct (exit 0; with --invariants, the proof), buggy (exit 4; every error up to --error-limit, with --trace their replayed traces) or unknown (exit 5)."`
	Print      printCmd      `cmd:"" help:"Print a system as normalised CHC-COMP SMT-LIB2."`
	Preprocess preprocessCmd `cmd:"" help:"Simplify, slice, specialize, inline and unfold a system; print the result as CHC-COMP SMT-LIB2."`
	Stats      statsCmd      `cmd:"" help:"Summarise systems: predicates, clauses, arity, linearity, theories."`
	Check      checkCmd      `cmd:"" help:"Validate a model or a derivation file against a system."`
	Bench      benchCmd      `cmd:"" help:"Run solvers over benchmark sets under CPU, memory and wall-clock limits; tables and plots."`
	Translate  translateCmd  `cmd:"" help:"Translate other formalisms into Horn clauses: ${translators}; generate RTS families with known answers (gen)."`
	Version    versionCmd    `cmd:"" help:"Print horn's version, with the Go and Z3 versions it was built with."`
	Help       helpCmd       `cmd:"" help:"Show this help, or a command's (horn help solve; horn alone shows it too)."`

	VersionFlag kong.VersionFlag `name:"version" help:"Print horn's version and exit."`
	Verbose     int              `short:"v" type:"counter" help:"Log the command's progress to stderr: -v the main steps, -vv also the detail."`
}

// env is what commands run with: streams, a cancellable context and the
// logger (-v, -vv; nil without them).
type env struct {
	ctx            context.Context
	stdin          io.Reader
	stdout, stderr io.Writer
	log            *slog.Logger
	// exit is the status of a command that ran without error but whose
	// answer has one of its own (verify: buggy, unknown); 0 otherwise.
	exit int
}

// newLogger is the logger of -v (verbosity 1: Info) and -vv (2 or more:
// Debug): slog's text handler on stderr; nil (nothing logged) at 0.
func newLogger(stderr io.Writer, verbosity int) *slog.Logger {
	if verbosity <= 0 {
		return nil
	}
	level := slog.LevelInfo
	if verbosity > 1 {
		level = slog.LevelDebug
	}
	return slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level}))
}

// inputError marks errors caused by the input (exit 1).
type inputError struct{ err error }

func (e inputError) Error() string { return e.err.Error() }
func (e inputError) Unwrap() error { return e.err }

// usageError marks errors in the command line that kong cannot see, such as
// an unknown engine or pass name (exit 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func main() {
	os.Exit(mainCode(os.Args[1:]))
}

// mainCode runs horn as a process: standard streams, and SIGINT/SIGTERM
// cancelling the run (see handleSignals).
func mainCode(args []string) int {
	out := &guardedOut{w: os.Stdout}
	ctx, stop := handleSignals(out, os.Stderr)
	defer stop()
	return run(ctx, args, os.Stdin, out, os.Stderr)
}

// newParser is horn's command line parser, filling c (a *cli, or a
// grammar's struct); help goes to stdout, and exit is called after --help
// and --version.
func newParser(c any, stdout, stderr io.Writer, exit func(int)) (*kong.Kong, error) {
	return kong.New(c,
		kong.Name("horn"),
		kong.Description("horn — a constrained Horn clause (CHC) solver and translator.\n\n"+exitCodesHelp),
		kong.UsageOnError(),
		kong.Writers(stdout, stderr),
		kong.Exit(exit),
		kong.Vars{"families": strings.Join(gen.Names(), ", "), "passes": strings.Join(preprocess.PassNames(), ", "),
			"version": versionLine(), "translators": translatorList()},
	)
}

// run executes the command line args and returns the exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	args = helpArgs(args)
	c, verbosity := grammar(args)
	exited := false
	parser, err := newParser(c, stdout, stderr, func(int) { exited = true; panic(exitSignal{}) })
	if err != nil {
		fmt.Fprintln(stderr, "horn:", err)
		return exitInternal
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(exitSignal); ok && exited {
				code = exitOK
				return
			}
			code = internalPanic(stderr, r)
		}
	}()
	kctx, err := parser.Parse(args)
	if err != nil {
		fmt.Fprintln(stderr, "horn:", usageMessage(args, err))
		return exitUsage
	}
	e := &env{ctx: ctx, stdin: stdin, stdout: stdout, stderr: stderr, log: newLogger(stderr, verbosity())}
	err = kctx.Run(e)
	if c, ok := interruptedCode(ctx); ok {
		if err != nil && !errors.Is(err, context.Canceled) {
			fmt.Fprintln(stderr, "horn:", err)
		}
		fmt.Fprintf(stderr, "horn: %v\n", context.Cause(ctx))
		return c
	}
	if err != nil {
		fmt.Fprintln(stderr, "horn:", err)
		var ie inputError
		if errors.As(err, &ie) {
			return exitInput
		}
		var ue usageError
		if errors.As(err, &ue) {
			return exitUsage
		}
		return exitInternal
	}
	return e.exit
}

// grammar is what kong parses args into: a *cli, or, when args name one
// of its commands, a struct of that command and cli's global flags alone
// (same types and tags), with a function reading -v's count once parsed.
// kong.New builds its model from every tag and interpolates every help
// text: 4.9 ms of horn --version's 16 ms (perf, 20 runs), paid again by
// every solve for commands it does not run. Help, errors and behaviour
// for the named command are the same, since kong shows and parses only
// that command's node of the full grammar (TestGrammarSameAsFull).
func grammar(args []string) (any, func() int) {
	full := &cli{}
	fullVerbosity := func() int { return full.Verbose }
	i := slices.IndexFunc(args, func(a string) bool { return !strings.HasPrefix(a, "-") })
	if i < 0 {
		return full, fullVerbosity
	}
	t := reflect.TypeOf(cli{})
	var cmd reflect.StructField
	found := false
	for j := range t.NumField() {
		f := t.Field(j)
		if _, ok := f.Tag.Lookup("cmd"); ok && strings.ToLower(f.Name) == args[i] {
			cmd, found = f, true
		}
	}
	if !found {
		return full, fullVerbosity
	}
	version, _ := t.FieldByName("VersionFlag")
	verbose, _ := t.FieldByName("Verbose")
	fields := []reflect.StructField{cmd, version, verbose}
	for j := range fields {
		fields[j].Index, fields[j].Offset = nil, 0
	}
	v := reflect.New(reflect.StructOf(fields))
	return v.Interface(), func() int { return int(v.Elem().Field(2).Int()) }
}

// internalPanic reports a panic that reached the command line as the bug
// it is: the value and the stack on stderr, exit 3 (not the runtime's 2,
// which means a usage error here).
func internalPanic(stderr io.Writer, r any) int {
	fmt.Fprintf(stderr, "horn: internal error: panic: %v\n%s", r, debug.Stack())
	return exitInternal
}

// exitSignal unwinds kong's --help exit without calling os.Exit in tests.
type exitSignal struct{}

// helpArgs rewrites the command lines that ask for help in other words:
// horn alone and horn help [COMMAND...] mean horn [COMMAND...] --help, which
// lists every command (kong's error for a missing command names only the
// first five).
func helpArgs(args []string) []string {
	switch {
	case len(args) == 0:
		return []string{"--help"}
	case args[0] == "help":
		return append(slices.Clone(args[1:]), "--help")
	}
	return args
}

// helpCmd is listed among the commands; helpArgs turns it into --help
// before kong sees it.
type helpCmd struct {
	Command []string `arg:"" optional:"" help:"The command to show the help of."`
}

func (helpCmd) Run(e *env) error {
	return errors.New("help: reached the command (helpArgs should have made it --help)")
}
