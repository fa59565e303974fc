package c

import (
	"math/big"
	"strings"

	"modernc.org/cc/v4"

	"github.com/horn-chc/horn/chc"
)

// What SV-COMP witnesses need of the lowering beyond the clauses: the
// variables a loop invariant may name at each loop head, which lowered
// branch decides which C condition, and the variable a nondet value is
// stored in.

// loopScope is where a loop is: its statement (whose
// lexical scope and for-declaration say which declarations are in scope
// there) and its position.
type loopScope struct {
	s      *cc.IterationStatement
	pos    chc.Pos
	params []*variable // the function's
}

// noteLoop records the loop s.
func (l *lowerer) noteLoop(s *cc.IterationStatement) {
	l.loops[l.pos(s)] = loopScope{s: s, pos: l.pos(s), params: l.fn.f.params}
}

// visible is what C can name at a loop head: the Boogie names of the
// scalar and array variables declared before the loop in a scope around
// it (an inner declaration hides an outer one of the same name).
func (tr *Translation) visible(sc loopScope) (vars map[string]*variable, arrays map[string]bool) {
	inner := sc.s.LexicalScope()
	byName := map[string]*variable{}
	depth := map[string]int{}
	for _, v := range sc.params {
		if !v.ptr && v.b != "" {
			byName[v.c], depth[v.c] = v, 1<<19 // hidden by the body's locals only
		}
	}
	for d, v := range tr.vars {
		if v.ptr || v.fields != nil || v.b == "" || d.IsParam() || d.IsStatic() && d.LexicalScope().Parent != nil {
			continue
		}
		k, ok := scopeDepth(d.LexicalScope(), inner)
		forDecl := declares(sc.s.Declaration, d)
		if forDecl {
			k, ok = -1, true // for (T d = …; …)
		}
		if !ok || !forDecl && !posBefore(tokPos(sc.pos.File, d.Position()), sc.pos) {
			continue
		}
		if old, seen := byName[v.c]; seen && (depth[v.c] < k || depth[v.c] == k && old.b <= v.b) {
			continue // an inner declaration of the same name hides v
		}
		byName[v.c], depth[v.c] = v, k
	}
	vars, arrays = map[string]*variable{}, map[string]bool{}
	for _, v := range byName {
		if v.arr != nil {
			arrays[v.b] = true
		} else {
			vars[v.b] = v
		}
	}
	return vars, arrays
}

// scopeDepth is how many scopes up from inner the scope outer is (file
// scope counts as farthest, since a declaration in a block hides a
// global); ok is false when outer does not enclose inner.
func scopeDepth(outer, inner *cc.Scope) (int, bool) {
	if outer == nil || inner == nil {
		return 0, false
	}
	if outer.Parent == nil {
		return 1 << 20, true
	}
	k := 0
	for s := inner; s != nil; s = s.Parent {
		if s == outer {
			return k, true
		}
		k++
	}
	return 0, false
}

// declares reports whether the declaration declares d.
func declares(decl *cc.Declaration, d *cc.Declarator) bool {
	if decl == nil {
		return false
	}
	for list := decl.InitDeclaratorList; list != nil; list = list.InitDeclaratorList {
		if list.InitDeclarator.Declarator == d {
			return true
		}
	}
	return false
}

// branchLine marks the line just emitted as the test of a C condition:
// sign +1 when its then-branch is the condition's true outcome, -1 when it
// is the false one (a loop's exit test).
func (l *lowerer) branchLine(sign int8) {
	l.fn.body[len(l.fn.body)-1].src.branch = sign
}

// nondetTarget notes, after the lowering of a statement that stores a
// __VERIFIER_nondet_T() call's value in a scalar variable of type T
// (v = f(); or T v = f();), that the statement's last nondet value is
// held by v, and the end of the innermost block around the statement
// (beyond which v may be out of scope).
func (l *lowerer) nondetTarget(tmp string, v *variable, call cc.Node) {
	info, ok := l.nondets[nondetKey(l.fn.f.b, tmp)]
	if !ok || v == nil || v.arr != nil || v.fields != nil || v.ptr || !sameType(info.t, v.t) || info.pos != l.pos(call) {
		return
	}
	info.target = v.c
	if n := len(l.fn.blocks); n > 0 {
		b := l.fn.blocks[n-1]
		info.blockEnd = tokPos(l.file, b.Token2.Position())
	}
	l.nondets[nondetKey(l.fn.f.b, tmp)] = info
}

