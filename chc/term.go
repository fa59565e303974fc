package chc

import (
	"fmt"
	"hash/maphash"
	"math/big"
	"sync"
	"sync/atomic"
)

// Op is the operator at the root of a term.
type Op uint8

// Operators. Var, Num, True, False and ConstArray are leaves or carry extra
// data; the rest are SMT-LIB function applications with the usual meaning.
const (
	OpInvalid    Op = iota
	OpVar           // a variable: Name and Sort
	OpNum           // an Int or Real numeral: Num and Sort
	OpTrue          // true
	OpFalse         // false
	OpNot           // (not a)
	OpAnd           // (and a ...), zero or more arguments
	OpOr            // (or a ...), zero or more arguments
	OpImplies       // (=> a b ...), right-associative
	OpXor           // (xor a b ...), left-associative
	OpIte           // (ite c a b)
	OpEq            // (= a b ...), chainable
	OpDistinct      // (distinct a b ...), pairwise
	OpLe            // (<= a b ...), chainable
	OpLt            // (< a b ...)
	OpGe            // (>= a b ...)
	OpGt            // (> a b ...)
	OpAdd           // (+ a b ...)
	OpSub           // (- a b ...), left-associative, two or more arguments
	OpNeg           // (- a)
	OpMul           // (* a b ...)
	OpDiv           // (div a b), SMT-LIB integer division
	OpMod           // (mod a b), SMT-LIB integer remainder
	OpAbs           // (abs a)
	OpRealDiv       // (/ a b ...), real division
	OpToReal        // (to_real a)
	OpToInt         // (to_int a), floor
	OpIsInt         // (is_int a)
	OpSelect        // (select a i)
	OpStore         // (store a i v)
	OpConstArray    // ((as const (Array I E)) v)

	// Bit-vector operators (SMT-LIB's FixedSizeBitVectors). The
	// associative ones (bvadd bvmul bvand bvor bvxor concat) and bvsub
	// take two or more arguments, left-associative; the others are as in
	// the standard. The indexed ones carry their indices (Term.Indices).
	OpBVNot   // (bvnot a)
	OpBVNeg   // (bvneg a)
	OpBVAnd   // (bvand a b ...)
	OpBVOr    // (bvor a b ...)
	OpBVXor   // (bvxor a b ...)
	OpBVNand  // (bvnand a b)
	OpBVNor   // (bvnor a b)
	OpBVXnor  // (bvxnor a b)
	OpBVAdd   // (bvadd a b ...)
	OpBVSub   // (bvsub a b ...)
	OpBVMul   // (bvmul a b ...)
	OpBVUDiv  // (bvudiv a b); all ones when b is 0
	OpBVURem  // (bvurem a b); a when b is 0
	OpBVSDiv  // (bvsdiv a b)
	OpBVSRem  // (bvsrem a b), sign of a
	OpBVSMod  // (bvsmod a b), sign of b
	OpBVShl   // (bvshl a b)
	OpBVLShr  // (bvlshr a b)
	OpBVAShr  // (bvashr a b)
	OpBVComp  // (bvcomp a b), #b1 iff a = b
	OpConcat  // (concat a b ...), a in the high bits
	OpExtract // ((_ extract i j) a), bits i down to j
	OpZeroExt // ((_ zero_extend k) a)
	OpSignExt // ((_ sign_extend k) a)
	OpRotL    // ((_ rotate_left k) a)
	OpRotR    // ((_ rotate_right k) a)
	OpRepeat  // ((_ repeat k) a)
	OpBVULt   // (bvult a b)
	OpBVULe   // (bvule a b)
	OpBVUGt   // (bvugt a b)
	OpBVUGe   // (bvuge a b)
	OpBVSLt   // (bvslt a b)
	OpBVSLe   // (bvsle a b)
	OpBVSGt   // (bvsgt a b)
	OpBVSGe   // (bvsge a b)

	// Datatype operators (SMT-LIB 2.6 datatypes). The term carries its
	// constructor (Term.Constructor); a selector's also its field
	// (Term.Selector). Build them with Construct, SelectField and Test.
	OpCons  // (C a ...), or C alone, a constructor application
	OpField // (s a), a selector application
	OpIs    // ((_ is C) a), a tester

	// Quantifiers (see quant.go).
	OpBoundVar // a variable bound by a quantifier: Name and Sort; not a free variable
	OpForall   // (forall ((k S) ...) body): bound variables, then the Bool body

	// OpSize is a datatype's size function (see Factory.DatatypeSize), a
	// function that models define recursively (define-fun-rec).
	OpSize
	numOps
)

