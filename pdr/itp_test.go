package pdr_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// TestConformanceInterpolating runs the conformance suite with the
// interpolating generalisers, every Farkas lemma checked independently.
func TestConformanceInterpolating(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return pdr.New(pdr.Options{NewSolver: z3.NewSolver, Generalizers: pdr.InterpolatingGeneralizers, CheckLemmas: true})
	}, z3.NewSolver, 20*time.Second)
	for name, st := range got {
		if st == chc.Unknown {
			t.Errorf("%s: unknown, want an answer", name)
		}
	}
}

// TestWrittenSystems solves the small written systems of testdata (half
// spaces, loops with phases) with the default and the interpolating
// generalisers: never a wrong answer (engine.Run validates every
// witness), every Farkas lemma passes the independent check, and the
// systems that need a half-space are solved with Farkas lemmas (the two
// halfspace files, and phases-sequence, whose second loop needs s = 2i,
// which the default generalisers do not find in time).
func TestWrittenSystems(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.smt2"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no written systems: %v", err)
	}
	for _, file := range files {
		name := filepath.Base(file)
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		want := enginetest.Expected(src)
		for _, v := range []struct {
			name string
			gens []pdr.Generalizer
		}{{"pdr", nil}, {"pdr-itp", pdr.InterpolatingGeneralizers}} {
			t.Run(name+"/"+v.name, func(t *testing.T) {
				s, err := smtlib2.Parse(name, src)
				if err != nil {
					t.Fatal(err)
				}
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
				defer cancel()
				e := pdr.New(pdr.Options{NewSolver: z3.NewSolver, Generalizers: v.gens, CheckLemmas: true})
				r, err := engine.Run(ctx, e, s, engine.Options{NewSolver: z3.NewSolver})
				if err != nil {
					t.Fatal(err)
				}
				if r.Status != chc.Unknown && r.Status != want {
					t.Fatalf("%s, want %s", r.Status, want)
				}
				farkas, checked := r.Stats.Count("pdr farkas lemmas"), r.Stats.Count("pdr lemmas checked")
				if farkas != checked {
					t.Errorf("%d Farkas lemmas, %d checked", farkas, checked)
				}
				if (strings.HasPrefix(name, "halfspace") || name == "phases-sequence.smt2") && v.gens != nil && (r.Status != want || farkas == 0) {
					t.Errorf("%s with %d Farkas lemmas, want %s with some", r.Status, farkas, want)
				}
				t.Logf("%s: %s, %d lemmas (%d Farkas)", v.name, r.Status, r.Stats.Count("pdr lemmas"), farkas)
			})
		}
	}
}

// TestTakesDatatypesApart: on lists taken apart by equalities (fixture
// testdata/datatypes/inc-max-10.smt2), PDR's predecessors substitute the
// variables a kept list takes apart by its fields before projecting, and
// proves the system at once (validated by engine.Run); with Z3's
// projection of the list variables alone it did not within 10 s.
func TestTakesDatatypesApart(t *testing.T) {
	s, want := enginetest.Load(t, filepath.Join("testdata", "datatypes", "inc-max-10.smt2"))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r, err := engine.Run(ctx, pdr.New(pdr.Options{NewSolver: z3.NewSolver}), s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != want {
		t.Fatalf("%s (%s), want %s", r.Status, r.Reason, want)
	}
}
