package c

import (
	"errors"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
)

// TestEOFGuard: a file that ends inside a pointer's or an array
// declarator's qualifier list (on which cc's parser loops for ever) is
// refused with the position of its '*' or its innermost open bracket; a
// '*' in a comment, a literal, a directive, a multiplication or a cast
// is not, nor a bracket a macro closes.
func TestEOFGuard(t *testing.T) {
	for _, src := range []string{
		"int main(void) { int x = 2 * 3; return x; }",
		"int main(void) { int *p = 0; x *= 2; return (int)*p; } /* * */ // *",
		"#define P int *\nint main(void) { char c = '*'; const char *s = \"*\"; return 0; }",
		"void f(char *);\nint main(void) { return 0; }",
		"int * const p;",
		"int a[3]; int main(void) { return a[(1)]; } /* [ */ // (",
		"char s[] = \"[(\"; char c = '{';",
	} {
		if err := eofGuard("ok.c", []byte(src), nil); err != nil {
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
		{"int a[const", 1, 6},
		{"void f(int a[static const", 1, 13},
		{"int (*p)[volatile x", 1, 9},
		{"int main(void) {\n  int x = (1 + 2;\n", 2, 11},
		{"int a[const }", 1, 6},
		{"int x;\nenum", 2, 1},
		{"int main(void) { return 0; }\nint y = 3", 2, 9},
	} {
		err := eofGuard("bad.c", []byte(tc.src), nil)
		var list smtlib2.ErrorList
		if !errors.As(err, &list) || len(list) != 1 || list[0].Pos.Line != tc.line || list[0].Pos.Col != tc.col {
			t.Errorf("%q: %v, want one error at %d:%d", tc.src, err, tc.line, tc.col)
		}
	}
	for _, src := range []string{
		"int x;\nint * const",
		"int a[const",
		"#define Q [const\nint a Q", // open only after preprocessing
		"#define P int *const\nP",
		"#define E enum\nint x; E",
		"char c = '\\", // cc's scanner loops in the open constant
		"#error don't\\\n",
		"char *s = \"a\\\r\n",
	} {
		if _, err := Translate("bad.c", []byte(src), Options{}); err == nil {
			t.Errorf("Translate took %q", src)
		}
	}
	// A bracket a macro opens and another closes is balanced once
	// preprocessed: the file is read.
	ok := "#define O [\n#define C ]\nint a O 3 C;\nint main(void) { return a[0]; }"
	if _, err := Translate("ok.c", []byte(ok), Options{}); err != nil {
		t.Errorf("Translate refused %q: %v", ok, err)
	}
}

// TestTrailingBackslash: a file whose last line ends in a backslash is
// refused at the backslash, whatever follows it on that line's end; a
// backslash elsewhere is not.
func TestTrailingBackslash(t *testing.T) {
	for _, tc := range []struct {
		src       string
		line, col int
	}{
		{"char c = '\\", 1, 11},
		{"int x;\nchar c = 'a\\\n", 2, 12},
		{"int x;\r\n#error it's\\\r\n", 2, 12},
	} {
		err := trailingBackslash("bad.c", []byte(tc.src))
		var list smtlib2.ErrorList
		if !errors.As(err, &list) || len(list) != 1 || list[0].Pos.Line != tc.line || list[0].Pos.Col != tc.col {
			t.Errorf("%q: %v, want one error at %d:%d", tc.src, err, tc.line, tc.col)
		}
	}
	for _, src := range []string{"#define A 1 \\\n  + 2\nint x = A;\n", "char c = '\\\\';\n", "char c = '\\n';"} {
		if err := trailingBackslash("ok.c", []byte(src)); err != nil {
			t.Errorf("%q refused: %v", src, err)
		}
	}
}
