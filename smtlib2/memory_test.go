package smtlib2

import (
	"runtime"
	"strings"
	"testing"
)

// bigCommand returns one assert of n clauses as a conjunction: a single
// command as large as the input.
func bigCommand(n int) string {
	var b strings.Builder
	b.WriteString("(declare-fun inv (Int Int) Bool)\n(assert (and\n")
	for i := 0; i < n; i++ {
		k := itoa(i % 997)
		b.WriteString(" (forall ((x Int) (y Int)) (=> (and (inv x y) (<= (+ x (* " + k + " y)) " + k + ")) (inv (+ x 1) y)))\n")
	}
	b.WriteString("))\n")
	return b.String()
}

// TestReaderMemoryLinear checks that reading one large command allocates a
// small multiple of its size (it was over 100 times its size).
func TestReaderMemoryLinear(t *testing.T) {
	src := []byte(bigCommand(20000))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r := newReader(src, newPosition("big.smt2", src))
	for {
		idx, err := r.next()
		if err != nil {
			t.Fatal(err)
		}
		if idx < 0 {
			break
		}
	}
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 40*uint64(len(src)) {
		t.Errorf("reading %d bytes allocated %d bytes (%.0fx)", len(src), got, float64(got)/float64(len(src)))
	}
	t.Logf("reading %d bytes allocated %.1fx", len(src), float64(after.TotalAlloc-before.TotalAlloc)/float64(len(src)))
	runtime.KeepAlive(r)
}

// TestLetChainPrintLinear prints a chain of 40 lets over Reals, each using
// the previous binding three times: a tree of 3^40 nodes as a DAG.
func TestLetChainPrintLinear(t *testing.T) {
	var b strings.Builder
	b.WriteString("(declare-fun inv (Real Real) Bool)\n(assert (forall ((x Real) (y Real) (x1 Real)) (=> (and (inv x y)\n")
	prev := "x"
	for i := 1; i <= 40; i++ {
		b.WriteString("(let ((a" + itoa(i) + " (+ " + prev + " (* 2.0 " + prev + ") (- " + prev + " y))))\n")
		prev = "a" + itoa(i)
	}
	b.WriteString("(and (<= " + prev + " y) (= x1 " + prev + "))" + strings.Repeat(")", 40) + ") (inv x1 y))))\n")
	s, err := Parse("chain.smt2", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := WriteSystem(&out, s); err != nil {
		t.Fatal(err)
	}
	if out.Len() > 2*b.Len() {
		t.Errorf("printed %d bytes from %d; shared subterms should be let-bound", out.Len(), b.Len())
	}
	checkIdempotent(t, "chain", out.String())
}
