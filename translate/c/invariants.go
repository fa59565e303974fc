package c

import (
	"fmt"
	"io"
	"strings"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/boogie"
)

// Invariants are a model of the clauses in the C program's terms: per
// function a precondition (the calling contexts) and a postcondition (the
// summary: \old(g) is a global's value at entry, \result the returned
// value, parameters their values at entry), and an invariant per loop
// head and per point after a call, as C expressions with ACSL's \old,
// \result and ==>.
type Invariants struct {
	Funcs []FuncInvariants `json:"functions"`
}

// FuncInvariants are one function's annotations.
type FuncInvariants struct {
	Name   string           `json:"function"`
	Pos    chc.Pos          `json:"pos"`
	Pre    string           `json:"requires"`
	Post   string           `json:"ensures"`
	Points []PointInvariant `json:"points,omitempty"`
}

// PointInvariant is the invariant at a loop head or after a call.
type PointInvariant struct {
	Pos  chc.Pos `json:"pos"`
	Kind string  `json:"kind"`
	Expr string  `json:"expr"`
	// Func is the C function. C is a loop
	// invariant as SV-COMP witnesses state it: a side-effect-free C
	// expression over the variables in scope at the loop (see
	// Translation.loopC); empty for other points or when C can state
	// none of Expr.
	Func string `json:"-"`
	C    string `json:"-"`
}

// invariants maps the lowered program's annotations to C.
func (tr *Translation) invariants(a *boogie.Annotations) *Invariants {
	out := &Invariants{}
	for _, p := range a.Procs {
		name := tr.procName(p.Name)
		if name == "" {
			name = p.Name
		}
		fi := FuncInvariants{Name: name, Pos: tr.cPos(p.Pos),
			Pre: tr.cExpr(p.Requires, true), Post: tr.cExpr(p.Ensures, false)}
		for _, pt := range p.Points {
			at := tr.pointPos(pt.Pos)
			pi := PointInvariant{Pos: at, Kind: pt.Kind, Expr: tr.cExpr(pt.Expr, false), Func: name}
			if pt.Kind == "loop invariant" {
				pi.C = tr.loopC(at, pt.Expr)
			}
			fi.Points = append(fi.Points, pi)
		}
		out.Funcs = append(out.Funcs, fi)
	}
	return out
}

// pointPos is a cut point's C position.
func (tr *Translation) pointPos(p chc.Pos) chc.Pos { return tr.cPos(p) }

// cExpr rewrites a Boogie expression over the lowered program's names as
// a C expression over the program's names: old(e) is \old(e), a
// parameter's entry value \old(p) (p in a precondition), $ret is
// \result, if-then-else is ?:, div and mod stay Euclidean (as in ACSL's
// mathematical integers they are written / and % only for non-negative
// operands, so they are kept by name).
func (tr *Translation) cExpr(s string, pre bool) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		if !identStart(c) {
			b.WriteByte(c)
			i++
			continue
		}
		j := i + 1
		for j < len(s) && (identStart(s[j]) || s[j] >= '0' && s[j] <= '9') {
			j++
		}
		b.WriteString(tr.cWord(s[i:j], pre))
		i = j
	}
	return b.String()
}

func identStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || strings.IndexByte("'~#$^_.?`\\", c) >= 0
}

// cWord maps one Boogie word; a parameter's entry value is \old(p)
// except in a precondition.
func (tr *Translation) cWord(w string, pre bool) string {
	if p, ok := strings.CutSuffix(w, "$in"); ok && !pre {
		return `\old(` + tr.cName(p) + ")"
	}
	switch w {
	case "old":
		return `\old`
	case "$ret":
		return `\result`
	case "then":
		return "?"
	case "else":
		return ":"
	case "if":
		return ""
	}
	return tr.cName(w)
}

// WriteTo prints the invariants, a function's inferred contract
// (labelled "// inferred") then its points; an invariant that is true
// says nothing and is left out, and so is a function left with none.
func (iv *Invariants) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	for _, f := range iv.Funcs {
		var lines []string
		if f.Pre != "true" {
			lines = append(lines, fmt.Sprintf("  requires %s;  // inferred\n", f.Pre))
		}
		if f.Post != "true" {
			lines = append(lines, fmt.Sprintf("  ensures %s;  // inferred\n", f.Post))
		}
		for _, p := range f.Points {
			if p.Expr != "true" {
				lines = append(lines, fmt.Sprintf("  %s: %s %s;\n", p.Pos, p.Kind, p.Expr))
			}
		}
		if len(lines) > 0 {
			fmt.Fprintf(&b, "%s  // %s\n%s", f.Name, f.Pos, strings.Join(lines, ""))
		}
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}
