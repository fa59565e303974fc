package benchmarks

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestJobLogsAndHashes: a run keeps a log per job (the command, all of
// stdout and stderr, the result), named in the results, and records the
// SHA-256 of each input; both survive the CSV and JSON Lines files.
func TestJobLogsAndHashes(t *testing.T) {
	files := writeFiles(t, map[string]string{"set/a.smt2": "sat\n", "set/b.smt2": "unsat\n"})
	out := t.TempDir()
	long := strings.Repeat("x", 20000) // past the 8 KiB the results keep of stdout
	solver := Solver{Name: "chatty", Cmd: "sh -c 'echo to-stderr >&2; echo " + long + "; cat \"$1\"' sh {file}"}
	rs, _, err := RunAll(context.Background(), Config{Solvers: []Solver{solver}, Files: files, Out: out,
		Limits: Limits{Wall: 30 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 2 {
		t.Fatalf("%d results, want 2", len(rs))
	}
	for _, r := range rs {
		src, _ := os.ReadFile(r.File)
		sum := sha256.Sum256(src)
		if r.SHA256 != hex.EncodeToString(sum[:]) {
			t.Errorf("%s: sha256 %q, want %x", r.File, r.SHA256, sum)
		}
		if r.Log == "" {
			t.Fatalf("%s: no log recorded", r.File)
		}
		log, err := os.ReadFile(filepath.Join(out, r.Log))
		if err != nil {
			t.Fatalf("%s: %v", r.File, err)
		}
		for _, want := range []string{"command: sh -c", "file: " + r.File, "sha256: " + r.SHA256, "to-stderr", long, strings.TrimSpace(string(src)), "answer: " + r.Answer} {
			if !strings.Contains(string(log), want) {
				t.Errorf("%s: log %s lacks %.40q", r.File, r.Log, want)
			}
		}
	}
	for _, name := range []string{CSVFile, JSONLFile} {
		back, err := ReadResults(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		for i := range back {
			if back[i].SHA256 != rs[i].SHA256 || back[i].Log != rs[i].Log {
				t.Errorf("%s: read back sha256 %q log %q, want %q %q", name, back[i].SHA256, back[i].Log, rs[i].SHA256, rs[i].Log)
			}
		}
	}
}

// TestReadOldCSV: results.csv files written before the sha256 and log
// columns still read.
func TestReadOldCSV(t *testing.T) {
	p := filepath.Join(t.TempDir(), "old.csv")
	old := strings.Join(csvHeader[:oldCSVColumns], ",") + "\nset/a.smt2,set,z3,sat,1.5,1.6,100,0,-,sat,false,10,\n"
	if err := os.WriteFile(p, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	rs, err := ReadResults(p)
	if err != nil || len(rs) != 1 || rs[0].CPU != 1.5 || rs[0].Answer != Sat {
		t.Fatalf("got %+v, %v", rs, err)
	}
}
