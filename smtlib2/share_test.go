package smtlib2

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/internal/chcgen"
)

// dagSize returns the number of distinct subterms of each clause, summed
// over the clauses: the size the printed text should be linear in.
func dagSize(s *chc.System) int {
	n := 0
	for _, c := range s.Clauses {
		n += len(walkDAG(clauseRoots(c)).post)
	}
	return n
}

// errTooLong stops a printer that writes more than its budget.
var errTooLong = errors.New("printed text over budget")

// budgetWriter is a strings.Builder that fails past limit bytes, so that a
// printer which loses sharing fails the test at once instead of writing an
// exponential amount.
type budgetWriter struct {
	strings.Builder
	limit int
}

func (w *budgetWriter) Write(p []byte) (int, error) {
	if w.Len()+len(p) > w.limit {
		return 0, errTooLong
	}
	return w.Builder.Write(p)
}

// bytesPerNode bounds the printed bytes per distinct subterm: a let binding
// costs its name twice, an operator and its arguments' names.
const bytesPerNode = 24

// TestVoteChainPrintLinear prints the majority-vote chains of sally's
// oral-messages files at growing sizes. Their trees pass 2^31 nodes from
// about 20 voters; term sizes saturated at 2^30 then overflowed int32, some
// shared terms were not let-bound, and 20 voters printed over 100 MB (the
// 75 KB om1_with_relays_general_4_19 printed 682 MB). Printed size per DAG
// node must stay bounded and not grow with n.
func TestVoteChainPrintLinear(t *testing.T) {
	var first float64
	for _, n := range []int{10, 20, 40, 80, 120} {
		src := chcgen.VoteChain(n)
		s, err := Parse("vote.smt2", []byte(src))
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		dag := dagSize(s)
		w := &budgetWriter{limit: bytesPerNode * dag}
		if err := WriteSystem(w, s); err != nil {
			t.Fatalf("n=%d: a DAG of %d nodes (input %d bytes) printed over %d bytes: %v", n, dag, len(src), w.limit, err)
		}
		ratio := float64(w.Len()) / float64(dag)
		t.Logf("n=%d: input %d bytes, DAG %d nodes, printed %d bytes (%.1f bytes/node)", n, len(src), dag, w.Len(), ratio)
		if first == 0 {
			first = ratio
		} else if ratio > 1.5*first {
			t.Errorf("n=%d: %.1f printed bytes per DAG node, against %.1f at n=10: printed size grows faster than the DAG", n, ratio, first)
		}
		checkIdempotent(t, "vote", w.String())
	}
}

// TestPrintBlowupRegression prints the file that printed as 682 MB: the
// text stays within a small factor of the input, reads back to the same
// system (printing it again gives the same text) and z3 reads it.
func TestPrintBlowupRegression(t *testing.T) {
	file := benchdata.Dir(t, "regressions", "print-blowup-om1_4_19.smt2")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Parse(file, src)
	if err != nil {
		t.Fatal(err)
	}
	w := &budgetWriter{limit: 2 * len(src)}
	if err := WriteSystem(w, s); err != nil {
		t.Fatalf("%d bytes printed over %d bytes: %v", len(src), w.limit, err)
	}
	t.Logf("input %d bytes, DAG %d nodes, printed %d bytes", len(src), dagSize(s), w.Len())
	checkIdempotent(t, "om1_4_19", w.String())
	z3Reads(t, w.String())
}

// z3Reads checks that z3 accepts text (its check-sat removed, so that z3
// only reads it): z3 prints nothing for an accepted script.
func z3Reads(t *testing.T, text string) {
	t.Helper()
	if _, err := exec.LookPath(z3Path); err != nil {
		t.Logf("z3 not found at %s: not checked", z3Path)
		return
	}
	path := filepath.Join(t.TempDir(), "printed.smt2")
	if err := os.WriteFile(path, []byte(strings.Replace(text, "(check-sat)\n", "", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := runZ3(t, path); got != "" {
		t.Errorf("z3 does not read the printed text: %s", clip(got))
	}
}
