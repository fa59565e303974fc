package preprocess_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
)

// TestSplitLocals: a local variable confined to -1..1 (a wrap quotient, as
// BV2Int's exact translation makes them) becomes three copies of its
// clause with the values substituted; a variable of an atom or with a
// wide range stays.
// Safe and unsafe variants solve to their answers with witnesses valid
// for the input (roundTrip), the derivation through a copy included.
func TestSplitLocals(t *testing.T) {
	const src = `(set-logic HORN)
(declare-fun P (Int) Bool)
(assert (P 0))
(assert (forall ((x Int) (y Int) (k Int) (w Int))
  (=> (and (P x) (<= (- 1) k) (<= k 1) (<= 0 w) (<= w 100) (= y (+ x 1 (* 8 k))) (<= 0 y) (< y 8)) (P y))))
(assert (forall ((x Int) (k Int)) (=> (and (P x) (<= 0 k) (<= k 1) (= x (+ 9 (* 8 k)))) false)))
(assert (forall ((x Int)) (=> (and (P x) (> x BAD)) false)))
`
	for bad, want := range map[string]chc.Status{"7": chc.Sat, "6": chc.Unsat} {
		s := parseString(t, strings.Replace(src, "BAD", bad, 1))
		out, _, err := preprocess.SplitLocals{}.Apply(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		// The fact, the step once per k (w has 101 values and stays), the
		// first query once per k, the second query.
		if len(out.Clauses) != 1+3+2+1 {
			t.Fatalf("%d clauses, want 7:\n%s", len(out.Clauses), dump(out))
		}
		for _, c := range out.Clauses[1:6] {
			vars := map[string]bool{}
			for _, v := range c.Vars() {
				vars[v.Name()] = true
			}
			if vars["k"] || (c.Head != nil && !vars["w"]) {
				t.Fatalf("copy %s: want k substituted and w kept", c)
			}
		}
		if got := roundTrip(t, s, preprocess.SplitLocals{}, "pdr", 10*time.Second); got != want {
			t.Fatalf("bad > %s: %s, want %s", bad, got, want)
		}
	}
}
