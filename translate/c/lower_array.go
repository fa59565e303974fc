package c

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"modernc.org/cc/v4"
)

// An array of integers with d dimensions is a Boogie map with d indices,
// curried: int a[N][M] is a: [int][int]int and a[i][j] is a[i][j].
// Indexing outside the array is undefined behaviour, so the map's other
// entries never matter, and no length (even a variable one) is needed
// but to fill an initialiser's zeros.

// maxFill bounds the elements an initialiser may fill with zeros: the
// Boogie subset has no constant maps, so zero-filling is one store per
// element.
const maxFill = 4096

// arrayShape is an array's element type and its lengths.
type arrayShape struct {
	elem  intType
	lens  []int64
	total int64 // number of elements, -1 when a length is not constant
}

// boogieType is the map type of the array.
func (sh *arrayShape) boogieType() string {
	return strings.Repeat("[int]", len(sh.lens)) + "int"
}

// indices turns a row-major element number into one index per dimension.
func (sh *arrayShape) indices(n int64) string {
	idx := make([]string, len(sh.lens))
	for k := len(sh.lens) - 1; k >= 0; k-- {
		if k == 0 {
			idx[k] = fmt.Sprint(n)
			break
		}
		idx[k] = fmt.Sprint(n % sh.lens[k])
		n /= sh.lens[k]
	}
	return strings.Join(idx, "][")
}

// shapeOf returns the shape of an array type of integers.
func (l *lowerer) shapeOf(t cc.Type, n cc.Node, name string) *arrayShape {
	var lens []int64
	vla := false
	for t.Kind() == cc.Array {
		at, ok := t.(*cc.ArrayType)
		if !ok {
			l.refuse(n, "array %s of an unknown type", name)
		}
		vla = vla || at.IsVLA() || at.Len() < 0
		lens = append(lens, at.Len())
		t = at.Elem()
	}
	elem, ok := integerType(l.abi, t)
	if !ok {
		l.refuse(n, "array %s of %s", name, describeType(t))
	}
	sh := &arrayShape{elem: elem, lens: lens, total: -1}
	if !vla {
		sh.total = 1
		for _, n := range lens {
			sh.total *= n
		}
	}
	return sh
}

// lval is an assignable place: a scalar variable, or an element of an
// array variable at a Boogie index expression.
type lval struct {
	v   *variable
	idx string
}

func (lv lval) typ() intType {
	if lv.v.arr != nil {
		return lv.v.arr.elem
	}
	return lv.v.t
}

// load reads a place; an element is read into a temporary assumed to hold
// a value of the element type (the values of elements never written).
func (l *lowerer) load(n cc.Node, lv lval) val {
	if lv.v.arr == nil {
		return val{s: lv.v.b, t: lv.v.t}
	}
	tmp := l.temp("a", false)
	l.emit(n, "%s := %s[%s];", tmp, lv.v.b, lv.idx)
	l.emit(n, "assume %s;", rangeText(tmp, lv.v.arr.elem))
	return val{s: tmp, t: lv.v.arr.elem}
}

// store writes x (already of the place's type) to a place.
func (l *lowerer) store(n cc.Node, lv lval, x val) {
	if lv.v.arr == nil {
		l.emit(n, "%s := %s;", lv.v.b, x.intText())
		return
	}
	l.emit(n, "%s[%s] := %s;", lv.v.b, lv.idx, x.intText())
}

// element resolves a[i]…[k] to its array and its indices; each index is
// kept in a temporary unless constant.
func (l *lowerer) element(e *cc.PostfixExpression) lval {
	var idx []cc.ExpressionNode
	var base cc.ExpressionNode = e
	for {
		p, ok := base.(*cc.PostfixExpression)
		if !ok || p.Case != cc.PostfixExpressionIndex {
			break
		}
		idx = append([]cc.ExpressionNode{p.ExpressionList}, idx...)
		base = p.PostfixExpression
	}
	v := l.baseVar(base, e)
	if len(idx) != len(v.arr.lens) {
		l.refuse(e, "subarray %s used as a value (pointers to arrays are not supported)", stmtText(e))
	}
	var parts []string
	for k, ix := range idx {
		x := l.expr(ix)
		if x.void {
			l.refuse(ix, "void subscript")
		}
		if k == 0 && v.ptr {
			l.usePtr(e, v)
			x = val{s: "(" + v.off + " + " + x.intText() + ")"}
		}
		if x.k == nil {
			tmp := l.temp("i", false)
			l.emit(e, "%s := %s;", tmp, x.intText())
			x = val{s: tmp}
		}
		parts = append(parts, x.intText())
	}
	return lval{v: v, idx: strings.Join(parts, "][")}
}

