package chc

import (
	"strings"
	"testing"
)

func TestModelInstantiate(t *testing.T) {
	s := newSys()
	f := s.f
	p := s.pred("p", IntSort, IntSort)
	q := s.pred("q", IntSort)
	a, b := f.Var("a", IntSort), f.Var("b", IntSort)
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	m := Model{p: {Params: []*Term{a, b}, Body: f.And(f.Le(a, b), f.Le(f.Int(0), a))}}

	got, ok := m.Instantiate(f, atom(p, x, f.Add(y, f.Int(1))))
	if !ok || got.String() != "(and (<= x (+ y 1)) (<= 0 x))" {
		t.Errorf("Instantiate = %v, %v", got, ok)
	}
	// Arguments that are the parameters themselves, swapped: simultaneous.
	got, _ = m.Instantiate(f, atom(p, b, a))
	if got.String() != "(and (<= b a) (<= 0 b))" {
		t.Errorf("Instantiate with swapped parameters = %s", got)
	}
	// On numerals the instance is ground (comparisons are not folded by
	// Subst) and evaluates to the interpretation's truth.
	got, _ = m.Instantiate(f, atom(p, f.Int(-1), f.Int(5)))
	if v, err := Eval(got, nil); err != nil || v.Bool() {
		t.Errorf("Instantiate on numerals = %s, evaluating to %v, %v", got, v, err)
	}
	if got, ok := m.Instantiate(f, atom(q, x)); ok || got != nil {
		t.Errorf("Instantiate of an uninterpreted predicate = %v, %v", got, ok)
	}
}

// TestModelValidates checks an inductive invariant of the counter system by
// evaluating each clause on a grid: the kind of use engines make of a Model.
func TestModelValidates(t *testing.T) {
	s, inv, xs := counter()
	f := s.Terms
	p := f.Var("p", IntSort)
	m := Model{inv: {Params: []*Term{p}, Body: f.Le(f.Int(0), p)}}
	for _, c := range s.Clauses {
		var body []*Term
		for _, a := range c.Body {
			i, ok := m.Instantiate(f, a)
			if !ok {
				t.Fatalf("no interpretation for %s", a)
			}
			body = append(body, i)
		}
		head := f.False()
		if c.Head != nil {
			head, _ = m.Instantiate(f, *c.Head)
		}
		valid := f.Implies(f.And(append(body, c.Constraint)...), head)
		for i := int64(-3); i <= 3; i++ {
			for j := int64(-3); j <= 3; j++ {
				v, err := Eval(valid, Env{xs[0]: Int64Value(i), xs[1]: Int64Value(j)})
				if err != nil || !v.Bool() {
					t.Errorf("%s fails at x=%d y=%d: %v %v", c, i, j, v, err)
				}
			}
		}
	}
}

