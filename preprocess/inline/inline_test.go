package inline_test

import (
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"horn/chc"
	"horn/internal/enginetest"
	"horn/pdr"
	"horn/preprocess/inline"
	"horn/smtlib2"
	"horn/witness"
	"horn/z3"
)

// roundTrip inlines s, solves the result with PDR, maps the witness back
// and validates it against s itself.
func roundTrip(t *testing.T, s *chc.System, timeout time.Duration) (chc.Status, int) {
	t.Helper()
	pre, bm := inline.Inline(s, inline.Options{})
	if err := pre.Check(); err != nil {
		t.Fatalf("inlined system is malformed: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	r, err := pdr.New(pdr.Options{NewSolver: z3.NewSolver}).Solve(ctx, pre)
	if err != nil {
		t.Fatal(err)
	}
	switch r.Status {
	case chc.Unsat:
		if err := witness.CheckDerivation(pre, r.Derivation); err != nil {
			t.Fatalf("derivation of the inlined system invalid: %v", err)
		}
		d, err := bm.Derivation(r.Derivation)
		if err != nil {
			t.Fatal(err)
		}
		if err := witness.CheckDerivation(s, d); err != nil {
			t.Fatalf("mapped-back derivation invalid against the input: %v", err)
		}
	case chc.Sat:
		m, err := bm.Model(r.Model, func(vars []*chc.Term, body *chc.Term) (*chc.Term, []*chc.Term, error) {
			return z3.Eliminate(s.Terms, vars, body)
		})
		if err != nil {
			t.Logf("model not mapped back: %v", err)
			return r.Status, bm.Eliminated()
		}
		if err := witness.CheckModel(context.Background(), s, m, z3.NewSolver); err != nil {
			t.Fatalf("mapped-back model invalid against the input: %v", err)
		}
	}
	return r.Status, bm.Eliminated()
}

func TestInlineFixtures(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/engines/*.smt2")
	ex, _ := filepath.Glob("../../examples/*.smt2")
	for _, f := range append(files, ex...) {
		s, err := smtlib2.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src := enginetest.Expected(text)
		st, n := roundTrip(t, s, 20*time.Second)
		if src != chc.Unknown && st != src {
			t.Fatalf("%s: %v after inlining %d predicates, want %v", f, st, n, src)
		}
	}
}

// TestInlineBenchmarks runs the round trip on the benchmark files Z3
// decides within 0.3 s (per reference.csv) in lia-lin and lia-nonlin: every
// answer must match the reference and every witness map back and validate.
func TestInlineBenchmarks(t *testing.T) {
	root := "../../../shared/benchmarks"
	f, err := os.Open(filepath.Join(root, "reference.csv"))
	if err != nil {
		t.Skipf("benchmarks not present: %v", err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	tried, inlined, decided := 0, 0, 0
	for _, r := range rows[1:] {
		set, file, status := r[0], r[1], r[2]
		cpu, _ := strconv.ParseFloat(r[5], 64)
		if (set != "lia-lin" && set != "lia-nonlin") || (status != "sat" && status != "unsat") || cpu > 0.3 {
			continue
		}
		if testing.Short() && tried >= 5 {
			break
		}
		s, err := smtlib2.ParseFile(filepath.Join(root, set, file))
		if err != nil {
			t.Fatal(err)
		}
		tried++
		st, n := roundTrip(t, s, 5*time.Second)
		if n > 0 {
			inlined++
		}
		if st != chc.Unknown {
			decided++
			if st.String() != status {
				t.Errorf("%s/%s: %v after inlining %d predicates, reference %s", set, file, st, n, status)
			}
		}
	}
	t.Logf("%d files: %d had predicates inlined, %d decided", tried, inlined, decided)
	if tried > 0 && inlined == 0 {
		t.Error("nothing was inlined anywhere")
	}
}
