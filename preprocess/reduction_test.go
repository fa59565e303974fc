package preprocess_test

import (
	"context"
	"github.com/horn-chc/horn/preprocess"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestReduction runs the default pipeline over every file of the folders in
// HORN_REDUCTION (comma-separated, e.g. lia-lin,lia-nonlin,slayer) and logs
// the sizes before and after. It is an experiment, not a check: it skips
// unless the variable is set.
func TestReduction(t *testing.T) {
	sets := os.Getenv("HORN_REDUCTION")
	if sets == "" {
		t.Skip("HORN_REDUCTION not set")
	}
	for _, set := range strings.Split(sets, ",") {
		files, _ := filepath.Glob(filepath.Join(benchDir(t), set, "*.smt2"))
		var before, after preprocess.Size
		var total time.Duration
		for _, file := range files {
			s := parseFile(t, file)
			start := time.Now()
			r, err := preprocess.Default().Run(context.Background(), s)
			d := time.Since(start)
			if err != nil {
				t.Errorf("%s: %v", file, err)
				continue
			}
			checkWellFormed(t, r.System)
			b, a := preprocess.SizeOf(s), preprocess.SizeOf(r.System)
			before.Clauses += b.Clauses
			before.Preds += b.Preds
			before.Args += b.Args
			after.Clauses += a.Clauses
			after.Preds += a.Preds
			after.Args += a.Args
			total += d
			t.Logf("%s: %v → %v (%.0f ms)", filepath.Base(file), b, a, float64(d.Microseconds())/1000)
		}
		t.Logf("%s (%d files): %v → %v in %.2fs", set, len(files), before, after, total.Seconds())
	}
}
