package smtlib2

import (
	"bytes"
	"context"
	"encoding/csv"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

var z3Full = flag.Bool("z3full", false, "cross-check every small/ file with z3 -T:10 (by default only those z3 decides quickly; the others are only checked to be accepted)")

const z3Path = "/usr/bin/z3"

// TestZ3CrossCheck prints every file of small/ and runs Debian's z3 on the
// original and the printed text: z3 must accept the printed text and give the
// same answer. To keep the test short, files that reference.csv records z3
// as not deciding within 8 s are only checked for acceptance (z3 reads the
// printed text without check-sat), unless -z3full is given.
func TestZ3CrossCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("z3 cross-check skipped in -short mode")
	}
	if _, err := os.Stat(z3Path); err != nil {
		t.Skip("z3 not found at " + z3Path)
	}
	root := benchmarksDir(t)
	files, _ := filepath.Glob(filepath.Join(root, "small", "*.smt2"))
	quick := z3Quick(t, filepath.Join(root, "reference.csv"))
	var mu sync.Mutex
	decided, compared := 0, 0
	t.Run("files", func(t *testing.T) {
		for _, f := range files {
			t.Run(filepath.Base(f), func(t *testing.T) {
				t.Parallel()
				full := *z3Full || quick[filepath.Base(f)]
				same := z3Check(t, f, full)
				mu.Lock()
				defer mu.Unlock()
				if full {
					compared++
				}
				if same {
					decided++
				}
			})
		}
	})
	t.Logf("%d files: %d compared with z3 -T:10 (%d decided alike by both), %d checked for acceptance only",
		len(files), compared, decided, len(files)-compared)
}

// z3Quick returns the small/ files that z3 decided in under 8 s per reference.csv.
func z3Quick(t *testing.T, path string) map[string]bool {
	out := make(map[string]bool)
	f, err := os.Open(path)
	if err != nil {
		return out
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil || len(rows) == 0 {
		return out
	}
	col := make(map[string]int)
	for i, h := range rows[0] {
		col[h] = i
	}
	for _, r := range rows[1:] {
		cpu, _ := strconv.ParseFloat(r[col["z3_cpu_s"]], 64)
		ans := r[col["z3_answer"]]
		if r[col["set"]] == "small" && (ans == "sat" || ans == "unsat") && cpu < 8 {
			out[r[col["file"]]] = true
		}
	}
	return out
}

// z3Check runs the cross-check for one file and reports whether both runs
// gave the same definite answer.
func z3Check(t *testing.T, file string, full bool) bool {
	s, err := ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	printed := print(t, s)
	path := filepath.Join(t.TempDir(), "printed.smt2")
	if !full {
		printed = strings.Replace(printed, "(check-sat)\n", "", 1)
	}
	if err := os.WriteFile(path, []byte(printed), 0o644); err != nil {
		t.Fatal(err)
	}
	got := runZ3(t, path)
	if !full {
		if got != "" {
			t.Errorf("z3 on the printed text (no check-sat) said %q", got)
		}
		return false
	}
	want := runZ3(t, file)
	switch {
	case got == want:
	case definite(got) && definite(want):
		t.Errorf("z3 says %q on the original and %q on the printed text", want, got)
	case got == "timeout" && definite(want), want == "timeout" && definite(got):
		// z3's -T limit is wall-clock time: under load (other test packages
		// run beside this one) one of the two runs can time out where the
		// other decides. That is not a disagreement about the answer.
		t.Logf("z3 says %q on the original and %q on the printed text (timeout under load)", want, got)
	default:
		t.Errorf("z3 says %q on the original and %q on the printed text", want, got)
	}
	return got == want && definite(got)
}

// definite reports whether a z3 output is a definite answer.
func definite(s string) bool { return s == "sat" || s == "unsat" }

// runZ3 runs z3 -T:10 and returns its output, trimmed; errors show in it.
func runZ3(t *testing.T, path string) string {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, z3Path, "-T:10", path)
	cmd.Stdout, cmd.Stderr = &out, &out
	_ = cmd.Run() // z3 exits non-zero on timeouts and errors; the output says which
	return strings.TrimSpace(out.String())
}
