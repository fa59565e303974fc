package chc

import (
	"fmt"
	"math/rand"
	"testing"
)

// grid calls fn with every assignment of values lo..hi to vars.
func grid(vars []*Term, lo, hi int64, fn func(Env)) {
	env := make(Env, len(vars))
	var rec func(i int)
	rec = func(i int) {
		if i == len(vars) {
			fn(env)
			return
		}
		for v := lo; v <= hi; v++ {
			env[vars[i]] = Int64Value(v)
			rec(i + 1)
		}
	}
	rec(0)
}

func mustEval(t *testing.T, u *Term, env Env) Value {
	t.Helper()
	v, err := Eval(u, env)
	if err != nil {
		t.Fatalf("eval %s: %v", u, err)
	}
	return v
}

// TestRenameApartNoCapture renames P(x, x, y+1) ← Q(y, z) ∧ x > z apart
// onto head terms that use the clause's own names (z, y, w): the fresh
// copies are new and distinct, and, under the renaming and its equalities,
// the clause's head arguments equal the head terms in every assignment.
func TestRenameApartNoCapture(t *testing.T) {
	s := newSys()
	f := s.f
	p, q := s.pred("P", IntSort, IntSort, IntSort), s.pred("Q", IntSort, IntSort)
	x, y, z, w := f.Var("x", IntSort), f.Var("y", IntSort), f.Var("z", IntSort), f.Var("w", IntSort)
	c := s.clause([]Atom{atom(q, y, z)}, f.Lt(z, x), hd(p, x, x, f.Add(y, f.Int(1))))
	head := []*Term{z, y, w}
	used := map[string]bool{"x": true, "y": true, "z": true, "w": true}
	sigma, eqs := RenameApart(f, c, head, func(k int, v *Term) *Term {
		name := v.Name()
		for n := 1; used[name]; n++ {
			name = fmt.Sprintf("%s!%d", v.Name(), n)
		}
		used[name] = true
		return f.Var(name, v.Sort())
	})
	if sigma[x] != z || len(sigma) != 3 || len(eqs) != 2 {
		t.Fatalf("sigma %v, eqs %v", sigma, eqs)
	}
	for _, v := range []*Term{y, z} {
		if c := sigma[v]; c == x || c == y || c == z || c == w || c == sigma[x] {
			t.Fatalf("%s renamed to %s, which was in use", v, c)
		}
	}
	copies := FreeVars(append(eqs, f.Subst(c.Constraint, sigma))...)
	grid(copies, -2, 2, func(env Env) {
		if !mustEval(t, f.And(eqs...), env).Bool() {
			return
		}
		for k, a := range c.Head.Args {
			if got, want := mustEval(t, f.Subst(a, sigma), env), mustEval(t, head[k], env); got.String() != want.String() {
				t.Fatalf("head argument %d is %s, want %s in %v", k, got, want, env)
			}
		}
	})
	// Without head terms every variable gets a copy and there are no
	// equalities; without fresh, the variables not in the head stay.
	if sigma, eqs := RenameApart(f, c, nil, func(k int, v *Term) *Term { return f.Var(fmt.Sprintf("c.%d", k), v.Sort()) }); len(sigma) != 3 || eqs != nil {
		t.Errorf("nil head: sigma %v, eqs %v", sigma, eqs)
	}
	a, b, d := f.Var("a", IntSort), f.Var("b", IntSort), f.Var("d", IntSort)
	if sigma, eqs := RenameApart(f, c, []*Term{a, b, d}, nil); len(sigma) != 1 || sigma[x] != a || len(eqs) != 2 {
		t.Errorf("nil fresh: sigma %v, eqs %v", sigma, eqs)
	}
}

