package z3

import (
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// DefaultCacheLimit is the number of converted terms a [Converter] keeps
// before it drops its cache (see [Converter.Trim]).
const DefaultCacheLimit = 1 << 18

// Converter translates [chc.Term]s to Z3 ASTs of one Context and back.
//
// Conversions to Z3 are cached per term (terms are hash-consed, so the
// cache is keyed by handle). Cached ASTs belong to the context's root
// frame, whatever scope is open when they are made. The cache is bounded:
// Trim drops it once it holds more than the limit, which keeps memory flat
// over long runs that keep making new terms (Z3 solvers hold their own
// references to what was asserted, so dropping the cache is always safe
// for them; callers must not keep ASTs returned by ToZ3 across a Trim).
//
// Converting back accepts what Z3 produces from our terms, from models
// and from projection: Boolean structure, linear and non-linear integer and
// real arithmetic (including div, mod, rem), arrays (select, store,
// constant arrays, and the as-array and lambda values of a model, nested
// too, read as Model.Array reads them), bit-vectors (the QF_BV
// operators, with bvredor and bvredand through bvcomp), and constants that were
// converted to Z3 before. Anything else (quantifiers, algebraic numbers,
// fresh Z3 constants, internal functions) is an error naming the
// construct.
//
// A Converter belongs to its Context's goroutine.
type Converter struct {
	c     *Context
	f     *chc.Factory
	cache map[*chc.Term]AST
	sorts map[chc.Sort]Sort
	vars  map[varKey]*chc.Term // constants converted to Z3, for the way back
	limit int
	dt    dtConv // datatypes declared in Z3
	// recAbs converts an integer abs to absFunc's function: set while a
	// size function's definition is converted.
	recAbs bool
}

type varKey struct {
	name string
	sort chc.Sort
}

// NewConverter returns a converter between f's terms and c's ASTs.
func NewConverter(c *Context, f *chc.Factory) *Converter {
	return &Converter{
		c:     c,
		f:     f,
		cache: map[*chc.Term]AST{},
		sorts: map[chc.Sort]Sort{},
		vars:  map[varKey]*chc.Term{},
		limit: DefaultCacheLimit,
	}
}

// Factory returns the factory terms are converted back into.
func (v *Converter) Factory() *chc.Factory { return v.f }

// Context returns the Z3 context ASTs are made in.
func (v *Converter) Context() *Context { return v.c }

// SetCacheLimit sets the number of cached terms above which Trim drops the
// cache; n <= 0 restores DefaultCacheLimit.
func (v *Converter) SetCacheLimit(n int) {
	if n <= 0 {
		n = DefaultCacheLimit
	}
	v.limit = n
}

// CacheSize returns the number of terms whose conversion is cached.
func (v *Converter) CacheSize() int { return len(v.cache) }

// Trim releases every cached AST if the cache holds more than the limit.
// ASTs returned by ToZ3 before a Trim must not be used after it.
func (v *Converter) Trim() {
	if len(v.cache) <= v.limit {
		return
	}
	for _, a := range v.cache {
		v.c.Release(a)
	}
	clear(v.cache)
}

// Sort converts a chc sort.
func (v *Converter) Sort(s chc.Sort) (Sort, error) {
	if z, ok := v.sorts[s]; ok {
		return z, nil
	}
	var (
		z   Sort
		err error
	)
	switch s.Kind() {
	case chc.KindBool:
		z, err = v.c.BoolSort()
	case chc.KindInt:
		z, err = v.c.IntSort()
	case chc.KindReal:
		z, err = v.c.RealSort()
	case chc.KindArray:
		var i, e Sort
		if i, err = v.Sort(s.Index()); err != nil {
			return Sort{}, err
		}
		if e, err = v.Sort(s.Elem()); err != nil {
			return Sort{}, err
		}
		z, err = v.c.ArraySort(i, e)
	case chc.KindBitVec:
		z, err = v.c.BitVecSort(s.Width())
	case chc.KindDatatype:
		return v.datatypeSort(s)
	default:
		return Sort{}, fmt.Errorf("z3: sort %s is not supported", s)
	}
	if err != nil {
		return Sort{}, err
	}
	v.c.Persist(z)
	v.sorts[s] = z
	return z, nil
}

// chcSort converts a Z3 sort back.
func (v *Converter) chcSort(z Sort) (chc.Sort, error) {
	switch z.Kind() {
	case BoolSort:
		return chc.BoolSort, nil
	case IntSort:
		return chc.IntSort, nil
	case RealSort:
		return chc.RealSort, nil
	case ArraySort:
		d, err := z.Domain()
		if err != nil {
			return chc.Sort{}, err
		}
		defer v.c.Release(d)
		r, err := z.Range()
		if err != nil {
			return chc.Sort{}, err
		}
		defer v.c.Release(r)
		ds, err := v.chcSort(d)
		if err != nil {
			return chc.Sort{}, err
		}
		rs, err := v.chcSort(r)
		if err != nil {
			return chc.Sort{}, err
		}
		return chc.ArraySort(ds, rs), nil
	case BitVecSort:
		return chc.BitVecSort(z.BVWidth()), nil
	case DatatypeSort:
		if s, ok := v.dt.sortOf[z.ID()]; ok {
			return s, nil
		}
	}
	return chc.Sort{}, fmt.Errorf("z3: sort %s is not supported", z)
}

// ToZ3 converts t. The result is owned by the converter's cache: do not
// release it, and do not use it after Trim.
func (v *Converter) ToZ3(t *chc.Term) (AST, error) {
	if z, ok := v.cache[t]; ok {
		return z, nil
	}
	// Convert arguments first, iteratively over the DAG in post-order, so
	// deep terms (long store chains, big sums) do not exhaust the stack.
	type frame struct {
		t    *chc.Term
		next int
	}
	stack := []frame{{t: t}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if _, ok := v.cache[top.t]; ok {
			stack = stack[:len(stack)-1]
			continue
		}
		if top.next < top.t.NumArgs() {
			a := top.t.Arg(top.next)
			top.next++
			if _, ok := v.cache[a]; !ok {
				stack = append(stack, frame{t: a})
			}
			continue
		}
		x := top.t
		stack = stack[:len(stack)-1]
		args := make([]AST, x.NumArgs())
		for i, a := range x.Args() {
			args[i] = v.cache[a]
		}
		z, err := v.mk(x, args)
		if err != nil {
			return AST{}, fmt.Errorf("z3: converting %s: %w", x.Op(), err)
		}
		v.c.Persist(z)
		v.cache[x] = z
	}
	return v.cache[t], nil
}

// chain folds a chainable comparison over consecutive pairs.
func (v *Converter) chain(args []AST, mk func(a, b AST) (AST, error)) (AST, error) {
	if len(args) == 2 {
		return mk(args[0], args[1])
	}
	cs := make([]AST, 0, len(args)-1)
	defer func() { v.c.Release(asRefs(cs)...) }()
	for i := 0; i+1 < len(args); i++ {
		z, err := mk(args[i], args[i+1])
		if err != nil {
			return AST{}, err
		}
		cs = append(cs, z)
	}
	return v.c.And(cs...)
}

// fold applies a binary constructor left to right (right to left when
// right is set), releasing the intermediate results.
func (v *Converter) fold(args []AST, right bool, mk func(a, b AST) (AST, error)) (AST, error) {
	if len(args) == 1 {
		return args[0], nil
	}
	var acc AST
	var err error
	n := len(args)
	if right {
		acc, err = mk(args[n-2], args[n-1])
		for i := n - 3; i >= 0 && err == nil; i-- {
			var next AST
			next, err = mk(args[i], acc)
			v.c.Release(acc)
			acc = next
		}
	} else {
		acc, err = mk(args[0], args[1])
		for i := 2; i < n && err == nil; i++ {
			var next AST
			next, err = mk(acc, args[i])
			v.c.Release(acc)
			acc = next
		}
	}
	return acc, err
}

func (v *Converter) mk(x *chc.Term, a []AST) (AST, error) {
	c := v.c
	if x.Op().IsDatatypeOp() {
		return v.mkDatatypeApp(x, a)
	}
	switch x.Op() {
	case chc.OpVar:
		s, err := v.Sort(x.Sort())
		if err != nil {
			return AST{}, err
		}
		v.vars[varKey{x.Name(), x.Sort()}] = x
		return c.Const(x.Name(), s)
	case chc.OpNum:
		s, err := v.Sort(x.Sort())
		if err != nil {
			return AST{}, err
		}
		return c.Numeral(x.Num().RatString(), s)
	case chc.OpTrue:
		return c.True()
	case chc.OpFalse:
		return c.False()
	case chc.OpNot:
		return c.Not(a[0])
	case chc.OpAnd:
		if len(a) == 0 {
			return c.True()
		}
		return c.And(a...)
	case chc.OpOr:
		if len(a) == 0 {
			return c.False()
		}
		return c.Or(a...)
	case chc.OpImplies:
		return v.fold(a, true, c.Implies)
	case chc.OpXor:
		return v.fold(a, false, c.Xor)
	case chc.OpIte:
		return c.Ite(a[0], a[1], a[2])
	case chc.OpEq:
		return v.chain(a, c.Eq)
	case chc.OpDistinct:
		return c.Distinct(a...)
	case chc.OpLe:
		return v.chain(a, c.Le)
	case chc.OpLt:
		return v.chain(a, c.Lt)
	case chc.OpGe:
		return v.chain(a, c.Ge)
	case chc.OpGt:
		return v.chain(a, c.Gt)
	case chc.OpAdd:
		return c.Add(a...)
	case chc.OpSub:
		return c.Sub(a...)
	case chc.OpNeg:
		return c.Neg(a[0])
	case chc.OpMul:
		return c.Mul(a...)
	case chc.OpDiv:
		return c.IDiv(a[0], a[1])
	case chc.OpMod:
		return c.Mod(a[0], a[1])
	case chc.OpAbs:
		if v.recAbs && x.Sort() == chc.IntSort {
			fn, err := v.absFunc()
			if err != nil {
				return AST{}, err
			}
			return c.App(fn, a[0])
		}
		return c.Abs(a[0])
	case chc.OpRealDiv:
		return v.fold(a, false, c.Div)
	case chc.OpToReal:
		return c.ToReal(a[0])
	case chc.OpToInt:
		return c.ToInt(a[0])
	case chc.OpIsInt:
		return c.IsInt(a[0])
	case chc.OpSelect:
		return c.Select(a[0], a[1])
	case chc.OpStore:
		return c.Store(a[0], a[1], a[2])
	case chc.OpConstArray:
		s, err := v.Sort(x.Sort().Index())
		if err != nil {
			return AST{}, err
		}
		return c.ConstArray(s, a[0])
	case chc.OpBoundVar:
		// A constant of its own, named apart from every free variable:
		// the quantifiers over it bind it (see chc.Factory.BoundVar).
		s, err := v.Sort(x.Sort())
		if err != nil {
			return AST{}, err
		}
		return c.FreshConst(x.Name(), s)
	case chc.OpForall:
		return c.Forall(a[:len(a)-1], a[len(a)-1])
	}
	if x.Op().IsBV() {
		return v.mkBV(x, a)
	}
	return AST{}, fmt.Errorf("operator %s is not supported", x.Op())
}

// FromZ3 converts a Z3 AST back to a term. m, if not nil, is the model
// the AST came from; it is needed to read as-array values.
func (v *Converter) FromZ3(a AST, m *Model) (*chc.Term, error) {
	sc := v.c.Scope()
	defer sc.End()
	b := backConv{v: v, m: m, memo: map[int]*chc.Term{}}
	return b.conv(a, 0)
}

type backConv struct {
	v    *Converter
	m    *Model
	memo map[int]*chc.Term
}

// maxBackDepth bounds the recursion of back conversion; Z3's results for
// our inputs are far shallower.
const maxBackDepth = 100000

func (b *backConv) conv(a AST, depth int) (*chc.Term, error) {
	if t, ok := b.memo[a.ID()]; ok {
		return t, nil
	}
	if depth > maxBackDepth {
		return nil, fmt.Errorf("z3: term too deep to convert back")
	}
	t, err := b.convNew(a, depth)
	if err != nil {
		return nil, err
	}
	b.memo[a.ID()] = t
	return t, nil
}

func (b *backConv) sortOf(a AST) (chc.Sort, error) {
	z, err := a.Sort()
	if err != nil {
		return chc.Sort{}, err
	}
	return b.v.chcSort(z)
}

func (b *backConv) convNew(a AST, depth int) (*chc.Term, error) {
	f := b.v.f
	switch a.Kind() {
	case NumeralAST:
		s, err := b.sortOf(a)
		if err != nil {
			return nil, err
		}
		r, err := numeral(a)
		if err != nil {
			return nil, err
		}
		if s == chc.IntSort && !r.IsInt() {
			return nil, fmt.Errorf("z3: Int numeral %s is not an integer", r.RatString())
		}
		return f.Num(r, s), nil
	case AppAST:
	case QuantifierAST:
		if a.Quantifier() == LambdaQ {
			return b.arrayTerm(a)
		}
		return nil, fmt.Errorf("z3: cannot convert back a quantifier: %s", a)
	default:
		return nil, fmt.Errorf("z3: cannot convert back %s: %s", a.Kind(), a)
	}
	dk := a.DeclKind()
	switch dk {
	case OpTrue:
		return f.True(), nil
	case OpFalse:
		return f.False(), nil
	case OpUninterpreted:
		if a.NumArgs() != 0 {
			return nil, fmt.Errorf("z3: cannot convert back application of function %s", a.Name())
		}
		s, err := b.sortOf(a)
		if err != nil {
			return nil, err
		}
		if x, ok := b.v.vars[varKey{a.Name(), s}]; ok {
			return x, nil
		}
		return nil, fmt.Errorf("z3: cannot convert back constant %s of sort %s: it was not made from a term", a.Name(), s)
	case OpAsArray:
		if b.m == nil {
			return nil, fmt.Errorf("z3: cannot convert back an as-array value without its model")
		}
		return b.arrayTerm(a)
	case OpAlgebraic:
		return nil, fmt.Errorf("z3: cannot convert back an irrational algebraic number: %s", a)
	}
	args, err := a.Args()
	if err != nil {
		return nil, err
	}
	ts := make([]*chc.Term, len(args))
	for i, x := range args {
		if ts[i], err = b.conv(x, depth+1); err != nil {
			return nil, err
		}
	}
	if t, ok, err := b.convBV(a, dk, ts); ok {
		return t, err
	}
	if t, ok, err := b.datatypeBack(a, ts); ok {
		return t, err
	}
	app := func(op chc.Op) (*chc.Term, error) { return f.App(op, ts...) }
	switch dk {
	case OpAnd:
		return f.And(ts...), nil
	case OpOr:
		return f.Or(ts...), nil
	case OpNot:
		return f.Not(ts[0]), nil
	case OpImplies:
		return app(chc.OpImplies)
	case OpIff, OpEq:
		return app(chc.OpEq)
	case OpDistinct:
		return app(chc.OpDistinct)
	case OpIte:
		return app(chc.OpIte)
	case OpXor:
		return app(chc.OpXor)
	case OpLe:
		return app(chc.OpLe)
	case OpLt:
		return app(chc.OpLt)
	case OpGe:
		return app(chc.OpGe)
	case OpGt:
		return app(chc.OpGt)
	case OpAdd:
		return app(chc.OpAdd)
	case OpSub:
		return app(chc.OpSub)
	case OpUMinus:
		return app(chc.OpNeg)
	case OpMul:
		return app(chc.OpMul)
	case OpIDiv:
		return app(chc.OpDiv)
	case OpMod:
		return app(chc.OpMod)
	case OpRem:
		// Z3: (rem x y) is (mod x y) when y >= 0 and -(mod x y) otherwise.
		m, err := f.App(chc.OpMod, ts[0], ts[1])
		if err != nil {
			return nil, err
		}
		zero := f.Int(0)
		return f.Ite(f.Cmp(chc.OpGe, ts[1], zero), m, f.Neg(m)), nil
	case OpDiv:
		return app(chc.OpRealDiv)
	case OpToReal:
		return app(chc.OpToReal)
	case OpToInt:
		return app(chc.OpToInt)
	case OpIsInt:
		return app(chc.OpIsInt)
	case OpSelect:
		return app(chc.OpSelect)
	case OpStore:
		return app(chc.OpStore)
	case OpConstArray:
		s, err := b.sortOf(a)
		if err != nil {
			return nil, err
		}
		return f.ConstArray(s, ts[0])
	}
	return nil, fmt.Errorf("z3: cannot convert back operator %s in %s", a.Name(), a)
}

// arrayTerm reads an array value (as-array, or a lambda as Model.Array
// reads them) as a term. A lambda without a model is read in an empty
// one: it mentions values only.
func (b *backConv) arrayTerm(a AST) (*chc.Term, error) {
	s, err := b.sortOf(a)
	if err != nil {
		return nil, err
	}
	m := b.m
	if m == nil {
		if m, err = b.v.c.emptyModel(); err != nil {
			return nil, err
		}
		defer m.Close()
	}
	val, err := b.v.arrayValue(m, a, s)
	if err != nil {
		return nil, err
	}
	return b.v.f.Value(val), nil
}

// numeral reads a numeral AST as a rational.
func numeral(a AST) (*big.Rat, error) {
	s, err := a.NumeralString()
	if err != nil {
		return nil, err
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, fmt.Errorf("z3: cannot read numeral %q", s)
	}
	return r, nil
}

// Value reads a ground value of sort s from a (an AST evaluated in m with
// model completion).
func (v *Converter) Value(m *Model, a AST, s chc.Sort) (chc.Value, error) {
	sc := v.c.Scope()
	defer sc.End()
	return v.value(m, a, s)
}

func (v *Converter) value(m *Model, a AST, s chc.Sort) (chc.Value, error) {
	switch s.Kind() {
	case chc.KindBool:
		b, ok := a.BoolValue()
		if !ok {
			// Z3 leaves a selector applied to another constructor
			// unevaluated: evaluate it exactly, as chc.Eval fixes it.
			return v.exactValue(m, a, "Boolean")
		}
		return chc.BoolValue(b), nil
	case chc.KindInt, chc.KindReal, chc.KindBitVec:
		if a.Kind() == NumeralAST {
			r, err := numeral(a)
			if err != nil {
				return chc.Value{}, err
			}
			if s == chc.IntSort && !r.IsInt() {
				return chc.Value{}, fmt.Errorf("z3: Int value %s is not an integer", r.RatString())
			}
			return chc.NumValue(r, s), nil
		}
		// Z3 sometimes leaves a negated or divided numeral: evaluate it exactly.
		t, err := v.FromZ3(a, m)
		if err != nil {
			return chc.Value{}, err
		}
		val, err := chc.Eval(t, chc.Env{})
		if err != nil {
			return chc.Value{}, fmt.Errorf("z3: %s is not a numeric value: %w", a, err)
		}
		return val, nil
	case chc.KindArray:
		return v.arrayValue(m, a, s)
	case chc.KindDatatype:
		return v.datatypeValue(m, a)
	}
	return chc.Value{}, fmt.Errorf("z3: values of sort %s are not supported", s)
}

func (v *Converter) arrayValue(m *Model, a AST, s chc.Sort) (chc.Value, error) {
	if m == nil {
		return chc.Value{}, fmt.Errorf("z3: reading an array value needs its model")
	}
	av, err := m.Array(a)
	if err != nil {
		return chc.Value{}, err
	}
	var def chc.Value
	if av.Default.Valid() {
		if def, err = v.value(m, av.Default, s.Elem()); err != nil {
			return chc.Value{}, err
		}
	} else {
		def = v.f.DefaultValue(s.Elem())
	}
	entries := make([]chc.ArrayEntry, 0, len(av.Entries))
	for _, e := range av.Entries {
		i, err := v.value(m, e.Index, s.Index())
		if err != nil {
			return chc.Value{}, err
		}
		x, err := v.value(m, e.Value, s.Elem())
		if err != nil {
			return chc.Value{}, err
		}
		entries = append(entries, chc.ArrayEntry{Index: i, Elem: x})
	}
	return chc.ArrayValue(s, def, entries), nil
}
