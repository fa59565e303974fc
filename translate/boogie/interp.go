package boogie

import (
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// Replay executes the program along a trace — the independent check of a
// "buggy" answer. It starts the trace's entry procedure with the entry
// step's values, takes the trace's havoc values, free choices and the
// results of procedures without implementation, computes everything else
// itself, and compares each step (kind, position, values, branch) with
// the trace. It returns nil when the execution reaches the trace's failing
// check with the check false, as the last step; otherwise an error saying
// where the trace and the program part ways.
func (tr *Translation) Replay(t *Trace) error {
	_, err := tr.replay(t)
	return err
}

// replay is Replay, returning the evaluator, which recorded where the
// execution read the uninterpreted functions.
func (tr *Translation) replay(t *Trace) (ev *evaluator, err error) {
	p := tr.Info.Procs[t.Entry]
	if p == nil || p.Impl == nil {
		return nil, fmt.Errorf("the trace starts in %q, which is not an implemented procedure", t.Entry)
	}
	rp := &replayer{tr: tr, steps: t.Steps, globals: map[*Object]chc.Value{}, cfgs: map[*Proc]*cfg{},
		ev: &evaluator{info: tr.Info, consts: map[*Object]chc.Value{}, funcs: map[*Func]chc.Value{}}}
	defer func() {
		if x := recover(); x != nil {
			re, ok := x.(replayError)
			if !ok {
				panic(x)
			}
			err = re.err
		}
	}()
	if _, failed := rp.exec(p, nil); !failed {
		return nil, errors.New("the execution returns from the entry without failing")
	}
	return rp.ev, nil
}

// replayError carries a replay failure out of the interpreter.
type replayError struct{ err error }

// replayer is the interpreter's state.
type replayer struct {
	tr      *Translation
	ev      *evaluator
	steps   []Step
	pc      int // the next step to consume
	at      int // the step the last comparison looked at
	globals map[*Object]chc.Value
	cfgs    map[*Proc]*cfg
	gen     *generator // Execute's: steps are made, not read
}

// activation is a running procedure: its parameters and locals, and the
// globals at its start.
type activation struct {
	p     *Proc
	vars  map[*Object]chc.Value
	old   map[*Object]chc.Value
	alias map[*Object]*Object // the procedure's parameter objects → the implementation's
}

func (rp *replayer) failf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if rp.at < len(rp.steps) {
		msg = fmt.Sprintf("step %d (%s): %s", rp.at+1, rp.steps[rp.at].Pos, msg)
	}
	panic(replayError{errors.New(msg)})
}

// next consumes the next step, which must be of kind k at offset off.
func (rp *replayer) next(k StepKind, off int) *Step {
	if rp.gen != nil {
		return rp.gen.add(rp, k, off)
	}
	if rp.pc >= len(rp.steps) {
		rp.at = rp.pc
		rp.failf("the trace ends where the program goes on (%s at %s)", k, rp.tr.Program.Pos(off))
	}
	rp.at = rp.pc
	s := &rp.steps[rp.pc]
	if s.Kind != k || s.Off != off {
		rp.failf("the program does %s at %s, the trace %s", k, rp.tr.Program.Pos(off), s.Kind)
	}
	rp.pc++
	return s
}

func (rp *replayer) cfg(p *Proc) *cfg {
	if g := rp.cfgs[p]; g != nil {
		return g
	}
	g := buildCFG(p.Impl, procOff(p), func(name string) bool {
		q := rp.tr.Info.Procs[name]
		return q != nil && q.Impl != nil
	})
	rp.cfgs[p] = g
	return g
}

func (a *activation) look(rp *replayer) lookupFn {
	return func(o *Object, old bool) (chc.Value, bool) {
		if o.Kind == GlobalVar {
			if old {
				v, ok := a.old[o]
				return v, ok
			}
			v, ok := rp.globals[o]
			return v, ok
		}
		if x := a.alias[o]; x != nil {
			o = x
		}
		v, ok := a.vars[o]
		return v, ok
	}
}

func (rp *replayer) eval(a *activation, x Expr) chc.Value {
	v, err := rp.ev.eval(x, a.look(rp))
	if err != nil {
		rp.failf("%s: %v", ExprString(x), err)
	}
	return v
}