var opNames = [numOps]string{
	OpInvalid: "<invalid>", OpVar: "<var>", OpNum: "<num>", OpTrue: "true", OpFalse: "false",
	OpNot: "not", OpAnd: "and", OpOr: "or", OpImplies: "=>", OpXor: "xor", OpIte: "ite",
	OpEq: "=", OpDistinct: "distinct", OpLe: "<=", OpLt: "<", OpGe: ">=", OpGt: ">",
	OpAdd: "+", OpSub: "-", OpNeg: "-", OpMul: "*", OpDiv: "div", OpMod: "mod", OpAbs: "abs",
	OpRealDiv: "/", OpToReal: "to_real", OpToInt: "to_int", OpIsInt: "is_int",
	OpSelect: "select", OpStore: "store", OpConstArray: "as const",
	OpBVNot: "bvnot", OpBVNeg: "bvneg", OpBVAnd: "bvand", OpBVOr: "bvor", OpBVXor: "bvxor",
	OpBVNand: "bvnand", OpBVNor: "bvnor", OpBVXnor: "bvxnor", OpBVAdd: "bvadd", OpBVSub: "bvsub",
	OpBVMul: "bvmul", OpBVUDiv: "bvudiv", OpBVURem: "bvurem", OpBVSDiv: "bvsdiv", OpBVSRem: "bvsrem",
	OpBVSMod: "bvsmod", OpBVShl: "bvshl", OpBVLShr: "bvlshr", OpBVAShr: "bvashr", OpBVComp: "bvcomp",
	OpConcat: "concat", OpExtract: "extract", OpZeroExt: "zero_extend", OpSignExt: "sign_extend",
	OpRotL: "rotate_left", OpRotR: "rotate_right", OpRepeat: "repeat",
	OpBVULt: "bvult", OpBVULe: "bvule", OpBVUGt: "bvugt", OpBVUGe: "bvuge",
	OpBVSLt: "bvslt", OpBVSLe: "bvsle", OpBVSGt: "bvsgt", OpBVSGe: "bvsge",
	OpCons: "<constructor>", OpField: "<selector>", OpIs: "is",
	OpBoundVar: "<bound>", OpForall: "forall", OpSize: "<size>",
}

// NumIndices returns how many indices the operator carries: 2 for extract,
// 1 for the other indexed bit-vector operators, 0 otherwise.
func (o Op) NumIndices() int {
	switch o {
	case OpExtract:
		return 2
	case OpZeroExt, OpSignExt, OpRotL, OpRotR, OpRepeat:
		return 1
	}
	return 0
}

// IsBV reports whether o is a bit-vector operator.
func (o Op) IsBV() bool { return o >= OpBVNot && o <= OpBVSGe }

// String returns the SMT-LIB name of the operator.
func (o Op) String() string {
	if o < numOps {
		return opNames[o]
	}
	return fmt.Sprintf("Op(%d)", o)
}

// Term is an immutable, hash-consed term. Terms made by one Factory are equal
// iff they are the same pointer, so == compares them and they can be map keys.
// Terms are safe to share between goroutines.
type Term struct {
	id   uint32
	op   Op
	sort Sort
	name string   // OpVar: the variable's name
	num  *big.Rat // OpNum: the value (never mutated); a bit-vector's is in [0, 2^width)
	ix   [2]int32 // the indices of an indexed operator (Op.NumIndices of them)
	args []*Term
	// ctor is the constructor of a datatype operator (OpCons, OpField,
	// OpIs); nil otherwise.
	ctor *Constructor
	// vars has a bit for each variable of the term, the bit of a
	// variable being chosen by its hash: a term whose vars shares no bit
	// with a set of variables has none of them, so substitutions and
	// variable searches skip it whole. Zero for ground terms.
	vars uint64
	// free caches the term's free variables, ordered by ID, once FreeVars
	// has computed them (terms are shared between goroutines, hence
	// atomic); the slice is never modified.
	free atomic.Pointer[[]*Term]
}

// ID is a number unique among the terms of one Factory, increasing in creation
// order; use it for deterministic ordering.
func (t *Term) ID() uint32 { return t.id }

// Op returns the root operator.
func (t *Term) Op() Op { return t.op }

// Sort returns the term's sort.
func (t *Term) Sort() Sort { return t.sort }

// Name returns a variable's name, free or bound ("" for other terms).
func (t *Term) Name() string { return t.name }

// Num returns a copy of a numeral's value (nil for other terms).
func (t *Term) Num() *big.Rat {
	if t.num == nil {
		return nil
	}
	return new(big.Rat).Set(t.num)
}

