package boogie_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/translate/boogie"
)

// annotateSrc has a loop in an implementation given apart, a procedure
// whose contract and body start on its signature's line, and comments.
const annotateSrc = `var g: int;

// main counts up to n.
procedure {:entrypoint} main(n: int)
  requires n >= 0;
  modifies g;
{
  var i: int;
  i := 0; g := 0;
  while (i < n) // not n itself
  {
    call bump(); i := i + 1;
  }
  assert g == n;
}

procedure bump() modifies g; { g := g + 1; }

procedure twice(x: int) returns (r: int);
implementation twice(x: int) returns (r: int)
{
  var k: int;
  k := 0; r := 0;
  while (k < 2) { r := r + x; k := k + 1; }
}
`

// TestInsertRoundTrip: the annotations of a correct program, inserted
// into its source, give a program that reads back, keeps its comments,
// carries every annotation that is not true marked {:inferred}, and is
// correct again.
func TestInsertRoundTrip(t *testing.T) {
	needZ3(t)
	for _, tc := range []struct {
		name, src, entry string
		left             int
	}{
		{"annotate.bpl", annotateSrc, "main", 0},
		{"sum.bpl", readFile(t, "../../examples/sum.bpl"), "", 0},
		// A function without arguments is printed applied, foo():
		// symbooglix-symbolic-function_no_arguments.bpl's requires
		// printed as foo did not read back.
		{"noargs.bpl", "function foo() : bool;\naxiom foo() == true;\nprocedure main()\n{\n  assert foo();\n}\n", "main", 0},
		// Values of an uninterpreted type are integers in the clauses,
		// and the loop invariant orders them (a <= b || ...), which is
		// not Boogie over myType: it is left out
		// (ultimate-regression-bpl-Typedef-safe.bpl).
		{"typedef.bpl", typedefSrc, "proc", 1},
	} {
		tr := translate(t, tc.name, tc.src, tc.entry)
		v := verify(t, tr, 20*time.Second)
		if v.Answer != boogie.Correct {
			t.Fatalf("%s: %s (%s)", tc.name, v.Answer, v.Reason)
		}
		out, left, err := boogie.Insert(tr.Program, []byte(tc.src), v.Annotations)
		if err != nil || left != tc.left {
			t.Fatalf("%s: %v, %d annotations left out, want %d", tc.name, err, left, tc.left)
		}
		text := string(out)
		want := -tc.left
		for _, p := range v.Annotations.Procs {
			for _, e := range []string{p.Requires, p.Ensures} {
				if e != "true" {
					want++
				}
			}
			for _, pt := range p.Points {
				if pt.Kind == "loop invariant" && pt.Expr != "true" {
					want++
				}
			}
		}
		if got := strings.Count(text, "{:inferred}"); got != want || got+tc.left == 0 {
			t.Errorf("%s: %d annotations inserted, want %d:\n%s", tc.name, got, want, text)
		}
		for _, line := range strings.Split(tc.src, "\n") {
			if _, comment, ok := strings.Cut(line, "//"); ok && !strings.Contains(text, comment) {
				t.Errorf("%s: the comment %q is lost:\n%s", tc.name, comment, text)
			}
		}
		tr2 := translate(t, tc.name, text, tc.entry)
		if v2 := verify(t, tr2, 20*time.Second); v2.Answer != boogie.Correct {
			t.Errorf("%s annotated: %s (%s)\n%s", tc.name, v2.Answer, v2.Reason, text)
		}
	}
}

const typedefSrc = `type myType;
procedure proc();
implementation proc()
{
  var a: myType; var b: myType; var c: myType; var tmp: myType;
  a := b;
  while (*) {
    tmp := a; a := b; b := c; c := tmp; havoc tmp;
  }
  assert a == b || b == c || c == a;
}
`

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
