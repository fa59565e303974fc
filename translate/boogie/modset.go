package boogie

import (
	"sort"
	"strings"
)

// effects are the globals a procedure reads or writes (uses) and writes
// (mods), its own and its callees', and the procedures it calls.
type effects struct {
	uses, mods map[*Object]bool
	callees    []*Proc
}

// inferEffects computes every procedure's uses and mod-set, closed over
// calls: an implemented procedure modifies what its body assigns or havocs
// and what its callees modify; a procedure without implementation modifies
// what its modifies clause names.
func inferEffects(info *Info) map[*Proc]*effects {
	eff := map[*Proc]*effects{}
	for _, p := range info.ProcOrder {
		eff[p] = localEffects(info, p)
	}
	for changed := true; changed; {
		changed = false
		for _, p := range info.ProcOrder {
			for _, q := range eff[p].callees {
				changed = merge(eff[p].uses, eff[q].uses) || changed
				changed = merge(eff[p].mods, eff[q].mods) || changed
			}
		}
	}
	return eff
}

func merge(dst, src map[*Object]bool) bool {
	changed := false
	for o := range src {
		if !dst[o] {
			dst[o], changed = true, true
		}
	}
	return changed
}

// localEffects collects what p's contract and body name directly.
func localEffects(info *Info, p *Proc) *effects {
	e := &effects{uses: map[*Object]bool{}, mods: map[*Object]bool{}}
	for _, s := range p.Specs {
		if s.Expr != nil {
			globalsIn(info, s.Expr, e.uses)
		}
	}
	if p.Impl == nil {
		for _, o := range p.Modifies {
			e.mods[o] = true
		}
		merge(e.uses, e.mods)
		return e
	}
	seen := map[*Proc]bool{}
	walkStmts(p.Impl.Body.Stmts, func(s Stmt) { stmtEffects(info, s, e, seen) })
	merge(e.uses, e.mods)
	return e
}

func stmtEffects(info *Info, s Stmt, e *effects, seen map[*Proc]bool) {
	written := func(n Node) {
		if o := info.Uses[n]; o != nil && o.Kind == GlobalVar {
			e.mods[o] = true
		}
	}
	for _, x := range stmtExprs(s) {
		globalsIn(info, x, e.uses)
	}
	switch s := s.(type) {
	case *AssignStmt:
		for _, l := range s.Lhs {
			written(rootVar(l))
		}
	case *HavocStmt:
		for _, id := range s.Vars {
			written(id)
		}
	case *CallStmt:
		for _, id := range s.Outs {
			written(id)
		}
		if q := info.Procs[s.Proc.Name]; q != nil && !seen[q] {
			seen[q] = true
			e.callees = append(e.callees, q)
		}
	}
}

// rootVar returns the variable at the root of an assignment target.
func rootVar(x Expr) *Var {
	for {
		switch y := x.(type) {
		case *Var:
			return y
		case *Select:
			x = y.Map
		default:
			return nil
		}
	}
}

// stmtExprs returns the expressions a statement evaluates.
func stmtExprs(s Stmt) []Expr {
	switch s := s.(type) {
	case *AssignStmt:
		return append(append([]Expr{}, s.Lhs...), s.Rhs...)
	case *AssumeStmt:
		return []Expr{s.Expr}
	case *AssertStmt:
		return []Expr{s.Expr}
	case *CallStmt:
		return s.Args
	case *IfStmt:
		return nonNil(s.Cond)
	case *WhileStmt:
		list := nonNil(s.Cond)
		for _, inv := range s.Invs {
			list = append(list, inv.Expr)
		}
		return list
	}
	return nil
}

func nonNil(x Expr) []Expr {
	if x == nil {
		return nil
	}
	return []Expr{x}
}

// walkStmts calls fn on every statement, nested ones included.
func walkStmts(list []Stmt, fn func(Stmt)) {
	for _, s := range list {
		fn(s)
		switch s := s.(type) {
		case *IfStmt:
			walkStmts(s.Then, fn)
			walkStmts(s.Else, fn)
		case *WhileStmt:
			walkStmts(s.Body, fn)
		}
	}
}

// globalsIn adds the global variables x mentions to set.
func globalsIn(info *Info, x Expr, set map[*Object]bool) {
	walkExpr(x, func(e Expr) {
		if v, ok := e.(*Var); ok {
			if o := info.Uses[v]; o != nil && o.Kind == GlobalVar {
				set[o] = true
			}
		}
	})
}

// walkExpr calls fn on x and every subexpression.
func walkExpr(x Expr, fn func(Expr)) {
	if x == nil {
		return
	}
	fn(x)
	for _, y := range subExprs(x) {
		walkExpr(y, fn)
	}
}

func subExprs(x Expr) []Expr {
	switch x := x.(type) {
	case *Unary:
		return []Expr{x.X}
	case *Binary:
		return []Expr{x.X, x.Y}
	case *Ite:
		return []Expr{x.Cond, x.Then, x.Else}
	case *Select:
		return append([]Expr{x.Map}, x.Index...)
	case *Update:
		return append(append([]Expr{x.Map}, x.Index...), x.Value)
	case *Apply:
		return x.Args
	case *Old:
		return []Expr{x.X}
	case *Quantifier:
		var out []Expr
		for _, t := range x.Triggers {
			out = append(out, t...)
		}
		return append(out, x.Body)
	}
	return nil
}

// modifiesWarning names the globals an implemented procedure modifies
// without declaring them, or returns "" when its clause covers them.
func modifiesWarning(p *Proc, mods map[*Object]bool) string {
	declared := map[*Object]bool{}
	for _, o := range p.Modifies {
		declared[o] = true
	}
	var missing []string
	for o := range mods {
		if !declared[o] {
			missing = append(missing, o.Name)
		}
	}
	if len(missing) == 0 {
		return ""
	}
	sort.Strings(missing)
	return "procedure " + p.Name + " modifies " + strings.Join(missing, ", ") +
		", which its modifies clause does not name (the inferred mod-set is used)"
}

// ordered returns the objects of set in the order of list.
func ordered(list []*Object, set map[*Object]bool) []*Object {
	var out []*Object
	for _, o := range list {
		if set[o] {
			out = append(out, o)
		}
	}
	return out
}
