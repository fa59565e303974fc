package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/translate/rts"
)

func TestTranslateGen(t *testing.T) {
	dir := t.TempDir()
	_, errs, code := horn(t, "", "translate", "gen", "--size", "1,2", "--seed", "5", "--out", dir)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	tsv, err := os.ReadFile(filepath.Join(dir, "EXPECTED.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(tsv)), "\n")
	if lines[0] != expectedHeader || len(lines) != 1+4*2*2 {
		t.Fatalf("EXPECTED.tsv: %d lines, header %q", len(lines), lines[0])
	}
	for _, l := range lines[1:] {
		file := strings.Split(l, "\t")[0]
		src, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		r, err := rts.Parse(file, src)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if err := r.Check(); err != nil {
			t.Errorf("%s: %v", file, err)
		}
	}
	// the generated folder is what translate rts --batch reads
	smt := filepath.Join(t.TempDir(), "smt2")
	if _, errs, code := horn(t, "", "translate", "rts", dir, "--heap", "4,8", "--batch", smt); code != exitOK {
		t.Fatalf("translate rts --batch: exit %d: %s", code, errs)
	}
	if got, _ := filepath.Glob(filepath.Join(smt, "*.smt2")); len(got) != 16*2*4 {
		t.Errorf("translate rts --batch wrote %d files, want %d", len(got), 16*2*4)
	}
	if _, _, code := horn(t, "", "translate", "gen", "--family", "nope", "--out", dir); code != exitUsage {
		t.Errorf("unknown family: exit %d, want %d", code, exitUsage)
	}
	if _, _, code := horn(t, "", "translate", "gen", "--size", "0", "--out", dir); code != exitUsage {
		t.Errorf("size 0: exit %d, want %d", code, exitUsage)
	}
}
