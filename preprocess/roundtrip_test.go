package preprocess_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/preprocess"
)

// passes are the passes every round-trip test runs, one at a time and as
// the default pipeline.
func passes() []preprocess.Pass {
	return []preprocess.Pass{preprocess.Simplify{}, preprocess.Slice{}, preprocess.Slice{NoArgs: true}, preprocess.Specialize{}, preprocess.Partition{}, preprocess.SplitLocals{}, preprocess.Inline{}, preprocess.Unfold{}, preprocess.Unfold{MaxGrowth: 8}, preprocess.Default()}
}

func passName(p preprocess.Pass) string {
	switch p := p.(type) {
	case preprocess.Slice:
		if p.NoArgs {
			return "slice-preds"
		}
	case preprocess.Unfold:
		if p.MaxGrowth > 0 {
			return "unfold-growth"
		}
	case preprocess.Pipeline:
		return "default"
	}
	return p.Name()
}

// TestFixtures: on every engine fixture, each pass's output (some passes
// with -short) solved by PDR (and by BMC when unsafe) gives the expected answer and a witness that
// validates against the input once translated back.
func TestFixtures(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(enginetest.Dir(), "*.smt2"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		want := enginetest.Expected(src)
		ps := passes()
		if testing.Short() {
			ps = []preprocess.Pass{preprocess.Simplify{}, preprocess.Slice{}, preprocess.Unfold{MaxGrowth: 8}, preprocess.Default()}
		}
		for _, p := range ps {
			t.Run(filepath.Base(file)+"/"+passName(p), func(t *testing.T) {
				engines := []string{"pdr"}
				if want == chc.Unsat {
					engines = append(engines, "bmc")
				}
				for _, eng := range engines {
					s := parseFile(t, file)
					got := roundTrip(t, s, p, eng, 20*time.Second)
					if got != want {
						t.Errorf("%s: %s, want %s", eng, got, want)
					}
				}
			})
		}
	}
}

// benchFile is a benchmark file an engine decides quickly, with and without
// preprocessing.
type benchFile struct {
	name   string
	engine string
	long   bool // only without -short
	all    bool // also each pass alone (without -short)
}

var benchFiles = []benchFile{
	{"lia-lin/chc-comp24-LIA-Lin-012.smt2", "pdr", false, true},  // sat; 4 predicates become 1
	{"lia-lin/chc-comp24-LIA-Lin-126.smt2", "pdr", false, true},  // unsat; 7 predicates become 1
	{"lia-lin/chc-comp24-LIA-Lin-290.smt2", "pdr", false, false}, // unsat; solved by preprocessing
	{"slayer/sv-benchmarks__SLayerCF__chaining__very_simple_unsafe-ints.smt2", "pdr", false, true},
	{"small/extra-small-lia__s_multipl_14.smt2", "pdr", true, false}, // sat; arguments sliced
	{"lia-lin/chc-comp24-LIA-Lin-021.smt2", "pdr", true, true},       // sat
	{"lia-lin/chc-comp24-LIA-Lin-137.smt2", "pdr", true, true},       // unsat; 70 arguments become 15
	{"lia-lin/chc-comp24-LIA-Lin-177.smt2", "pdr", true, true},       // unsat
	{"lia-lin/chc-comp24-LIA-Lin-289.smt2", "pdr", true, false},      // sat; solved by preprocessing
	{"lia-lin/chc-comp24-LIA-Lin-300.smt2", "pdr", true, false},      // sat; 46 predicates become 2
	{"slayer/SLayerCF-chaining-very_simple_unsafe.c.smt2", "pdr", true, false},
	{"slayer/SLayerCF-fanning-no_loops_unsafe.c.smt2", "pdr", false, false}, // unsat; only after specialisation
	{"slayer/SLayerCF-fanning-traverse_rec_unsafe.c.smt2", "bmc", true, false},
}

// TestBenchmarkFiles: the default pipeline (and, without -short, each pass)
// on real files: answers match reference.csv and witnesses validate against
// the input.
func TestBenchmarkFiles(t *testing.T) {
	ref := reference(t)
	for _, bf := range benchFiles {
		if bf.long && testing.Short() {
			continue
		}
		want := ref[bf.name]
		ps := []preprocess.Pass{preprocess.Default()}
		if bf.all && !testing.Short() {
			ps = passes()
		}
		for _, p := range ps {
			t.Run(bf.name+"/"+passName(p), func(t *testing.T) {
				s := parseFile(t, filepath.Join(benchDir(t), bf.name))
				got := roundTrip(t, s, p, bf.engine, 20*time.Second)
				if got == chc.Unknown {
					t.Skipf("%s: unknown", bf.engine)
				}
				if got.String() != want {
					t.Errorf("WRONG ANSWER %s, reference %s", got, want)
				}
			})
		}
	}
}
