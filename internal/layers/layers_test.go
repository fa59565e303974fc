package layers

import (
	"os/exec"
	"strings"
	"testing"
)

// layer of each horn package; a package may import horn packages of lower
// layers only, and of its own layer where the row says so. Packages not
// listed fail the test, so that a new package gets a place in the table.
var layer = map[string]int{
	"horn/chc":                     0,
	"horn/internal/memwatch":       0,
	"horn/smt":                     1,
	"horn/result":                  1,
	"horn/smtlib2":                 1,
	"horn/preprocess":              1,
	"horn/translate/rts":           1,
	"horn/translate/rts/gen":       1,
	"horn/translate/boogie":        1,
	"horn/internal/chcgen":         1,
	"horn/z3":                      2,
	"horn/witness":                 2,
	"horn/interp":                  2,
	"horn/pdr":                     3,
	"horn/bmc":                     3,
	"horn/engine":                  4,
	"horn/internal/enginetest":     5, // test support, above the driver
	"horn/benchmarks":              5,
	"horn/cmd/horn":                5,
	"horn":                         5, // the library package, on the driver
	"horn/scripts/rts-heap-report": 5,
	"horn/internal/layers":         5,
}

// sameLayer lists the imports within one layer that the design allows:
// passes use the solver facets, front ends print through the reader's
// package, the command runs the batch runner.
var sameLayer = map[[2]string]bool{
	{"horn/preprocess", "horn/smt"}:                     true,
	{"horn/result", "horn/chc"}:                         true,
	{"horn/translate/rts", "horn/smtlib2"}:              true,
	{"horn/translate/boogie", "horn/smtlib2"}:           true,
	{"horn/translate/rts/gen", "horn/translate/rts"}:    true,
	{"horn/witness", "horn/smt"}:                        true,
	{"horn/cmd/horn", "horn/benchmarks"}:                true,
	{"horn/scripts/rts-heap-report", "horn/benchmarks"}: true,
}

// cgoFree are the packages that must build without cgo (layers 0–1 and
// every engine): only the binding links Z3.
var cgoFree = []string{"horn/chc", "horn/smt", "horn/result", "horn/smtlib2", "horn/preprocess",
	"horn/translate/rts", "horn/translate/boogie", "horn/pdr", "horn/bmc", "horn/witness", "horn/interp"}

func goList(t *testing.T, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command("go", append([]string{"list"}, args...)...).Output()
	if err != nil {
		t.Fatalf("go list %v: %v", args, err)
	}
	return string(out)
}

// TestLayers checks every horn package's direct imports against the table.
func TestLayers(t *testing.T) {
	out := goList(t, "-f", `{{.ImportPath}}:{{join .Imports " "}}`, "horn/...")
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		l, ok := layer[pkg]
		if !ok {
			t.Errorf("%s has no layer in the table", pkg)
			continue
		}
		for _, imp := range strings.Fields(imports) {
			if !strings.HasPrefix(imp, "horn/") {
				continue
			}
			il, ok := layer[imp]
			switch {
			case !ok:
				t.Errorf("%s imports %s, which has no layer", pkg, imp)
			case il > l || il == l && !sameLayer[[2]string{pkg, imp}]:
				t.Errorf("%s (layer %d) imports %s (layer %d)", pkg, l, imp, il)
			}
		}
	}
}

// TestEnginesWithoutCgo: the lower layers and the engines import no cgo,
// directly or not (runtime/cgo would be among their dependencies).
func TestEnginesWithoutCgo(t *testing.T) {
	for _, p := range cgoFree {
		for _, dep := range strings.Fields(goList(t, "-deps", p)) {
			if dep == "runtime/cgo" || dep == "horn/z3" {
				t.Errorf("%s depends on %s", p, dep)
			}
		}
	}
}
