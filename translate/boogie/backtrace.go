package boogie

import (
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// maxTraceSteps bounds a trace: a derivation is a DAG whose tree, the
// trace, can be exponentially larger.
const maxTraceSteps = 1 << 20

var errTraceTooLong = errors.New("the trace has more than a million steps")

// Trace maps a derivation of false of the translation's clauses to the
// program execution it stands for: from an entry, through calls and
// returns, to the failing check.
func (tr *Translation) Trace(d *chc.Derivation) (t *Trace, err error) {
	if d == nil || d.Root == nil {
		return nil, errors.New("no derivation")
	}
	tb := &tracer{e: tr.enc}
	defer func() {
		if x := recover(); x != nil {
			te, ok := x.(traceError)
			if !ok {
				panic(x)
			}
			t, err = nil, te.err
		}
	}()
	m := tb.meta(d.Root)
	if m.kind != ckQuery {
		return nil, errors.New("the derivation's root is not a query")
	}
	tb.walk(d.Root.Children[0], false)
	tb.region(m, d.Root)
	tb.fail(m, d.Root)
	setDepths(tb.steps)
	return &Trace{Entry: tb.entry, Steps: tb.steps}, nil
}

// traceError carries a failure out of the recursive walk.
type traceError struct{ err error }

// tracer walks a derivation, appending steps.
type tracer struct {
	e     *encoder
	steps []Step
	entry string
}

func (tb *tracer) failf(format string, args ...any) {
	panic(traceError{fmt.Errorf(format, args...)})
}

func (tb *tracer) meta(dn *chc.DerivNode) *clauseMeta {
	m := tb.e.meta[dn.Clause]
	if m == nil {
		tb.failf("derivation node uses a clause the translation did not make (%s)", dn.Clause.Pos)
	}
	return m
}

// walk appends the steps leading to the state dn derives. With stop, a procedure's entry ends the walk (the call step is
// the caller's).
func (tb *tracer) walk(dn *chc.DerivNode, stop bool) {
	m := tb.meta(dn)
	switch m.kind {
	case ckEntry:
		if !stop { // a callee's summary may come from its own entry fact
			tb.entry = m.fr.proc.Name
		}
	case ckContext:
		if stop {
			return
		}
		tb.walk(dn.Children[0], false)
		tb.region(m, dn)
		tb.call(m, dn)
	case ckStep:
		tb.walk(dn.Children[0], stop)
		tb.region(m, dn)
		if m.callee != nil {
			tb.call(m, dn)
			tb.internal(dn.Children[1])
		}
	default:
		tb.failf("unexpected %v clause inside a derivation", m.kind)
	}
}

// internal appends the steps of a call that returned: from the callee's
// entry to its exit.
func (tb *tracer) internal(dn *chc.DerivNode) {
	m := tb.meta(dn)
	if m.kind != ckExit {
		tb.failf("a summary is derived by a clause of kind %v", m.kind)
	}
	if len(dn.Children) > 0 { // none: a straight procedure's summary (cfg.straight)
		tb.walk(dn.Children[0], true)
	}
	tb.region(m, dn)
	tb.add(tb.exitStep(m, tb.env(dn)))
}

func (tb *tracer) add(s Step) {
	if len(tb.steps) >= maxTraceSteps {
		panic(traceError{errTraceTooLong})
	}
	s.Pos = tb.e.prog.Pos(s.Off)
	tb.steps = append(tb.steps, s)
}

// env returns the node's values, with a default for variables the
// clause's constraint does not mention (any value does for them).
func (tb *tracer) env(dn *chc.DerivNode) chc.Env { return dn.Values }

// eval evaluates t, filling in defaults for variables without a value.
func (tb *tracer) eval(t *chc.Term, env chc.Env) chc.Value {
	v, err := chc.Eval(t, env)
	if err == nil {
		return v
	}
	full := chc.Env{}
	for k, x := range env {
		full[k] = x
	}
	for _, x := range chc.FreeVars(t) {
		if _, ok := env[x]; !ok {
			full[x] = chc.DefaultValue(x.Sort())
		}
	}
	v, err = chc.Eval(t, full)
	if err != nil {
		tb.failf("evaluating %v: %v", t, err)
	}
	return v
}

// path returns the region nodes on the way from the root to m's target
// in dn's values: those reached, in topological order.
func (tb *tracer) path(m *clauseMeta, env chc.Env) []*rnode {
	var out []*rnode
	for _, n := range m.r.cone(m.t) {
		if tb.eval(n.reach, env).Bool() {
			out = append(out, n)
		}
	}
	return out
}

// setDepths numbers call depths: a callee's steps are one deeper than
// the call's.
func setDepths(steps []Step) {
	d := 0
	for i := range steps {
		if steps[i].Kind == StepEnter && i > 0 {
			d++
		}
		steps[i].Depth = d
		if steps[i].Kind == StepExit {
			d--
		}
	}
}

// region appends the steps of the region's path, the target excluded.
func (tb *tracer) region(m *clauseMeta, dn *chc.DerivNode) {
	env := tb.env(dn)
	path := tb.path(m, env)
	for i, n := range path {
		if n == m.t {
			break
		}
		var next *rnode
		if i+1 < len(path) {
			next = path[i+1]
		}
		if n == m.r.root && n.n.impl {
			continue // the call's step came with the clause that ends at it
		}
		tb.nodeStep(m, n, next, env)
	}
}
