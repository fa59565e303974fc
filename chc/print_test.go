package chc

import (
	"math/big"
	"strings"
	"testing"
)

func TestPrintNumerals(t *testing.T) {
	f := NewFactory()
	for _, c := range []struct {
		t    *Term
		want string
	}{
		{f.Int(0), "0"},
		{f.Int(5), "5"},
		{f.Int(-5), "(- 5)"},
		{f.BigInt(new(big.Int).Lsh(big.NewInt(1), 100)), "1267650600228229401496703205376"},
		{f.Real(2, 1), "2.0"},
		{f.Real(0, 1), "0.0"},
		{f.Real(-2, 1), "(- 2.0)"},
		{f.Real(1, 3), "(/ 1.0 3.0)"},
		{f.Real(-1, 3), "(- (/ 1.0 3.0))"},
		{f.Real(1, -3), "(- (/ 1.0 3.0))"},
		{f.Real(6, 4), "(/ 3.0 2.0)"},
	} {
		if got := c.t.String(); got != c.want {
			t.Errorf("got %s, want %s", got, c.want)
		}
	}
}

func TestPrintTerms(t *testing.T) {
	f := NewFactory()
	x := f.Var("x", IntSort)
	a := f.Var("a", ArraySort(IntSort, ArraySort(IntSort, BoolSort)))
	inner, _ := f.ConstArray(ArraySort(IntSort, BoolSort), f.False())
	outer, _ := f.ConstArray(a.Sort(), inner)
	for _, c := range []struct {
		t    *Term
		want string
	}{
		{f.True(), "true"},
		{f.MustApp(OpNeg, x), "(- x)"},
		{f.MustApp(OpSub, x, f.Int(-1)), "(- x (- 1))"},
		{f.MustApp(OpAnd), "(and)"},
		{outer, "((as const (Array Int (Array Int Bool))) ((as const (Array Int Bool)) false))"},
		{f.Select(f.Select(f.Store(outer, x, inner), x), f.Int(1)),
			"(select (select (store ((as const (Array Int (Array Int Bool))) ((as const (Array Int Bool)) false)) x ((as const (Array Int Bool)) false)) x) 1)"},
		{f.Var("x y", IntSort), "|x y|"},
		{f.MustApp(OpToReal, f.Var("1st", IntSort)), "(to_real |1st|)"},
	} {
		if got := c.t.String(); got != c.want {
			t.Errorf("got %s, want %s", got, c.want)
		}
	}
}

func TestQuoteSymbol(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"x", "x"},
		{"x!1", "x!1"},
		{"inv@pre.0", "inv@pre.0"},
		{"~!@$%^&*_-+=<>.?/", "~!@$%^&*_-+=<>.?/"},
		{"+", "+"},
		{"a1", "a1"},
		{"x y", "|x y|"},
		{"", "||"},
		{"1x", "|1x|"},
		{"0", "|0|"},
		{"x:y", "|x:y|"},
		{"a#b", "|a#b|"},
		{"(x)", "|(x)|"},
		{"x\ny", "|x\ny|"},
		{"a\"b", "|a\"b|"},
		{"a'b", "|a'b|"},
		{"é", "|é|"},
		{"let", "|let|"},
		{"forall", "|forall|"},
		{"exists", "|exists|"},
		{"!", "|!|"},
		{"_", "|_|"},
		{"as", "|as|"},
		{"par", "|par|"},
		{"match", "|match|"},
		{"NUMERAL", "|NUMERAL|"},
		{"DECIMAL", "|DECIMAL|"},
		{"STRING", "|STRING|"},
		{"BINARY", "|BINARY|"},
		{"HEXADECIMAL", "|HEXADECIMAL|"},
		{"Let", "Let"},
		// true and false are symbols of the core theory, not reserved words;
		// |true| would name the same symbol, so quoting would not help.
		{"true", "true"},
		{"false", "false"},
	} {
		if got := QuoteSymbol(c.name); got != c.want {
			t.Errorf("QuoteSymbol(%q) = %s, want %s", c.name, got, c.want)
		}
		if simple := IsSimpleSymbol(c.name); simple != (c.name == c.want) {
			t.Errorf("IsSimpleSymbol(%q) = %v", c.name, simple)
		}
	}
}

// TestPrintReadBack checks print → read → same term for terms whose leaves
// are variables and non-negative Int numerals (whose printed forms read back
// as themselves).
func TestPrintReadBack(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("the y", IntSort)
	b := f.Var("b", BoolSort)
	r := f.Var("r", RealSort)
	a := f.Var("a", ArraySort(IntSort, ArraySort(IntSort, BoolSort)))
	vars := []*Term{x, y, b, r, a}
	c, _ := f.ConstArray(ArraySort(IntSort, BoolSort), b)
	for _, u := range []*Term{
		f.And(b, f.Le(x, y), f.Not(f.Eq(x, f.Int(3)))),
		f.MustApp(OpDistinct, x, y, f.MustApp(OpNeg, x)),
		f.MustApp(OpImplies, b, b, f.MustApp(OpXor, b, b)),
		f.MustApp(OpMod, f.MustApp(OpDiv, x, y), f.MustApp(OpAbs, y)),
		f.MustApp(OpIsInt, f.MustApp(OpRealDiv, r, f.MustApp(OpToReal, x))),
		f.Ite(b, f.MustApp(OpToInt, r), f.MustApp(OpSub, x, y, x)),
		f.Select(f.Select(f.Store(a, x, c), y), x),
	} {
		back := mustParse(t, f, u.String(), vars...)
		if back != u {
			t.Errorf("%s read back as %s", u, back)
		}
		var sb strings.Builder
		WriteTerm(&sb, u)
		if sb.String() != u.String() {
			t.Errorf("WriteTerm and String differ")
		}
	}
}
