package preprocess

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// These tests look inside the package; they must not import an engine (an
// engine may import this package).

func parseString(t testing.TB, src string) *chc.System {
	t.Helper()
	s, err := smtlib2.Parse("test.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestCompleteBySolver: a value the equalities do not give is found by the
// solver, keeping the values of the atoms' variables.
func TestCompleteBySolver(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-fun P (Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (< x y) (< y (+ x 2)) (> y 6)) (P x))))
`)
	c := s.Clauses[0]
	x, y := s.Terms.Var("x", chc.IntSort), s.Terms.Var("y", chc.IntSort)
	fl := &filler{ctx: context.Background(), sys: s}
	if err := fl.complete(c, chc.Env{x: chc.Int64Value(6)}, nil); err == nil {
		t.Errorf("completed without a solver")
	}
	fl.newSolver = z3.NewSolver
	defer fl.close()
	vals := chc.Env{x: chc.Int64Value(6)}
	if err := fl.complete(c, vals, nil); err != nil {
		t.Fatal(err)
	}
	if vals[x].String() != "6" || vals[y].String() != "7" {
		t.Errorf("x = %s, y = %s; want 6, 7", vals[x], vals[y])
	}
}

// TestLayering checks the imports: the package does not import the Z3
// binding, the witness checks or an engine (it builds without cgo), and its
// internal tests import no engine, so that an engine may import it.
func TestLayering(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{join .Deps \" \"}}|{{join .TestImports \" \"}}", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	deps, tests, _ := strings.Cut(string(out), "|")
	for _, dep := range strings.Fields(deps) {
		if dep == "github.com/horn-chc/horn/z3" || dep == "github.com/horn-chc/horn/engine" || dep == "github.com/horn-chc/horn/witness" {
			t.Errorf("preprocess imports %s", dep)
		}
	}
	for _, dep := range strings.Fields(tests) {
		if dep == "github.com/horn-chc/horn/engine" || dep == "github.com/horn-chc/horn/pdr" || dep == "github.com/horn-chc/horn/bmc" || dep == "github.com/horn-chc/horn/witness" {
			t.Errorf("internal tests import %s", dep)
		}
	}
}
