package boogie_test

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/translate/boogie"
)

// TestEncodeErrors reads testdata/encode/*.bpl: programs the checker
// accepts and the encoder refuses. The first line reads "// ERROR
// line:col regexp"; an optional second line "// ENTRY name" names the
// entry.
func TestEncodeErrors(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "encode", "*.bpl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures (%v)", err)
	}
	head := regexp.MustCompile(`^// ERROR (\d+):(\d+) (.*)$`)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(string(src), "\n")
			m := head.FindStringSubmatch(lines[0])
			if m == nil {
				t.Fatalf("first line %q is not an ERROR expectation", lines[0])
			}
			entry, _ := strings.CutPrefix(lines[1], "// ENTRY ")
			if entry == lines[1] {
				entry = ""
			}
			prog, info, err := boogie.Read(f, src)
			if err != nil {
				t.Fatal(err)
			}
			_, err = boogie.Translate(prog, info, boogie.Options{Entry: entry})
			var list smtlib2.ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("got %v, want an ErrorList", err)
			}
			line, _ := strconv.Atoi(m[1])
			col, _ := strconv.Atoi(m[2])
			e := list[0]
			if e.Pos.Line != line || e.Pos.Col != col || e.Pos.File != f || !regexp.MustCompile(m[3]).MatchString(e.Msg) {
				t.Errorf("got %v, want %s:%d:%d: %s", e, f, line, col, m[3])
			}
		})
	}
}
