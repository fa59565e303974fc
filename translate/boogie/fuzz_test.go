package boogie_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/translate/boogie"
)

var fuzzSeeds = []string{
	"",
	"type T; var m: [T][int]bool; const unique a, b: T;",
	"procedure P(x: int) returns (y: int) requires x > 0; ensures y == old(x) + 1; { y := x + 1; }",
	"var g: int; procedure {:entrypoint} main() modifies g; { L: g := g - 1; if (*) { goto L; } else if (g > 0) { return; } while (g < 10) invariant g <= 10; { g := g + 1; } }",
	"function {:builtin \"div\"} d(int, int) returns (int); axiom d(5, 2) == 5 div 2;",
	"var m: [int]int; procedure P() modifies m; { m[1] := m[2 := 3][2]; assert (if m[1] == 3 then true else false) <==> true ==> false; }",
	"function f(x: int) returns (int) uses { axiom (forall y: int :: {:weight 2} {f(y)} f(y) == y + 1); } const c: int uses { axiom c > 0; }",
	"function g(x: int) returns (bool) { x > 0 } uses { axiom g(1); } function h(int, int) returns (int); axiom (exists z: int :: g(z)); axiom (forall a, b: int :: h(a, b) == a * b);",
}

// FuzzParse checks that the reader never panics, that every error is
// positioned, and that an accepted program prints back to itself.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	files, _ := filepath.Glob("testdata/errors/*.bpl")
	verify, _ := filepath.Glob("testdata/verify/*.bpl")
	files = append(files, verify...)
	for _, p := range files {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		prog, err := boogie.Parse("fuzz.bpl", src)
		if err != nil {
			positioned(t, err)
			return
		}
		printsBack(t, prog)
		if _, err := boogie.Check(prog); err != nil {
			positioned(t, err)
		}
	})
}

func positioned(t *testing.T, err error) {
	t.Helper()
	for _, line := range strings.Split(err.Error(), "\n") {
		if !strings.HasPrefix(line, "fuzz.bpl:") {
			t.Fatalf("unpositioned error %q", line)
		}
	}
}
