package gen

import "github.com/horn-chc/horn/translate/rts"

// The expression and operation constructors the families are written with.

var (
	sym = rts.Sym
	num = rts.Num
	app = rts.App
)

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