// sameType reports whether two integer types have the same values.
func sameType(a, b intType) bool {
	return a.bits == b.bits && a.signed == b.signed && a.boolean == b.boolean
}

// directNondet is the call when e is exactly __VERIFIER_nondet_T() (in
// parentheses or not).
func directNondet(e cc.ExpressionNode) *cc.PostfixExpression {
	for {
		switch x := e.(type) {
		case *cc.PrimaryExpression:
			if x.Case != cc.PrimaryExpressionExpr {
				return nil
			}
			e = x.ExpressionList
		case *cc.ExpressionList:
			if x.ExpressionList != nil {
				return nil
			}
			e = x.AssignmentExpression
		case *cc.PostfixExpression:
			if x.Case != cc.PostfixExpressionCall {
				return nil
			}
			p, ok := x.PostfixExpression.(*cc.PrimaryExpression)
			if !ok || p.Case != cc.PrimaryExpressionIdent || !isNondetName(p.Token.SrcStr()) {
				return nil
			}
			return x
		default:
			return nil
		}
	}
}

func isNondetName(s string) bool {
	return strings.HasPrefix(s, "__VERIFIER_nondet_") && len(s) > len("__VERIFIER_nondet_")
}

// plainVar is the scalar variable named by e, when e is an identifier.
func (l *lowerer) plainVar(e cc.ExpressionNode) *variable {
	p, ok := e.(*cc.PrimaryExpression)
	if !ok || p.Case != cc.PrimaryExpressionIdent {
		return nil
	}
	d, ok := p.ResolvedTo().(*cc.Declarator)
	if !ok || d == nil {
		return nil
	}
	return l.vars[d]
}

// posBefore reports whether p comes before q in the same file.
func posBefore(p, q chc.Pos) bool {
	return p.File == q.File && (p.Line < q.Line || p.Line == q.Line && p.Col < q.Col)
}

// loopC is a loop head's invariant as a side-effect-free C expression
// over the variables in scope at the loop (an SV-COMP loop invariant):
// the conjuncts of the Boogie invariant that C can state there, each
// variable read as long long wherever C's conversions could differ from
// mathematical integers (arithmetic, or several variables, in one
// conjunct). Euclidean div and mod by a positive constant are written
// with C's truncating / and % corrected (cEuclid), so that Houdini's
// congruences, which often make the invariant inductive, are stated.
// Conjuncts naming what C cannot name at the loop (another block's
// locals, entry values, the lowering's temporaries, whole arrays),
// dividing by anything else, or needing an unsigned 64-bit variable read
// as long long (which changes its values past 2^63) are left out: a
// weaker invariant still holds, and so do the bounds that a variable's
// type states. A
// parameter's entry value that the invariant equates with a variable is
// named by that variable. Empty when nothing is left.
func (tr *Translation) loopC(pos chc.Pos, expr string) string {
	sc, ok := tr.loops[pos]
	if !ok {
		return ""
	}
	vars, arrays := tr.visible(sc)
	cs := conjuncts(expr)
	entry, eqs := entryValues(cs, vars)
	var keep []string
	for _, c := range cs {
		if eqs[c] || typeBound(c, vars) {
			continue
		}
		if s, ok := tr.cConjunct(c, vars, arrays, entry); ok && s != "1" {
			keep = append(keep, s)
		}
	}
	return strings.Join(keep, " && ")
}

// typeBound reports whether c only bounds a variable by its type's least
// or greatest value (x >= MIN, x <= MAX), which C's types state anyway.
func typeBound(c string, vars map[string]*variable) bool {
	f := strings.Fields(c)
	if len(f) != 3 || f[1] != ">=" && f[1] != "<=" || vars[f[0]] == nil {
		return false
	}
	k, ok := new(big.Int).SetString(f[2], 10)
	return ok && isBound(vars[f[0]].t, f[1], k)
}

func isBound(t intType, op string, k *big.Int) bool {
	if op == ">=" {
		return k.Cmp(t.min()) == 0
	}
	return k.Cmp(t.max()) == 0
}

