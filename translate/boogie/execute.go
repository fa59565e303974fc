package boogie

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// ErrTooLong is wrapped by Execute's error when the execution passes its
// bounds (steps, or the array entries its steps record) before it fails.
var ErrTooLong = errors.New("the execution is too long to trace")

// ExecOptions drive Execute; Havoc is required.
type ExecOptions struct {
	// Havoc gives a havocked variable's value, by the procedure
	// executing, the variable's name and its sort; an error ends the
	// execution.
	Havoc func(proc, name string, s chc.Sort) (chc.Value, error)
	// MaxSteps bounds the trace (default: a million steps, as a
	// derivation's trace).
	MaxSteps int
	// MaxEntries bounds the array entries the steps record, summed over
	// the steps (default 2^23): a step keeps a whole array's value.
	MaxEntries int
}

// Execute runs the program from the entry procedure (no inputs; globals,
// inputs and locals start at their sorts' defaults), taking havocked
// values from opt.Havoc and following the branch whose condition holds,
// and records the trace up to the first failing check. The trace is the
// kind Replay checks. An execution that returns from the entry, is
// blocked by an assumption, calls a procedure without implementation, or
// passes the bounds (ErrTooLong) is an error; so is ctx's end.
func (tr *Translation) Execute(ctx context.Context, entry string, opt ExecOptions) (t *Trace, err error) {
	p := tr.Info.Procs[entry]
	if p == nil || p.Impl == nil {
		return nil, fmt.Errorf("%q is not an implemented procedure", entry)
	}
	if opt.MaxSteps <= 0 {
		opt.MaxSteps = maxTraceSteps
	}
	if opt.MaxEntries <= 0 {
		opt.MaxEntries = 1 << 23
	}
	gen := &generator{ctx: ctx, opt: opt}
	rp := &replayer{tr: tr, globals: map[*Object]chc.Value{}, cfgs: map[*Proc]*cfg{}, gen: gen,
		ev: &evaluator{info: tr.Info, consts: map[*Object]chc.Value{}, funcs: map[*Func]chc.Value{}}}
	defer func() {
		if x := recover(); x != nil {
			re, ok := x.(replayError)
			if !ok {
				panic(x)
			}
			t, err = nil, re.err
		}
	}()
	if _, failed := rp.exec(p, nil); !failed {
		return nil, errors.New("the execution returns from the entry without failing")
	}
	setDepths(rp.steps)
	return &Trace{Entry: entry, Steps: rp.steps}, nil
}

// generator is Execute's part of the interpreter: it makes the steps that
// a replay reads.
type generator struct {
	ctx     context.Context
	opt     ExecOptions
	procs   []string // the running procedures, innermost last
	entries int      // array entries recorded so far
}

func (g *generator) stop(rp *replayer, err error) {
	panic(replayError{fmt.Errorf("after %d steps: %w", len(rp.steps), err)})
}

// add appends a step of kind k at off and returns it.
func (g *generator) add(rp *replayer, k StepKind, off int) *Step {
	n := len(rp.steps)
	if n >= g.opt.MaxSteps {
		g.stop(rp, fmt.Errorf("%w: more than %d steps", ErrTooLong, g.opt.MaxSteps))
	}
	if n%1024 == 0 && g.ctx.Err() != nil {
		g.stop(rp, g.ctx.Err())
	}
	s := Step{Kind: k, Off: off, Pos: rp.tr.Program.Pos(off)}
	if len(g.procs) > 0 {
		s.Proc = g.procs[len(g.procs)-1]
	}
	rp.steps = append(rp.steps, s)
	rp.pc, rp.at = n+1, n
	return &rp.steps[n]
}

// record counts the array entries of a recorded value.
func (g *generator) record(rp *replayer, v chc.Value) {
	if v.Sort().Kind() != chc.KindArray {
		return
	}
	g.entries += len(v.ArrayEntries())
	if g.entries > g.opt.MaxEntries {
		g.stop(rp, fmt.Errorf("%w: its steps hold more than %d array entries", ErrTooLong, g.opt.MaxEntries))
	}
}

// globals starts every global at its sort's default.
func (g *generator) globals(rp *replayer) {
	for _, o := range rp.tr.Info.Globals {
		rp.globals[o] = chc.DefaultValue(sortOf(o.Type))
	}
}

// entered fills an entry step: at the program's entry the globals, then
// the inputs, outputs and locals.
func (g *generator) entered(rp *replayer, s *Step, a *activation, entry bool) {
	g.procs = append(g.procs, a.p.Name)
	s.Proc, s.Text = a.p.Name, "enter "+a.p.Name
	if entry {
		for _, o := range rp.tr.Info.Globals {
			s.Values = append(s.Values, NamedValue{Name: o.Name, Role: "global", Value: rp.globals[o]})
		}
	}
	impl := a.p.Impl
	for _, l := range []struct {
		role string
		objs []*Object
	}{{"in", impl.Ins}, {"out", impl.Outs}, {"local", impl.Locals}} {
		for _, o := range l.objs {
			s.Values = append(s.Values, NamedValue{Name: o.Name, Role: l.role, Value: a.vars[o]})
		}
	}
}

// havoc takes the havocked variables' values from the options.
func (g *generator) havoc(rp *replayer, s *Step, vars []*Ident) {
	for _, id := range vars {
		o := rp.tr.Info.Uses[id]
		v, err := g.opt.Havoc(s.Proc, id.Name, sortOf(o.Type))
		if err != nil {
			g.stop(rp, err)
		}
		s.Values = append(s.Values, NamedValue{Name: id.Name, Value: v})
	}
}

// assigned records an assignment's new values.
func (g *generator) assigned(rp *replayer, s *Step, lhs []Expr, vals []chc.Value) {
	for i, x := range lhs {
		g.record(rp, vals[i])
		s.Values = append(s.Values, NamedValue{Name: rp.tr.Info.Uses[rootVar(x)].Name, Value: vals[i]})
	}
}

// branch takes the first successor whose condition holds.
func (g *generator) branch(rp *replayer, a *activation, s *Step, n *node) {
	for i, ed := range n.succ {
		if ed.cond == nil || rp.eval(a, ed.cond).Bool() != ed.neg {
			s.Choice = i
			s.Text = stmtText(n) + branchText(n, i)
			return
		}
	}
	rp.failf("no branch at %s can be taken", rp.tr.Program.Pos(n.off))
}

// call records a call's arguments; a procedure without implementation
// has no results to take.
func (g *generator) call(rp *replayer, s *Step, q *Proc, args []chc.Value) {
	if q.Impl == nil {
		rp.failf("a call of %s, which has no implementation", q.Name)
	}
	for i, v := range args {
		g.record(rp, v)
		s.Values = append(s.Values, NamedValue{Name: q.Ins[i].Name, Value: v})
	}
}

// exit records a procedure's outputs.
func (g *generator) exit(s *Step, p *Proc, outs []chc.Value) {
	s.Text = "return from " + p.Name
	for i, v := range outs {
		s.Values = append(s.Values, NamedValue{Name: p.Impl.Outs[i].Name, Value: v})
	}
	g.procs = g.procs[:len(g.procs)-1]
}

// checks ends the execution at the first failing check of a point.
func (g *generator) checks(rp *replayer, off int, list []checkAt) bool {
	for _, c := range list {
		if !c.holds {
			s := g.add(rp, StepFail, off)
			s.CheckOff, s.Check, s.Text = c.off, c.kind.String(), c.kind.String()+" fails"
			return true
		}
	}
	return false
}
