package chc

import (
	"strings"
	"testing"
)

// TestForall: a quantifier's bound variable is no free variable —
// FreeVars and Subst pass over it, even where a free variable shares its
// name — and it prints as SMT-LIB's forall.
func TestForall(t *testing.T) {
	f := NewFactory()
	arr := ArraySort(IntSort, IntSort)
	a, i, kFree := f.Var("a", arr), f.Var("i", IntSort), f.Var("k", IntSort)
	k := f.BoundVar("k", IntSort)
	body := f.Implies(f.And(f.Le(f.Int(0), k), f.Lt(k, i)), f.Eq(f.Select(a, k), kFree))
	q, err := f.Forall([]*Term{k}, body)
	if err != nil {
		t.Fatal(err)
	}
	if q.Op() != OpForall || len(q.Bound()) != 1 || q.Body() != body {
		t.Fatalf("Forall = %s", q)
	}
	got := FreeVars(q)
	if len(got) != 3 || !HasQuantifier(q) {
		t.Fatalf("FreeVars(%s) = %v, want a, i and the free k", q, got)
	}
	for _, v := range got {
		if v == k {
			t.Fatalf("FreeVars has the bound variable")
		}
	}
	j := f.Var("j", IntSort)
	r := f.Subst(q, map[*Term]*Term{i: j, kFree: f.Int(7)})
	want := "(forall ((k Int)) (=> (and (<= 0 k) (< k j)) (= (select a k) 7)))"
	if r.String() != want {
		t.Fatalf("Subst = %s, want %s", r, want)
	}
	if s := f.Simplify(r); !strings.HasPrefix(s.String(), "(forall ((k Int))") {
		t.Fatalf("Simplify = %s", s)
	}
	if _, err := Eval(r, Env{}); err == nil {
		t.Fatal("Eval of a quantifier succeeded")
	}
	// No bound variable in the body: no quantifier.
	if q2, err := f.Forall([]*Term{k}, f.Lt(i, j)); err != nil || q2.Op() == OpForall {
		t.Fatalf("vacuous Forall = %v, %v", q2, err)
	}
	if s := f.Simplify(f.MustApp(OpForall, k, f.Or(f.Lt(k, k), f.True()))); !s.IsTrue() {
		t.Fatalf("Simplify of a forall with a true body = %s", s)
	}
	if _, err := f.Forall([]*Term{i}, body); err == nil {
		t.Fatal("Forall over a free variable accepted")
	}
	if _, err := f.Forall([]*Term{k}, i); err == nil {
		t.Fatal("Forall over an Int body accepted")
	}
}
