package boogie

import "github.com/horn-chc/horn/chc"

// checkKind says what a failing check is.
type checkKind int

// The checks whose failure makes a program buggy.
const (
	failAssert checkKind = iota
	failRequires
	failEnsures
	failInvariant
)

func (k checkKind) String() string {
	switch k {
	case failRequires:
		return "precondition"
	case failEnsures:
		return "postcondition"
	case failInvariant:
		return "loop invariant"
	}
	return "assertion"
}

// check is a condition that must hold at a node.
type check struct {
	kind checkKind
	off  int  // the assertion or contract clause
	expr Expr // its Boogie expression
	cond *chc.Term
}

// effect computes an interior node's outgoing state, its assumption and
// the checks that may fail at it.
func (e *encoder) effect(r *region, rn *rnode) {
	fr, at := r.fr, r.fr.at(rn.in)
	rn.out = rn.in
	switch s := rn.n.stmt.(type) {
	case *AssignStmt:
		rn.out = e.assign(fr, rn.in, s)
	case *HavocStmt:
		rn.out = e.havoc(r, rn, s)
	case *AssumeStmt:
		rn.assume = e.expr(s.Expr, at)
	case *AssertStmt:
		rn.assume = e.expr(s.Expr, at)
		rn.checks = []check{{kind: failAssert, off: s.Off, expr: s.Expr, cond: rn.assume}}
	case *CallStmt:
		e.contractCall(r, rn, s)
	}
}

// assign evaluates all right-hand sides (and indices) in the incoming
// state, then updates the targets.
func (e *encoder) assign(fr *frame, in state, s *AssignStmt) state {
	at := fr.at(in)
	vals := make([]*chc.Term, len(s.Rhs))
	for i, x := range s.Rhs {
		vals[i] = e.expr(x, at)
	}
	out := append(state{}, in...)
	for i, lhs := range s.Lhs {
		root := rootVar(lhs)
		slot := fr.cur[e.info.Uses[root]]
		out[slot] = e.store(lhs, in[slot], vals[i], at)
	}
	return out
}

// store returns the new value of a target's root variable, whose current
// value is m, when lhs gets v: for m[i][j] := v, m[i := m[i][j := v]].
func (e *encoder) store(lhs Expr, m, v *chc.Term, at scope) *chc.Term {
	var chain [][]Expr
	for {
		sel, ok := lhs.(*Select)
		if !ok {
			break
		}
		chain = append([][]Expr{sel.Index}, chain...)
		lhs = sel.Map
	}
	var index []Expr
	for _, c := range chain {
		index = append(index, c...)
	}
	if len(index) == 0 {
		return v
	}
	x := &exprEnc{e: e, at: at}
	return x.update(m, index, v)
}

func (e *encoder) havoc(r *region, rn *rnode, s *HavocStmt) state {
	out := append(state{}, rn.in...)
	rn.fresh = map[int]*chc.Term{}
	for _, id := range s.Vars {
		slot := r.fr.cur[e.info.Uses[id]]
		v := r.fresh(e, r.fr.slots[slot].smt, r.fr.slots[slot].sort)
		out[slot], rn.fresh[slot] = v, v
	}
	return out
}

// contractCall encodes a call of a procedure without implementation: its
// non-free requires are checked, its outputs and modified globals take
// arbitrary values, and its requires and ensures are assumed.
func (e *encoder) contractCall(r *region, rn *rnode, s *CallStmt) {
	q := e.info.Procs[s.Proc.Name]
	pre := r.fr.at(rn.in)
	args := e.args(s, pre)
	post := e.postValues(r, q, s, q.Modifies)
	rn.post = post.vals
	rn.out = e.afterCall(r.fr, rn.in, s, q.Modifies, post)
	in := e.calleeScope(q, pre, args, nil, nil)
	out := e.calleeScope(q, pre, args, post.outs, post.globals)
	var assume []*chc.Term
	for _, sp := range q.Specs {
		switch {
		case sp.Kind == Requires && !sp.Free:
			c := e.expr(sp.Expr, in)
			rn.checks = append(rn.checks, check{kind: failRequires, off: sp.Off, expr: sp.Expr, cond: c})
			assume = append(assume, c)
		case sp.Kind == Ensures:
			assume = append(assume, e.expr(sp.Expr, out))
		}
	}
	rn.assume = e.f.And(assume...)
}

// args evaluates a call's arguments.
func (e *encoder) args(s *CallStmt, at scope) []*chc.Term {
	out := make([]*chc.Term, len(s.Args))
	for i, a := range s.Args {
		out[i] = e.expr(a, at)
	}
	return out
}

// postValues are the fresh variables for a callee's outputs and modified
// globals after a call.
type postValues struct {
	outs    []*chc.Term
	globals map[*Object]*chc.Term
	vals    []*chc.Term // outs, then globals in the order given
}

func (e *encoder) postValues(r *region, q *Proc, s *CallStmt, mods []*Object) postValues {
	pv := postValues{globals: map[*Object]*chc.Term{}}
	for _, o := range q.Outs {
		v := r.fresh(e, q.Name+"."+o.Name, sortOf(o.Type))
		pv.outs = append(pv.outs, v)
	}
	pv.vals = append(pv.vals, pv.outs...)
	for _, g := range mods {
		v := r.fresh(e, g.Name, sortOf(g.Type))
		pv.globals[g] = v
		pv.vals = append(pv.vals, v)
	}
	return pv
}

// afterCall is the caller's state after a call: modified globals take
// their new values, then the call's targets the callee's outputs.
func (e *encoder) afterCall(fr *frame, in state, s *CallStmt, mods []*Object, pv postValues) state {
	out := append(state{}, in...)
	for _, g := range mods {
		out[fr.cur[g]] = pv.globals[g]
	}
	for i, id := range s.Outs {
		out[fr.cur[e.info.Uses[id]]] = pv.outs[i]
	}
	return out
}

// calleeScope evaluates a callee's contract at a call: inputs are the
// arguments, outputs the fresh results (nil before the call), globals
// their values after the call (pre when post is nil) and old(g) their
// values before it.
func (e *encoder) calleeScope(q *Proc, pre scope, args, outs []*chc.Term, post map[*Object]*chc.Term) scope {
	return func(o *Object, old bool) *chc.Term {
		for i, p := range q.Ins {
			if p == o {
				return args[i]
			}
		}
		for i, p := range q.Outs {
			if p == o && outs != nil {
				return outs[i]
			}
		}
		if o.Kind != GlobalVar {
			return nil
		}
		if v, ok := post[o]; ok && !old {
			return v
		}
		return pre(o, false)
	}
}
