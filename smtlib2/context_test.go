package smtlib2

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestParseScriptContext: a done context stops the reading with an error
// that wraps the context's.
func TestParseScriptContext(t *testing.T) {
	src := []byte("(set-logic HORN)\n(declare-fun P (Int) Bool)\n(assert (forall ((x Int)) (=> (= x 0) (P x))))\n(check-sat)\n")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ParseScriptContext(ctx, "f.smt2", src); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
	sc, err := ParseScriptContext(context.Background(), "f.smt2", src)
	if err != nil || !sc.CheckSat || sc.GetModel || sc.Commands != 4 || len(sc.System.Clauses) != 1 {
		t.Fatalf("%+v, %v", sc, err)
	}
}

// TestManyBindersOfOneName: one assert of a conjunction of n foralls that
// all bind x names its variables x, x!1, …, x!(n-1) in time linear in n
// (the search for a fresh name used to restart at x!1: quadratic).
func TestManyBindersOfOneName(t *testing.T) {
	const n = 20000
	var b strings.Builder
	b.WriteString("(set-logic HORN)\n(declare-fun P (Int) Bool)\n(assert (and\n")
	for i := 0; i < n; i++ {
		b.WriteString("(forall ((x Int)) (=> (= x 0) (P x)))\n")
	}
	b.WriteString("))\n(check-sat)\n")
	start := time.Now()
	s, err := Parse("many.smt2", []byte(b.String()))
	d := time.Since(start)
	if err != nil || len(s.Clauses) != n {
		t.Fatalf("%v, %d clauses", err, len(s.Clauses))
	}
	last := s.Clauses[n-1].Vars()
	if len(last) != 1 || last[0].Name() != "x!19999" {
		t.Errorf("last clause's variable %v, want x!19999", last)
	}
	// Linear: well under a second unloaded; the quadratic search took
	// minutes at this size.
	if d > 10*time.Second {
		t.Errorf("parsing %d binders of one name took %v", n, d)
	}
	t.Logf("%d binders in %v", n, d)
}
