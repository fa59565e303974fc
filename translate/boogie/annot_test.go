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
