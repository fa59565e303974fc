package preprocess_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"github.com/horn-chc/horn/preprocess"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
)

// TestZ3Agrees is an experiment: with HORN_Z3CHECK=set,... it runs Debian's
// z3 (Spacer) on every file of those folders that reference.csv says z3
// decides within HORN_Z3_LIMIT seconds (default 20), and on the file
// preprocessed by the default pipeline, with a limit of twice that, and
// fails when the answers differ.
func TestZ3Agrees(t *testing.T) {
	sets := os.Getenv("HORN_Z3CHECK")
	if sets == "" {
		t.Skip("HORN_Z3CHECK not set")
	}
	z3bin, err := exec.LookPath("z3")
	if err != nil {
		t.Skip("no z3 binary")
	}
	limit := 20.0
	if v, err := strconv.ParseFloat(os.Getenv("HORN_Z3_LIMIT"), 64); err == nil {
		limit = v
	}
	z3cpu := referenceZ3(t)
	dir := t.TempDir()
	for _, set := range strings.Split(sets, ",") {
		files, _ := filepath.Glob(filepath.Join(benchDir(t), set, "*.smt2"))
		agree, checked := 0, 0
		for _, file := range files {
			key := set + "/" + filepath.Base(file)
			if secs, ok := z3cpu[key]; !ok || secs > limit {
				continue
			}
			s := parseFile(t, file)
			out, _, err := preprocess.Default().Apply(context.Background(), s)
			if err != nil {
				t.Fatal(err)
			}
			pre := filepath.Join(dir, filepath.Base(file))
			var b bytes.Buffer
			if err := smtlib2.WriteSystem(&b, out); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(pre, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			tl := fmt.Sprintf("-T:%d", int(2*limit))
			a := runZ3(z3bin, tl, file)
			p := runZ3(z3bin, tl, pre)
			checked++
			switch {
			case (a == "sat" || a == "unsat") && (p == "sat" || p == "unsat") && a != p:
				t.Errorf("%s: z3 says %s on the input, %s after preprocessing", key, a, p)
			case a == p:
				agree++
			default:
				t.Logf("%s: z3 says %s on the input, %s after preprocessing", key, a, p)
			}
		}
		t.Logf("%s: z3 gave the same answer on %d of %d files", set, agree, checked)
	}
}

func runZ3(bin, limit, file string) string {
	out, _ := exec.Command(bin, limit, file).Output()
	line, _, _ := strings.Cut(string(out), "\n")
	return strings.TrimSpace(line)
}

// referenceZ3 reads the files z3 decided in reference.csv and its seconds.
func referenceZ3(t *testing.T) map[string]float64 {
	f, err := os.Open(filepath.Join(benchDir(t), "reference.csv"))
	if err != nil {
		t.Skipf("no benchmarks: %v", err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, r := range rows[1:] {
		if r[4] != "sat" && r[4] != "unsat" {
			continue
		}
		if secs, err := strconv.ParseFloat(r[5], 64); err == nil {
			out[r[0]+"/"+r[1]] = secs
		}
	}
	return out
}
