package main

import (
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

// TestDifferentialZ3Datatypes is TestDifferentialZ3 on random systems over
// lists (chcgen.ADT): horn's default engine, pdr and bmc against Debian's
// z3, every definite answer compared and every witness validated on the
// way (a failed validation is an internal error).
func TestDifferentialZ3Datatypes(t *testing.T) {
	z3, err := exec.LookPath("z3")
	if err != nil {
		t.Skip("z3 not installed (scripts/setup.sh installs it)")
	}
	n := 24
	if testing.Short() {
		n = 8
	}
	configs := []struct {
		name string
		args []string
	}{
		{"auto", []string{"solve", "--timeout", "3s"}},
		{"pdr", []string{"solve", "-e", "pdr", "--timeout", "3s"}},
		{"bmc", []string{"solve", "-e", "bmc", "--max-depth", "12", "--timeout", "3s"}},
	}
	dir := t.TempDir()
	z3answers := map[chc.Status]int{}
	compared := map[string]int{}
	for i := 0; i < n; i++ {
		sd := int64(20261129 + i)
		opt := chcgen.Options{Theory: chcgen.ADT, NonLinear: i%2 == 1}
		s := chcgen.System(rand.New(rand.NewSource(sd)), fmt.Sprintf("adt-%d", sd), opt)
		file := filepath.Join(dir, s.Name+".smt2")
		src := systemText(t, s)
		if err := os.WriteFile(file, src, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(z3, "-T:10", file).CombinedOutput(); strings.Contains(string(out), "error") {
			t.Fatalf("seed %d: z3 does not read the printed system: %v\n%s\n%s", sd, err, out, src)
		}
		want := z3Answer(t, z3, file)
		z3answers[want]++
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
	}
	t.Logf("%d systems; z3: %d sat, %d unsat, %d unknown; compared: %v", n,
		z3answers[chc.Sat], z3answers[chc.Unsat], z3answers[chc.Unknown], compared)
	if z3answers[chc.Sat] < n/5 || z3answers[chc.Unsat] < n/5 {
		t.Errorf("generator: too few systems of each answer: %v", z3answers)
	}
	if compared["auto"] < n/2 {
		t.Errorf("auto compared only %d of %d systems with z3", compared["auto"], n)
	}
}
