package chc

import (
	"math/big"
	"math/rand"
	"testing"
)

var (
	arrII  = ArraySort(IntSort, IntSort)
	arrBI  = ArraySort(BoolSort, IntSort)
	arrIBB = ArraySort(IntSort, ArraySort(BoolSort, BoolSort))
	arrRR  = ArraySort(RealSort, RealSort)
)

// randValue returns a random value of s over a small domain, so that
// collisions (and thus equal values built differently) are frequent. Arrays
// are built by random stores, like Eval builds them.
func randValue(r *rand.Rand, s Sort) Value {
	switch s.Kind() {
	case KindBool:
		return BoolValue(r.Intn(2) == 0)
	case KindInt:
		return Int64Value(int64(r.Intn(5) - 2))
	case KindReal:
		return RealValue(big.NewRat(int64(r.Intn(5)-2), int64(r.Intn(2)+1)))
	case KindArray:
		v := ArrayValue(s, randValue(r, s.Elem()), nil)
		for range r.Intn(5) {
			v = v.Store(randValue(r, s.Index()), randValue(r, s.Elem()))
		}
		return v
	}
	panic("randValue: " + s.String())
}

// probe lists indices at which to compare arrays of s extensionally: every
// index randValue can produce, and one it cannot.
func probe(s Sort) []Value {
	switch s.Kind() {
	case KindBool:
		return []Value{BoolValue(false), BoolValue(true)}
	case KindInt:
		var out []Value
		for i := int64(-3); i <= 3; i++ {
			out = append(out, Int64Value(i))
		}
		return out
	case KindReal:
		var out []Value
		for p := int64(-3); p <= 3; p++ {
			out = append(out, RealValue(big.NewRat(p, 1)), RealValue(big.NewRat(p, 2)))
		}
		return out
	}
	panic("probe: " + s.String())
}

// extEqual compares v and w by their elements at the probe indices.
func extEqual(v, w Value) bool {
	if v.Sort().Kind() != KindArray {
		return v.Equal(w)
	}
	for _, i := range probe(v.Sort().Index()) {
		if !extEqual(v.Select(i), w.Select(i)) {
			return false
		}
	}
	return true
}

func TestValueRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	f := NewFactory()
	for _, s := range []Sort{BoolSort, IntSort, RealSort, arrII, arrBI, arrIBB, arrRR} {
		for range 200 {
			v := randValue(r, s)
			u := f.Value(v)
			if u.Sort() != s {
				t.Fatalf("Value(%s) has sort %s, want %s", v, u.Sort(), s)
			}
			if u.String() != v.String() {
				t.Errorf("Value(%s) prints as %s", v, u)
			}
			w, err := Eval(u, nil)
			if err != nil {
				t.Fatalf("Eval(Value(%s)): %v", v, err)
			}
			if !w.Equal(v) || w.Key() != v.Key() {
				t.Errorf("Eval(Value(%s)) = %s", v, w)
			}
			// The printed value, read back as a term, evaluates to the value.
			p := mustParse(t, f, v.String())
			if w, err := Eval(p, nil); err != nil || !w.Equal(v) {
				t.Errorf("%s read back evaluates to %s, %v", v, w, err)
			}
		}
	}
}

// TestValueEqualKey checks that Equal, Key and extensional equality agree.
func TestValueEqualKey(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for _, s := range []Sort{BoolSort, IntSort, RealSort, arrII, arrBI, arrIBB, arrRR} {
		equal := 0
		for range 1000 {
			v, w := randValue(r, s), randValue(r, s)
			eq := v.Equal(w)
			if eq != w.Equal(v) {
				t.Fatalf("Equal not symmetric on %s, %s", v, w)
			}
			if eq != (v.Key() == w.Key()) {
				t.Fatalf("Equal(%s, %s) = %v but keys %q, %q", v, w, eq, v.Key(), w.Key())
			}
			if ext := extEqual(v, w); eq != ext {
				t.Fatalf("Equal(%s, %s) = %v, extensionally %v", v, w, eq, ext)
			}
			if eq {
				equal++
			}
		}
		if equal == 0 {
			t.Errorf("%s: no equal pairs generated; the test proves little", s)
		}
	}
	if Int64Value(1).Equal(RealValue(big.NewRat(1, 1))) {
		t.Errorf("Int 1 equals Real 1")
	}
	if (Value{}).Equal(Value{}) {
		t.Errorf("zero values are equal") // documented behaviour: no kind, not equal
	}
}

