package unroll_test

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/bvgen"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/sat"
	"github.com/horn-chc/horn/unroll"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// search is one bounded search's outcome: the first bound whose check is
// satisfiable (-1: none up to the last), the derivation read there, and
// the answers of the checks in order.
type search struct {
	found   int
	d       *chc.Derivation
	answers []chc.Status
}

// linear checks the goal of each step of s's linear unrolling in enc, up
// to steps, and reads the derivation at the first satisfiable one.
func linear[B, A any](t *testing.T, s *chc.System, enc unroll.Encoder[B, A], steps int) search {
	t.Helper()
	ctx := context.Background()
	l := unroll.NewLinear(s, enc)
	out := search{found: -1}
	for range steps {
		i, _, err := l.Step(ctx)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		r, err := enc.Check(ctx, l.Goal(i))
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		out.answers = append(out.answers, r)
		if r == chc.Sat {
			if out.d, err = l.Derivation(i); err != nil {
				t.Fatalf("step %d: reading the derivation: %v", i, err)
			}
			out.found = i
			return out
		}
	}
	return out
}

// tree checks s's tree unfolding in enc level by level, every open node
// assumed unused, up to levels or past maxNodes, and reads the
// derivation at the first satisfiable check.
func tree[B, A any](t *testing.T, s *chc.System, enc unroll.Encoder[B, A], levels, maxNodes int) search {
	t.Helper()
	ctx := context.Background()
	u, err := unroll.NewTree(s, enc, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := search{found: -1}
	for level := range levels {
		open := u.Open()
		assume := []B{u.Goal()}
		for _, n := range open {
			assume = append(assume, enc.Not(n.Used))
		}
		r, err := enc.Check(ctx, assume...)
		if err != nil {
			t.Fatalf("level %d: %v", level, err)
		}
		out.answers = append(out.answers, r)
		if r == chc.Sat {
			if out.d, err = u.Derivation(); err != nil {
				t.Fatalf("level %d: reading the derivation: %v", level, err)
			}
			out.found = level
			return out
		}
		if len(open) == 0 || u.Nodes() > maxNodes {
			return out
		}
		for _, n := range open {
			if err := u.Expand(n); err != nil {
				t.Fatalf("level %d: %v", level, err)
			}
		}
	}
	return out
}

// smtEncoder is an SMT encoder on a fresh Z3 solver for s.
func smtEncoder(t *testing.T, s *chc.System) *unroll.SMT {
	t.Helper()
	sol, err := z3.NewSolver(s.Terms)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sol.Close)
	return unroll.NewSMT(s.Terms, sol, "u#")
}

// check validates a derivation against s, which must be unsafe.
func check(t *testing.T, s *chc.System, what string, got search, want chc.Status) {
	t.Helper()
	switch {
	case got.d != nil && want == chc.Sat:
		t.Errorf("%s: a derivation of false in a safe system", what)
	case got.d != nil:
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := witness.CheckDerivation(ctx, s, got.d); err != nil {
			t.Errorf("%s: the derivation read out at bound %d fails validation: %v", what, got.found, err)
		}
	case want == chc.Unsat:
		t.Errorf("%s: no derivation of false within the bound (checks %v)", what, got.answers)
	}
}

// TestDerivations: on the engine fixtures, the linear unrolling (linear
// systems) and the tree unfolding (every system) find a derivation of
// false in each unsafe one within a small bound, and none in the safe
// ones; every derivation read out validates against the system.
func TestDerivations(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(enginetest.Dir(), "*.smt2"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	linears, nonlinears := 0, 0
	for _, file := range files {
		s, want := enginetest.Load(t, file)
		name := filepath.Base(file)
		t.Run(name, func(t *testing.T) {
			if chc.Classify(s).Linear {
				linears++
				check(t, s, "linear", linear(t, s, smtEncoder(t, s), 40), want)
			} else {
				nonlinears++
			}
			check(t, s, "tree", tree(t, s, smtEncoder(t, s), 12, 300), want)
		})
	}
	if linears == 0 || nonlinears == 0 {
		t.Errorf("%d linear and %d non-linear fixtures: want both", linears, nonlinears)
	}
}

// TestEncodersAgree: on bit-vector systems (the fixtures and random
// ones, linear and not), the SAT and the SMT encoders give the same
// answer at every bound of the same unrolling, and both derivations
// read out validate.
func TestEncodersAgree(t *testing.T) {
	var systems []*chc.System
	files, _ := filepath.Glob(filepath.Join(enginetest.Dir(), "bv-*.smt2"))
	for _, file := range files {
		s, _ := enginetest.Load(t, file)
		systems = append(systems, s)
	}
	n := 30
	if testing.Short() {
		n = 10
	}
	for seed := range uint64(n) {
		systems = append(systems, bvgen.System(seed, seed%2 == 1))
	}
	found := 0
	for k, s := range systems {
		runs := []struct {
			name     string
			smt, sat func() search
		}{{
			"tree",
			func() search { return tree(t, s, smtEncoder(t, s), 5, 400) },
			func() search { return tree(t, s, unroll.NewSAT(sat.New()), 5, 400) },
		}}
		if chc.Classify(s).Linear {
			runs = append(runs, struct {
				name     string
				smt, sat func() search
			}{
				"linear",
				func() search { return linear(t, s, smtEncoder(t, s), 8) },
				func() search { return linear(t, s, unroll.NewSAT(sat.New()), 8) },
			})
		}
		for _, run := range runs {
			a, b := run.smt(), run.sat()
			if !slices.Equal(a.answers, b.answers) {
				t.Errorf("system %d (%s), %s: SMT %v, SAT %v", k, s.Name, run.name, a.answers, b.answers)
				continue
			}
			if a.d != nil {
				found++
				check(t, s, "SMT "+run.name, a, chc.Unsat)
				check(t, s, "SAT "+run.name, b, chc.Unsat)
			}
		}
	}
	if found == 0 {
		t.Errorf("no derivation found on %d systems: the agreement is only on unsat checks", len(systems))
	}
	t.Logf("%d systems, %d derivations found by both encoders", len(systems), found)
}
