package z3

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// listFactory declares (List = nil | cons (hd Int) (tl List)) and a
// record holding an array of lists.
func listFactory(t *testing.T) (*chc.Factory, *chc.Datatype, *chc.Datatype) {
	t.Helper()
	f := chc.NewFactory()
	ds, err := f.DeclareDatatypes([]chc.DatatypeDecl{{Name: "List", Ctors: []chc.CtorDecl{
		{Name: "nil"},
		{Name: "cons", Fields: []chc.FieldDecl{{Name: "hd", Sort: chc.IntSort}, {Name: "tl", Sort: chc.DatatypeSort("List")}}},
	}}})
	if err != nil {
		t.Fatal(err)
	}
	rs, err := f.DeclareDatatypes([]chc.DatatypeDecl{{Name: "rec wrapper", Ctors: []chc.CtorDecl{
		{Name: "mk", Fields: []chc.FieldDecl{{Name: "arr", Sort: chc.ArraySort(chc.IntSort, ds[0].Sort())}, {Name: "len", Sort: chc.IntSort}}},
	}}})
	if err != nil {
		t.Fatal(err)
	}
	return f, ds[0], rs[0]
}

// TestDatatypeRoundTrip solves constraints over lists in Z3 and reads the
// model's values back as constructor terms that satisfy the constraints
// under exact evaluation.
func TestDatatypeRoundTrip(t *testing.T) {
	f, list, rec := listFactory(t)
	nilC, cons, mk := list.Ctor("nil"), list.Ctor("cons"), rec.Ctor("mk")
	m := func(u *chc.Term, err error) *chc.Term {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	x, y := f.Var("x", list.Sort()), f.Var("y", list.Sort())
	r := f.Var("r", rec.Sort())
	phi := f.And(
		m(f.Test(cons, x)),
		f.Eq(m(f.SelectField(cons.Fields[0], x)), f.Int(7)),
		f.Eq(m(f.SelectField(cons.Fields[1], x)), y),
		m(f.Test(cons, y)),
		m(f.Test(nilC, m(f.SelectField(cons.Fields[1], y)))),
		f.Eq(f.Select(m(f.SelectField(mk.Fields[0], r)), f.Int(3)), x),
	)
	c := newCtx(t)
	v := NewConverter(c, f)
	z, err := v.ToZ3(phi)
	if err != nil {
		t.Fatal(err)
	}
	back, err := v.FromZ3(z, nil)
	if err != nil {
		t.Fatal(err)
	}
	if back != phi {
		t.Errorf("round trip: %s became %s", phi, back)
	}
	s := must[*Solver](t)(c.NewSolver())
	defer s.Close()
	if err := s.Assert(z); err != nil {
		t.Fatal(err)
	}
	if st, err := s.Check(context.Background()); err != nil || st != Sat {
		t.Fatalf("check: %v %v", st, err)
	}
	mod := must[*Model](t)(s.Model())
	defer mod.Close()
	env := chc.Env{}
	for _, u := range []*chc.Term{x, y, r} {
		zu := must[AST](t)(v.ToZ3(u))
		val := must[AST](t)(mod.Eval(zu, true))
		cv, err := v.Value(mod, val, u.Sort())
		if err != nil {
			t.Fatalf("value of %s: %v", u, err)
		}
		env[u] = cv
	}
	if got := env[x].String(); got[:8] != "(cons 7 " {
		t.Errorf("x = %s", got)
	}
	ok, err := chc.Eval(phi, env)
	if err != nil || !ok.Bool() {
		t.Errorf("model %v does not satisfy %s (%v)", env, phi, err)
	}
	// A second converter on the same context declares the datatypes again.
	v2 := NewConverter(c, f)
	if _, err := v2.ToZ3(phi); err != nil {
		t.Errorf("second converter: %v", err)
	}
}

// TestDatatypeSameNameTwice declares, in one context, two different
// datatypes of the same name from two factories (pooled contexts serve
// one system after another).
func TestDatatypeSameNameTwice(t *testing.T) {
	c := newCtx(t)
	for i := 0; i < 2; i++ {
		f := chc.NewFactory()
		fields := []chc.FieldDecl{{Name: "hd", Sort: chc.IntSort}}
		if i == 1 {
			fields = append(fields, chc.FieldDecl{Name: "flag", Sort: chc.BoolSort})
		}
		ds, err := f.DeclareDatatypes([]chc.DatatypeDecl{{Name: "P", Ctors: []chc.CtorDecl{{Name: "p", Fields: fields}}}})
		if err != nil {
			t.Fatal(err)
		}
		x := f.Var("x", ds[0].Sort())
		hd, _ := f.SelectField(ds[0].Ctors[0].Fields[0], x)
		phi := f.Eq(hd, f.Int(int64(i)))
		v := NewConverter(c, f)
		z, err := v.ToZ3(phi)
		if err != nil {
			t.Fatal(err)
		}
		s := must[*Solver](t)(c.NewSolver())
		if err := s.Assert(z); err != nil {
			t.Fatal(err)
		}
		if st, err := s.Check(context.Background()); err != nil || st != Sat {
			t.Fatalf("check %d: %v %v", i, st, err)
		}
		mod := must[*Model](t)(s.Model())
		val, err := v.Value(mod, must[AST](t)(mod.Eval(must[AST](t)(v.ToZ3(x)), true)), x.Sort())
		if err != nil || val.Fields()[0].String() != []string{"0", "1"}[i] {
			t.Errorf("run %d: value %v, %v", i, val, err)
		}
		mod.Close()
		s.Close()
	}
}

// TestDatatypeProjection checks what Debian's Z3 4.8.12 model-based
// projection does with datatype variables: it eliminates them (by
// substitution or by their model values), the result converts back, leaves
// none of them, and is true in the model.
func TestDatatypeProjection(t *testing.T) {
	f, list, _ := listFactory(t)
	cons := list.Ctor("cons")
	x, l, y := f.Var("x", list.Sort()), f.Var("l", list.Sort()), f.Var("y", list.Sort())
	a := f.Var("a", chc.IntSort)
	mk := func(u *chc.Term, err error) *chc.Term {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	tlx := mk(f.SelectField(cons.Fields[1], x))
	phi := f.And(f.Eq(x, mk(f.Construct(cons, a, l))), f.Lt(f.Int(3), a), mk(f.Test(cons, l)),
		f.Eq(mk(f.SelectField(cons.Fields[0], l)), f.Int(5)), f.Eq(y, mk(f.SelectField(cons.Fields[1], tlx))))
	c := newCtx(t)
	v := NewConverter(c, f)
	z := must[AST](t)(v.ToZ3(phi))
	s := must[*Solver](t)(c.NewSolver())
	defer s.Close()
	if err := s.Assert(z); err != nil {
		t.Fatal(err)
	}
	if st, err := s.Check(context.Background()); err != nil || st != Sat {
		t.Fatalf("check: %v %v", st, err)
	}
	m := must[*Model](t)(s.Model())
	defer m.Close()
	env := chc.Env{}
	for _, u := range []*chc.Term{x, l, y, a} {
		val := must[AST](t)(m.Eval(must[AST](t)(v.ToZ3(u)), true))
		env[u] = must[chc.Value](t)(v.Value(m, val, u.Sort()))
	}
	for _, elim := range [][]*chc.Term{{x, a}, {l}, {l, a}, {x}, {y}, {x, l}} {
		var vs []AST
		for _, e := range elim {
			vs = append(vs, must[AST](t)(v.ToZ3(e)))
		}
		r, err := c.ModelProject(m, vs, z)
		if err != nil {
			t.Fatalf("project %v: %v", elim, err)
		}
		back, err := v.FromZ3(r, m)
		if err != nil {
			t.Fatalf("project %v: back: %v", elim, err)
		}
		for _, fv := range chc.FreeVars(back) {
			for _, e := range elim {
				if fv == e {
					t.Errorf("project %v left %s: %s", elim, e, back)
				}
			}
		}
		if val, err := chc.Eval(back, env); err != nil || !val.Bool() {
			t.Errorf("project %v: %s is not true in the model (%v)", elim, back, err)
		}
	}
}

// TestProjectWrongSelector: Z3 4.8.12's arithmetic projection aborts the
// process on a selector applied to another constructor in the model (found
// by the differential test over lists); Project refuses such a formula
// with an error instead, and projects as usual when the constructor is
// right.
func TestProjectWrongSelector(t *testing.T) {
	f, list, _ := listFactory(t)
	nilC, cons := list.Ctor("nil"), list.Ctor("cons")
	l := f.Var("l", list.Sort())
	n, m := f.Var("n", chc.IntSort), f.Var("m", chc.IntSort)
	hd, err := f.SelectField(cons.Fields[0], l)
	if err != nil {
		t.Fatal(err)
	}
	empty, _ := f.Construct(nilC)
	for _, tc := range []struct {
		shape *chc.Term
		fails bool
	}{
		{f.Eq(l, empty), true},
		{f.Not(f.Eq(l, empty)), false},
	} {
		s := newTermSolver(t, f)
		phi := f.And(tc.shape, f.Le(n, f.Add(hd, m)), f.Le(m, f.Int(3)))
		if err := s.Assert(phi); err != nil {
			t.Fatal(err)
		}
		if res, err := s.Check(context.Background()); err != nil || res != smt.Sat {
			t.Fatalf("check: %v %v", res, err)
		}
		proj, err := s.Project([]*chc.Term{m}, phi)
		if tc.fails != (err != nil) {
			t.Errorf("%s: projection %v, error %v", tc.shape, proj, err)
		}
	}
}

// TestProjectArrayInRecord: Z3 4.8.12's array projection aborts the
// process on an eliminated array variable inside a constructor
// application (a record holding an array, stored in an array of records,
// as the Solidity ADT-LIA-Arrays systems have once their records are
// split); Project replaces such an array by its model value first (which
// implies the existential by construction). The result keeps no
// eliminated variable and holds in the model.
func TestProjectArrayInRecord(t *testing.T) {
	f := chc.NewFactory()
	ia := chc.ArraySort(chc.IntSort, chc.IntSort)
	dts, err := f.DeclareDatatypes([]chc.DatatypeDecl{{Name: "R", Ctors: []chc.CtorDecl{{Name: "mk",
		Fields: []chc.FieldDecl{{Name: "arr", Sort: ia}, {Name: "len", Sort: chc.IntSort}}}}}})
	if err != nil {
		t.Fatal(err)
	}
	mk := dts[0].Ctors[0]
	a, k, x := f.Var("a", ia), f.Var("k", chc.IntSort), f.Var("x", chc.IntSort)
	b, b2 := f.Var("b", chc.ArraySort(chc.IntSort, dts[0].Sort())), f.Var("b2", chc.ArraySort(chc.IntSort, dts[0].Sort()))
	rec, err := f.Construct(mk, f.MustApp(chc.OpStore, a, f.Int(0), f.Int(42)), k)
	if err != nil {
		t.Fatal(err)
	}
	readA := f.MustApp(chc.OpSelect, a, f.Int(1))
	for _, phi := range []*chc.Term{
		f.And(f.Eq(b2, f.MustApp(chc.OpStore, b, f.Int(0), rec)), f.Le(f.Int(0), readA), f.Le(k, x)),
		f.And(f.Eq(x, readA), f.Le(f.Int(0), readA), f.Le(k, x)),
	} {
		s := newTermSolver(t, f)
		if err := s.Assert(phi); err != nil {
			t.Fatal(err)
		}
		if res, err := s.Check(context.Background()); err != nil || res != smt.Sat {
			t.Fatalf("check: %v %v", res, err)
		}
		proj, err := s.Project([]*chc.Term{a, k}, phi)
		if err != nil {
			t.Fatalf("%s: %v", phi, err)
		}
		for _, v := range chc.FreeVars(proj) {
			if v == a || v == k {
				t.Errorf("%s: projection %s keeps %s", phi, proj, v)
			}
		}
		if v, err := s.Value(proj); err != nil || !v.Bool() {
			t.Errorf("%s: projection %s is not true in the model (%v)", phi, proj, err)
		}
	}
}
