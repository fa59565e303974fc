package boogie_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/horn-chc/horn/internal/benchdata"
)

// corpusEntry is one row of EXPECTED.tsv.
type corpusEntry struct {
	file, expected, subset, entry string
}

// readCorpus reads EXPECTED.tsv, skipping the test when the corpus is absent.
func readCorpus(t *testing.T) []corpusEntry {
	t.Helper()
	f, err := os.Open(benchdata.Dir(t, "boogie", "EXPECTED.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var list []corpusEntry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 6 || cols[0] == "file" {
			continue
		}
		e := corpusEntry{file: cols[0], expected: cols[1], subset: cols[5], entry: cols[4]}
		if e.entry == "*" {
			e.entry = ""
		}
		list = append(list, e)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return list
}

func readSource(t *testing.T, name string) []byte {
	t.Helper()
	src, err := os.ReadFile(benchdata.Dir(t, "boogie", name))
	if err != nil {
		t.Fatal(err)
	}
	return src
}
