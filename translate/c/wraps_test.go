package c_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// countMods counts the mod terms of a system's clauses (each distinct
// term once per clause).
func countMods(s *chc.System) int {
	n := 0
	var seen map[*chc.Term]bool
	var visit func(t *chc.Term)
	visit = func(t *chc.Term) {
		if seen[t] {
			return
		}
		seen[t] = true
		if t.Op() == chc.OpMod {
			n++
		}
		for _, x := range t.Args() {
			visit(x)
		}
	}
	for _, cl := range s.Clauses {
		seen = map[*chc.Term]bool{}
		visit(cl.Constraint)
		if cl.Head != nil {
			for _, a := range cl.Head.Args {
				visit(a)
			}
		}
	}
	return n
}

// rules is s without its queries.
func rules(s *chc.System) *chc.System {
	r := &chc.System{Terms: s.Terms, Preds: s.Preds, Name: s.Name}
	for _, cl := range s.Clauses {
		if !cl.IsQuery() {
			r.Clauses = append(r.Clauses, cl)
		}
	}
	return r
}

func solvePDR(t *testing.T, s *chc.System, d time.Duration) engine.Result {
	t.Helper()
	opt := engine.Options{Engine: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver}
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	r, err := engine.Solve(ctx, s, opt)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestNarrowWraps: the wrap-arounds that the loop tests rule out are
// dropped, those that happen stay; the interval invariant is inductive
// on the clauses as they were; the narrowed clauses have the answer the
// old ones have, and a model of them, conjoined with the invariant, is a
// model of the old ones.
func TestNarrowWraps(t *testing.T) {
	needZ3(t)
	cases := []struct {
		name, body string
		want       chc.Status // of the clauses (sat: correct)
		dropped    bool       // some mod term goes
		left       bool       // some mod term stays
	}{
		{"count", `unsigned int x = 0;
  while (x < 100) x++;
  __VERIFIER_assert(x == 100);`, chc.Sat, true, false},
		{"nested", `unsigned int x = 0, y;
  while (x < 100) { y = 0; while (y < 10) y++; x++; }
  __VERIFIER_assert(x == 100);`, chc.Sat, true, false},
		{"wraps", `unsigned int x = 0;
  x = x - 1;
  __VERIFIER_assert(x == 4294967295u);`, chc.Sat, false, true},
		{"wraps-bug", `unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = x + 1;
  if (x < 10) __VERIFIER_assert(y != 5);
  __VERIFIER_assert(y != 0);`, chc.Unsat, true, true},
		{"char", `unsigned char c = 0; int n = 0;
  while (n < 300) { c++; n++; }
  __VERIFIER_assert(c == 44);`, chc.Sat, false, true},
	}
	for _, tc := range cases {
		src := prelude + "int main(void) {\n  " + tc.body + "\n  return 0;\n}\n"
		old, err := c.Translate(tc.name+".c", []byte(src), c.Options{DataModel: c.ILP32})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		tr, err := c.Translate(tc.name+".c", []byte(src), c.Options{DataModel: c.ILP32})
		if err != nil {
			t.Fatal(err)
		}
		before := countMods(tr.System)
		w := tr.NarrowWraps()
		after := countMods(tr.System)
		if (w != nil) != tc.dropped || (w != nil && w.Rewritten != before-after) {
			t.Errorf("%s: mod terms %d -> %d, NarrowWraps %v", tc.name, before, after, w)
		}
		if tc.left != (after > 0) {
			t.Errorf("%s: %d mod terms left", tc.name, after)
		}
		if w == nil {
			continue
		}
		ctx := context.Background()
		if err := witness.CheckModel(ctx, rules(w.Original), w.Invariant, z3.NewSolver); err != nil {
			t.Errorf("%s: invariant not inductive: %v", tc.name, err)
		}
		// The old clauses may be too hard (that is the point); when
		// they are answered, the answer agrees.
		ro, rn := solvePDR(t, old.System, 10*time.Second), solvePDR(t, tr.System, 60*time.Second)
		if (ro.Status != tc.want && ro.Status != chc.Unknown) || rn.Status != tc.want {
			t.Errorf("%s: old clauses %v, narrowed %v, want %v", tc.name, ro.Status, rn.Status, tc.want)
			continue
		}
		switch rn.Status {
		case chc.Sat:
			m := chc.Model{}
			f := tr.System.Terms
			for p, inv := range w.Invariant {
				in := rn.Model[p]
				sub := map[*chc.Term]*chc.Term{}
				for i, x := range inv.Params {
					sub[x] = in.Params[i]
				}
				m[p] = chc.Interp{Params: in.Params, Body: f.And(in.Body, f.Subst(inv.Body, sub))}
			}
			if err := witness.CheckModel(ctx, w.Original, m, z3.NewSolver); err != nil {
				t.Errorf("%s: lifted model: %v", tc.name, err)
			}
			if v := tr.Verdict(rn.Status, m, nil, ""); v.Answer != c.Correct {
				t.Errorf("%s: %v %s", tc.name, v.Answer, v.Reason)
			}
		case chc.Unsat:
			if v := tr.Verdict(rn.Status, nil, rn.Derivation, ""); v.Answer != c.Buggy {
				t.Errorf("%s: %v %s", tc.name, v.Answer, v.Reason)
			}
		}
	}
}

// TestValidateUnsignedParity: the model PDR finds for an unsigned
// counter stepped by 2 (x mod 2 = 0 over x := (x + 2) mod 2^32) is
// validated against the translated clauses: Z3 diverged on the mod of a
// mod term the head's argument makes before the validator defined each
// argument's mod term linearly (witness.linearArgMods).
func TestValidateUnsignedParity(t *testing.T) {
	needZ3(t)
	src := prelude + `int main(void) {
  unsigned int x = 0;
  while (__VERIFIER_nondet_int()) {
    x += 2;
  }
  __VERIFIER_assert(!(x % 2));
  return 0;
}
`
	tr, err := c.Translate("even.c", []byte(src), c.Options{DataModel: c.ILP32})
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	for _, p := range tr.System.Preds {
		var params []string
		for i := range p.Params {
			params = append(params, fmt.Sprintf("(a%d Int)", i))
		}
		body := "true"
		switch {
		case strings.HasPrefix(p.Name, "main@loop"):
			body = "(and (not (<= a1 (- 1))) (not (<= 1 (mod a1 2))))"
		case p.Name == "__VERIFIER_assert@entry":
			body = "(= 1 a0)"
		}
		fmt.Fprintf(&text, "(define-fun |%s| (%s) Bool %s)\n", p.Name, strings.Join(params, " "), body)
	}
	m, err := smtlib2.ParseModel("even.model", []byte(text.String()), tr.System)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := witness.CheckModel(ctx, tr.System, m, z3.NewSolver); err != nil {
		t.Fatal(err)
	}
}
