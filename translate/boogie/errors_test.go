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

// TestErrorFixtures reads testdata/errors/*.bpl. The first line of each
// reads "// ERROR line:col regexp": the first error must be at that
// position and match the regular expression.
func TestErrorFixtures(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "errors", "*.bpl"))
	if err != nil || len(files) < 30 {
		t.Fatalf("want at least 30 error fixtures, found %d (%v)", len(files), err)
	}
	head := regexp.MustCompile(`^// ERROR (\d+):(\d+) (.*)$`)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(string(src), "\n")
			m := head.FindStringSubmatch(strings.TrimRight(first, "\r"))
			if m == nil {
				t.Fatalf("first line %q is not an ERROR expectation", first)
			}
			line, _ := strconv.Atoi(m[1])
			col, _ := strconv.Atoi(m[2])
			checkFirstError(t, f, src, line, col, regexp.MustCompile(m[3]))
		})
	}
}

func checkFirstError(t *testing.T, f string, src []byte, line, col int, want *regexp.Regexp) {
	t.Helper()
	_, _, err := boogie.Read(f, src)
	var list smtlib2.ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("got %v, want an ErrorList", err)
	}
	e := list[0]
	if e.Pos.Line != line || e.Pos.Col != col || e.Pos.File != f {
		t.Errorf("error at %v, want %s:%d:%d (%s)", e.Pos, f, line, col, e.Msg)
	}
	if !want.MatchString(e.Msg) {
		t.Errorf("message %q does not match %q", e.Msg, want)
	}
	if e.Msg == "" || strings.ToLower(e.Msg[:1]) != e.Msg[:1] {
		t.Errorf("message %q should start in lower case", e.Msg)
	}
}

// TestErrorLimit checks that the reader stops after about ten errors.
func TestErrorLimit(t *testing.T) {
	src := strings.Repeat("var x: bv8;\n", 50)
	_, err := boogie.Parse("many.bpl", []byte(src))
	var list smtlib2.ErrorList
	if !errors.As(err, &list) || len(list) == 0 || len(list) > 10 {
		t.Fatalf("got %d errors (%v), want 1 to 10", len(list), err)
	}
}
