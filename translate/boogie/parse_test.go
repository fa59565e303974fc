package boogie_test

import (
	"strings"
	"testing"

	"github.com/horn-chc/horn/translate/boogie"
)

// TestCorpusParse reads (parses and type-checks) every corpus file inside
// the subset. Files "near" it must either be accepted or be refused by the
// checker with a message naming their construct.
func TestCorpusParse(t *testing.T) {
	in, near := 0, 0
	for _, e := range readCorpus(t) {
		if strings.HasPrefix(e.subset, "out") {
			continue
		}
		_, _, err := boogie.Read(e.file, readSource(t, e.file))
		switch {
		case e.subset == "in" && err != nil:
			t.Errorf("%s: %v", e.file, err)
		case e.subset == "in":
			in++
		case err == nil:
			near++
		case strings.Contains(e.subset, "nonlinear") && strings.Contains(err.Error(), "non-linear"):
			t.Logf("%s (%s): refused: %v", e.file, e.subset, err)
		default:
			t.Errorf("%s (%s): %v", e.file, e.subset, err)
		}
	}
	t.Logf("%d in-subset and %d near-subset corpus files read", in, near)
}

// TestCorpusRefused checks that every file outside the subset is refused
// with a message naming its construct.
func TestCorpusRefused(t *testing.T) {
	n := 0
	for _, e := range readCorpus(t) {
		construct, out := strings.CutPrefix(e.subset, "out: ")
		if !out {
			continue
		}
		_, _, err := boogie.Read(e.file, readSource(t, e.file))
		if err == nil {
			t.Errorf("%s (%s): accepted", e.file, e.subset)
			continue
		}
		if !namesConstruct(err.Error(), construct) {
			t.Errorf("%s: refused without naming %q:\n%v", e.file, construct, err)
			continue
		}
		n++
	}
	t.Logf("%d out-of-subset corpus files refused by name", n)
}

// constructWords maps EXPECTED.tsv's construct names to a word the
// refusal must contain.
var constructWords = map[string]string{
	"async call":                        "concurrency",
	"bit-vectors":                       "bit-vectors",
	"code expression |{ }|":             "code expressions",
	"quantified axioms (SMACK prelude)": "quantifiers",
	"quantifiers":                       "quantifiers",
	"real arithmetic":                   "real",
}

func namesConstruct(msg, construct string) bool {
	w, ok := constructWords[construct]
	return ok && strings.Contains(msg, w)
}
