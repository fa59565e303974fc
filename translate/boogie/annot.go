package boogie

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// Annotations are a model of the clauses in the program's terms: per
// procedure a calling context (requires), a summary (ensures) and an
// invariant per cut point, as Boogie expressions over the program's names
// (old(g) is a global's value at the procedure's start).
type Annotations struct {
	Procs []ProcAnnotations `json:"procedures"`
}

// ProcAnnotations are one procedure's annotations.
type ProcAnnotations struct {
	Name     string            `json:"proc"`
	Pos      chc.Pos           `json:"pos"`
	Requires string            `json:"requires"`
	Ensures  string            `json:"ensures"`
	Points   []PointAnnotation `json:"points,omitempty"`
}

// PointAnnotation is the invariant of a cut point: a loop head ("loop
// invariant"), the point after a call ("after call"), or the target of a
// goto back edge ("invariant").
type PointAnnotation struct {
	Pos  chc.Pos `json:"pos"`
	Kind string  `json:"kind"`
	Expr string  `json:"expr"`
}

// Annotate maps a model of the translation's clauses to annotations, each
// simplified with chc's Simplify (as horn's driver simplifies the models it
// reports). A predicate the model leaves out reads as true.
func (tr *Translation) Annotate(m chc.Model) *Annotations {
	e := tr.enc
	out := &Annotations{}
	for _, fr := range e.order {
		pos := e.prog.Pos(procOff(fr.proc))
		pa := ProcAnnotations{Name: fr.proc.Name, Pos: pos}
		pa.Requires = interpText(e.f, m, fr.entry, slotNames(fr.entrySlots()), fr)
		pa.Ensures = interpText(e.f, m, fr.sum, fr.sumNames(), fr)
		var cuts []*node
		for n := range fr.cuts {
			cuts = append(cuts, n)
		}
		sort.Slice(cuts, func(i, j int) bool { return cuts[i].off < cuts[j].off })
		for _, n := range cuts {
			pos := e.prog.Pos(n.off)
			pa.Points = append(pa.Points, PointAnnotation{Pos: pos, Kind: cutKind(n),
				Expr: interpText(e.f, m, fr.cuts[n], slotNames(fr.slots), fr)})
		}
		out.Procs = append(out.Procs, pa)
	}
	return out
}

func cutKind(n *node) string {
	switch {
	case n.kind == nHead:
		return "loop invariant"
	case n.impl:
		return "after call"
	}
	return "invariant"
}

func slotNames(slots []*slot) []string {
	out := make([]string, len(slots))
	for i, s := range slots {
		out[i] = s.name
	}
	return out
}

// sumNames names the summary's parameters: a modified global's entry
// value is old(g).
func (fr *frame) sumNames() []string {
	var out []string
	for _, s := range fr.entrySlots() {
		if _, mod := fr.old[s.obj]; mod && s.kind == sGlobal {
			out = append(out, "old("+s.name+")")
		} else {
			out = append(out, s.name)
		}
	}
	for _, g := range fr.mods {
		out = append(out, g.Name)
	}
	return append(out, slotNames(fr.pick(fr.indices(sOut)))...)
}

// interpText prints p's interpretation, simplified, over the given
// parameter names.
func interpText(f *chc.Factory, m chc.Model, p *chc.Pred, names []string, fr *frame) string {
	in, ok := m[p]
	if !ok {
		return "true"
	}
	bp := &boogiePrinter{names: map[*chc.Term]string{}, funcs: map[string]bool{}}
	for i, v := range in.Params {
		bp.names[v] = names[i]
	}
	for _, s := range fr.slots {
		if s.kind == sFunc {
			bp.funcs[s.name] = true
		}
	}
	return bp.print(f.Simplify(in.Body))
}

// WriteTo prints the annotations as Boogie contract and invariant lines:
// per procedure its position, then the inferred requires and ensures
// (labelled "// inferred": they are horn's, not the program's), then an
// invariant per cut point with its position. An annotation that is true
// says nothing and is left out, and so is a procedure left with none.
func (a *Annotations) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	for _, p := range a.Procs {
		var lines []string
		if p.Requires != "true" {
			lines = append(lines, fmt.Sprintf("  requires %s;  // inferred\n", p.Requires))
		}
		if p.Ensures != "true" {
			lines = append(lines, fmt.Sprintf("  ensures %s;  // inferred\n", p.Ensures))
		}
		for _, pt := range p.Points {
			if pt.Expr != "true" {
				lines = append(lines, fmt.Sprintf("  %s: %s %s;\n", pt.Pos, pt.Kind, pt.Expr))
			}
		}
		if len(lines) > 0 {
			fmt.Fprintf(&b, "procedure %s  // %s\n%s", p.Name, p.Pos, strings.Join(lines, ""))
		}
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}
