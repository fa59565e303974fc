package engine

import (
	"bufio"
	"github.com/horn-chc/horn/strategy"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/z3"
)

// TestStrategyTable: every entry of the strategy table names an engine
// (and else-engine) that New makes alone, a solver profile z3 knows, and
// a positive weight; every class auto tells apart has entries.
func TestStrategyTable(t *testing.T) {
	pool := z3.NewPool()
	defer pool.Close()
	for _, k := range strategy.Classes() {
		entries := strategy.For(k)
		if len(entries) == 0 {
			t.Errorf("%s: no entries", k)
		}
		for _, e := range entries {
			for _, name := range []string{e.Engine, e.Else} {
				if name == "" {
					continue
				}
				if _, err := New(name, Config{NewSolver: z3.NewSolver}); err != nil {
					t.Errorf("%s: %v", k, err)
				}
			}
			if e.Profile != "" && pool.Profile(e.Profile) == nil {
				t.Errorf("%s %s: z3 knows no solver profile %q", k, e.Engine, e.Profile)
			}
			if !(e.Weight > 0) || e.Memory < 0 || e.Memory > 1 {
				t.Errorf("%s %s: weight %v, memory share %v", k, e.Engine, e.Weight, e.Memory)
			}
		}
	}
}

// TestStrategyFixtures: each fixture in testdata/strategy (the instances
// that justified an entry; `make strategy` solves them within their CPU
// budget) states its expected answer, a CPU budget, and an entry of the
// table that exists, and belongs to the class it names.
func TestStrategyFixtures(t *testing.T) {
	files, err := filepath.Glob("../testdata/strategy/*.smt2")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, f := range files {
		h := headers(t, f)
		if h["expect"] != "sat" && h["expect"] != "unsat" {
			t.Errorf("%s: expect %q", f, h["expect"])
		}
		if h["cpu"] == "" {
			t.Errorf("%s: no cpu budget", f)
		}
		class, engine, _ := strings.Cut(h["entry"], " ")
		found := false
		for _, e := range strategy.For(strategy.Class(class)) {
			found = found || e.Engine == engine
		}
		if !found {
			t.Errorf("%s: entry %q is not in the table", f, h["entry"])
		}
	}
}

// headers reads the "; key: value" lines at the top of a fixture.
func headers(t *testing.T, path string) map[string]string {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		k, v, ok := strings.Cut(strings.TrimPrefix(sc.Text(), "; "), ": ")
		if !strings.HasPrefix(sc.Text(), "; ") || !ok {
			break
		}
		out[k] = v
	}
	return out
}