func TestValueAccessors(t *testing.T) {
	if !BoolValue(true).Bool() || BoolValue(false).Bool() {
		t.Errorf("Bool wrong")
	}
	r := big.NewRat(-7, 3)
	v := RealValue(r)
	r.SetInt64(0)
	if v.Rat().Cmp(big.NewRat(-7, 3)) != 0 {
		t.Errorf("RealValue keeps the caller's *big.Rat")
	}
	v.Rat().SetInt64(1)
	if v.Rat().Cmp(big.NewRat(-7, 3)) != 0 {
		t.Errorf("Rat returned the value's own number")
	}
	if IntValue(big.NewInt(-4)).String() != "(- 4)" || NumValue(big.NewRat(3, 1), RealSort).String() != "3.0" {
		t.Errorf("numeric String wrong")
	}
	if v.Sort() != RealSort || !v.IsValid() || (Value{}).IsValid() || (Value{}).String() != "<invalid value>" {
		t.Errorf("Sort/IsValid wrong")
	}
	a := ArrayValue(arrII, Int64Value(0), []ArrayEntry{
		{Int64Value(2), Int64Value(5)}, {Int64Value(1), Int64Value(0)}, {Int64Value(2), Int64Value(6)}, {Int64Value(-1), Int64Value(3)},
	})
	if a.ArrayDefault().String() != "0" {
		t.Errorf("ArrayDefault = %s", a.ArrayDefault())
	}
	// later entries win, entries equal to the default vanish, order is by key
	if got := a.String(); got != "(store (store ((as const (Array Int Int)) 0) (- 1) 3) 2 6)" {
		t.Errorf("ArrayValue = %s", got)
	}
	if n := len(a.ArrayEntries()); n != 2 {
		t.Errorf("%d entries, want 2", n)
	}
	b := a.Store(Int64Value(2), Int64Value(0))
	if b.String() != "(store ((as const (Array Int Int)) 0) (- 1) 3)" || a.Select(Int64Value(2)).String() != "6" {
		t.Errorf("Store = %s, or it changed its receiver (%s)", b, a)
	}
}

func TestBoolIndexedArrayCanonical(t *testing.T) {
	// One function {false↦0, true↦1} written four ways.
	ways := []Value{
		ArrayValue(arrBI, Int64Value(0), []ArrayEntry{{BoolValue(true), Int64Value(1)}}),
		ArrayValue(arrBI, Int64Value(1), []ArrayEntry{{BoolValue(false), Int64Value(0)}}),
		ArrayValue(arrBI, Int64Value(9), []ArrayEntry{{BoolValue(true), Int64Value(1)}, {BoolValue(false), Int64Value(0)}}),
		DefaultValue(arrBI).Store(BoolValue(false), Int64Value(0)).Store(BoolValue(true), Int64Value(1)),
	}
	for _, w := range ways[1:] {
		if !w.Equal(ways[0]) || w.Key() != ways[0].Key() {
			t.Errorf("%s and %s differ", w, ways[0])
		}
	}
	if got := ways[1].String(); got != "(store ((as const (Array Bool Int)) 0) true 1)" {
		t.Errorf("canonical form %s", got)
	}
	c := ArrayValue(arrBI, Int64Value(9), []ArrayEntry{{BoolValue(true), Int64Value(4)}, {BoolValue(false), Int64Value(4)}})
	if c.String() != "((as const (Array Bool Int)) 4)" {
		t.Errorf("constant Bool-indexed array = %s", c)
	}
}

func TestDefaultValue(t *testing.T) {
	for _, c := range []struct {
		s    Sort
		want string
	}{
		{BoolSort, "false"},
		{IntSort, "0"},
		{RealSort, "0.0"},
		{arrIBB, "((as const (Array Int (Array Bool Bool))) ((as const (Array Bool Bool)) false))"},
		{BitVecSort(8), "(_ bv0 8)"},
	} {
		if got := DefaultValue(c.s).String(); got != c.want {
			t.Errorf("DefaultValue(%s) = %s, want %s", c.s, got, c.want)
		}
	}
	mustPanic(t, "no values of sort <invalid sort>", func() { DefaultValue(Sort{}) })
}
