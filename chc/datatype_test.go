package chc

import (
	"strings"
	"testing"
)

// declareList declares (List = nil | (cons (head Int) (tail List))) and a
// tree of lists, mutually recursive with a forest.
func declareList(t *testing.T, f *Factory) (*Datatype, *Datatype, *Datatype) {
	t.Helper()
	list := DatatypeSort("List")
	ds, err := f.DeclareDatatypes([]DatatypeDecl{{Name: "List", Ctors: []CtorDecl{
		{Name: "nil"},
		{Name: "cons", Fields: []FieldDecl{{"head", IntSort}, {"tail", list}}},
	}}})
	if err != nil {
		t.Fatal(err)
	}
	tree, forest := DatatypeSort("Tree"), DatatypeSort("Forest")
	tf, err := f.DeclareDatatypes([]DatatypeDecl{
		{Name: "Tree", Ctors: []CtorDecl{{Name: "node", Fields: []FieldDecl{{"label", list}, {"kids", forest}}}}},
		{Name: "Forest", Ctors: []CtorDecl{
			{Name: "fcons", Fields: []FieldDecl{{"first", tree}, {"rest", forest}}},
			{Name: "fnil"},
		}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return ds[0], tf[0], tf[1]
}

func TestDatatypeEval(t *testing.T) {
	f := NewFactory()
	list, tree, forest := declareList(t, f)
	nilC, cons := list.Ctor("nil"), list.Ctor("cons")
	must := func(u *Term, err error) *Term {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	empty := must(f.Construct(nilC))
	one := must(f.Construct(cons, f.Int(1), empty))
	x := f.Var("x", list.Sort())
	env := Env{x: mustEval(t, one, nil)}
	cases := []struct {
		term *Term
		want string
	}{
		{must(f.SelectField(cons.Fields[0], x)), "1"},
		{must(f.SelectField(cons.Fields[1], x)), "nil"},
		{must(f.Test(cons, x)), "true"},
		{must(f.Test(nilC, x)), "false"},
		// a selector of the wrong constructor is a fixed value
		{must(f.SelectField(cons.Fields[0], empty)), "0"},
		{must(f.SelectField(cons.Fields[1], empty)), "nil"},
		{f.Eq(x, one), "true"},
		{f.Eq(x, empty), "false"},
	}
	for _, c := range cases {
		v, err := Eval(c.term, env)
		if err != nil {
			t.Fatalf("%s: %v", c.term, err)
		}
		if v.String() != c.want {
			t.Errorf("%s = %s, want %s", c.term, v, c.want)
		}
	}
	if got := one.String(); got != "(cons 1 nil)" {
		t.Errorf("printed %s", got)
	}
	if got := f.Value(env[x]); got != one {
		t.Errorf("value back to term: %s", got)
	}
	if d := f.DefaultValue(tree.Sort()).String(); d != "(node nil fnil)" {
		t.Errorf("default tree %s", d)
	}
	if d := f.DefaultValue(forest.Sort()).String(); d != "fnil" {
		t.Errorf("default forest %s", d)
	}
	if d := f.DefaultValue(ArraySort(IntSort, tree.Sort())).String(); !strings.Contains(d, "(node nil fnil)") {
		t.Errorf("default array %s", d)
	}
	if s := must(f.Test(nilC, x)).String(); s != "(is-nil x)" {
		t.Errorf("tester printed %s", s)
	}
}

func TestDatatypeDeclErrors(t *testing.T) {
	f := NewFactory()
	declareList(t, f)
	// the same declaration again is the same datatype
	if _, err := f.DeclareDatatypes([]DatatypeDecl{{Name: "List", Ctors: []CtorDecl{
		{Name: "nil"}, {Name: "cons", Fields: []FieldDecl{{"head", IntSort}, {"tail", DatatypeSort("List")}}},
	}}}); err != nil {
		t.Errorf("repeated declaration: %v", err)
	}
	bad := []DatatypeDecl{
		{Name: "List", Ctors: []CtorDecl{{Name: "only"}}},                                                   // redeclared differently
		{Name: "Inf", Ctors: []CtorDecl{{Name: "s", Fields: []FieldDecl{{"p", DatatypeSort("Inf")}}}}},      // no finite value
		{Name: "U", Ctors: []CtorDecl{{Name: "u", Fields: []FieldDecl{{"p", DatatypeSort("Undeclared")}}}}}, // unknown sort
		{Name: "E"}, // no constructor
	}
	for _, d := range bad {
		if _, err := f.DeclareDatatypes([]DatatypeDecl{d}); err == nil {
			t.Errorf("declaration of %s accepted", d.Name)
		}
	}
	if f.Datatype(DatatypeSort("Inf")) != nil {
		t.Error("a refused declaration was kept")
	}
}

func TestArraySortOfQuotedDatatype(t *testing.T) {
	s := ArraySort(IntSort, DatatypeSort("struct C.T(x)"))
	if s.Elem() != DatatypeSort("struct C.T(x)") || s.Index() != IntSort {
		t.Errorf("%s: index %s elem %s", s, s.Index(), s.Elem())
	}
	if k := s.Elem().Kind(); k != KindDatatype {
		t.Errorf("kind %v", k)
	}
}

func TestDatatypeSimplify(t *testing.T) {
	f := NewFactory()
	list, _, _ := declareList(t, f)
	nilC, cons := list.Ctor("nil"), list.Ctor("cons")
	must := func(u *Term, err error) *Term {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	x, y := f.Var("x", list.Sort()), f.Var("y", list.Sort())
	a := f.Var("a", IntSort)
	empty := must(f.Construct(nilC))
	cx := must(f.Construct(cons, a, x))
	cases := []struct {
		in   *Term
		want string
	}{
		{must(f.SelectField(cons.Fields[0], cx)), "a"},
		{must(f.SelectField(cons.Fields[1], cx)), "x"},
		{must(f.Test(cons, cx)), "true"},
		{must(f.Test(nilC, cx)), "false"},
		{f.Eq(cx, empty), "false"},
		{f.Eq(cx, must(f.Construct(cons, f.Int(3), y))), "(and (= a 3) (= x y))"},
		// a selector of another constructor is unspecified: kept
		{must(f.SelectField(cons.Fields[0], empty)), "(head nil)"},
	}
	for _, c := range cases {
		if got := f.Simplify(c.in).String(); got != c.want {
			t.Errorf("Simplify(%s) = %s, want %s", c.in, got, c.want)
		}
	}
}

// TestEvalDefined checks that EvalDefined refuses the value of a selector
// of another constructor, which Eval fixes, unless it cannot matter.
func TestEvalDefined(t *testing.T) {
	f := NewFactory()
	list, _, _ := declareList(t, f)
	nilC, cons := list.Ctor("nil"), list.Ctor("cons")
	empty, err := f.Construct(nilC)
	if err != nil {
		t.Fatal(err)
	}
	head, err := f.SelectField(cons.Fields[0], empty)
	if err != nil {
		t.Fatal(err)
	}
	wrong := f.Eq(head, f.Int(0))
	if v, err := Eval(wrong, nil); err != nil || !v.Bool() {
		t.Fatalf("Eval(%s) = %v, %v; want the fixed default 0", wrong, v, err)
	}
	if _, err := EvalDefined(wrong, nil); err == nil || !strings.Contains(err.Error(), "not defined") {
		t.Errorf("EvalDefined(%s): err = %v, want an undefined selector", wrong, err)
	}
	// A false conjunct decides the conjunction whatever head(nil) is.
	if v, err := EvalDefined(f.And(f.False(), wrong), nil); err != nil || v.Bool() {
		t.Errorf("EvalDefined(false ∧ …) = %v, %v; want false", v, err)
	}
}
