package layers

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// module is horn's module path; the tables name packages relative to it
// ("." is the library package at the root).
const module = "github.com/horn-chc/horn"

// rel is p relative to the module, and whether p is in the module.
func rel(p string) (string, bool) {
	if p == module {
		return ".", true
	}
	r, ok := strings.CutPrefix(p, module+"/")
	return r, ok
}

// layer of each horn package; a package may import horn packages of lower
// layers only, and of its own layer where the row says so. Packages not
// listed fail the test, so that a new package gets a place in the table.
var layer = map[string]int{
	"chc":                     0,
	"internal/memwatch":       0,
	"internal/benchdata":      0, // test support: the opt-in benchmark folder
	"internal/svschema":       0, // test support: the witness format 2.0's schemas
	"smt":                     1,
	"result":                  1,
	"smtlib2":                 1,
	"preprocess":              1,
	"translate/rts":           1,
	"translate/rts/gen":       1,
	"translate/boogie":        1,
	"translate/c":             1,
	"translate/c/task":        1,
	"translate/c/replay":      1,
	"translate/c/svwitness":   1,
	"internal/chcgen":         1,
	"internal/cgen":           1, // test support: C expressions, compiled
	"internal/bvgen":          1,
	"z3":                      2,
	"witness":                 2,
	"interp":                  2,
	"sat":                     2,
	"houdini":                 2,
	"unroll":                  2, // the unrollings bmc, satbmc, si and va search
	"sched":                   2,
	"pdr":                     3,
	"bmc":                     3,
	"satbmc":                  3,
	"bitic3":                  3,
	"tsys":                    3,
	"ufo":                     3,
	"si":                      3,
	"va":                      3,
	"sim":                     3,
	"bvint":                   3,
	"qarr":                    3,
	"adtsize":                 3, // datatypes abstracted to tags and sizes, around an inner engine
	"strategy":                3,
	"engine":                  4,
	"stable":                  4,
	"internal/enginetest":     5, // test support, above the driver
	"benchmarks":              5,
	"cmd/horn":                5,
	".":                       5, // the library package, on the driver
	"scripts/rts-heap-report": 5,
	"internal/layers":         5,
}

// sameLayer lists the imports within one layer that the design allows:
// passes use the solver facets, front ends print through the reader's
// package, the command runs the batch runner.
var sameLayer = map[[2]string]bool{
	{"preprocess", "smt"}:                      true,
	{"result", "chc"}:                          true,
	{"translate/rts", "smtlib2"}:               true,
	{"translate/boogie", "smtlib2"}:            true,
	{"translate/c", "smtlib2"}:                 true,
	{"translate/c", "translate/boogie"}:        true, // C is lowered to the Boogie subset
	{"translate/c", "translate/c/replay"}:      true, // a buggy verdict stands after the compiled replay
	{"translate/c", "translate/c/task"}:        true,
	{"translate/c/svwitness", "translate/c"}:   true, // witnesses of C verdicts
	{"translate/rts/gen", "translate/rts"}:     true,
	{"translate/c/replay", "translate/c/task"}: true,
	{"internal/cgen", "translate/c/task"}:      true,
	{"internal/cgen", "translate/c/replay"}:    true,
	{"witness", "smt"}:                         true,
	{"stable", "engine"}:                       true, // a fixed engine's witness after the race
	{"unroll", "sat"}:                          true,
	{"cmd/horn", "benchmarks"}:                 true,
	{"scripts/rts-heap-report", "benchmarks"}:  true,
}

// cgoFree are the packages that must build without cgo (layers 0–1 and
// every engine): only the binding links Z3.
var cgoFree = []string{"chc", "smt", "result", "smtlib2", "preprocess",
	"translate/rts", "translate/boogie", "translate/c", "translate/c/task", "translate/c/replay", "translate/c/svwitness", "pdr", "bmc", "witness", "interp", "sat", "satbmc", "bitic3", "tsys", "si", "va", "sim", "houdini", "unroll", "sched", "bvint", "qarr", "adtsize", "strategy"}

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
	out := goList(t, "-f", `{{.ImportPath}}:{{join .Imports " "}}`, module+"/...")
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		full, imports, _ := strings.Cut(line, ":")
		pkg, _ := rel(full)
		l, ok := layer[pkg]
		if !ok {
			t.Errorf("%s has no layer in the table", pkg)
			continue
		}
		for _, full := range strings.Fields(imports) {
			imp, ok := rel(full)
			if !ok {
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
		for _, dep := range strings.Fields(goList(t, "-deps", module+"/"+p)) {
			if dep == "runtime/cgo" || dep == module+"/z3" {
				t.Errorf("%s depends on %s", p, dep)
			}
		}
	}
}

