package main

import (
	"path/filepath"
	"testing"
)

// TestSizeModelValidates: a model that applies a datatype's size
// function (size-pdr's, of the fixture from ringen's prop_25) is
// validated in Z3 contexts of their own, not in contexts reused from the
// run's pool: in a reused context Z3 4.8.12's unfolding of the size
// function depended on what the context had seen, and the validation
// hung in one of two or three runs. Five runs, each sat.
func TestSizeModelValidates(t *testing.T) {
	needZ3(t)
	path := filepath.Join("testdata", "adt", "prop_25.smt2")
	for i := 0; i < 5; i++ {
		out, errs, code := horn(t, "", "solve", "--timeout", "120s", path)
		if code != exitOK || firstLine(out) != "sat" {
			t.Fatalf("run %d: exit %d, %q; want sat\n%s", i, code, firstLine(out), errs)
		}
	}
}
