package boogie

import (
	"strings"

	"github.com/horn-chc/horn/chc"
)

// nodeStep appends the step of a region node on the path; next is the
// node after it on the path.
func (tb *tracer) nodeStep(m *clauseMeta, rn, next *rnode, env chc.Env) {
	n := rn.n
	s := Step{Off: n.off, Proc: m.fr.proc.Name, Text: stmtText(n)}
	switch n.kind {
	case nNop:
		return
	case nStart:
		s.Kind, s.Text = StepEnter, "enter "+m.fr.proc.Name
		s.Values = tb.slotValues(m.fr, rn.in, env, sConst, sFunc, sGlobal, sIn, sOut, sLocal)
	case nAssign:
		s.Kind = StepAssign
		for _, lhs := range n.stmt.(*AssignStmt).Lhs {
			o := tb.e.info.Uses[rootVar(lhs)]
			s.Values = append(s.Values, NamedValue{Name: o.Name, Value: tb.eval(rn.out[m.fr.cur[o]], env)})
		}
	case nHavoc:
		s.Kind = StepHavoc
		for _, id := range n.stmt.(*HavocStmt).Vars {
			s.Values = append(s.Values, NamedValue{Name: id.Name, Value: tb.eval(rn.fresh[m.fr.cur[tb.e.info.Uses[id]]], env)})
		}
	case nAssume:
		s.Kind = StepAssume
	case nAssert:
		s.Kind = StepAssert
	case nCall:
		s.Kind = StepCall
		s.Values = tb.contractResults(n.stmt.(*CallStmt), rn.post, env)
	case nBranch, nHead:
		s.Kind, s.Choice = StepBranch, tb.choice(m, rn, next, env)
		s.Text += branchText(n, s.Choice)
	case nReturn:
		s.Kind = StepReturn
	}
	tb.add(s)
}

// slotValues lists the values of the slots of the given kinds.
func (tb *tracer) slotValues(fr *frame, st state, env chc.Env, kinds ...slotKind) []NamedValue {
	var out []NamedValue
	for _, i := range fr.indices(kinds...) {
		out = append(out, NamedValue{Name: fr.slots[i].name, Role: slotRoles[fr.slots[i].kind], Value: tb.eval(st[i], env)})
	}
	return out
}

// contractResults names a contract call's results: its targets, then the
// globals the callee modifies.
func (tb *tracer) contractResults(s *CallStmt, post []*chc.Term, env chc.Env) []NamedValue {
	q := tb.e.info.Procs[s.Proc.Name]
	var out []NamedValue
	for i, id := range s.Outs {
		out = append(out, NamedValue{Name: id.Name, Value: tb.eval(post[i], env)})
	}
	for i, g := range q.Modifies {
		out = append(out, NamedValue{Name: g.Name, Value: tb.eval(post[len(q.Outs)+i], env)})
	}
	return out
}

// choice finds the successor of rn that leads to next and whose guard
// holds.
func (tb *tracer) choice(m *clauseMeta, rn, next *rnode, env chc.Env) int {
	for i, ed := range rn.n.succ {
		if next != nil && ed.to != next.n {
			continue
		}
		if tb.eval(tb.e.edgeGuard(m.r, rn, i), env).Bool() {
			return i
		}
	}
	tb.failf("no branch of %s leads on in the derivation", tb.e.prog.Pos(rn.n.off))
	return 0
}

// call appends the step of a call of an implemented procedure: its
// arguments.
func (tb *tracer) call(m *clauseMeta, dn *chc.DerivNode) {
	s := m.t.n.stmt.(*CallStmt)
	env := tb.env(dn)
	args := tb.e.args(s, m.fr.at(m.t.in))
	st := Step{Kind: StepCall, Off: s.Off, Proc: m.fr.proc.Name, Text: stmtText(m.t.n)}
	for i, a := range args {
		st.Values = append(st.Values, NamedValue{Name: m.callee.proc.Ins[i].Name, Value: tb.eval(a, env)})
	}
	tb.add(st)
}

// exitStep is a procedure's return, with its outputs.
func (tb *tracer) exitStep(m *clauseMeta, env chc.Env) Step {
	return Step{Kind: StepExit, Off: m.t.n.off, Proc: m.fr.proc.Name, Text: "return from " + m.fr.proc.Name,
		Values: tb.slotValues(m.fr, m.t.in, env, sOut)}
}

// fail appends the failing check.
func (tb *tracer) fail(m *clauseMeta, dn *chc.DerivNode) {
	text := m.chk.kind.String() + " " + oneLine(ExprString(m.chk.expr)) + " fails"
	if m.chk.kind == failRequires {
		text = "precondition " + oneLine(ExprString(m.chk.expr)) + " of " + m.t.n.stmt.(*CallStmt).Proc.Name + " fails"
	}
	tb.add(Step{Kind: StepFail, Off: m.off, Proc: m.fr.proc.Name, Text: text,
		CheckOff: m.chk.off, Check: m.chk.kind.String()})
}

// stmtText is a node's statement on one line.
func stmtText(n *node) string {
	switch s := n.stmt.(type) {
	case *AssignStmt:
		return exprList(s.Lhs) + " := " + exprList(s.Rhs)
	case *HavocStmt:
		return "havoc " + identList(s.Vars)
	case *AssumeStmt:
		return "assume " + oneLine(ExprString(s.Expr))
	case *AssertStmt:
		return "assert " + oneLine(ExprString(s.Expr))
	case *CallStmt:
		call := "call " + s.Proc.Name + "(" + exprList(s.Args) + ")"
		if len(s.Outs) > 0 {
			call = "call " + identList(s.Outs) + " := " + call[5:]
		}
		return call
	case *IfStmt:
		return "if (" + guardText(s.Cond) + ")"
	case *WhileStmt:
		return "while (" + guardText(s.Cond) + ")"
	case *GotoStmt:
		return "goto " + identList(s.Labels)
	case *BreakStmt:
		return "break"
	case *ReturnStmt:
		return "return"
	}
	return ""
}

func branchText(n *node, choice int) string {
	switch s := n.stmt.(type) {
	case *IfStmt:
		return [...]string{": then", ": else"}[choice]
	case *WhileStmt:
		return [...]string{": enter the body", ": leave the loop"}[choice]
	case *GotoStmt:
		return ": to " + s.Labels[choice].Name
	}
	return ""
}

func guardText(x Expr) string {
	if x == nil {
		return "*"
	}
	return oneLine(ExprString(x))
}

func exprList(list []Expr) string {
	parts := make([]string, len(list))
	for i, x := range list {
		parts[i] = oneLine(ExprString(x))
	}
	return strings.Join(parts, ", ")
}

func identList(list []*Ident) string {
	parts := make([]string, len(list))
	for i, x := range list {
		parts[i] = x.Name
	}
	return strings.Join(parts, ", ")
}
