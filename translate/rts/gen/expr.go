package gen

import (
	"strconv"

	"horn/translate/rts"
)

// The expression and operation constructors the families are written with.
// They build rts.Expr and rts.Op values directly, so the generator depends
// only on the RTS types.

func sym(s string) *rts.Expr { return &rts.Expr{Atom: s} }

func num(i int) *rts.Expr { return &rts.Expr{Atom: strconv.Itoa(i)} }

func app(head string, args ...*rts.Expr) *rts.Expr {
	l := append([]*rts.Expr{sym(head)}, args...)
	return &rts.Expr{List: l}
}

func plus(a *rts.Expr, b *rts.Expr) *rts.Expr { return app("+", a, b) }

func assume(e *rts.Expr) rts.Op { return rts.Op{Kind: rts.OpAssume, Args: []*rts.Expr{e}} }

func assign(v string, e *rts.Expr) rts.Op {
	return rts.Op{Kind: rts.OpAssign, Var: v, Args: []*rts.Expr{e}}
}

func havoc(vs ...string) rts.Op { return rts.Op{Kind: rts.OpHavoc, Vars: vs} }

func alloc(v string, words *rts.Expr) rts.Op {
	return rts.Op{Kind: rts.OpAlloc, Var: v, Args: []*rts.Expr{words}}
}

func free(p *rts.Expr, fail bool) rts.Op {
	return rts.Op{Kind: rts.OpFree, Args: []*rts.Expr{p}, Fail: fail}
}

func load(v string, p *rts.Expr, fail bool) rts.Op {
	return rts.Op{Kind: rts.OpLoad, Var: v, Args: []*rts.Expr{p}, Fail: fail}
}

func store(p, e *rts.Expr, fail bool) rts.Op {
	return rts.Op{Kind: rts.OpStore, Args: []*rts.Expr{p, e}, Fail: fail}
}

func seq(ops ...rts.Op) rts.Op { return rts.Op{Kind: rts.OpSeq, Seq: ops} }
