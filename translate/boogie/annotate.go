package boogie

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// edit inserts text at a byte offset of the source.
type edit struct {
	off  int
	text string
}

// Insert returns the source src of prog with the annotations a (made
// from a model of prog's clauses) inserted as Boogie, each marked
// {:inferred}: a procedure's requires and ensures before its own contract
// (or its body), a loop invariant before the loop's own. Annotations that
// are true, and those Boogie has no place for (after a call, at the
// target of a goto), are left out. The rest of the text is kept as it is,
// comments included. The result verifies as prog does: every annotation
// inserted holds in every execution, as the model does. An annotation
// that the result would not read back with (one that orders values of an
// uninterpreted type, which the clauses represent by integers) is left
// out too; left counts those.
func Insert(prog *Program, src []byte, a *Annotations) (out []byte, left int, err error) {
	edits, err := annotationEdits(prog, src, a)
	if err != nil {
		return nil, 0, err
	}
	if out := apply(src, edits); readsBack(prog.File, out) {
		return out, 0, nil
	}
	// Some annotation does not read back: keep those that do, one by one.
	var kept []edit
	for _, e := range edits {
		if readsBack(prog.File, apply(src, append(kept[:len(kept):len(kept)], e))) {
			kept = append(kept, e)
		} else {
			left++
		}
	}
	return apply(src, kept), left, nil
}

// readsBack reports whether src reads (parses and checks) as Boogie.
func readsBack(name string, src []byte) bool {
	_, _, err := Read(name, src)
	return err == nil
}

// apply makes the edits in src, each at its offset in src.
func apply(src []byte, edits []edit) []byte {
	edits = slices.Clone(edits)
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].off > edits[j].off })
	out := bytes.Clone(src)
	for _, e := range edits {
		out = append(out[:e.off], append([]byte(e.text), out[e.off:]...)...)
	}
	return out
}

// annotationEdits are the insertions of a's annotations into src.
func annotationEdits(prog *Program, src []byte, a *Annotations) ([]edit, error) {
	procs := map[string]*ProcDecl{}
	loops := map[string]*WhileStmt{} // by position, file:line:col
	for _, d := range prog.Decls {
		var body *Body
		switch d := d.(type) {
		case *ProcDecl:
			procs[d.Name.Name] = d
			body = d.Body
		case *ImplDecl:
			body = d.Body
		}
		if body != nil {
			walkStmts(body.Stmts, func(s Stmt) {
				if w, ok := s.(*WhileStmt); ok {
					loops[prog.Pos(w.Off).String()] = w
				}
			})
		}
	}
	var edits []edit
	for _, pa := range a.Procs {
		if e, ok := contractEdit(src, procs[pa.Name], pa); ok {
			edits = append(edits, e)
		}
		for _, pt := range pa.Points {
			w := loops[pt.Pos.String()]
			if pt.Kind != "loop invariant" || pt.Expr == "true" || w == nil {
				continue
			}
			off, err := afterGuard(src, w.Off)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", pt.Pos, err)
			}
			in := indentAt(src, w.Off) + "  "
			edits = append(edits, edit{off, fmt.Sprintf("\n%sinvariant {:inferred} %s;", in, pt.Expr)})
		}
	}
	return edits, nil
}

// contractEdit inserts pa's requires and ensures before d's first
// contract clause, else before its body.
func contractEdit(src []byte, d *ProcDecl, pa ProcAnnotations) (edit, bool) {
	if d == nil || (pa.Requires == "true" && pa.Ensures == "true") {
		return edit{}, false
	}
	off := -1
	switch {
	case len(d.Specs) > 0:
		off = d.Specs[0].Off
	case d.Body != nil:
		off = d.Body.Off
	default:
		return edit{}, false
	}
	var clauses []string
	if pa.Requires != "true" {
		clauses = append(clauses, "requires {:inferred} "+pa.Requires+";")
	}
	if pa.Ensures != "true" {
		clauses = append(clauses, "ensures {:inferred} "+pa.Ensures+";")
	}
	if !onlySpaceBefore(src, off) {
		// The contract or body starts on the signature's line: insert
		// on that line.
		return edit{off, strings.Join(clauses, " ") + " "}, true
	}
	in := indentAt(src, off)
	if len(d.Specs) == 0 {
		in = indentAt(src, d.Off) + "  "
	}
	var b strings.Builder
	for _, c := range clauses {
		b.WriteString(in + c + "\n")
	}
	start := off
	for start > 0 && src[start-1] != '\n' {
		start--
	}
	return edit{start, b.String()}, true
}

// onlySpaceBefore reports whether only blanks precede off on its line.
func onlySpaceBefore(src []byte, off int) bool {
	for i := off - 1; i >= 0 && src[i] != '\n'; i-- {
		if src[i] != ' ' && src[i] != '\t' {
			return false
		}
	}
	return true
}

// indentAt is the indentation of off's line.
func indentAt(src []byte, off int) string {
	i := off
	for i > 0 && src[i-1] != '\n' {
		i--
	}
	j := i
	for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
		j++
	}
	return string(src[i:j])
}

// afterGuard is the offset just after the closing parenthesis of the
// guard of the while statement at off.
func afterGuard(src []byte, off int) (int, error) {
	i := bytes.IndexByte(src[off:], '(')
	if i < 0 {
		return 0, fmt.Errorf("no guard after while")
	}
	depth := 0
	for j := off + i; j < len(src); j++ {
		switch src[j] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return j + 1, nil
			}
		}
	}
	return 0, fmt.Errorf("unbalanced guard after while")
}
