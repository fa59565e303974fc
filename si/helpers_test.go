package si_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/horn-chc/horn/internal/enginetest"
)

// mustRead reads a fixture of the conformance suite by file name.
func mustRead(t *testing.T, name string) []byte {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(enginetest.Dir(), name))
	if err != nil {
		t.Fatal(err)
	}
	return src
}
