package smtlib2

import (
	"math/big"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
)

const witnessSystem = `(set-logic HORN)
(declare-fun inv (Int Real Bool (Array Int Int)) Bool)
(declare-fun done () Bool)
(assert (forall ((x Int) (r Real) (b Bool) (a (Array Int Int)))
  (=> (and (= x 0) (= r 0.5) b (= a ((as const (Array Int Int)) 0))) (inv x r b a))))
(assert (forall ((x Int) (r Real) (b Bool) (a (Array Int Int)) (x1 Int))
  (=> (and (inv x r b a) (= x1 (+ x 1))) (inv x1 r (not b) (store a x x1)))))
(assert (forall ((x Int) (r Real) (b Bool) (a (Array Int Int)) (y Int) (s Real) (c Bool) (e (Array Int Int)))
  (=> (and (inv x r b a) (inv y s c e) (= (select a 0) 1) (= x y)) done)))
(assert (=> done false))
`

func parseString(t *testing.T, src string) *chc.System {
	t.Helper()
	s, err := Parse("w.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// noAnswerLines checks that no line of text reads exactly sat or unsat.
func noAnswerLines(t *testing.T, text string) {
	t.Helper()
	for _, l := range strings.Split(text, "\n") {
		if l == "sat" || l == "unsat" {
			t.Errorf("a line reads %q", l)
		}
	}
}

func varNamed(t *testing.T, c *chc.Clause, name string) *chc.Term {
	for _, v := range c.Vars() {
		if v.Name() == name {
			return v
		}
	}
	t.Fatalf("clause %s has no variable %s", c, name)
	return nil
}

func TestModelRoundTrip(t *testing.T) {
	s := parseString(t, witnessSystem)
	f := s.Terms
	inv, done := s.Preds[0], s.Preds[1]
	x, r := f.Var("x", chc.IntSort), f.Var("r", chc.RealSort)
	b, a := f.Var("b", chc.BoolSort), f.Var("a", chc.ArraySort(chc.IntSort, chc.IntSort))
	// a DAG body: ten doublings of (+ x x)
	sum := x
	for range 10 {
		sum = f.MustApp(chc.OpAdd, sum, sum)
	}
	body := f.And(f.Le(f.Int(0), x), f.MustApp(chc.OpGe, r, f.Num(big.NewRat(-1, 3), chc.RealSort)),
		f.Or(b, f.Eq(f.Select(a, x), f.Int(-2))), f.Lt(sum, f.Int(1<<20)))
	m := chc.Model{inv: {Params: []*chc.Term{x, r, b, a}, Body: body}, done: {Body: f.False()}}
	var out strings.Builder
	if err := WriteModel(&out, s, m); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	noAnswerLines(t, text)
	if !strings.Contains(text, "(let (") {
		t.Errorf("the shared sum should be let-bound:\n%s", text)
	}
	m2, err := ParseModel("m", []byte(text), s)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	for _, p := range s.Preds {
		if m2[p].Body != m[p].Body || len(m2[p].Params) != len(m[p].Params) {
			t.Errorf("%s: got %v, want %v", p.Name, m2[p].Body, m[p].Body)
		}
	}
	var again strings.Builder
	if err := WriteModel(&again, s, m2); err != nil || again.String() != text {
		t.Errorf("model printing is not idempotent (%v):\n%s\n%s", err, text, again.String())
	}
}

func TestModelRenaming(t *testing.T) {
	s := parseString(t, "(declare-fun P (Int Real) Bool)\n(declare-fun x () Bool)")
	f := s.Terms
	xi, xr := f.Var("x", chc.IntSort), f.Var("x", chc.RealSort)
	m := chc.Model{s.Preds[0]: {Params: []*chc.Term{xi, xr}, Body: f.Lt(f.MustApp(chc.OpToReal, xi), xr)}}
	var out strings.Builder
	if err := WriteModel(&out, s, m); err != nil {
		t.Fatal(err)
	}
	want := "(define-fun P ((x!1 Int) (x!2 Real)) Bool\n  (< (to_real x!1) x!2))\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
	if _, err := ParseModel("m", []byte(out.String()), s); err != nil {
		t.Error(err)
	}
}

func TestParseZ3Model(t *testing.T) {
	s := parseString(t, "(declare-fun inv (Int Int) Bool)\n(declare-fun q () Bool)")
	for _, src := range []string{
		"sat\n(\n  (define-fun q () Bool\n    true)\n  (define-fun inv ((x!0 Int) (x!1 Int)) Bool\n    (>= x!1 0))\n)\n",
		"sat\n(model\n  (define-fun q () Bool true)\n  (define-fun inv ((x!0 Int) (x!1 Int)) Bool (>= x!1 0)))\n",
		"(define-fun nonneg ((v Int)) Bool (>= v 0))\n(define-fun inv ((x!0 Int) (x!1 Int)) Bool (nonneg x!1))\n(define-fun q () Bool true)",
	} {
		m, err := ParseModel("z3", []byte(src), s)
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		if got := m[s.Preds[0]].Body.String(); got != "(>= x!1 0)" {
			t.Errorf("inv: got %s", got)
		}
		if !m[s.Preds[1]].Body.IsTrue() {
			t.Errorf("q: got %s", m[s.Preds[1]].Body)
		}
	}
}

func TestParseModelErrors(t *testing.T) {
	s := parseString(t, "(declare-fun inv (Int Int) Bool)")
	tests := []struct{ src, want string }{
		{"(define-fun inv ((x Int)) Bool true)", "m:1:17: definition of inv has 1 parameters, want 2"},
		{"(define-fun inv ((x Int) (y Real)) Bool true)", "m:1:26: parameter 2 of inv has sort Real, want Int"},
		{"(define-fun inv ((x Int) (y Int)) Bool (inv x y))", "m:1:40: (inv x y) in the definition of inv is not supported"},
		{"(define-fun inv ((x Int) (y Int)) Bool (> z 0))", "m:1:43: unknown symbol z"},
		{"(define-fun inv ((x Int) (y Int)) Bool true)\n(define-fun inv ((x Int) (y Int)) Bool true)", "m:2:13: predicate inv is defined twice"},
		{"unsat", "m:1:1: expected (define-fun ...), found unsat"},
	}
	for _, tc := range tests {
		_, err := ParseModel("m", []byte(tc.src), s)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %s", tc.src, err, tc.want)
		}
	}
}

// derivation builds a derivation of false for witnessSystem: two steps of
// clause 1 from clause 0, used twice (shared) by clause 2, then clause 3.
func derivation(t *testing.T, s *chc.System) *chc.Derivation {
	f := s.Terms
	arr := chc.ArraySort(chc.IntSort, chc.IntSort)
	zero := chc.ArrayValue(arr, chc.Int64Value(0), nil)
	a1 := zero.Store(chc.Int64Value(0), chc.Int64Value(1))
	half := chc.RealValue(big.NewRat(1, 2))
	env := func(c *chc.Clause, kv ...any) chc.Env {
		e := chc.Env{}
		for i := 0; i < len(kv); i += 2 {
			e[varNamed(t, c, kv[i].(string))] = kv[i+1].(chc.Value)
		}
		return e
	}
	c0, c1, c2, c3 := s.Clauses[0], s.Clauses[1], s.Clauses[2], s.Clauses[3]
	init := &chc.DerivNode{Clause: c0, Values: env(c0, "x", chc.Int64Value(0), "r", half, "b", chc.BoolValue(true), "a", zero)}
	step := &chc.DerivNode{Clause: c1, Children: []*chc.DerivNode{init}, Values: env(c1,
		"x", chc.Int64Value(0), "r", half, "b", chc.BoolValue(true), "a", zero, "x1", chc.Int64Value(1),
		"h!1", chc.BoolValue(false), "h!2", a1)}
	both := &chc.DerivNode{Clause: c2, Children: []*chc.DerivNode{step, step}, Values: env(c2,
		"x", chc.Int64Value(1), "r", half, "b", chc.BoolValue(false), "a", a1,
		"y", chc.Int64Value(1), "s", half, "c", chc.BoolValue(false), "e", a1)}
	_ = f
	return &chc.Derivation{Root: &chc.DerivNode{Clause: c3, Values: chc.Env{}, Children: []*chc.DerivNode{both}}}
}

// checkDerivation checks d by evaluation, as package witness does.
func checkDerivation(t *testing.T, d *chc.Derivation) {
	for _, n := range d.Nodes() {
		ok, err := chc.Eval(n.Clause.Constraint, n.Values)
		if err != nil || !ok.Bool() {
			t.Fatalf("node of %s: constraint is not true (%v)", n.Clause, err)
		}
		for i, ch := range n.Children {
			want, _ := n.BodyValues(i)
			got, _ := ch.HeadValues()
			for k := range want {
				if !want[k].Equal(got[k]) {
					t.Fatalf("node of %s: child %d gives %s, want %s", n.Clause, i, got[k], want[k])
				}
			}
		}
	}
}

func TestDerivationRoundTrip(t *testing.T) {
	s := parseString(t, witnessSystem)
	d := derivation(t, s)
	checkDerivation(t, d)
	var out strings.Builder
	if err := WriteDerivation(&out, s, d); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	noAnswerLines(t, text)
	d2, err := ParseDerivation("d", []byte("unsat\n"+text), s)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	n1, n2 := d.Nodes(), d2.Nodes()
	if len(n1) != len(n2) {
		t.Fatalf("got %d nodes, want %d", len(n2), len(n1))
	}
	for i := range n1 {
		if n1[i].Clause != n2[i].Clause || len(n1[i].Values) != len(n2[i].Values) {
			t.Fatalf("node %d differs", i)
		}
		for v, val := range n1[i].Values {
			if !n2[i].Values[v].Equal(val) {
				t.Errorf("node %d: %s = %s, want %s", i, v, n2[i].Values[v], val)
			}
		}
	}
	if c := d2.Root.Children[0].Children; c[0] != c[1] {
		t.Errorf("the shared node was not shared after parsing")
	}
	var again strings.Builder
	if err := WriteDerivation(&again, s, d2); err != nil || again.String() != text {
		t.Errorf("derivation printing is not idempotent (%v):\n%s\n%s", err, text, again.String())
	}
}

func TestParseDerivationErrors(t *testing.T) {
	s := parseString(t, witnessSystem)
	tests := []struct{ src, want string }{
		{"(derivation)", "d:1:1: derivation has no node 0"},
		{"(derivation (node 0 (clause 9)))", "d:1:29: clause index 9 is out of range: the system has 4 clauses"},
		{"(derivation (node 0 (clause 3) (head (done))))", "d:1:38: clause 3 is a query, its head is false"},
		{"(derivation (node 0 (clause 0) (vars (z 1))))", "d:1:39: clause 0 has no variable z"},
		{"(derivation (node 0 (clause 0) (vars (x true))))", "d:1:41: value true has sort Bool, want Int"},
		{"(derivation (node 0 (clause 3) (children 1)))", "d:1:42: node 1 is not defined"},
		{"(derivation (node 0 (clause 3) (children 0)))", "d:1:42: node 0 is its own descendant"},
		{"(derivation (node 0 (clause 3)) (node 1 (clause 0)))", "d:1:33: node 1 is not reachable from node 0"},
		{"(derivation (node 0 (clause 0) (vars (x 1) (r 0.5) (b true) (a ((as const (Array Int Int)) 0))) (head (inv 2 0.5 true ((as const (Array Int Int)) 0)))))",
			"d:1:108: head argument 1 is 2, but the variable values give 1"},
		{"(model)", "d:1:1: expected (derivation ...)"},
		{"(derivation (node 0 (clause 3) (at 9 1)))", "d:1:32: clause 3 was read from 10:1, not 9:1"},
		{"(derivation (node 0 (at 10 1) (clause 3)))", "d:1:21: (at ...) must follow (clause ...)"},
		{"(derivation (node 0 (clause 3) (at 10)))", "d:1:32: expected (at line column)"},
	}
	for _, tc := range tests {
		_, err := ParseDerivation("d", []byte(tc.src), s)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s:\ngot  %v\nwant %s", tc.src, err, tc.want)
		}
	}
}
