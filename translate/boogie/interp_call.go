package boogie

import "github.com/horn-chc/horn/chc"

// call executes a call: the callee's non-free requires are checked; an
// implemented callee runs, a contract-only one takes its results from
// the trace and assumes its contract. It returns true when the trace's
// failure is reached.
func (rp *replayer) call(a *activation, n *node) bool {
	x := n.stmt.(*CallStmt)
	q := rp.tr.Info.Procs[x.Proc.Name]
	args := make([]chc.Value, len(x.Args))
	for i, arg := range x.Args {
		args[i] = rp.eval(a, arg)
	}
	callee := rp.calleeLook(q, args, nil, a)
	var list []checkAt
	for _, s := range q.Specs {
		if s.Kind == Requires && !s.Free {
			list = append(list, checkAt{s.Off, rp.evalIn(callee, s.Expr), failRequires})
		}
	}
	if rp.checks(n.off, list) {
		return true
	}
	st := rp.next(StepCall, n.off)
	if rp.gen != nil {
		rp.gen.call(rp, st, q, args)
	}
	if q.Impl == nil {
		rp.contract(a, q, x, st, args)
		return false
	}
	if err := sameValues(st.Values, args); err != "" {
		rp.failf("argument %s", err)
	}
	outs, failed := rp.exec(q, args)
	if failed {
		return true
	}
	for i, id := range x.Outs {
		rp.set(a, rp.tr.Info.Uses[id], outs[i])
	}
	return false
}

// contract executes a call of a procedure without implementation: its
// outputs and modified globals take the trace's values, then its
// non-free requires and all ensures are assumed.
func (rp *replayer) contract(a *activation, q *Proc, x *CallStmt, st *Step, args []chc.Value) {
	pre := map[*Object]chc.Value{}
	for o, v := range rp.globals {
		pre[o] = v
	}
	if len(st.Values) != len(q.Outs)+len(q.Modifies) {
		rp.failf("the call's step has %d values, the callee %d results", len(st.Values), len(q.Outs)+len(q.Modifies))
	}
	outs := make([]chc.Value, len(q.Outs))
	for i := range q.Outs {
		outs[i] = st.Values[i].Value
	}
	for i, g := range q.Modifies {
		rp.globals[g] = st.Values[len(q.Outs)+i].Value
	}
	look := rp.calleeLook(q, args, outs, &activation{old: pre})
	for _, s := range q.Specs {
		if s.Kind == Ensures || s.Kind == Requires && !s.Free {
			if !rp.evalIn(look, s.Expr) {
				rp.failf("the contract of %s does not hold for the trace's results (%s)", q.Name, rp.tr.Program.Pos(s.Off))
			}
		}
	}
	for i, id := range x.Outs {
		rp.set(a, rp.tr.Info.Uses[id], outs[i])
	}
}

// calleeLook evaluates a callee's contract: inputs are the arguments,
// outputs the results, globals the current ones, old(g) the caller's
// pre-call values (those of act.old for a contract call).
func (rp *replayer) calleeLook(q *Proc, args, outs []chc.Value, act *activation) lookupFn {
	pre := act.old
	return func(o *Object, old bool) (chc.Value, bool) {
		for i, p := range q.Ins {
			if p == o {
				return args[i], true
			}
		}
		for i, p := range q.Outs {
			if p == o && outs != nil {
				return outs[i], true
			}
		}
		if o.Kind != GlobalVar {
			return chc.Value{}, false
		}
		if old && pre != nil {
			v, ok := pre[o]
			return v, ok
		}
		v, ok := rp.globals[o]
		return v, ok
	}
}

func (rp *replayer) evalIn(look lookupFn, x Expr) bool {
	v, err := rp.ev.eval(x, look)
	if err != nil {
		rp.failf("%s: %v", ExprString(x), err)
	}
	return v.Bool()
}

// exit checks the non-free ensures at the end of a procedure and returns
// its outputs.
func (rp *replayer) exit(a *activation, g *cfg) ([]chc.Value, bool) {
	var list []checkAt
	for _, s := range a.p.Specs {
		if s.Kind == Ensures && !s.Free {
			list = append(list, checkAt{s.Off, rp.eval(a, s.Expr).Bool(), failEnsures})
		}
	}
	if rp.checks(g.exit.off, list) {
		return nil, true
	}
	st := rp.next(StepExit, g.exit.off)
	outs := make([]chc.Value, len(a.p.Impl.Outs))
	for i, o := range a.p.Impl.Outs {
		outs[i] = a.vars[o]
	}
	if rp.gen != nil {
		rp.gen.exit(st, a.p, outs)
	}
	if err := sameValues(st.Values, outs); err != "" {
		rp.failf("output %s", err)
	}
	return outs, false
}

// sameValues compares a step's values with computed ones.
func sameValues(got []NamedValue, want []chc.Value) string {
	if len(got) != len(want) {
		return "count differs from the trace's"
	}
	for i, v := range want {
		if !got[i].Value.Equal(v) {
			return got[i].Name + " is " + FormatValue(v) + ", the trace says " + FormatValue(got[i].Value)
		}
	}
	return ""
}
