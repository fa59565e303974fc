package replay

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/translate/c/task"
)

// TestBenchmarks replays traces written by hand for known-false benchmark
// tasks (opt-in): the trace reaches reach_error, a changed value or a
// dropped one does not.
func TestBenchmarks(t *testing.T) {
	dir := benchdata.Dir(t, "c")
	c := compilerFor(t, task.ILP32)
	cases := []struct {
		task      string
		reach     []Nondet
		tampered  []Nondet
		wantTampr Kind
	}{
		// x = 0x0fffffff skips the loop and fails x > 0x0fffffff.
		{"loop-acceleration/simple_2-2.yml", []Nondet{nd("uint", 0x0fffffff)}, []Nondet{nd("uint", 0x10000000)}, NotReached},
		// n = 10: sn counts 2 for i < 10 only, 18 != 20.
		{"loops/sum01-1.yml", []Nondet{nd("uint", 10)}, []Nondet{nd("uint", 5)}, NotReached},
		// x = UINT_MAX: y = x + 1 wraps to 0, the loop is skipped, x != y
		// (every x reaches: y stays x + 1); the wrong function diverges.
		{"loop-acceleration/multivar_1-2.yml", []Nondet{nd("uint", 0xffffffff)}, []Nondet{nd("int", 0)}, Diverged},
		// y > 0 with x already >= 100 skips the loop; the assertion wants y <= 0.
		{"loops/terminator_03-1.yml", []Nondet{nd("int", 100), nd("int", 1)}, []Nondet{nd("int", 100), nd("int", 0)}, NotReached},
		{"loops/terminator_03-1.yml", []Nondet{nd("int", 100), nd("int", 1)}, []Nondet{nd("int", 100)}, Exhausted},
		{"loops/terminator_03-1.yml", []Nondet{nd("int", 100), nd("int", 1)}, []Nondet{nd("int", 100), nd("uint", 1)}, Diverged},
		// 200,000 values: a1[0] = 0 and a2[0] = 1 differ.
		{"array-examples/standard_copy1_ground-2.yml", copyTrace(1), copyTrace(0), NotReached},
		// No nondet value at all: fibo(10) == 55.
		{"recursive-simple/fibo_10-1.yml", nil, []Nondet{nd("int", 1)}, Reached},
	}
	for _, tc := range cases {
		tk, err := task.Read(filepath.Join(dir, tc.task))
		if err != nil {
			t.Fatal(err)
		}
		if p, ok := tk.Property(task.UnreachCall); !ok || p.Expected != task.False {
			t.Fatalf("%s: not a known-false unreach-call task", tc.task)
		}
		p := Program{Files: tk.InputFiles, DataModel: tk.DataModel}
		for _, run := range []struct {
			tr   []Nondet
			want Kind
		}{{tc.reach, Reached}, {tc.tampered, tc.wantTampr}} {
			out, err := Replay(context.Background(), p, Trace{Nondet: run.tr}, Options{Compiler: c})
			if err != nil || out.Kind != run.want {
				t.Errorf("%s %v: outcome %v, %v, want %v", tc.task, run.tr, out, err, run.want)
			}
		}
	}
}

// copyTrace is the trace of standard_copy1_ground-2: a1[i], a2[i] for
// i < 100000, all zero but a2[0] = a20.
func copyTrace(a20 int64) []Nondet {
	tr := make([]Nondet, 200000)
	for i := range tr {
		tr[i] = nd("int", 0)
	}
	tr[1] = nd("int", a20)
	return tr
}
