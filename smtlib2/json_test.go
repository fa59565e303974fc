package smtlib2

import (
	"fmt"
	"strings"
	"testing"
)

// TestModelJSONRoundTrip: each DefJSON, written back as a define-fun,
// reads as the model it came from (let-bound sharing included), and its
// parameters carry WriteModel's names and sorts.
func TestModelJSONRoundTrip(t *testing.T) {
	s := parseString(t, bvWrap)
	src := "(define-fun inv ((x (_ BitVec 8))) Bool (let ((a (bvadd x #x01))) (and (or (bvuge a #xFA) (= ((_ extract 1 0) a) #b00)) (bvult a #x20))))"
	m, err := ParseModel("m", []byte(src), s)
	if err != nil {
		t.Fatal(err)
	}
	defs, err := ModelJSON(s, m)
	if err != nil || len(defs) != 1 {
		t.Fatalf("ModelJSON: %v, %d definitions", err, len(defs))
	}
	d := defs[0]
	if d.Predicate != "inv" || len(d.Parameters) != 1 || d.Parameters[0] != (ParamJSON{"x", "(_ BitVec 8)"}) || strings.Contains(d.Body, "\n") {
		t.Fatalf("ModelJSON = %+v", d)
	}
	back := fmt.Sprintf("(define-fun %s ((%s %s)) Bool %s)", d.Predicate, d.Parameters[0].Name, d.Parameters[0].Sort, d.Body)
	m2, err := ParseModel("m2", []byte(back), s)
	if err != nil {
		t.Fatalf("%v\n%s", err, back)
	}
	for p, in := range m {
		if m2[p].Body != in.Body {
			t.Errorf("%s: JSON body reads back as %s, want %s", p.Name, m2[p].Body, in.Body)
		}
	}
}

// TestDerivationJSON: the nodes are WriteDerivation's, numbered the same,
// with each clause's position and the ground head.
func TestDerivationJSON(t *testing.T) {
	s := parseString(t, bvWrap)
	text := `(derivation
  (node 0 (clause 2) (head false) (vars (x (_ bv0 8))) (children 1))
  (node 1 (clause 1) (head (inv #x00)) (vars (x (_ bv253 8)) (y (_ bv256 8))) (children 2))
  (node 2 (clause 1) (vars (x (_ bv250 8)) (y #xFD)) (children 3))
  (node 3 (clause 0) (vars (x #b11111010)) (children)))`
	d, err := ParseDerivation("d", []byte(text), s)
	if err != nil {
		t.Fatal(err)
	}
	nodes, err := DerivationJSON(s, d)
	if err != nil || len(nodes) != 4 {
		t.Fatalf("DerivationJSON: %v, %d nodes", err, len(nodes))
	}
	if n := nodes[0]; n.Head != "false" || n.Clause != 2 || len(n.Children) != 1 || n.Children[0] != 1 || n.Pos.Line != 5 {
		t.Errorf("root = %+v", n)
	}
	if n := nodes[1]; n.Head != "(inv (_ bv0 8))" || n.Clause != 1 || n.Values[0] != (ValueJSON{"x", "(_ bv253 8)"}) {
		t.Errorf("node 1 = %+v", n)
	}
	if n := nodes[3]; len(n.Children) != 0 || n.Children == nil || n.Pos.Line != 3 {
		t.Errorf("leaf = %+v", n)
	}
}