func TestDerivation(t *testing.T) {
	s, _, xs := counter()
	x, y := xs[0], xs[1]
	init, step, query := s.Clauses[0], s.Clauses[1], s.Clauses[2]
	// A fake chain init(0) → step → step → query; the values need not be a
	// real counterexample for these accessors.
	leaf := &DerivNode{Clause: init, Values: Env{x: Int64Value(0)}}
	mid := &DerivNode{Clause: step, Values: Env{x: Int64Value(0), y: Int64Value(1)}, Children: []*DerivNode{leaf}}
	top := &DerivNode{Clause: step, Values: Env{x: Int64Value(1), y: Int64Value(2)}, Children: []*DerivNode{mid}}
	root := &DerivNode{Clause: query, Values: Env{x: Int64Value(2)}, Children: []*DerivNode{top}}
	d := &Derivation{Root: root}

	nodes := d.Nodes()
	if len(nodes) != 4 || nodes[0] != root || nodes[1] != top || nodes[2] != mid || nodes[3] != leaf {
		t.Errorf("Nodes not in pre-order: %v", nodes)
	}
	if d.Depth() != 4 {
		t.Errorf("Depth = %d, want 4", d.Depth())
	}
	if (&Derivation{}).Depth() != 0 || len((&Derivation{}).Nodes()) != 0 {
		t.Errorf("empty derivation")
	}
	if (&Derivation{Root: leaf}).Depth() != 1 {
		t.Errorf("single node depth")
	}

	if vs, err := mid.HeadValues(); err != nil || len(vs) != 1 || vs[0].String() != "1" {
		t.Errorf("HeadValues = %v, %v", vs, err)
	}
	if vs, err := root.HeadValues(); err != nil || vs != nil {
		t.Errorf("HeadValues of a query = %v, %v", vs, err)
	}
	if vs, err := top.BodyValues(0); err != nil || len(vs) != 1 || vs[0].String() != "1" {
		t.Errorf("BodyValues = %v, %v", vs, err)
	}
	// The child's head is the parent's body atom.
	for _, n := range nodes {
		for i, ch := range n.Children {
			hv, err1 := ch.HeadValues()
			bv, err2 := n.BodyValues(i)
			if err1 != nil || err2 != nil || len(hv) != len(bv) || !hv[0].Equal(bv[0]) {
				t.Errorf("%s: child head %v, body %v (%v, %v)", n.Clause, hv, bv, err1, err2)
			}
		}
	}
	bad := &DerivNode{Clause: step, Values: Env{x: Int64Value(1)}}
	if _, err := bad.HeadValues(); err == nil || !strings.Contains(err.Error(), "argument 1: variable y has no value") {
		t.Errorf("HeadValues with a missing value: %v", err)
	}
}

func TestDerivationBranching(t *testing.T) {
	s := newSys()
	f := s.f
	x := f.Var("x", IntSort)
	p := s.pred("p", IntSort)
	fact := s.clause(nil, f.True(), hd(p, x))
	join := s.clause([]Atom{atom(p, x), atom(p, x)}, f.True(), hd(p, x))
	q := s.clause([]Atom{atom(p, x)}, f.True(), nil)
	env := Env{x: Int64Value(0)}
	l1 := &DerivNode{Clause: fact, Values: env}
	l2 := &DerivNode{Clause: fact, Values: env}
	l3 := &DerivNode{Clause: fact, Values: env}
	j1 := &DerivNode{Clause: join, Values: env, Children: []*DerivNode{l1, l2}}
	j2 := &DerivNode{Clause: join, Values: env, Children: []*DerivNode{j1, l3}}
	d := &Derivation{Root: &DerivNode{Clause: q, Values: env, Children: []*DerivNode{j2}}}
	want := []*DerivNode{d.Root, j2, j1, l1, l2, l3}
	got := d.Nodes()
	if len(got) != len(want) {
		t.Fatalf("Nodes has %d nodes, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("node %d out of pre-order", i)
		}
	}
	if d.Depth() != 4 {
		t.Errorf("Depth = %d, want 4", d.Depth())
	}
}

// TestDerivationShared: a node used by several parents is listed once, and
// the walks stay linear in the distinct nodes: a chain of 200 nodes each
// using the previous one twice stands for a tree of 2^199 nodes.
func TestDerivationShared(t *testing.T) {
	s := newSys()
	f := s.f
	x := f.Var("x", IntSort)
	p := s.pred("p", IntSort)
	fact := s.clause(nil, f.True(), hd(p, x))
	join := s.clause([]Atom{atom(p, x), atom(p, x)}, f.True(), hd(p, x))
	q := s.clause([]Atom{atom(p, x)}, f.True(), nil)
	env := Env{x: Int64Value(0)}
	n := &DerivNode{Clause: fact, Values: env}
	want := []*DerivNode{n}
	for i := 0; i < 198; i++ {
		n = &DerivNode{Clause: join, Values: env, Children: []*DerivNode{n, n}}
		want = append(want, n)
	}
	d := &Derivation{Root: &DerivNode{Clause: q, Values: env, Children: []*DerivNode{n}}}
	want = append(want, d.Root)
	got := d.Nodes()
	if len(got) != len(want) {
		t.Fatalf("Nodes has %d nodes, want %d distinct", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[len(want)-1-i] {
			t.Fatalf("node %d out of pre-order", i)
		}
	}
	if d.Depth() != 200 {
		t.Errorf("Depth = %d, want 200", d.Depth())
	}
}
