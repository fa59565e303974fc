package c

import (
	"errors"
	"strings"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
)

// TestRefusals checks that constructs outside the subset are refused at
// their position, naming the construct.
func TestRefusals(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"int main() {\n  float f = 1.5;\n  return 0; }", "2:9: unsupported: local f of floating-point type"},
		{"int g;\nint main() {\n  int *p = &g;\n  return 0; }", "3:12: unsupported: address of global g"},
		{"int main() {\n  int x;\n  int *p = &x;\n  return 0; }", "3:12: unsupported: pointer p to the scalar x"},
		{"int main() {\n  int a[2], b[2];\n  int *p = a;\n  p = b;\n  return 0; }", "4:7: unsupported: pointer p assigned pointers into two arrays"},
		{"int main() {\n  int a[2];\n  int *p;\n  *p = 1;\n  return a[0]; }", "4:4: unsupported: pointer p used before it is assigned"},
		{"int main() {\n  int **p;\n  return 0; }", "2:7: unsupported: local p of pointer type pointer to pointer"},
		{"int a[3];\nvoid f(int *p) { *p = 1; }\nint main() {\n  f(a);\n  return a[0]; }", "4:5: unsupported: global array a passed to a function"},
		{"void f(int *p, int *q) { *p = *q; }\nint main() {\n  int b[2];\n  f(b, b + 1);\n  return b[0]; }", "4:8: unsupported: two pointer arguments into the same array"},
		{"int f(int);\nint main() {\n  int (*fp)(int) = f;\n  return 0; }", "3:7: unsupported: local fp of function pointer type"},
		{"union u { int a; };\nunion u v;\nint main() {\n  return v.a; }", "4:10: unsupported: global v of union type"},
		{"struct s { int a; };\nint f(struct s *p) { return p->a; }\nint main() {\n  struct s v;\n  return f(&v); }", "2:16: unsupported: parameter p of pointer type"},
		{"struct s { float a; };\nint main() {\n  struct s v;\n  return 0; }", "3:12: unsupported: member v.a of floating-point type"},
		{"int main() {\n  int x = 0;\n  __asm__(\"nop\");\n  return x; }", "3:3: unsupported: inline assembly"},
		{"int h(int);\nint main() {\n  return h(1); }", "3:10: unsupported: call of h, which is not defined"},
		{"int main() {\n  int a = 1;\n  return a << 40; }", "3:10: unsupported: shift by 40 (undefined behaviour)"},
		{"int f(int n, ...) { return n; }\nint main() {\n  return f(1, 2); }", "1:5: unsupported: variadic function f"},
		{"int f(void) { return 0; }", "no definition of the entry function main"},
		{"int g;\nint f() { g++; return g; }\nint h() { return g; }\nint main() {\n  return f() + h(); }", "5:16: unsupported: operands whose order of evaluation is unspecified"},
	} {
		_, err := Translate("r.c", []byte(tc.src), Options{})
		var r *Refusal
		if !errors.As(err, &r) {
			t.Errorf("%q: got %v, want a refusal", tc.src, err)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %q, want %q", tc.src, err, tc.want)
		}
	}
}

// TestSyntaxError checks that a C syntax error is an ErrorList with the
// file's position.
func TestSyntaxError(t *testing.T) {
	_, err := Translate("s.c", []byte("int main() {\n  return 0\n}\n"), Options{})
	var list smtlib2.ErrorList
	if !errors.As(err, &list) || list[0].Pos.File != "s.c" || list[0].Pos.Line != 3 {
		t.Fatalf("got %v, want an error at s.c:3", err)
	}
}

// TestNoHostHeaders checks that the reader never opens host headers.
func TestNoHostHeaders(t *testing.T) {
	_, err := Translate("h.c", []byte("#include <stdio.h>\nint main() { return 0; }\n"), Options{})
	if err == nil || !strings.Contains(err.Error(), "stdio.h") {
		t.Fatalf("got %v, want stdio.h not found", err)
	}
}

// TestDataModels checks the bundled predefined macros of each model.
func TestDataModels(t *testing.T) {
	src := "int main() { return sizeof(long) == %d && sizeof(void*) == %d && __CHAR_BIT__ == 8 ? 0 : 1; }"
	for dm, size := range map[DataModel]string{ILP32: "4", LP64: "8"} {
		tr, err := Translate("d.c", []byte(strings.NewReplacer("%d", size).Replace(src)), Options{DataModel: dm})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(tr.Lowered, "$ret := 0;") {
			t.Errorf("%s: sizeof(long) is not %s:\n%s", dm, size, tr.Lowered)
		}
	}
}
