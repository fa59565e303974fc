package boogie

import "github.com/horn-chc/horn/chc"

// step executes node n and returns the next node (nil at the exit), or
// failed when the trace's failing check is reached at n.
func (rp *replayer) step(a *activation, n *node) (*node, bool) {
	switch n.kind {
	case nNop:
		return n.succ[0].to, false
	case nExit:
		return nil, false
	case nAssign:
		rp.assign(a, n)
	case nHavoc:
		s := rp.next(StepHavoc, n.off)
		if rp.gen != nil {
			rp.gen.havoc(rp, s, n.stmt.(*HavocStmt).Vars)
		}
		rp.adopt(a, s, n.stmt.(*HavocStmt).Vars, 0)
	case nAssume:
		rp.assume(a, n.stmt.(*AssumeStmt).Expr, n.off)
		rp.next(StepAssume, n.off)
	case nAssert:
		x := n.stmt.(*AssertStmt)
		if rp.checks(n.off, []checkAt{{x.Off, rp.eval(a, x.Expr).Bool(), failAssert}}) {
			return nil, true
		}
		rp.next(StepAssert, n.off)
	case nCall:
		return n.succ[0].to, rp.call(a, n)
	case nReturn:
		rp.next(StepReturn, n.off)
	default:
		return rp.branch(a, n)
	}
	return n.succ[0].to, false
}

// checkAt is a check and whether it holds.
type checkAt struct {
	off   int
	holds bool
	kind  checkKind
}

// checks handles the checks of one point: when one fails, the next step
// must be the trace's failing step naming a failed one, and the last;
// when all hold, the trace must not claim a failure here.
func (rp *replayer) checks(off int, list []checkAt) bool {
	if rp.gen != nil {
		return rp.gen.checks(rp, off, list)
	}
	failing, here := map[int]bool{}, map[int]bool{}
	for _, c := range list {
		here[c.off] = true
		if !c.holds {
			failing[c.off] = true
		}
	}
	var s *Step
	rp.at = rp.pc
	if rp.pc < len(rp.steps) && rp.steps[rp.pc].Kind == StepFail {
		s = &rp.steps[rp.pc]
	}
	switch {
	case len(failing) == 0 && s != nil && here[s.CheckOff]:
		rp.failf("the trace says %s fails, but it holds", s.Check)
	case len(failing) == 0:
		return false
	case s == nil:
		rp.failf("a check at %s fails, but the trace goes on", rp.tr.Program.Pos(off))
	case !failing[s.CheckOff]:
		rp.failf("the trace's failing %s at %s holds", s.Check, rp.tr.Program.Pos(s.CheckOff))
	}
	rp.pc++
	if rp.pc != len(rp.steps) {
		rp.failf("the trace goes on after the failure")
	}
	return true
}

func (rp *replayer) assume(a *activation, x Expr, off int) {
	if !rp.eval(a, x).Bool() {
		rp.failf("the execution is blocked at %s: %s does not hold", rp.tr.Program.Pos(off), oneLine(ExprString(x)))
	}
}

// assign computes the new values and compares them with the step's.
func (rp *replayer) assign(a *activation, n *node) {
	s := rp.next(StepAssign, n.off)
	x := n.stmt.(*AssignStmt)
	vals := make([]chc.Value, len(x.Rhs))
	for i, r := range x.Rhs {
		vals[i] = rp.eval(a, r)
	}
	targets := make([]chc.Value, len(x.Lhs))
	for i, lhs := range x.Lhs {
		targets[i] = rp.storeVal(a, lhs, vals[i])
	}
	if rp.gen != nil {
		rp.gen.assigned(rp, s, x.Lhs, targets)
	}
	if len(s.Values) != len(x.Lhs) {
		rp.failf("the assignment sets %d variables, the trace %d", len(x.Lhs), len(s.Values))
	}
	for i, lhs := range x.Lhs {
		o := rp.tr.Info.Uses[rootVar(lhs)]
		if !targets[i].Equal(s.Values[i].Value) {
			rp.failf("%s becomes %s, the trace says %s", o.Name, FormatValue(targets[i]), FormatValue(s.Values[i].Value))
		}
		rp.set(a, o, targets[i])
	}
}

// storeVal is the new value of lhs's root variable when lhs gets v.
func (rp *replayer) storeVal(a *activation, lhs Expr, v chc.Value) chc.Value {
	sel, ok := lhs.(*Select)
	if !ok {
		return v
	}
	m := rp.eval(a, sel.Map)
	c := &evalCtx{ev: rp.ev, look: a.look(rp)}
	var out chc.Value
	err := func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				ee, ok := r.(evalError)
				if !ok {
					panic(r)
				}
				err = ee
			}
		}()
		out = c.updateVal(m, sel.Index, v)
		return nil
	}()
	if err != nil {
		rp.failf("%s: %v", ExprString(lhs), err)
	}
	return rp.storeVal(a, sel.Map, out)
}

func (rp *replayer) set(a *activation, o *Object, v chc.Value) {
	if o.Kind == GlobalVar {
		rp.globals[o] = v
		return
	}
	if x := a.alias[o]; x != nil {
		o = x
	}
	a.vars[o] = v
}

// adopt takes the values of vars from the step, starting at value i.
func (rp *replayer) adopt(a *activation, s *Step, vars []*Ident, i int) {
	if len(s.Values) < i+len(vars) {
		rp.failf("the trace gives %d values, the program needs %d", len(s.Values)-i, len(vars))
	}
	for j, id := range vars {
		o := rp.tr.Info.Uses[id]
		v := s.Values[i+j].Value
		if v.Sort() != sortOf(o.Type) {
			rp.failf("%s gets a value of sort %s", o.Name, v.Sort())
		}
		rp.set(a, o, v)
	}
}

// branch takes the trace's choice, which must agree with the guard.
func (rp *replayer) branch(a *activation, n *node) (*node, bool) {
	if n.kind == nHead {
		if rp.invariants(a, n.stmt.(*WhileStmt)) {
			return nil, true
		}
	}
	s := rp.next(StepBranch, n.off)
	if rp.gen != nil {
		rp.gen.branch(rp, a, s, n)
	}
	if s.Choice < 0 || s.Choice >= len(n.succ) {
		rp.failf("branch %d does not exist", s.Choice)
	}
	ed := n.succ[s.Choice]
	if ed.cond != nil && rp.eval(a, ed.cond).Bool() == ed.neg {
		rp.failf("the trace takes branch %d, but the condition says otherwise", s.Choice)
	}
	return ed.to, false
}

// invariants checks the non-free invariants at a loop head, then assumes
// all of them.
func (rp *replayer) invariants(a *activation, w *WhileStmt) bool {
	var list []checkAt
	for _, inv := range w.Invs {
		if !inv.Free {
			list = append(list, checkAt{inv.Off, rp.eval(a, inv.Expr).Bool(), failInvariant})
		}
	}
	if rp.checks(w.Off, list) {
		return true
	}
	for _, inv := range w.Invs {
		rp.assume(a, inv.Expr, inv.Off)
	}
	return false
}