// exec runs p with arguments args (nil for the entry, whose inputs come
// from the trace). It returns p's outputs, or failed when the trace's
// failing check was reached.
func (rp *replayer) exec(p *Proc, args []chc.Value) ([]chc.Value, bool) {
	g := rp.cfg(p)
	a := &activation{p: p, vars: map[*Object]chc.Value{}, alias: map[*Object]*Object{}}
	for i, o := range p.Ins {
		a.alias[o] = p.Impl.Ins[i]
	}
	for i, o := range p.Outs {
		a.alias[o] = p.Impl.Outs[i]
	}
	rp.enter(a, g, args)
	for _, s := range p.Specs {
		if s.Kind == Requires && !rp.eval(a, s.Expr).Bool() {
			rp.failf("the requires at %s does not hold at the start of %s", rp.tr.Program.Pos(s.Off), p.Name)
		}
	}
	n := g.start.succ[0].to
	for {
		var failed bool
		n, failed = rp.step(a, n)
		if failed {
			return nil, true
		}
		if n == nil {
			return rp.exit(a, g)
		}
	}
}

// enter sets up an activation from the entry step.
func (rp *replayer) enter(a *activation, g *cfg, args []chc.Value) {
	s := rp.next(StepEnter, g.start.off)
	impl := a.p.Impl
	for i, v := range args {
		a.vars[impl.Ins[i]] = v
	}
	for _, nv := range s.Values {
		rp.enterValue(a, nv, args == nil)
	}
	if rp.gen != nil && args == nil {
		rp.gen.globals(rp)
	}
	for _, o := range append(append(append([]*Object{}, impl.Ins...), impl.Outs...), impl.Locals...) {
		if _, ok := a.vars[o]; !ok {
			a.vars[o] = chc.DefaultValue(sortOf(o.Type))
		}
	}
	if rp.gen != nil {
		rp.gen.entered(rp, s, a, args == nil)
	}
	a.old = map[*Object]chc.Value{}
	for o, v := range rp.globals {
		a.old[o] = v
	}
	if args == nil {
		rp.checkAxioms()
	}
}

// enterValue takes one value of an entry step: at the program's entry,
// constants, functions, globals and inputs; in a callee, outputs and
// locals (the rest must agree with the state).
func (rp *replayer) enterValue(a *activation, nv NamedValue, entry bool) {
	impl := a.p.Impl
	switch nv.Role {
	case "const":
		if o := rp.constNamed(nv.Name); o != nil && (entry || rp.ev.consts[o].Equal(nv.Value)) {
			rp.ev.consts[o] = nv.Value
			return
		}
	case "function":
		if f := rp.tr.Info.Funcs[nv.Name]; f != nil && (entry || rp.ev.funcs[f].Equal(nv.Value)) {
			rp.ev.funcs[f] = nv.Value
			return
		}
	case "global":
		if o := rp.globalNamed(nv.Name); o != nil && (entry || rp.globals[o].Equal(nv.Value)) {
			rp.globals[o] = nv.Value
			return
		}
	case "in":
		if o := named(impl.Ins, nv.Name); o != nil && (entry || a.vars[o].Equal(nv.Value)) {
			a.vars[o] = nv.Value
			return
		}
	case "out", "local":
		if o := named(append(append([]*Object{}, impl.Outs...), impl.Locals...), nv.Name); o != nil {
			a.vars[o] = nv.Value
			return
		}
	}
	rp.failf("entry value %s %s = %s does not fit %s", nv.Role, nv.Name, FormatValue(nv.Value), a.p.Name)
}

func named(list []*Object, name string) *Object {
	for _, o := range list {
		if o.Name == name {
			return o
		}
	}
	return nil
}

func (rp *replayer) constNamed(name string) *Object  { return named(rp.tr.Info.Consts, name) }
func (rp *replayer) globalNamed(name string) *Object { return named(rp.tr.Info.Globals, name) }

// checkAxioms requires the axioms and the distinctness of unique
// constants in the entry values.
func (rp *replayer) checkAxioms() {
	none := &activation{vars: map[*Object]chc.Value{}}
	for _, ax := range rp.tr.enc.axioms { // definitions hold by construction, dropped ones are checked by Verdict
		if !rp.eval(none, ax.Expr).Bool() {
			rp.failf("the axiom at %s does not hold for the trace's constants", rp.tr.Program.Pos(ax.Off))
		}
	}
	seen := map[string]*Object{}
	for _, o := range rp.tr.Info.Unique {
		v, ok := rp.ev.consts[o]
		if !ok {
			continue
		}
		k := o.Type.String() + "\x00" + v.Key()
		if p := seen[k]; p != nil {
			rp.failf("unique constants %s and %s are equal in the trace", p.Name, o.Name)
		}
		seen[k] = o
	}
}
