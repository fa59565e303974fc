package pdr

import (
	"context"
	"encoding/csv"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
)

// reference is one row of reference.csv.
type reference struct{ status, z3 string }

func readReference(t *testing.T) map[string]reference {
	f, err := os.Open(benchdata.Dir(t, "reference.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]reference{}
	for _, r := range rows[1:] {
		out[r[0]+"/"+r[1]] = reference{status: r[2], z3: r[4]}
	}
	return out
}

// benchConfig reads the sweep from the environment: HORN_LONG=1 runs
// lia-lin, lia-nonlin and small with 20 s per file; HORN_SETS and
// HORN_TIMEOUT override; HORN_OUT names a CSV file for the results.
func benchConfig() ([]string, time.Duration) {
	sets, timeout := []string{"small"}, 2*time.Second
	if os.Getenv("HORN_LONG") == "1" {
		sets, timeout = []string{"lia-lin", "lia-nonlin", "small"}, 20*time.Second
	}
	if v := os.Getenv("HORN_SETS"); v != "" {
		sets = strings.Split(v, ",")
	}
	if v := os.Getenv("HORN_TIMEOUT"); v != "" {
		if d, err := time.ParseDuration(v); err == nil {
			timeout = d
		}
	}
	return sets, timeout
}

// floors are, per set, the fewest files TestBenchmarks must solve with at
// least its default 2 s per file: what pdr solved when the floor was set,
// less a margin for a loaded machine (small: 15 and 19 of 55 in two runs
// with 2 s per file on a 2-core machine shared by 8 test runs; floor 12).
var floors = map[string]int{"small": 12}

// TestBenchmarks solves benchmark files with a per-file timeout and fails
// on any answer that contradicts reference.csv (or fails validation), and
// when a set with a floor has fewer files solved than its floor.
func TestBenchmarks(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	ref := readReference(t)
	sets, timeout := benchConfig()
	var out *csv.Writer
	if name := os.Getenv("HORN_OUT"); name != "" {
		f, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		out = csv.NewWriter(f)
		defer out.Flush()
	}
	for _, set := range sets {
		files, _ := filepath.Glob(filepath.Join(benchdata.Dir(t, set), "*.smt2"))
		solved, z3solved := 0, 0
		for _, file := range files {
			key := set + "/" + filepath.Base(file)
			st, secs, reason := solveFile(t, file, timeout)
			want := ref[key]
			if want.z3 == "sat" || want.z3 == "unsat" {
				z3solved++
			}
			if st != chc.Unknown {
				solved++
			}
			if st != chc.Unknown && (want.status == "sat" || want.status == "unsat") && st.String() != want.status {
				t.Errorf("%s: WRONG ANSWER %s, reference %s", key, st, want.status)
			}
			t.Logf("%s: %s %.2fs %s", key, st, secs, reason)
			if out != nil {
				out.Write([]string{set, filepath.Base(file), st.String(), fmt.Sprintf("%.2f", secs), want.status, want.z3, reason})
				out.Flush()
			}
		}
		t.Logf("%s: pdr solved %d of %d (z3: %d)", set, solved, len(files), z3solved)
		if floor, ok := floors[set]; ok && timeout >= 2*time.Second && solved < floor {
			t.Errorf("%s: pdr solved %d of %d files, below the floor of %d", set, solved, len(files), floor)
		}
	}
}

func solveFile(t *testing.T, file string, timeout time.Duration) (chc.Status, float64, string) {
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s, err := smtlib2.Parse(file, src)
	if err != nil {
		return chc.Unknown, 0, "parse: " + err.Error()
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	start := time.Now()
	r, err := solveValidated(ctx, New(Options{NewSolver: newSolver}), s, newSolver)
	secs := time.Since(start).Seconds()
	if err != nil {
		t.Errorf("%s: error: %v", file, err)
		return chc.Unknown, secs, "error"
	}
	if r.Status == chc.Unknown && strings.HasPrefix(r.Reason, "bug") {
		t.Errorf("%s: %s", file, r.Reason)
	}
	return r.Status, secs, r.Reason
}

// TestOne solves the file named by HORN_FILE and prints the statistics.
func TestOne(t *testing.T) {
	file := os.Getenv("HORN_FILE")
	if file == "" {
		t.Skip("HORN_FILE not set")
	}
	_, timeout := benchConfig()
	s, err := smtlib2.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	opt := Options{NewSolver: newSolver}
	if os.Getenv("HORN_DEBUG") != "" {
		opt.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	r, err := solveValidated(ctx, New(opt), s, newSolver)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	r.Stats.WriteTo(&b)
	t.Logf("%s %s\n%s", r.Status, r.Reason, b.String())
	if r.Status == chc.Sat && os.Getenv("HORN_MODEL") != "" {
		for _, p := range s.Preds {
			t.Logf("%s: %s", p.Name, r.Model[p].Body)
		}
	}
}

// solveValidated solves s with e and validates the witness against s
// (the driver, package engine, imports pdr and so cannot serve here). The
// validation has its own time (validateTimeout), not what is left of
// ctx's: an answer found just before the deadline is still checked.
func solveValidated(ctx context.Context, e *Engine, s *chc.System, newSolver smt.NewSolver) (result.Result, error) {
	r, err := e.Solve(ctx, s)
	if err != nil {
		return r, err
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), validateTimeout)
	defer cancel()
	switch r.Status {
	case chc.Sat:
		err = witness.CheckModel(ctx, s, r.Model, newSolver)
	case chc.Unsat:
		err = witness.CheckDerivation(ctx, s, r.Derivation)
	}
	if err != nil {
		return result.Result{Status: chc.Unknown}, fmt.Errorf("witness failed validation: %w", err)
	}
	return r, nil
}

// validateTimeout bounds a witness check in solveValidated.
const validateTimeout = 60 * time.Second
