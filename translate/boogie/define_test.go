package boogie_test

import (
	"testing"

	"github.com/horn-chc/horn/translate/boogie"
)

// TestDefiningAxioms: the quantified axioms that say exactly what a
// function is become its body; the others stay axioms (refused, or
// dropped with the option).
func TestDefiningAxioms(t *testing.T) {
	for _, tc := range []struct {
		axiom   string
		defines string // the function defined, or ""
	}{
		{"(forall x: int :: f(x) == x + 1)", "f"},
		{"(forall x: int :: {f(x)} x + 1 == f(x))", "f"},
		{"(forall x: int, y: int :: h(y, x) == x - y)", "h"},
		{"(forall x: int :: p(x) <==> x != 0)", "p"},
		{"(forall x: int :: p(x))", "p"},
		{"(forall x: int :: !p(x))", "p"},
		{"(forall x: int, y: int :: h(x, y) == x * y)", "h"}, // refused where expanded with two variables
		{"(forall x: int :: f(x) == f(x) + 1)", ""},          // recursive
		{"(forall x: int :: f(x) == g(x))", "f"},
		{"(forall x: int :: f(x + 1) == x)", ""},       // argument not a bound variable
		{"(forall x: int, y: int :: f(x) == y)", ""},   // y is no argument
		{"(forall x: int :: h(x, x) == x)", ""},        // x twice
		{"(forall x: int :: x > 0 ==> f(x) == x)", ""}, // guarded
		{"(exists x: int :: f(x) == x)", ""},           // not forall
	} {
		src := "function f(int) returns (int); function g(int) returns (int); function h(int, int) returns (int);\n" +
			"function p(int) returns (bool);\naxiom " + tc.axiom + ";"
		_, info, err := boogie.Read("d.bpl", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", tc.axiom, err)
		}
		got := ""
		for _, f := range info.Defs {
			got = f.Name
			if f.Body == nil || f.Def == nil || len(f.Params) != len(f.Decl.Params) {
				t.Errorf("%s: %s has body %v, def %v, %d params", tc.axiom, f.Name, f.Body, f.Def, len(f.Params))
			}
		}
		if got != tc.defines {
			t.Errorf("%s defines %q, want %q", tc.axiom, got, tc.defines)
		}
	}
	// A second definition of a defined function is an axiom about it.
	_, info, err := boogie.Read("d.bpl", []byte("function f(int) returns (int);\n"+
		"axiom (forall x: int :: f(x) == x);\naxiom (forall x: int :: f(x) == x + 0);"))
	if err != nil || len(info.Defs) != 1 {
		t.Errorf("two definitions: %v, %d defining axioms", err, len(info.Defs))
	}
	// Mutual recursion through a declared body is no definition.
	_, info, err = boogie.Read("d.bpl", []byte("function f(int) returns (int);\n"+
		"function k(x: int) returns (int) { f(x) + 1 }\naxiom (forall x: int :: f(x) == k(x));"))
	if err != nil || len(info.Defs) != 0 {
		t.Errorf("recursion through k: %v, %d defining axioms", err, len(info.Defs))
	}
}
