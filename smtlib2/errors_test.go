package smtlib2

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestErrorFixtures reads testdata/errors/*.smt2. The first line of each
// reads "; ERROR line:col regexp": the first error must be at that position
// and match the regular expression.
func TestErrorFixtures(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "errors", "*.smt2"))
	if err != nil || len(files) < 25 {
		t.Fatalf("want at least 25 error fixtures, found %d (%v)", len(files), err)
	}
	head := regexp.MustCompile(`^; ERROR (\d+):(\d+) (.*)$`)
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
			want := regexp.MustCompile(m[3])
			_, err = Parse(f, src)
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("got %v, want an ErrorList", err)
			}
			e := list[0]
			if e.Pos.Line != line || e.Pos.Col != col || e.Pos.File != f {
				t.Errorf("error at %v, want %s:%d:%d (%s)", e.Pos, f, line, col, e.Msg)
			}
			if !want.MatchString(e.Msg) {
				t.Errorf("message %q does not match %q", e.Msg, m[3])
			}
			if e.Msg == "" || strings.ToLower(e.Msg[:1]) != e.Msg[:1] {
				t.Errorf("message %q should start in lower case", e.Msg)
			}
		})
	}
}