// Indices returns the indices of an indexed operator: (i j) of
// ((_ extract i j) a), (k) of ((_ zero_extend k) a) and the like; nil for
// other terms.
func (t *Term) Indices() []int {
	n := t.op.NumIndices()
	if n == 0 {
		return nil
	}
	out := make([]int, n)
	for k := range out {
		out[k] = int(t.ix[k])
	}
	return out
}

// Args returns the arguments. The slice is shared: callers must not modify it.
func (t *Term) Args() []*Term { return t.args }

// Arg returns argument i.
func (t *Term) Arg(i int) *Term { return t.args[i] }

// NumArgs returns the number of arguments.
func (t *Term) NumArgs() int { return len(t.args) }

// IsVar reports whether t is a variable.
func (t *Term) IsVar() bool { return t.op == OpVar }

// IsTrue reports whether t is the constant true.
func (t *Term) IsTrue() bool { return t.op == OpTrue }

// IsFalse reports whether t is the constant false.
func (t *Term) IsFalse() bool { return t.op == OpFalse }

// Factory makes and owns hash-consed terms. All terms that are compared or
// combined must come from the same Factory. A Factory is safe for concurrent use.
type Factory struct {
	mu     sync.Mutex
	seed   maphash.Seed
	table  map[uint64][]*Term
	nextID uint32
	tru    *Term
	fls    *Term
	memos  []*memo // spare memos for rewrites (see getMemo), guarded by mu
	dts    dtRegistry
}

// NewFactory returns an empty term factory.
func NewFactory() *Factory {
	f := &Factory{seed: maphash.MakeSeed(), table: make(map[uint64][]*Term)}
	f.tru = f.intern(&Term{op: OpTrue, sort: BoolSort})
	f.fls = f.intern(&Term{op: OpFalse, sort: BoolSort})
	return f
}

// Size returns the number of distinct terms made so far.
func (f *Factory) Size() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return int(f.nextID)
}

func (f *Factory) hash(t *Term) uint64 {
	var h maphash.Hash
	h.SetSeed(f.seed)
	h.WriteByte(byte(t.op))
	h.WriteString(t.sort.text)
	h.WriteString(t.name)
	if t.num != nil {
		h.WriteString(t.num.RatString())
	}
	var buf [4]byte
	for _, x := range t.ix {
		buf[0], buf[1], buf[2], buf[3] = byte(x), byte(x>>8), byte(x>>16), byte(x>>24)
		h.Write(buf[:])
	}
	for _, a := range t.args {
		buf[0], buf[1], buf[2], buf[3] = byte(a.id), byte(a.id>>8), byte(a.id>>16), byte(a.id>>24)
		h.Write(buf[:])
	}
	return h.Sum64()
}

func shallowEqual(a, b *Term) bool {
	if a.op != b.op || a.sort != b.sort || a.name != b.name || a.ix != b.ix || len(a.args) != len(b.args) || a.ctor != b.ctor {
		return false
	}
	if (a.num == nil) != (b.num == nil) || (a.num != nil && a.num.Cmp(b.num) != 0) {
		return false
	}
	for i := range a.args {
		if a.args[i] != b.args[i] {
			return false
		}
	}
	return true
}