// TestCgoOnlyInZ3: only the binding has cgo files, no package has C,
// C++ or assembly sources of its own beside them, and no cgo preamble
// interposes a libc symbol (defines malloc and its kin or a pthread
// function for the whole process), installs a signal handler or runs a
// constructor before main: scheduling stays invisible to the solver's
// threads, which pausing them or re-executing the process would not.
func TestCgoOnlyInZ3(t *testing.T) {
	out := goList(t, "-f", `{{.ImportPath}}|{{.Dir}}|{{join .CgoFiles " "}}|{{join .CFiles " "}}{{join .CXXFiles " "}}{{join .HFiles " "}}{{join .SFiles " "}}`, module+"/...")
	interposed := regexp.MustCompile(`(?m)^[^/\n]*\b(malloc|calloc|realloc|free|posix_memalign|aligned_alloc|memalign|pthread_mutex_(lock|unlock|trylock))\s*\([^;]*\)\s*\{|\b(sigaction|signal)\s*\(|__attribute__\s*\(\(\s*constructor|\bexecve?\s*\(`)
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.Split(line, "|")
		pkg, _ := rel(f[0])
		if f[3] != "" {
			t.Errorf("%s has C or assembly sources: %s", pkg, f[3])
		}
		if f[2] == "" {
			continue
		}
		if pkg != "z3" {
			t.Errorf("%s uses cgo (%s): only z3 may", pkg, f[2])
			continue
		}
		for _, name := range strings.Fields(f[2]) {
			src, err := os.ReadFile(filepath.Join(f[1], name))
			if err != nil {
				t.Fatal(err)
			}
			pre, _, _ := strings.Cut(string(src), `import "C"`)
			if m := interposed.FindString(pre); m != "" {
				t.Errorf("%s/%s: the cgo preamble interposes or installs %q", pkg, name, m)
			}
		}
	}
}

// TestBuildsOnDarwin: every package that does not need the Z3 binding
// builds for macOS without cgo, so platform-specific code (process groups,
// /proc, rusage units, the memory watch) stays behind build tags with a
// portable fallback. Cross-compiling the standard library the first time
// takes a while; -short skips it.
func TestBuildsOnDarwin(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no cross-compilation")
	}
	var pkgs []string
	out := goList(t, "-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}`, module+"/...")
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.Fields(line)
		if f[0] == module+"/z3" || slices.Contains(f[1:], module+"/z3") {
			continue
		}
		pkgs = append(pkgs, f[0])
	}
	for _, want := range []string{"benchmarks", "engine", "pdr", "internal/memwatch"} {
		if !slices.Contains(pkgs, module+"/"+want) {
			t.Fatalf("%s is not among the packages without Z3: %v", want, pkgs)
		}
	}
	cmd := exec.Command("go", append([]string{"build"}, pkgs...)...)
	cmd.Env = append(os.Environ(), "GOOS=darwin", "GOARCH=arm64", "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("GOOS=darwin go build %v: %v\n%s", pkgs, err, out)
	}
}

// TestREADMEPackageMap: README's package map names every package of the
// layer table, with its layer, and nothing else.
func TestREADMEPackageMap(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| ([0-9]) \\| `([^`]+)` \\|")
	seen := map[string]bool{}
	for _, m := range row.FindAllStringSubmatch(string(readme), -1) {
		pkg := m[2]
		want, ok := layer[pkg]
		if !ok {
			t.Errorf("README's package map names %s, which the layer table lacks", pkg)
			continue
		}
		if got := m[1]; got != strconv.Itoa(want) {
			t.Errorf("README's package map puts %s in layer %s, the layer table in %d", pkg, got, want)
		}
		seen[pkg] = true
	}
	for pkg := range layer {
		if !seen[pkg] {
			t.Errorf("README's package map lacks %s (layer %d)", pkg, layer[pkg])
		}
	}
}

// maxEngineLines bounds package engine's non-test source: it holds the
// driver, the race and the strategy's table of engines, and what is
// neither (an engine, a scheduler, a witness's choice of form) belongs
// in a package of its own (issue 45).
const maxEngineLines = 1200

// TestEngineSize: package engine stays within maxEngineLines.
func TestEngineSize(t *testing.T) {
	out := goList(t, "-f", `{{.Dir}}|{{join .GoFiles " "}}`, module+"/engine")
	dir, files, _ := strings.Cut(strings.TrimSpace(out), "|")
	n := 0
	for _, f := range strings.Fields(files) {
		src, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		n += strings.Count(string(src), "\n")
	}
	if n > maxEngineLines {
		t.Errorf("package engine has %d lines of non-test source, more than %d", n, maxEngineLines)
	}
	t.Logf("package engine: %d lines", n)
}
