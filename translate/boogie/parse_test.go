package boogie_test

import (
	"strings"
	"testing"

	"horn/translate/boogie"
)

// TestCorpusParse parses every corpus file inside (or near) the subset.
func TestCorpusParse(t *testing.T) {
	n := 0
	for _, e := range readCorpus(t) {
		if strings.HasPrefix(e.subset, "out") {
			continue
		}
		if _, err := boogie.Parse(e.file, readSource(t, e.file)); err != nil {
			t.Errorf("%s (%s): %v", e.file, e.subset, err)
			continue
		}
		n++
	}
	t.Logf("%d corpus files parsed", n)
}
