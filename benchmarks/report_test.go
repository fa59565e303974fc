package benchmarks

import (
	"bytes"
	"encoding/xml"
	"image"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// handResults: three files, three solvers, CPU limit 10 s.
func handResults() []Result {
	r := func(set, file, solver, answer string, cpu float64) Result {
		return Result{Set: set, File: set + "/" + file, Solver: solver, Answer: answer, CPU: cpu, CPULimit: 10}
	}
	rs := []Result{
		r("lin", "a", "horn", Sat, 1), r("lin", "a", "z3", Sat, 2), r("lin", "a", "golem", Timeout, 10),
		r("lin", "b", "horn", Unsat, 0.5), r("lin", "b", "z3", Sat, 3), r("lin", "b", "golem", Memout, 4),
		r("arr", "c", "horn", Unknown, 0.2), r("arr", "c", "z3", Unsat, 5), r("arr", "c", "golem", Error, 0.1),
	}
	rs[3].Expected, rs[4].Expected, rs[5].Expected = Unsat, Unsat, Unsat
	rs[4].Wrong = true
	rs[0].Validation = Valid
	rs[6].Validation = Invalid
	return rs
}

func TestTable(t *testing.T) {
	rows := Table(handResults())
	want := []Row{
		{Set: "arr", Solver: "golem", Files: 1, Errs: 1, PAR2: 20, CPU: 0.1},
		{Set: "arr", Solver: "horn", Files: 1, Unknown: 1, Invalid: 1, PAR2: 20, CPU: 0.2},
		{Set: "arr", Solver: "z3", Files: 1, Unsat: 1, Solved: 1, Unique: 1, PAR2: 5, CPU: 5},
		{Set: "lin", Solver: "golem", Files: 2, Timeout: 1, Memout: 1, PAR2: 40, CPU: 14},
		{Set: "lin", Solver: "horn", Files: 2, Sat: 1, Unsat: 1, Solved: 2, Unique: 1, PAR2: 1.5, CPU: 1.5},
		{Set: "lin", Solver: "z3", Files: 2, Sat: 1, Solved: 1, Wrong: 1, PAR2: 22, CPU: 5},
		{Set: AllSets, Solver: "golem", Files: 3, Timeout: 1, Memout: 1, Errs: 1, PAR2: 60, CPU: 14.1},
		{Set: AllSets, Solver: "horn", Files: 3, Sat: 1, Unsat: 1, Solved: 2, Unique: 1, Unknown: 1, Invalid: 1, PAR2: 21.5, CPU: 1.7},
		{Set: AllSets, Solver: "z3", Files: 3, Sat: 1, Unsat: 1, Solved: 2, Unique: 1, Wrong: 1, PAR2: 27, CPU: 10},
	}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d: %+v", len(rows), len(want), rows)
	}
	for i := range want {
		got := rows[i]
		got.CPU = float64(int(got.CPU*1000+0.5)) / 1000
		if got != want[i] {
			t.Errorf("row %d:\n got %+v\nwant %+v", i, got, want[i])
		}
	}
	var b strings.Builder
	WriteReport(&b, handResults())
	for _, s := range []string{"- WRONG: z3 answered sat on lin/b; the reference says unsat", "- INVALID WITNESS: horn on arr/c"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("report lacks %q:\n%s", s, b.String())
		}
	}
}

func TestPlotsWellFormed(t *testing.T) {
	for name, rs := range map[string][]Result{"hand": handResults(), "one": handResults()[:1], "none": nil} {
		dir := t.TempDir()
		files, err := WriteReports(dir, rs, ReportOptions{})
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]int{"hand": 3 + 2 + 2*3, "one": 3 + 2, "none": 3 + 2}[name] // report.md, files.csv, report.html, plots
		if len(files) != want {
			t.Errorf("%s: wrote %v, want %d files", name, files, want)
		}
		for _, f := range files {
			checkPlot(t, f)
		}
	}
}