// entryValues finds the parameters' entry values (p$in) that a conjunct
// equates with a variable in scope (p == p$in, for a parameter not
// assigned before the loop), so that the other conjuncts can name them,
// and those equations.
func entryValues(cs []string, vars map[string]*variable) (out map[string]string, eqs map[string]bool) {
	out, eqs = map[string]string{}, map[string]bool{}
	for _, c := range cs {
		l, r, ok := strings.Cut(c, " == ")
		if !ok {
			continue
		}
		if strings.HasSuffix(l, "$in") {
			l, r = r, l
		}
		if vars[l] != nil && strings.HasSuffix(r, "$in") && !strings.ContainsAny(r[:len(r)-3], " ()$") {
			out[r] = l
			eqs[c] = true // the equation itself, a tautology once named
		}
	}
	return out, eqs
}

// conjuncts splits a Boogie expression at its top-level &&, opening
// parentheses around a whole conjunction (and only around one: a
// parenthesized disjunction stays one conjunct, in its parentheses).
func conjuncts(e string) []string {
	e = strings.TrimSpace(e)
	inner := e
	for len(inner) > 1 && inner[0] == '(' && closing(inner, 0) == len(inner)-1 {
		inner = strings.TrimSpace(inner[1 : len(inner)-1])
	}
	depth, start := 0, 0
	var parts []string
	for i := 0; i < len(inner); i++ {
		switch inner[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case '&':
			if depth == 0 && strings.HasPrefix(inner[i:], "&&") {
				parts = append(parts, inner[start:i])
				start = i + 2
				i++
			}
		}
	}
	if len(parts) == 0 {
		return []string{e}
	}
	parts = append(parts, inner[start:])
	var out []string
	for _, p := range parts {
		out = append(out, conjuncts(p)...)
	}
	return out
}

// closing is the index of the bracket closing the one at i, or -1.
func closing(e string, i int) int {
	depth := 0
	for j := i; j < len(e); j++ {
		switch e[j] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// cConjunct writes one conjunct in C, or reports that C cannot state it
// at the loop.
func (tr *Translation) cConjunct(c string, vars map[string]*variable, arrays map[string]bool, entry map[string]string) (string, bool) {
	if strings.Contains(c, "==>") || strings.Contains(c, ":=") || strings.Contains(c, "::") {
		return "", false
	}
	c, ok := cEuclid(c)
	if !ok {
		return "", false
	}
	type word struct {
		text string
		v    bool // a variable
	}
	var words []word
	used := map[string]bool{}
	for i := 0; i < len(c); {
		if !identStart(c[i]) {
			j := i + 1
			for j < len(c) && !identStart(c[j]) {
				j++
			}
			words = append(words, word{text: c[i:j]})
			i = j
			continue
		}
		j := i + 1
		for j < len(c) && (identStart(c[j]) || c[j] >= '0' && c[j] <= '9') {
			j++
		}
		w := c[i:j]
		if v, ok := entry[w]; ok {
			w = v
		}
		switch {
		case w == "true" || w == "false":
			words = append(words, word{text: map[string]string{"true": "1", "false": "0"}[w]})
		case w == "if":
		case w == "then":
			words = append(words, word{text: "?"})
		case w == "else":
			words = append(words, word{text: ":"})
		case vars[w] != nil:
			words = append(words, word{text: tr.cName(w), v: true})
			used[w] = true
		case arrays[w] && strings.HasPrefix(strings.TrimLeft(c[j:], " "), "["):
			words = append(words, word{text: tr.cName(w), v: true})
			used[w] = true
		default:
			return "", false // old, another scope's name, a temporary
		}
		i = j
	}
	cast := len(used) > 1 || strings.ContainsAny(c, "+-*")
	for w := range used {
		if v := vars[w]; cast && v != nil && !v.t.signed && v.t.bits >= 64 {
			return "", false // (long long) would change its values past 2^63
		}
	}
	var b strings.Builder
	for _, w := range words {
		if w.v && cast {
			b.WriteString("(long long)")
		}
		b.WriteString(w.text)
	}
	return strings.TrimSpace(b.String()), true
}
