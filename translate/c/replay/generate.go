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
	"strconv"
	"strings"
	"time"
)

// Strategy is how a generating run makes up the nondet values; each run
// also has a seed for its pseudo-random stream.
type Strategy int

// The strategies (their numbers are the harness's).
const (
	Zeros      Strategy = iota // every value 0
	Small                      // uniform in [-8, 8] ([0, 16] unsigned)
	Extremes                   // the type's least and greatest values, their neighbours, 0, 1, -1
	Uniform                    // uniform over the type's range
	SmallRange                 // uniform in [-2^k, 2^k] ([0, 2^(k+1)] unsigned), k from 1 to 12 per value
	Mixed                      // each value by another of the strategies above
)

var strategyNames = [...]string{"zeros", "small", "extremes", "uniform", "small-range", "mixed"}

// String names the strategy.
func (s Strategy) String() string {
	if int(s) >= 0 && int(s) < len(strategyNames) {
		return strategyNames[s]
	}
	return fmt.Sprintf("Strategy(%d)", int(s))
}

// trapFlags make the undefined behaviour that a compiled run would
// otherwise give a meaning (wrapping a signed overflow, say) a trap: GCC's
// and Clang's undefined-behaviour sanitizer, without its run-time library.
var trapFlags = []string{"-fsanitize=signed-integer-overflow,shift,integer-divide-by-zero,bounds", "-fsanitize-undefined-trap-on-error"}

// defaultMaxValues bounds the nondet values of one generating run.
const defaultMaxValues = 1 << 18

// Generator is a program compiled once with a harness that makes up the
// nondet values itself (by a Strategy and a seed per run) and records
// them, so that a run that reaches reach_error gives its trace.
type Generator struct {
	// TrapsUB: the program is compiled to trap (end, not reached) on a
	// signed overflow, a bad shift, a division by zero and an index out
	// of an array's bounds (trapFlags), so that a run that reaches
	// reach_error did not get there through undefined behaviour; false
	// when the compiler does not take those flags.
	TrapsUB bool

	dir, exe  string
	m         model
	names     []string
	maxValues int
	runs      int
}

// NewGenerator compiles p with the generating harness. Problems with the
// program or the toolchain are the Outcome (NoCompiler, CompileError,
// Timeout) with a nil Generator; an error is a failed temporary folder or
// a cancelled ctx. The caller closes the Generator.
func NewGenerator(ctx context.Context, p Program, opts Options) (*Generator, Outcome, error) {
	if len(p.Files) == 0 {
		return nil, Outcome{}, errors.New("replay: program has no files")
	}
	c := opts.Compiler
	if c == nil {
		var err error
		if c, err = FindCompiler(ctx, p.DataModel, opts.CC); err != nil {
			if ctx.Err() != nil {
				o, err := ctxOutcome(ctx, "looking for a compiler")
				return nil, o, err
			}
			return nil, Outcome{Kind: NoCompiler, Detail: err.Error()}, nil
		}
	}
	if c.DataModel != p.DataModel {
		return nil, Outcome{}, fmt.Errorf("replay: compiler is for %v, program for %v", c.DataModel, p.DataModel)
	}
	g := &Generator{m: model{dm: p.DataModel, charSigned: c.CharSigned}, names: allFuncs(), maxValues: opts.MaxValues}
	if g.maxValues <= 0 {
		g.maxValues = defaultMaxValues
	}
	dir, err := os.MkdirTemp("", "horn-gen-")
	if err != nil {
		return nil, Outcome{}, fmt.Errorf("replay: %w", err)
	}
	exe, out := build(ctx, c, dir, p.Files, genHarness(g.names, g.m), trapFlags...)
	g.TrapsUB = exe != ""
	if exe == "" && ctx.Err() == nil {
		exe, out = build(ctx, c, dir, p.Files, genHarness(g.names, g.m))
	}
	if exe == "" {
		os.RemoveAll(dir)
		if ctx.Err() != nil {
			o, err := ctxOutcome(ctx, "compiling")
			return nil, o, err
		}
		return nil, out, nil
	}
	g.dir, g.exe = dir, exe
	return g, Outcome{}, nil
}

// Close removes the compiled program.
func (g *Generator) Close() error {
	if g == nil || g.dir == "" {
		return nil
	}
	err := os.RemoveAll(g.dir)
	g.dir = ""
	return err
}

