package boogie

import (
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
)

// TestAnnotationsWriteTo: contracts are labelled inferred, annotations
// that are true are left out, and so is a procedure with nothing left.
func TestAnnotationsWriteTo(t *testing.T) {
	a := &Annotations{Procs: []ProcAnnotations{
		{Name: "main", Pos: chc.Pos{File: "p.bpl", Line: 1, Col: 1}, Requires: "true", Ensures: "true",
			Points: []PointAnnotation{
				{Pos: chc.Pos{File: "p.bpl", Line: 3, Col: 3}, Kind: "loop invariant", Expr: "i <= n"},
				{Pos: chc.Pos{File: "p.bpl", Line: 5, Col: 3}, Kind: "after call", Expr: "true"},
			}},
		{Name: "idle", Pos: chc.Pos{File: "p.bpl", Line: 8, Col: 1}, Requires: "true", Ensures: "true"},
		{Name: "inc", Pos: chc.Pos{File: "p.bpl", Line: 9, Col: 1}, Requires: "x >= 0", Ensures: "true"},
	}}
	var b strings.Builder
	if _, err := a.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	want := `procedure main  // p.bpl:1:1
  p.bpl:3:3: loop invariant i <= n;
procedure inc  // p.bpl:9:1
  requires x >= 0;  // inferred
`
	if b.String() != want {
		t.Errorf("WriteTo:\n%s\nwant\n%s", b.String(), want)
	}
}

// TestPrintProductOfQuotient: Boogie's *, div and mod associate to the
// left, so a quotient or remainder that is a product's factor is
// bracketed: 3 * (-x div 3), not 3 * -x div 3, which reads as
// (3 * -x) div 3.
func TestPrintProductOfQuotient(t *testing.T) {
	f := chc.NewFactory()
	x := f.Var("x", chc.IntSort)
	bp := &boogiePrinter{names: map[*chc.Term]string{x: "x"}, funcs: map[string]bool{}}
	for _, c := range []struct {
		t    *chc.Term
		want string
	}{
		{f.MustApp(chc.OpMul, f.Int(3), f.MustApp(chc.OpDiv, f.MustApp(chc.OpNeg, x), f.Int(3))), "3 * (-x div 3)"},
		{f.MustApp(chc.OpMul, f.Int(2), f.MustApp(chc.OpMod, x, f.Int(4))), "2 * (x mod 4)"},
		{f.MustApp(chc.OpDiv, f.MustApp(chc.OpMul, f.Int(3), x), f.Int(2)), "(3 * x) div 2"},
		{f.MustApp(chc.OpMod, f.MustApp(chc.OpMod, x, f.Int(6)), f.Int(4)), "(x mod 6) mod 4"},
	} {
		if got := bp.print(c.t); got != c.want {
			t.Errorf("%v printed %q, want %q", c.t, got, c.want)
		}
	}
}
