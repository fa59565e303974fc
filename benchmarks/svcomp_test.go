package benchmarks

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/internal/benchdata"
)

// task is an SV-COMP task file (format 2.0) with the given unreach-call
// verdict, after another property whose verdict must not be taken.
func task(verdict string) string {
	return `format_version: '2.0'

input_files: 'prog.c'

properties:
  - property_file: ../properties/no-overflow.prp
    expected_verdict: ` + map[string]string{"true": "false", "false": "true"}[verdict] + `
  - property_file: ../properties/unreach-call.prp
    expected_verdict: ` + verdict + `

options:
  language: C
  data_model: ILP32
`
}

// TestSVCOMPTasks runs a fake verifier that prints fixed verdicts over a
// tiny folder of tasks in two families and checks the expected verdicts
// read from the .yml files, the answers, and SV-COMP's score per family
// and in total, in the results, report.md and report.html.
func TestSVCOMPTasks(t *testing.T) {
	files := writeFiles(t, map[string]string{
		"fam1/a.yml": task("true"), "fam1/b.yml": task("false"), "fam1/prog.c": "int main() {}",
		"fam2/c.yml": task("true"), "fam2/d.yml": task("false"), "fam2/e.yml": task("true"),
	})
	root := filepath.Dir(filepath.Dir(files[0]))
	inputs, err := Inputs([]string{root})
	if err != nil {
		t.Fatal(err)
	}
	if len(inputs) != 5 {
		t.Fatalf("inputs %v, want the five .yml tasks", inputs)
	}
	// a: correct (+2), b: buggy (+1), c: buggy, wrong (-16), d: correct,
	// wrong (-32), e: unknown (0).
	verifier := Solver{Name: "fake", Cmd: `sh -c 'case "$1" in
	*/a.yml|*/d.yml) echo correct; echo "(invariants)";;
	*/b.yml|*/c.yml) echo buggy;;
	*) echo unknown; echo correct;;
	esac' sh {file}`}
	out := t.TempDir()
	rs, sum, err := RunAll(context.Background(), Config{Solvers: []Solver{verifier}, Files: inputs, Out: out,
		Limits: Limits{Wall: 30 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		answer, expected string
		score            int
	}{
		"a": {Sat, Sat, 2}, "b": {Unsat, Unsat, 1}, "c": {Unsat, Sat, -16}, "d": {Sat, Unsat, -32}, "e": {Unknown, Sat, 0},
	}
	for _, r := range rs {
		w := want[strings.TrimSuffix(filepath.Base(r.File), ".yml")]
		if r.Answer != w.answer || r.Expected != w.expected || r.Score != w.score {
			t.Errorf("%s: answer %s expected %s score %d, want %s %s %d", r.File, r.Answer, r.Expected, r.Score, w.answer, w.expected, w.score)
		}
	}
	if sum.Wrong != 2 {
		t.Errorf("%d wrong, want 2", sum.Wrong)
	}
	rows := map[string]int{}
	for _, row := range Scores(rs) {
		rows[row.Family] = row.Score
	}
	if rows["fam1"] != 3 || rows["fam2"] != -48 || rows[AllSets] != -45 {
		t.Errorf("scores %v, want fam1 3, fam2 -48, all -45", rows)
	}
	// The JSON results carry each score.
	jsonl, err := os.ReadFile(filepath.Join(out, JSONLFile))
	if err != nil {
		t.Fatal(err)
	}
	line, _, _ := strings.Cut(string(jsonl), "\n")
	var first Result
	if err := json.Unmarshal([]byte(line), &first); err != nil || first.Score != 2 || !strings.Contains(line, `"svcomp_score":2`) {
		t.Errorf("first JSON result %s: want svcomp_score 2", line)
	}
	var md, page bytes.Buffer
	if err := WriteReport(&md, rs); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"## SV-COMP score", "| fam1 | fake | 2 | 1 | 1 | 0 | 0 | 0 | 3 |", "| fam2 | fake | 3 | 0 | 0 | 1 | 1 | 1 | -48 |", "| **all** | fake | 5 | 1 | 1 | 1 | 1 | 1 | -45 |"} {
		if !strings.Contains(md.String(), s) {
			t.Errorf("report.md lacks %q:\n%s", s, md.String())
		}
	}
	if err := WriteHTML(&page, rs, ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	checkWellFormed(t, page.Bytes())
	if !strings.Contains(page.String(), `<table class="sortable" id="svcomp">`) || !strings.Contains(page.String(), `data-v="-45">-45</td>`) {
		t.Error("report.html has no SV-COMP score table with the total -45")
	}
}

// TestTaskExpectedBenchmarks reads the expected verdict of every task of
// the benchmark folder's c/ and compares it with EXPECTED.tsv.
func TestTaskExpectedBenchmarks(t *testing.T) {
	dir := benchdata.Dir(t, "c")
	tsv, err := os.ReadFile(filepath.Join(dir, "EXPECTED.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(tsv)), "\n")[1:] {
		f := strings.Split(line, "\t")
		want := map[string]string{"true": Sat, "false": Unsat}[f[2]]
		got, err := TaskExpected(filepath.Join(dir, f[0]))
		if err != nil || got != want {
			t.Errorf("%s: %q, %v; want %q (%s)", f[0], got, err, want, f[2])
		}
		n++
	}
	t.Logf("%d tasks", n)
}
