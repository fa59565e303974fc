package c_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/z3"
)

// expectedVerdicts reads the C benchmarks' EXPECTED.tsv: task → verdict
// (true or false) and data model.
func expectedVerdicts(t *testing.T, dir string) map[string][2]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "EXPECTED.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][2]string{}
	for _, line := range strings.Split(string(data), "\n") {
		r := strings.Split(line, "\t")
		if len(r) >= 4 && r[0] != "task" {
			out[r[1]] = [2]string{r[2], r[3]}
		}
	}
	return out
}

// TestRecursiveCorpus solves recursive SV-COMP tasks with the engine that
// decides them, the answer validated against the clauses and mapped back
// to C, and compares the verdict with the corpus's:
//
//   - sim on fibonacci of a constant: the summary's clause has three body
//     atoms whose facts are joined on their arguments, so the simulation
//     stays complete and its facts are the model (true), or a
//     counterexample (false);
//   - pdr on functions over unsigned arguments: the model of the
//     preprocessed clauses maps back through the inlined entry predicates
//     (whose arguments wrap modulo 2^32) without the fallback pipeline.
func TestRecursiveCorpus(t *testing.T) {
	dir := benchdata.Dir(t, "c")
	want := expectedVerdicts(t, dir)
	for _, tc := range []struct {
		input, engine string
	}{
		{"recursive/Fibonacci02.c", "sim"},
		{"recursive-simple/fibo_25-2.c", "sim"},
		{"recursive-simple/fibo_2calls_20-1.c", "sim"},
		{"recursive-simple/fibo_2calls_10-1.c", "sim"},
		{"recursive-simple/id2_b5_o10.c", "pdr"},
		{"recursive-simple/id2_b3_o5.c", "pdr"},
	} {
		t.Run(tc.input, func(t *testing.T) {
			exp, ok := want[tc.input]
			if !ok {
				t.Fatalf("%s is not in EXPECTED.tsv", tc.input)
			}
			src, err := os.ReadFile(filepath.Join(dir, tc.input))
			if err != nil {
				t.Fatal(err)
			}
			dm, err := c.ParseDataModel(exp[1])
			if err != nil {
				t.Fatal(err)
			}
			tr, err := c.Translate(tc.input, src, c.Options{DataModel: dm})
			if err != nil {
				t.Fatal(err)
			}
			eng, err := engine.New(tc.engine, engine.Config{NewSolver: z3.NewSolver})
			if err != nil {
				t.Fatal(err)
			}
			var pipelines []string
			opt := engine.Options{Engine: eng, NewSolver: z3.NewSolver,
				PassStats: func(p string, _ []preprocess.Stat) { pipelines = append(pipelines, p) }}
			ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
			defer cancel()
			r, err := engine.Solve(ctx, tr.System, opt)
			if err != nil {
				t.Fatal(err)
			}
			v := tr.Verdict(r.Status, r.Model, r.Derivation, r.Reason)
			wantAnswer := c.Correct
			if exp[0] == "false" {
				wantAnswer = c.Buggy
			}
			if v.Answer != wantAnswer {
				t.Fatalf("got %s (%s), want %s", v.Answer, v.Reason, wantAnswer)
			}
			if len(pipelines) != 1 {
				t.Errorf("pipelines run: %v, want the default one only", pipelines)
			}
		})
	}
}
