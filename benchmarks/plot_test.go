package benchmarks

import (
	"bytes"
	"strings"
	"testing"
)

// figureText returns the SVG of the figure called name among figs.
func figureText(t *testing.T, figs []Figure, name string) string {
	t.Helper()
	for _, f := range figs {
		if f.Name == name {
			svg, err := f.SVG()
			if err != nil {
				t.Fatal(err)
			}
			return string(svg)
		}
	}
	t.Fatalf("no figure %s", name)
	return ""
}

// TestCactusVirtualBestAndTitles: the cactus plot has a virtual-best line
// (a file counts once, at the least CPU time any solver solved it in), and
// every title names the sets and the CPU limit.
func TestCactusVirtualBestAndTitles(t *testing.T) {
	rs := handResults()
	if got := virtualBest(rs); len(got) != 3 || got[0] != 0.5 || got[1] != 1 || got[2] != 5 {
		// lin/b: horn 0.5 (z3 was wrong); lin/a: horn 1; arr/c: z3 5.
		t.Errorf("virtual best %v, want [0.5 1 5]", got)
	}
	figs, err := Figures(rs)
	if err != nil {
		t.Fatal(err)
	}
	cactus := figureText(t, figs, "cactus")
	if !strings.Contains(cactus, "virtual best (3)") {
		t.Error("the cactus plot has no virtual-best line of 3 files")
	}
	for _, f := range figs {
		svg := figureText(t, figs, f.Name)
		if !strings.Contains(svg, "arr, lin, CPU limit 10 s") {
			t.Errorf("%s: the title does not name the sets and the limit", f.Name)
		}
		if !strings.Contains(f.Title, "arr, lin, CPU limit 10 s") && f.Name == "cactus" {
			t.Errorf("%s: caption %q does not name the sets and the limit", f.Name, f.Title)
		}
	}
}

// TestEmptyScatterPairsSkipped: with a solver that solved nothing beside
// another that solved nothing, their scatter plot is not drawn and the
// report says why; pairs where one solved something are drawn.
func TestEmptyScatterPairsSkipped(t *testing.T) {
	rs := handResults()
	for _, f := range []string{"lin/a", "lin/b", "arr/c"} {
		rs = append(rs, Result{Set: f[:3], File: f, Solver: "cvc5", Answer: Unknown, CPU: 1, CPULimit: 10})
	}
	figs, err := Figures(rs)
	if err != nil {
		t.Fatal(err)
	}
	drawn := map[string]bool{}
	for _, f := range figs {
		drawn[f.Name] = f.Note == ""
	}
	if d, ok := drawn["scatter-cvc5-vs-golem"]; !ok || d {
		t.Errorf("scatter-cvc5-vs-golem: listed %v, drawn %v; want listed with a note, not drawn", ok, d)
	}
	for _, name := range []string{"scatter-cvc5-vs-horn", "scatter-golem-vs-z3", "scatter-horn-vs-z3"} {
		if !drawn[name] {
			t.Errorf("%s not drawn", name)
		}
	}
	dir := t.TempDir()
	files, err := WriteReports(dir, rs, ReportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.Contains(f, "cvc5-vs-golem") {
			t.Errorf("wrote %s", f)
		}
	}
	var b bytes.Buffer
	if err := WriteHTML(&b, rs, ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "not drawn: neither cvc5 nor golem solved a file") {
		t.Error("report.html does not say why cvc5 against golem is not drawn")
	}
}
