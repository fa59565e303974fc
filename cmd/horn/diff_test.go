package main

import (
	"bytes"
	"context"
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
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/smtlib2"
)

var (
	diffN    = flag.Int("diff.n", 0, "random systems for TestDifferentialZ3 (0: 150, or 40 with -short)")
	diffSeed = flag.Int64("diff.seed", 0, "first seed of TestDifferentialZ3 (0: fixed default)")
	diffKeep = flag.Bool("diff.keep", false, "write each disagreement, minimised, as a fixture into testdata/engines")
)

// diffConfigs are the solver configurations compared with z3: the
// default engine on every system and each engine alone on a share of
// them (bmc with a depth bound, so that it gives up quickly on safe
// systems whose unrolling does not close).
var diffConfigs = []struct {
	name  string
	args  []string
	every int // run on every every-th system
}{
	{"auto", []string{"solve", "--timeout", "3s"}, 1},
	{"pdr", []string{"solve", "-e", "pdr", "--timeout", "3s"}, 2},
	{"bmc", []string{"solve", "-e", "bmc", "--max-depth", "12", "--timeout", "3s"}, 2},
	{"portfolio", []string{"solve", "-e", "portfolio", "--timeout", "3s"}, 3},
	{"pdr-raw", []string{"solve", "-e", "pdr", "--no-preprocess", "--timeout", "3s"}, 3},
	{"tpa", []string{"solve", "-e", "tpa", "--timeout", "3s"}, 3},
	{"split-tpa", []string{"solve", "-e", "split-tpa", "--timeout", "3s"}, 3},
	{"pdkind", []string{"solve", "-e", "pdkind", "--timeout", "3s"}, 3},
}

// TestDifferentialZ3 generates random small systems (linear and
// non-linear; Int, Real and arrays), solves each with Debian's z3 and
// with horn's whole solve path (read, preprocess, engine, map back,
// validate) in each configuration, and fails on any contradiction: a
// definite answer of horn's that z3 contradicts, or a witness that fails
// validation. It reports systems, answers compared and unknowns per
// configuration. -diff.n=5000 runs a long campaign (make fuzz-diff).
func TestDifferentialZ3(t *testing.T) {
	z3, err := exec.LookPath("z3")
	if err != nil {
		t.Skip("z3 not installed (scripts/setup.sh installs it)")
	}
	n := *diffN
	if n == 0 {
		n = 150
		if testing.Short() {
			n = 40
		}
	}
	seed := *diffSeed
	if seed == 0 {
		seed = 20261125
	}
	dir := t.TempDir()
	type tally struct{ tried, compared, unknown, disagree int }
	tallies := map[string]*tally{}
	z3answers := map[chc.Status]int{}
	for i := 0; i < n; i++ {
		sd := seed + int64(i)
		opt := chcgen.Options{Theory: chcgen.Theory(i % 3), NonLinear: i%2 == 1}
		s := chcgen.System(rand.New(rand.NewSource(sd)), fmt.Sprintf("diff-%d", sd), opt)
		file := filepath.Join(dir, s.Name+".smt2")
		src := systemText(t, s)
		if err := os.WriteFile(file, src, 0o644); err != nil {
			t.Fatal(err)
		}
		want := z3Answer(t, z3, file)
		z3answers[want]++
		for _, c := range diffConfigs {
			if i%c.every != 0 {
				continue
			}
			tl := tallies[c.name]
			if tl == nil {
				tl = &tally{}
				tallies[c.name] = tl
			}
			tl.tried++
			got, out, errs := hornAnswer(t, c.args, file)
			switch {
			case strings.Contains(errs, "bug:") || strings.Contains(errs, "internal error"):
				t.Errorf("seed %d (%v) %s: %s\n%s", sd, opt, c.name, strings.TrimSpace(errs), src)
			case got == chc.Unknown:
				tl.unknown++
			case want == chc.Unknown:
			case got != want:
				tl.disagree++
				small := minimise(t, z3, c.args, s, got)
				t.Errorf("seed %d (%v) %s: horn says %v, z3 says %v; minimised:\n%s", sd, opt, c.name, got, want, small)
				keep(t, sd, small, want)
			default:
				tl.compared++
			}
			_ = out
		}
	}
	t.Logf("%d systems; z3: %d sat, %d unsat, %d unknown", n, z3answers[chc.Sat], z3answers[chc.Unsat], z3answers[chc.Unknown])
	for _, c := range diffConfigs {
		tl := tallies[c.name]
		t.Logf("%-10s tried %4d  compared with z3 %4d  disagreements %d  horn unknown %d", c.name, tl.tried, tl.compared, tl.disagree, tl.unknown)
	}
	// A generator whose systems z3 cannot decide, or that are all of one
	// answer, would make the comparison vacuous.
	if z3answers[chc.Sat] < n/5 || z3answers[chc.Unsat] < n/5 {
		t.Errorf("generator: too few systems of each answer: %v", z3answers)
	}
	if tl := tallies["auto"]; tl.compared < n/2 {
		t.Errorf("auto compared only %d of %d systems with z3", tl.compared, n)
	}
}

