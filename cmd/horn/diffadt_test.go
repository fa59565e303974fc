package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/chcgen"
)

var diffADTN = flag.Int("diff.adt.n", 0, "random systems of each theory for TestDifferentialZ3Datatypes (0: 24, or 8 with -short)")

// TestDifferentialZ3Datatypes is TestDifferentialZ3 on random systems over
// datatypes: lists (chcgen.ADT) and binary trees (chcgen.Trees), solved
// by horn's default engine, pdr, bmc and size-pdr (the size abstraction: sat or unknown), and arrays of
// records (chcgen.RecordArrays: SplitRecords and SplitRecordArrays, with
// their models and derivations mapped back), solved by the default
// engine, pdr and bmc; each against Debian's z3, every definite answer
// compared and every witness validated on the way (a failed validation
// is an internal error). It reports, per theory, the systems tried, z3's
// answers and the answers compared per configuration.
func TestDifferentialZ3Datatypes(t *testing.T) {
	z3, err := exec.LookPath("z3")
	if err != nil {
		t.Skip("z3 not installed (scripts/setup.sh installs it)")
	}
	n := *diffADTN
	if n == 0 {
		n = 24
		if testing.Short() {
			n = 8
		}
	}
	base := []diffConfig{
		{"auto", []string{"solve", "--timeout", "3s"}},
		{"pdr", []string{"solve", "-e", "pdr", "--timeout", "3s"}},
		{"bmc", []string{"solve", "-e", "bmc", "--max-depth", "12", "--timeout", "3s"}},
	}
	theories := []struct {
		theory  chcgen.Theory
		configs []diffConfig
		n       int // systems tried: trees share the lists' code paths, so half as many
	}{
		{chcgen.ADT, append(base, diffConfig{"size-pdr", []string{"solve", "-e", "size-pdr", "--timeout", "3s"}}), n},
		{chcgen.Trees, append(base, diffConfig{"size-pdr", []string{"solve", "-e", "size-pdr", "--timeout", "3s"}}), (n + 1) / 2},
		{chcgen.RecordArrays, base, n},
	}
	dir := t.TempDir()
	for _, th := range theories {
		n := th.n
		z3answers := map[chc.Status]int{}
		compared := map[string]int{}
		for i := 0; i < n; i++ {
			sd := int64(20261129 + i)
			opt := chcgen.Options{Theory: th.theory, NonLinear: i%2 == 1}
			s := chcgen.System(rand.New(rand.NewSource(sd)), fmt.Sprintf("%s-%d", th.theory, sd), opt)
			want := diffOne(t, z3, dir, s, sd, th.configs, compared)
			z3answers[want]++
		}
		t.Logf("%s: %d systems tried; z3: %d sat, %d unsat, %d unknown; compared: %v", th.theory, n,
			z3answers[chc.Sat], z3answers[chc.Unsat], z3answers[chc.Unknown], compared)
		if z3answers[chc.Sat] < n/5 || z3answers[chc.Unsat] < n/5 {
			t.Errorf("%s generator: too few systems of each answer: %v", th.theory, z3answers)
		}
		if compared["auto"] < n/2 {
			t.Errorf("%s: auto compared only %d of %d systems with z3", th.theory, compared["auto"], n)
		}
	}
}

// diffConfig is a configuration of horn compared with z3.
type diffConfig struct {
	name string
	args []string
}

// diffOne writes s, asks z3 and each configuration of horn, and fails on
// a contradiction or an internal error; it counts the answers compared
// and returns z3's.
func diffOne(t *testing.T, z3, dir string, s *chc.System, sd int64, configs []diffConfig, compared map[string]int) chc.Status {
	t.Helper()
	file := filepath.Join(dir, s.Name+".smt2")
	src := systemText(t, s)
	if err := os.WriteFile(file, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(z3, "-T:10", file).CombinedOutput(); strings.Contains(string(out), "error") {
		t.Fatalf("seed %d: z3 does not read the printed system: %v\n%s\n%s", sd, err, out, src)
	}
	want := z3Answer(t, z3, file)
	for _, c := range configs {
		got, _, errs := hornAnswer(t, c.args, file)
		switch {
		case strings.Contains(errs, "bug:") || strings.Contains(errs, "internal error"):
			t.Errorf("seed %d %s: %s\n%s", sd, c.name, strings.TrimSpace(errs), src)
		case got == chc.Unknown || want == chc.Unknown:
		case got != want:
			t.Errorf("seed %d %s: horn says %v, z3 says %v:\n%s", sd, c.name, got, want, src)
		default:
			compared[c.name]++
		}
	}
	return want
}
