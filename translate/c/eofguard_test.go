package c

import (
	"errors"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
)

// TestDanglingStar: a file that ends inside a pointer's qualifier list
// (on which cc's parser loops for ever) is refused with the position of
// its '*'; a '*' in a comment, a literal, a directive, a multiplication
// or a cast is not.
func TestDanglingStar(t *testing.T) {
	for _, src := range []string{
		"int main(void) { int x = 2 * 3; return x; }",
		"int main(void) { int *p = 0; x *= 2; return (int)*p; } /* * */ // *",
		"#define P int *\nint main(void) { char c = '*'; const char *s = \"*\"; return 0; }",
		"void f(char *);\nint main(void) { return 0; }",
		"int * const p;",
	} {
		if err := danglingStar("ok.c", []byte(src)); err != nil {
			t.Errorf("%q refused: %v", src, err)
		}
	}
	for _, tc := range []struct {
		src       string
		line, col int
	}{
		{"*\xf1\xf1", 1, 1},
		{"int x;\nint * const", 2, 5},
		{"int main(void) { return 0; }\nchar *;}", 2, 6},
	} {
		err := danglingStar("bad.c", []byte(tc.src))
		var list smtlib2.ErrorList
		if !errors.As(err, &list) || len(list) != 1 || list[0].Pos.Line != tc.line || list[0].Pos.Col != tc.col {
			t.Errorf("%q: %v, want one error at %d:%d", tc.src, err, tc.line, tc.col)
		}
	}
	if _, err := Translate("bad.c", []byte("int x;\nint * const"), Options{}); err == nil {
		t.Error("Translate took a file ending after '*'")
	}
}
