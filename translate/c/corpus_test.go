package c

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/internal/benchdata"
)

// corpusTask is one row of the C benchmarks' EXPECTED.tsv.
type corpusTask struct {
	task, input, expected, dataModel, family string
}

func readExpected(t *testing.T, dir string) []corpusTask {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "EXPECTED.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []corpusTask
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		r := strings.Split(sc.Text(), "\t")
		if len(r) < 5 || r[0] == "task" {
			continue
		}
		out = append(out, corpusTask{r[0], r[1], r[2], r[3], r[4]})
	}
	return out
}

// TestCorpusTranslates translates every task of the C benchmarks: each is
// translated or refused by a *Refusal naming a construct at a position in
// its file; nothing else (no reading error, no internal error, no panic).
// It logs the counts per family and the refusal reasons.
func TestCorpusTranslates(t *testing.T) {
	dir := benchdata.Dir(t, "c")
	type count struct{ ok, refused int }
	fams := map[string]*count{}
	reasons := map[string]int{}
	var slowest time.Duration
	var slowName string
	for _, task := range readExpected(t, dir) {
		src, err := os.ReadFile(filepath.Join(dir, task.input))
		if err != nil {
			t.Fatal(err)
		}
		dm, _ := ParseDataModel(task.dataModel)
		start := time.Now()
		_, err = Translate(task.input, src, Options{DataModel: dm})
		if d := time.Since(start); d > slowest {
			slowest, slowName = d, task.input
		}
		c := fams[task.family]
		if c == nil {
			c = &count{}
			fams[task.family] = c
		}
		var r *Refusal
		switch {
		case err == nil:
			c.ok++
		case errors.As(err, &r):
			c.refused++
			if r.Pos.Line == 0 {
				t.Errorf("%s: refusal without a line: %v", task.input, err)
			}
			msg := r.Msg
			if i := strings.IndexAny(msg, "(0123456789"); i > 0 && !strings.HasPrefix(msg, "unsupported: call of") {
				msg = msg[:i]
			}
			reasons[strings.TrimSpace(msg)]++
		default:
			t.Errorf("%s: %v", task.input, err)
		}
	}
	var names []string
	total := count{}
	for f, c := range fams {
		names = append(names, f)
		total.ok += c.ok
		total.refused += c.refused
	}
	sort.Strings(names)
	for _, f := range names {
		t.Logf("%-28s translated %3d refused %3d", f, fams[f].ok, fams[f].refused)
	}
	t.Logf("%-28s translated %3d refused %3d", "all", total.ok, total.refused)
	var rs []string
	for r := range reasons {
		rs = append(rs, r)
	}
	sort.Slice(rs, func(i, j int) bool { return reasons[rs[i]] > reasons[rs[j]] })
	for _, r := range rs {
		t.Logf("%4d  %s", reasons[r], r)
	}
	t.Logf("slowest translation: %s in %v", slowName, slowest)
}
