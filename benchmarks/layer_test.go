package benchmarks

import (
	"os/exec"
	"strings"
	"testing"
)

// TestImports: benchmarks is layer 4 but needs nothing of horn's: it runs
// solvers as processes, horn included, so it builds without cgo and Z3.
func TestImports(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.HasPrefix(p, "github.com/horn-chc/horn/") && p != "github.com/horn-chc/horn/benchmarks" || p == "runtime/cgo" {
			t.Errorf("benchmarks imports %s", p)
		}
	}
}