func checkPlot(t *testing.T, path string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	switch filepath.Ext(path) {
	case ".svg":
		d := xml.NewDecoder(bytes.NewReader(b))
		elems := 0
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: not XML: %v", path, err)
			}
			if _, ok := tok.(xml.StartElement); ok {
				elems++
			}
		}
		if elems < 10 || !bytes.HasPrefix(b, []byte("<svg ")) {
			t.Errorf("%s: %d elements", path, elems)
		}
	case ".png":
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if img.Bounds().Dx() != 900 || img.Bounds().Dy() != 675 { // 6 × 4.5 in at 150 dpi
			t.Errorf("%s: size %v", path, img.Bounds())
		}
		if inked(img) < 1000 {
			t.Errorf("%s: almost blank", path)
		}
	}
}

// inked counts the pixels that are not white.
func inked(img image.Image) int {
	n := 0
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			if r, g, b, _ := img.At(x, y).RGBA(); r&g&b != 0xffff {
				n++
			}
		}
	}
	return n
}

func TestPairs(t *testing.T) {
	ps := Pairs(handResults())
	byKey := map[[3]string]Pair{}
	for _, p := range ps {
		byKey[[3]string{p.Set, p.A, p.B}] = p
	}
	// lin: horn and z3 both solved a (1 s vs 2 s); z3's b is wrong, so only
	// horn solved it. arr: only z3 solved c.
	lin := byKey[[3]string{"lin", "horn", "z3"}]
	if lin.Both != 1 || lin.OnlyA != 1 || lin.OnlyB != 0 || lin.Median != 0.5 || lin.GeoMean != 0.5 {
		t.Errorf("lin horn/z3: %+v", lin)
	}
	all := byKey[[3]string{AllSets, "horn", "z3"}]
	if all.Both != 1 || all.OnlyA != 1 || all.OnlyB != 1 {
		t.Errorf("all horn/z3: %+v", all)
	}
	g := byKey[[3]string{AllSets, "golem", "horn"}]
	if g.Both != 0 || g.OnlyA != 0 || g.OnlyB != 2 || !math.IsNaN(g.Median) {
		t.Errorf("all golem/horn: %+v", g)
	}
	if n := len(ps); n != 3*2+3 {
		t.Errorf("%d pairs, want 9 (3 solver pairs × 2 sets + totals)", n)
	}
	if last := ps[len(ps)-1]; last.Set != AllSets {
		t.Errorf("totals not last: %+v", last)
	}
	// Ratios use a floor: 0.01 s vs 0.04 s are both "0.05 s".
	rs := []Result{
		{Set: "s", File: "s/x", Solver: "a", Answer: Sat, CPU: 0.01},
		{Set: "s", File: "s/x", Solver: "b", Answer: Sat, CPU: 0.04},
		{Set: "s", File: "s/y", Solver: "a", Answer: Sat, CPU: 4},
		{Set: "s", File: "s/y", Solver: "b", Answer: Sat, CPU: 1},
	}
	p := Pairs(rs)[0]
	if p.Both != 2 || p.Median != 2.5 || math.Abs(p.GeoMean-2) > 1e-9 {
		t.Errorf("floor: %+v, want median 2.5 and geo-mean 2", p)
	}
	var b strings.Builder
	WriteReport(&b, handResults())
	if !strings.Contains(b.String(), "| lin | horn | z3 | 1 | 1 | 0 | 0.50 | 0.50 |") {
		t.Errorf("report lacks the lin horn/z3 pair:\n%s", b.String())
	}
}

// TestSolverColours: a solver's colour depends on its name alone, and the
// solvers most often compared get different ones.
func TestSolverColours(t *testing.T) {
	seen := map[string]string{}
	for _, n := range []string{"horn", "z3", "golem", "eldarica", "spacer", "bmc", "pdr", "portfolio"} {
		c := colourHex(n)
		if other, dup := seen[c]; dup {
			t.Errorf("%s and %s are both %s", n, other, c)
		}
		seen[c] = n
	}
	if colourHex("horn") != "#0072b2" || colourHex("z3") != "#d55e00" {
		t.Errorf("horn %s, z3 %s: want #0072b2 and #d55e00", colourHex("horn"), colourHex("z3"))
	}
}
