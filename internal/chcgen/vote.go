package chcgen

import (
	"strconv"
	"strings"
)

// VoteChain returns SMT-LIB text of the shape of the oral-messages
// transition systems of CHC-COMP's LRA-Lin track: a transition clause whose
// constraint runs the Boyer–Moore majority vote over n relayed values
// through nested lets. Each step's candidate and counter use the previous
// counter two or three times, so the term is a DAG of O(n) nodes whose tree
// has more than 3^n nodes: printed without sharing it is exponential.
//
// The system: vote(v1..vn, r) holds initially with r = 0, each step sets r
// to the majority candidate of v1..vn, and the query asks whether r can
// differ from every vi with r ≠ 0.
func VoteChain(n int) string {
	var b strings.Builder
	b.WriteString("(set-logic HORN)\n(declare-fun vote (")
	for range n + 1 {
		b.WriteString(" Real")
	}
	b.WriteString(") Bool)\n")
	vars := func(suffix string) string {
		var s strings.Builder
		for i := 1; i <= n; i++ {
			s.WriteString(" (v" + strconv.Itoa(i) + " Real)")
		}
		s.WriteString(" (r Real)" + suffix)
		return s.String()
	}
	args := func(r string) string {
		var s strings.Builder
		for i := 1; i <= n; i++ {
			s.WriteString(" v" + strconv.Itoa(i))
		}
		return s.String() + " " + r
	}
	b.WriteString("(assert (forall (" + vars("") + ") (=> (= r 0.0) (vote" + args("r") + "))))\n")
	b.WriteString("(assert (forall (" + vars(" (r1 Real)") + ")\n  (=> (vote" + args("r") + ")\n")
	// Step 1 starts with candidate v1 and counter 1.
	b.WriteString("  (let ((m1 v1) (c1 1))\n")
	for k := 2; k <= n; k++ {
		p, x := strconv.Itoa(k-1), "v"+strconv.Itoa(k)
		z := "(= c" + p + " 0)"
		b.WriteString("  (let ((m" + strconv.Itoa(k) + " (ite " + z + " " + x + " m" + p + "))\n")
		b.WriteString("        (c" + strconv.Itoa(k) + " (ite " + z + " 1 (ite (= " + x + " m" + p + ") (+ 1 c" + p + ") (+ (- 1) c" + p + ")))))\n")
	}
	// The count check: d_k counts down, from a majority threshold, the
	// values vk..vn equal to the candidate; each d uses the next twice.
	m := "m" + strconv.Itoa(n)
	b.WriteString("  (let ((d" + strconv.Itoa(n) + " (ite (= v" + strconv.Itoa(n) + " " + m + ") " + strconv.Itoa(n/2) + " " + strconv.Itoa(n/2+1) + ")))\n")
	for k := n - 1; k >= 1; k-- {
		d := "d" + strconv.Itoa(k+1)
		b.WriteString("  (let ((d" + strconv.Itoa(k) + " (ite (= v" + strconv.Itoa(k) + " " + m + ") (+ (- 1) " + d + ") " + d + ")))\n")
	}
	b.WriteString("    (=> (= r1 (ite (or")
	for k := 1; k <= n; k++ {
		b.WriteString(" (= d" + strconv.Itoa(k) + " 0)")
	}
	b.WriteString(") " + m + " 0.0)) (vote" + args("r1") + "))")
	b.WriteString(strings.Repeat(")", 2*n) + ")))\n")
	b.WriteString("(assert (forall (" + vars("") + ") (=> (and (vote" + args("r") + ") (not (= r 0.0))")
	for i := 1; i <= n; i++ {
		b.WriteString(" (not (= r v" + strconv.Itoa(i) + "))")
	}
	b.WriteString(") false)))\n(check-sat)\n(exit)\n")
	return b.String()
}