func systemText(t *testing.T, s *chc.System) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := smtlib2.WriteSystem(&b, s); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// z3Answer runs z3 on file with a 10 s limit.
func z3Answer(t *testing.T, z3, file string) chc.Status {
	t.Helper()
	out, _ := exec.Command(z3, "-T:10", file).Output()
	return lastAnswer(string(out))
}

func lastAnswer(out string) chc.Status {
	ans := chc.Unknown
	for _, l := range strings.Split(out, "\n") {
		switch strings.TrimSpace(l) {
		case "sat":
			ans = chc.Sat
		case "unsat":
			ans = chc.Unsat
		}
	}
	return ans
}

// hornAnswer runs horn in-process on file.
func hornAnswer(t *testing.T, args []string, file string) (chc.Status, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), append(append([]string(nil), args...), file), strings.NewReader(""), &out, &errb)
	if code != exitOK {
		return chc.Unknown, out.String(), fmt.Sprintf("internal error: exit %d: %s", code, errb.String())
	}
	return lastAnswer(out.String()), out.String(), errb.String()
}

// minimise drops clauses and conjuncts while horn (args) still answers
// bad and z3 the opposite, and returns the smallest system's text.
func minimise(t *testing.T, z3 string, args []string, s *chc.System, bad chc.Status) []byte {
	t.Helper()
	dir := t.TempDir()
	still := func(c *chc.System) bool {
		file := filepath.Join(dir, "m.smt2")
		if os.WriteFile(file, systemText(t, c), 0o644) != nil {
			return false
		}
		got, _, _ := hornAnswer(t, args, file)
		want := z3Answer(t, z3, file)
		return got == bad && want != chc.Unknown && want != bad
	}
	cur := s
	for changed := true; changed; {
		changed = false
		for i := range cur.Clauses {
			c := *cur
			c.Clauses = append(append([]*chc.Clause(nil), cur.Clauses[:i]...), cur.Clauses[i+1:]...)
			if len(c.Queries()) > 0 && c.Check() == nil && still(&c) {
				cur, changed = &c, true
				break
			}
		}
	}
	return systemText(t, cur)
}

// keep writes a minimised disagreement into the engine fixtures, with
// z3's answer as the expectation, when -diff.keep is set.
func keep(t *testing.T, seed int64, src []byte, want chc.Status) {
	if !*diffKeep {
		return
	}
	name := filepath.Join(enginetest.Dir(), fmt.Sprintf("diff-%d.smt2", seed))
	hdr := fmt.Sprintf("; expect: %v\n; found by TestDifferentialZ3 (seed %d): horn contradicted z3\n", want, seed)
	if err := os.WriteFile(name, append([]byte(hdr), src...), 0o644); err != nil {
		t.Error(err)
	}
	t.Logf("kept as %s", name)
}
