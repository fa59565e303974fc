package z3

import (
	"context"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// TestWorkLimit: a check bounded by work (SetWorkLimit) that needs more
// answers unknown with a reason that names the bound, in the one-shot
// solver and after a scope made the solver incremental; the bound is
// per check, and removing it lets the one-shot solver's next check
// decide (pigeonhole: unsat), while the incremental one answers
// unknown from then on.
func TestWorkLimit(t *testing.T) {
	for _, scoped := range []bool{false, true} {
		f := chc.NewFactory()
		s := newTermSolver(t, f)
		n := 7
		p := func(i, j int) *chc.Term { return f.Var("p"+itoa(i)+"_"+itoa(j), chc.BoolSort) }
		for i := 0; i <= n; i++ {
			var or []*chc.Term
			for j := 0; j < n; j++ {
				or = append(or, p(i, j))
			}
			if err := s.Assert(f.Or(or...)); err != nil {
				t.Fatal(err)
			}
		}
		if scoped {
			if err := s.Push(); err != nil {
				t.Fatal(err)
			}
		}
		for j := 0; j < n; j++ {
			for i := 0; i <= n; i++ {
				for k := i + 1; k <= n; k++ {
					if err := s.Assert(f.Or(f.Not(p(i, j)), f.Not(p(k, j)))); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		if err := smt.SetWorkLimit(s, 1000); err != nil {
			t.Fatal(err)
		}
		for it := range 2 {
			res, err := s.Check(context.Background())
			if err != nil || res != smt.Unknown {
				t.Fatalf("scoped %v: bounded check: %v %v, want unknown", scoped, res, err)
			}
			if !strings.Contains(s.Reason(), "work limit") {
				t.Fatalf("scoped %v, check %d: reason %q does not name the work limit", scoped, it, s.Reason())
			}
		}
		if err := s.SetWorkLimit(0); err != nil {
			t.Fatal(err)
		}
		// Unbounded, the one-shot solver decides the formula; the
		// incremental one is not trusted again (Z3 4.8.12 answered
		// sat here).
		want := smt.Unsat
		if scoped {
			want = smt.Unknown
		}
		if res, err := s.Check(context.Background()); err != nil || res != want {
			t.Fatalf("scoped %v: unbounded check: %v %v, want %v", scoped, res, err, want)
		}
	}
}