// baseVar resolves the array or pointer parameter that is subscripted.
func (l *lowerer) baseVar(base cc.ExpressionNode, e cc.Node) *variable {
	for {
		p, ok := base.(*cc.PrimaryExpression)
		if !ok || p.Case != cc.PrimaryExpressionExpr {
			break
		}
		base = p.ExpressionList
	}
	var v *variable
	switch x := base.(type) {
	case *cc.PrimaryExpression:
		if x.Case == cc.PrimaryExpressionIdent {
			v = l.varOf(x)
		}
	case *cc.PostfixExpression:
		if x.Case == cc.PostfixExpressionSelect || x.Case == cc.PostfixExpressionPSelect {
			v = l.member(x)
		}
	}
	if v == nil {
		l.refuse(e, "subscript of %s (only arrays and pointer parameters are supported)", stmtText(base))
	}
	if v.arr == nil {
		l.refuse(e, "subscript of %s, which is not an array", v.c)
	}
	return v
}

// initElems lists an array initialiser's leaves: element index and
// expression, in source order.
func (l *lowerer) initElems(in *cc.Initializer, sh *arrayShape, name string) ([]int64, []cc.ExpressionNode) {
	size := int64(sh.elem.bits / 8)
	if sh.elem.boolean {
		size = 1
	}
	var idx []int64
	var exprs []cc.ExpressionNode
	if sh.total < 0 {
		l.refuse(in, "initialiser of variable-length array %s", name)
	}
	var walk func(in *cc.Initializer)
	walk = func(in *cc.Initializer) {
		if in.Case == cc.InitializerExpr {
			if in.AssignmentExpression.Type().Kind() == cc.Array || in.AssignmentExpression.Type().Kind() == cc.Ptr {
				l.refuse(in, "initialiser of array %s from %s", name, stmtText(in))
			}
			idx = append(idx, in.Offset()/size)
			exprs = append(exprs, in.AssignmentExpression)
			return
		}
		for list := in.InitializerList; list != nil; list = list.InitializerList {
			walk(list.Initializer)
		}
	}
	if in.Case == cc.InitializerExpr {
		l.refuse(in, "initialiser of array %s that is not a list", name)
	}
	walk(in)
	return idx, exprs
}

// fillZeros stores 0 in the elements not in written, refusing arrays too
// large to fill one element at a time.
func (l *lowerer) zeroIndices(v *variable, n cc.Node, written map[int64]bool) []int64 {
	sh := v.arr
	if sh.total < 0 || sh.total-int64(len(written)) > maxFill {
		l.refuse(n, "zero-initialised array %s of %d elements (at most %d elements are filled)", v.c, sh.total, maxFill)
	}
	var out []int64
	for i := int64(0); i < sh.total; i++ {
		if !written[i] {
			out = append(out, i)
		}
	}
	return out
}

// declareArray lowers a local array's declaration: arbitrary contents, or
// the initialiser's values and zeros elsewhere.
func (l *lowerer) declareArray(dd *cc.Declarator, in *cc.Initializer) {
	sh := l.shapeOf(dd.Type(), dd, dd.Name())
	v := &variable{c: dd.Name(), t: sh.elem, arr: sh, decl: dd}
	v.b = l.localTyped(dd.Name(), sh.boogieType())
	l.vars[dd] = v
	l.emit(dd, "havoc %s;", v.b)
	if in == nil {
		return
	}
	idx, exprs := l.initElems(in, sh, v.c)
	written := map[int64]bool{}
	for i, e := range exprs {
		x := l.conv(l.expr(e), sh.elem, e)
		l.emit(e, "%s[%s] := %s;", v.b, sh.indices(idx[i]), x.intText())
		written[idx[i]] = true
	}
	for _, i := range l.zeroIndices(v, in, written) {
		l.emit(dd, "%s[%s] := 0;", v.b, sh.indices(i))
	}
}

// globalArrayInit lists the stores that initialise a global array: its
// constant initialiser, zeros elsewhere.
func (l *lowerer) globalArrayInit(g *variable, in *cc.Initializer) []string {
	vals := map[int64]*big.Int{}
	if in != nil {
		idx, exprs := l.initElems(in, g.arr, g.c)
		for i, e := range exprs {
			k, ok := constValue(e)
			if !ok {
				l.refuse(e, "non-constant initialiser of %s", g.c)
			}
			vals[idx[i]] = g.arr.elem.wrap(k)
		}
	}
	written := map[int64]bool{}
	var out []string
	keys := make([]int64, 0, len(vals))
	for i := range vals {
		keys = append(keys, i)
	}
	sort.Slice(keys, func(a, b int) bool { return keys[a] < keys[b] })
	for _, i := range keys {
		written[i] = true
		out = append(out, fmt.Sprintf("%s[%s] := %s;", g.b, g.arr.indices(i), intLit(vals[i])))
	}
	for _, i := range l.zeroIndices(g, g.decl, written) {
		out = append(out, fmt.Sprintf("%s[%s] := 0;", g.b, g.arr.indices(i)))
	}
	return out
}