// intern returns the canonical term equal to t, adding t if it is new. The
// caller must not keep or modify t's args slice afterwards.
func (f *Factory) intern(t *Term) *Term {
	h := f.hash(t)
	if t.op == OpVar {
		t.vars = 1 << (h % 64)
	}
	for _, a := range t.args {
		t.vars |= a.vars
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, u := range f.table[h] {
		if shallowEqual(t, u) {
			return u
		}
	}
	t.id = f.nextID
	f.nextID++
	f.table[h] = append(f.table[h], t)
	return t
}

// owns reports whether t was made by f.
func (f *Factory) owns(t *Term) bool {
	h := f.hash(t)
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, u := range f.table[h] {
		if u == t {
			return true
		}
	}
	return false
}

// True returns the constant true.
func (f *Factory) True() *Term { return f.tru }

// False returns the constant false.
func (f *Factory) False() *Term { return f.fls }

// BoolConst returns true or false.
func (f *Factory) BoolConst(b bool) *Term {
	if b {
		return f.tru
	}
	return f.fls
}

// Var returns the variable with the given name and sort.
func (f *Factory) Var(name string, s Sort) *Term {
	return f.intern(&Term{op: OpVar, sort: s, name: name})
}

// Num returns the numeral v of sort Int, Real or (_ BitVec n). For Int, v
// must be an integer; for a bit-vector, an integer, which is reduced modulo
// 2^n.
func (f *Factory) Num(v *big.Rat, s Sort) *Term {
	if s.Kind() == KindBitVec {
		if !v.IsInt() {
			panic("chc: non-integer bit-vector numeral " + v.RatString())
		}
		return f.BV(v.Num(), s.Width())
	}
	if s != IntSort && s != RealSort {
		panic("chc: numeral of sort " + s.String())
	}
	if s == IntSort && !v.IsInt() {
		panic("chc: non-integer Int numeral " + v.RatString())
	}
	return f.intern(&Term{op: OpNum, sort: s, num: new(big.Rat).Set(v)})
}

// Int returns the Int numeral i.
func (f *Factory) Int(i int64) *Term { return f.Num(new(big.Rat).SetInt64(i), IntSort) }

// BigInt returns the Int numeral i.
func (f *Factory) BigInt(i *big.Int) *Term { return f.Num(new(big.Rat).SetInt(i), IntSort) }

// Real returns the Real numeral p/q.
func (f *Factory) Real(p, q int64) *Term { return f.Num(big.NewRat(p, q), RealSort) }

// ConstArray returns the constant array of sort s whose every element is v.
func (f *Factory) ConstArray(s Sort, v *Term) (*Term, error) {
	if s.Kind() != KindArray || s.Elem() != v.sort {
		return nil, fmt.Errorf("constant array of sort %s with a value of sort %s", s, v.sort)
	}
	return f.intern(&Term{op: OpConstArray, sort: s, args: []*Term{v}}), nil
}

// App returns op applied to args, checking sorts. It does not simplify. Use
// Var, Num, True, False and ConstArray for those operators, and Indexed for
// the indexed bit-vector operators.
func (f *Factory) App(op Op, args ...*Term) (*Term, error) {
	if op.NumIndices() > 0 {
		return nil, fmt.Errorf("%s needs indices", op)
	}
	if op.IsDatatypeOp() {
		return nil, fmt.Errorf("%s needs its constructor (use Construct, SelectField, Test or DatatypeSize)", op)
	}
	return f.app(op, [2]int32{}, args)
}

// Indexed returns the indexed operator op (extract, zero_extend,
// sign_extend, rotate_left, rotate_right or repeat) with the given indices
// applied to args, checking indices and sorts.
func (f *Factory) Indexed(op Op, indices []int, args ...*Term) (*Term, error) {
	if n := op.NumIndices(); n == 0 || len(indices) != n {
		return nil, fmt.Errorf("%s takes %d indices, got %d", op, op.NumIndices(), len(indices))
	}
	var ix [2]int32
	for k, x := range indices {
		if x < 0 || x > maxWidth {
			return nil, fmt.Errorf("index %d of %s out of range", x, op)
		}
		ix[k] = int32(x)
	}
	return f.app(op, ix, args)
}

func (f *Factory) app(op Op, ix [2]int32, args []*Term) (*Term, error) {
	var s Sort
	var err error
	if op.IsBV() {
		s, err = bvResultSort(op, ix, args)
	} else {
		s, err = resultSort(op, args)
	}
	if err != nil {
		return nil, err
	}
	return f.intern(&Term{op: op, sort: s, ix: ix, args: append([]*Term(nil), args...)}), nil
}

// WithArgs returns t's operator, with its indices, applied to args, checking
// sorts; it panics on ill-sorted arguments. It is how rewrites rebuild an
// application whose operator they do not know.
func (f *Factory) WithArgs(t *Term, args ...*Term) *Term {
	if t.op.IsDatatypeOp() {
		u, err := f.datatypeApp(t, args)
		if err != nil {
			panic("chc: " + err.Error())
		}
		return u
	}
	if t.op == OpConstArray && len(args) == 1 {
		c, err := f.ConstArray(t.sort, args[0])
		if err != nil {
			panic("chc: " + err.Error())
		}
		return c
	}
	u, err := f.app(t.op, t.ix, args)
	if err != nil {
		panic("chc: " + err.Error())
	}
	return u
}

// MustApp is App for callers that know the sorts are right; it panics otherwise.
func (f *Factory) MustApp(op Op, args ...*Term) *Term {
	t, err := f.App(op, args...)
	if err != nil {
		panic("chc: " + err.Error())
	}
	return t
}

func resultSort(op Op, args []*Term) (Sort, error) {
	n := len(args)
	arity := func(lo, hi int) error {
		if n < lo || (hi >= 0 && n > hi) {
			switch {
			case lo == hi:
				return fmt.Errorf("%s takes %d argument(s), got %d", op, lo, n)
			case hi < 0:
				return fmt.Errorf("%s takes at least %d argument(s), got %d", op, lo, n)
			}
			return fmt.Errorf("%s takes %d to %d arguments, got %d", op, lo, hi, n)
		}
		return nil
	}
	all := func(want func(Sort) bool, what string) error {
		for i, a := range args {
			if !want(a.sort) {
				return fmt.Errorf("argument %d of %s has sort %s, want %s", i+1, op, a.sort, what)
			}
		}
		return nil
	}
	same := func() error {
		for i, a := range args[1:] {
			if a.sort != args[0].sort {
				return fmt.Errorf("argument %d of %s has sort %s, but argument 1 has sort %s", i+2, op, a.sort, args[0].sort)
			}
		}
		return nil
	}
	isBool := func(s Sort) bool { return s == BoolSort }
	isArith := func(s Sort) bool { return s.IsArith() }
	isInt := func(s Sort) bool { return s == IntSort }
	isReal := func(s Sort) bool { return s == RealSort }
	var err error
	switch op {
	case OpNot:
		if err = arity(1, 1); err == nil {
			err = all(isBool, "Bool")
		}
		return BoolSort, err
	case OpAnd, OpOr:
		return BoolSort, all(isBool, "Bool")
	case OpImplies, OpXor:
		if err = arity(2, -1); err == nil {
			err = all(isBool, "Bool")
		}
		return BoolSort, err
	case OpIte:
		if err = arity(3, 3); err != nil {
			return Sort{}, err
		}
		if args[0].sort != BoolSort {
			return Sort{}, fmt.Errorf("condition of ite has sort %s, want Bool", args[0].sort)
		}
		if args[1].sort != args[2].sort {
			return Sort{}, fmt.Errorf("branches of ite have sorts %s and %s", args[1].sort, args[2].sort)
		}
		return args[1].sort, nil
	case OpEq, OpDistinct:
		if err = arity(2, -1); err == nil {
			err = same()
		}
		return BoolSort, err
	case OpLe, OpLt, OpGe, OpGt:
		if err = arity(2, -1); err == nil {
			if err = all(isArith, "Int or Real"); err == nil {
				err = same()
			}
		}
		return BoolSort, err
	case OpAdd, OpMul, OpSub:
		lo := 2
		if op != OpSub {
			lo = 1
		}
		if err = arity(lo, -1); err != nil {
			return Sort{}, err
		}
		if err = all(isArith, "Int or Real"); err == nil {
			err = same()
		}
		return args[0].sort, err
	case OpNeg:
		if err = arity(1, 1); err == nil {
			err = all(isArith, "Int or Real")
		}
		if err != nil {
			return Sort{}, err
		}
		return args[0].sort, nil
	case OpDiv, OpMod:
		if err = arity(2, 2); err == nil {
			err = all(isInt, "Int")
		}
		return IntSort, err
	case OpAbs:
		if err = arity(1, 1); err == nil {
			err = all(isInt, "Int")
		}
		return IntSort, err
	case OpRealDiv:
		if err = arity(2, -1); err == nil {
			err = all(isReal, "Real")
		}
		return RealSort, err
	case OpToReal:
		if err = arity(1, 1); err == nil {
			err = all(isInt, "Int")
		}
		return RealSort, err
	case OpToInt:
		if err = arity(1, 1); err == nil {
			err = all(isReal, "Real")
		}
		return IntSort, err
	case OpIsInt:
		if err = arity(1, 1); err == nil {
			err = all(isReal, "Real")
		}
		return BoolSort, err
	case OpSelect:
		if err = arity(2, 2); err != nil {
			return Sort{}, err
		}
		a := args[0].sort
		if a.Kind() != KindArray {
			return Sort{}, fmt.Errorf("select on a term of sort %s, want an array", a)
		}
		if a.Index() != args[1].sort {
			return Sort{}, fmt.Errorf("select index has sort %s, want %s", args[1].sort, a.Index())
		}
		return a.Elem(), nil
	case OpStore:
		if err = arity(3, 3); err != nil {
			return Sort{}, err
		}
		a := args[0].sort
		if a.Kind() != KindArray {
			return Sort{}, fmt.Errorf("store on a term of sort %s, want an array", a)
		}
		if a.Index() != args[1].sort {
			return Sort{}, fmt.Errorf("store index has sort %s, want %s", args[1].sort, a.Index())
		}
		if a.Elem() != args[2].sort {
			return Sort{}, fmt.Errorf("stored value has sort %s, want %s", args[2].sort, a.Elem())
		}
		return a, nil
	case OpForall:
		return forallSort(args)
	}
	return Sort{}, fmt.Errorf("App cannot build %s", op)
}
