package preprocess_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
)

// TestSweep is an experiment: with HORN_SWEEP=set,... it solves every file of
// those folders, preprocessed by the pipeline HORN_PIPELINE names (Named;
// default: preprocess.Default(), with Unfold's MaxGrowth from HORN_GROWTH if set;
// "none": no pass), with the engine in
// HORN_ENGINE (pdr) under HORN_TIMEOUT (5s) per file, validates every
// back-translated witness against the input (unless HORN_NOCHECK is set)
// and compares the answer with
// reference.csv. HORN_OUT names a CSV file for the rows: set, file,
// reference, answer, and seconds to preprocess, solve, translate back and
// validate.
func TestSweep(t *testing.T) {
	sets := os.Getenv("HORN_SWEEP")
	if sets == "" {
		t.Skip("HORN_SWEEP not set")
	}
	eng := os.Getenv("HORN_ENGINE")
	if eng == "" {
		eng = "pdr"
	}
	timeout := 5 * time.Second
	if d, err := time.ParseDuration(os.Getenv("HORN_TIMEOUT")); err == nil {
		timeout = d
	}
	var out *os.File
	if name := os.Getenv("HORN_OUT"); name != "" {
		var err error
		if out, err = os.Create(name); err != nil {
			t.Fatal(err)
		}
		defer out.Close()
	}
	pipe, err := preprocess.Named(os.Getenv("HORN_PIPELINE"))
	if os.Getenv("HORN_PIPELINE") == "" {
		pipe = preprocess.Default()
		if g, err := strconv.Atoi(os.Getenv("HORN_GROWTH")); err == nil {
			pipe.Passes[2] = preprocess.Fixpoint{Passes: []preprocess.Pass{preprocess.Inline{}, preprocess.Unfold{MaxGrowth: g}, preprocess.Simplify{}, preprocess.Slice{}}}
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	ref := reference(t)
	for _, set := range strings.Split(sets, ",") {
		files, _ := filepath.Glob(filepath.Join(benchDir(t), set, "*.smt2"))
		solved := 0
		for _, file := range files {
			key := set + "/" + filepath.Base(file)
			t.Run(key, func(t *testing.T) {
				s := parseFile(t, file)
				tm := roundTripTimed(t, s, pipe, eng, timeout, os.Getenv("HORN_NOCHECK") == "")
				st := tm.status
				if want := ref[key]; st != chc.Unknown && (want == "sat" || want == "unsat") && st.String() != want {
					t.Errorf("WRONG ANSWER %s, reference %s", st, want)
				}
				if st != chc.Unknown {
					solved++
				}
				if out != nil {
					fmt.Fprintf(out, "%s,%s,%s,%s,%.3f,%.3f,%.3f,%.3f,%q\n", set, filepath.Base(file), ref[key], st,
						tm.pre.Seconds(), tm.solve.Seconds(), tm.back.Seconds(), tm.check.Seconds(), tm.reason)
				}
			})
		}
		t.Logf("%s: %s solved %d of %d after preprocessing", set, eng, solved, len(files))
	}
}