// TestModelImage: the image of Q(a) ≡ 0 ≤ a ≤ 2 under P(y) ← Q(x) ∧ y = x
// + 1 ∧ x ≤ z (z local) is 1 ≤ h ≤ 3 over the head term h: some values of
// its other variables satisfy it exactly then.
func TestModelImage(t *testing.T) {
	s := newSys()
	f := s.f
	p, q := s.pred("P", IntSort), s.pred("Q", IntSort)
	x, y, z, a, h := f.Var("x", IntSort), f.Var("y", IntSort), f.Var("z", IntSort), f.Var("a", IntSort), f.Var("h", IntSort)
	c := s.clause([]Atom{atom(q, x)}, f.And(f.Eq(y, f.Add(x, f.Int(1))), f.Le(x, z)), hd(p, y))
	m := Model{q: {Params: []*Term{a}, Body: f.And(f.Le(f.Int(0), a), f.Le(a, f.Int(2)))}}
	img, sigma, err := m.Image(f, c, []*Term{h}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sigma[y] != h {
		t.Fatalf("sigma %v", sigma)
	}
	var others []*Term
	for _, v := range FreeVars(img) {
		if v != h {
			others = append(others, v)
		}
	}
	for hv := int64(-2); hv <= 6; hv++ {
		found := false
		grid(others, -4, 4, func(env Env) {
			env[h] = Int64Value(hv)
			found = found || mustEval(t, img, env).Bool()
		})
		if want := hv >= 1 && hv <= 3; found != want {
			t.Errorf("h = %d: in the image %v, want %v (%s)", hv, found, want, img)
		}
	}
	if _, _, err := (Model{}).Image(f, c, []*Term{h}, nil); err == nil {
		t.Errorf("no error for a body predicate without interpretation")
	}
}

// TestModelViolation: Inv(n) ≡ n ≥ 0 makes n ≥ 0 → Inv(n+1) hold and
// Inv(n) → n ≥ 1 fail; Violation has a model over a small grid exactly for
// the failing clause, and that model is a counterexample.
func TestModelViolation(t *testing.T) {
	s := newSys()
	f := s.f
	inv := s.pred("Inv", IntSort)
	n, a := f.Var("n", IntSort), f.Var("a", IntSort)
	m := Model{inv: {Params: []*Term{a}, Body: f.Le(f.Int(0), a)}}
	holds := s.clause(nil, f.Le(f.Int(0), n), hd(inv, f.Add(n, f.Int(1))))
	fails := s.clause([]Atom{atom(inv, n)}, f.Lt(n, f.Int(1)), nil)
	for _, tc := range []struct {
		c    *Clause
		want bool
	}{{holds, false}, {fails, true}} {
		v, err := m.Violation(f, tc.c)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		grid([]*Term{n}, -3, 3, func(env Env) {
			if mustEval(t, v, env).Bool() {
				found = true
				if n := env[n].String(); n != "0" {
					t.Errorf("counterexample n = %s, want 0", n)
				}
			}
		})
		if found != tc.want {
			t.Errorf("%s: violated %v, want %v (%s)", tc.c, found, tc.want, v)
		}
	}
}

// TestEliminateByEqualities: on random conjunctions with equalities, the
// result with the definitions substituted back is phi: wherever phi holds
// the result does, and wherever the result holds phi does with the defined
// variables set by their definitions; kept variables are never defined.
func TestEliminateByEqualities(t *testing.T) {
	f := NewFactory()
	vars := []*Term{f.Var("a", IntSort), f.Var("b", IntSort), f.Var("c", IntSort), f.Var("d", IntSort)}
	keep := map[*Term]bool{vars[0]: true}
	r := rand.New(rand.NewSource(15))
	pick := func() *Term { return vars[r.Intn(len(vars))] }
	for i := 0; i < 40; i++ {
		var conj []*Term
		for j := 0; j < 3; j++ {
			lin := f.Add(pick(), f.Int(int64(r.Intn(3)-1)))
			if r.Intn(2) == 0 {
				conj = append(conj, f.Eq(pick(), lin))
			} else {
				conj = append(conj, f.Le(pick(), lin))
			}
		}
		phi := f.And(conj...)
		res, sigma := f.EliminateByEqualities(phi, keep)
		for v := range sigma {
			if keep[v] {
				t.Fatalf("kept %s defined in %s", v, phi)
			}
		}
		grid(vars, -2, 2, func(env Env) {
			if mustEval(t, phi, env).Bool() && !mustEval(t, res, env).Bool() {
				t.Fatalf("%s holds in %v, %s does not", phi, env, res)
			}
			if !mustEval(t, res, env).Bool() {
				return
			}
			full := make(Env, len(env))
			for v, x := range env {
				full[v] = x
			}
			for v, d := range sigma {
				full[v] = mustEval(t, d, env)
			}
			if !mustEval(t, phi, full).Bool() {
				t.Fatalf("%s holds in %v, %s not with the definitions %v", res, env, phi, sigma)
			}
		})
	}
}

// TestFold: folding a random ground term keeps its value.
func TestFold(t *testing.T) {
	g := termGen{f: NewFactory(), r: rand.New(rand.NewSource(15))}
	for i := 0; i < 500; i++ {
		u := g.gen(IntSort, 4)
		if i%2 == 0 {
			u = g.gen(BoolSort, 4)
		}
		want, err := Eval(u, nil)
		if err != nil {
			continue // division by zero and the like: Fold leaves them
		}
		if got := mustEval(t, g.f.Fold(u), nil); got.String() != want.String() {
			t.Fatalf("Fold(%s) = %s, want %s", u, got, want)
		}
	}
}