// Run is how one generating run ended and, when it reached reach_error,
// the values the program asked for, in order: the trace of the run.
type Run struct {
	Outcome
	Strategy Strategy
	Seed     uint64
	Values   []Nondet      // for Reached
	Asked    bool          // the program asked for at least one value
	CPU      time.Duration // the run's CPU time (user and system)
}

// Trace is the run's values as a trace to replay.
func (r Run) Trace() Trace { return Trace{Nondet: r.Values} }

// Run runs the program once, its values made up by s from seed; timeout
// bounds the run (ctx bounds it too). A run that asks for more values
// than Options.MaxValues ends Bounded.
func (g *Generator) Run(ctx context.Context, s Strategy, seed uint64, timeout time.Duration) (Run, error) {
	g.runs++
	rep, err := os.Create(filepath.Join(g.dir, fmt.Sprintf("report%d", g.runs)))
	if err != nil {
		return Run{}, fmt.Errorf("replay: %w", err)
	}
	defer os.Remove(rep.Name())
	defer rep.Close()
	rctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(rctx, g.exe)
	cmd.Dir = g.dir
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d %d %d", genEnv, int(s), seed, g.maxValues))
	cmd.ExtraFiles = []*os.File{rep}
	cmd.WaitDelay = time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &limited{buf: &stdout, max: 4 << 10}
	cmd.Stderr = &limited{buf: &stderr, max: 4 << 10}
	runErr := cmd.Run()
	r := Run{Outcome: Outcome{Stdout: stdout.String(), Stderr: stderr.String()}, Strategy: s, Seed: seed}
	if ps := cmd.ProcessState; ps != nil {
		r.CPU = ps.UserTime() + ps.SystemTime()
	}
	if ctx.Err() != nil {
		o, err := ctxOutcome(ctx, "running the program")
		r.Outcome = o
		return r, err
	}
	text, err := os.ReadFile(rep.Name())
	if err != nil {
		return Run{}, fmt.Errorf("replay: %w", err)
	}
	if err := g.read(&r, string(text)); err != nil {
		return Run{}, fmt.Errorf("replay: %w", err)
	}
	if rctx.Err() != nil && r.Kind != Reached {
		r.Kind, r.Detail, r.Values = Timeout, fmt.Sprintf("the program ran longer than %v", timeout), nil
		return r, nil
	}
	if r.Kind == NotReached && r.Detail == "" {
		r.Calls, r.Unused = -1, -1
		r.Detail = fmt.Sprintf("%s without reaching %s", ended(cmd, runErr), errorFunc)
	}
	return r, nil
}

// read parses a generating run's report: value records ("index hexbits"),
// an "asked" line, then what classify reads.
func (g *Generator) read(r *Run, text string) error {
	var rest []string
	for _, line := range strings.Split(text, "\n") {
		switch {
		case line == "":
		case line == repAsked:
			r.Asked = true
		case line[0] >= '0' && line[0] <= '9':
			v, err := g.value(line)
			if err != nil {
				return err
			}
			r.Values = append(r.Values, v)
		default:
			rest = append(rest, line)
		}
	}
	ending := strings.Join(rest, "\n")
	if f := strings.Split(strings.TrimSpace(strings.TrimPrefix(ending, repNoError)), "\t"); f[0] == repBound && len(f) == 3 {
		r.Kind, r.Detail = Bounded, fmt.Sprintf("the run asked for more than %d nondet values (call of %s)", g.maxValues, f[2])
		r.Values = nil
		return nil
	}
	reported, note, err := classify(&r.Outcome, ending, len(r.Values))
	if err != nil {
		return err
	}
	if !reported {
		r.Kind = NotReached
	}
	r.Detail += note
	if r.Kind != Reached {
		r.Values = nil
	} else if r.Unused != 0 {
		return fmt.Errorf("the harness recorded %d values but reported %d calls", len(r.Values), r.Calls)
	}
	return nil
}

// value reads one record: the function's index and the value's bits.
func (g *Generator) value(line string) (Nondet, error) {
	i, h, ok := strings.Cut(line, " ")
	fn, err1 := strconv.Atoi(i)
	bits, err2 := strconv.ParseUint(h, 16, 64)
	if !ok || err1 != nil || err2 != nil || fn < 0 || fn >= len(g.names) {
		return Nondet{}, fmt.Errorf("harness record %q unreadable", line)
	}
	name := g.names[fn]
	t, _ := typeOf(name, g.m)
	v := new(big.Int).SetUint64(bits)
	if w := t.bits(g.m); t.signed && w > 1 && bits>>(w-1)&1 == 1 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	return Nondet{Func: name, Value: v}, nil
}
