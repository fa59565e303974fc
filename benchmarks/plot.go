package benchmarks

import (
	"fmt"
	"image/color"
	"math"
	"path/filepath"
	"sort"
	"strings"

	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// solverNames returns the solvers of rs in name order.
func solverNames(rs []Result) []string {
	seen := map[string]bool{}
	var out []string
	for _, r := range rs {
		if !seen[r.Solver] {
			seen[r.Solver] = true
			out = append(out, r.Solver)
		}
	}
	sort.Strings(out)
	return out
}

// timeRange is the log-axis range for the CPU times of rs: from the decade
// below the shortest time to the CPU limit.
func timeRange(rs []Result) (float64, float64) {
	lo := math.Inf(1)
	for _, r := range rs {
		if r.CPU > 0 {
			lo = math.Min(lo, r.CPU)
		}
	}
	if math.IsInf(lo, 1) {
		lo = 0.01
	}
	return logRange(lo, maxCPULimit(rs))
}

// cactusPlot draws, for each solver, its solved jobs' CPU times in
// increasing order against their count: a point (k, t) means k jobs solved
// within t seconds each. The legend gives each solver's count.
func cactusPlot(rs []Result) (*figure, error) {
	times := map[string][]float64{}
	most := 1
	for _, r := range rs {
		if r.Solved() {
			times[r.Solver] = append(times[r.Solver], r.CPU)
			most = max(most, len(times[r.Solver]))
		}
	}
	lo, hi := timeRange(rs)
	f := newFigure("Cactus plot: "+scope(rs), "solved instances", "CPU time (s)")
	p := f.p
	p.X.Min, p.X.Max = 0, float64(most)+0.5
	logAxis(&p.Y, lo, hi)
	for _, n := range solverNames(rs) {
		ts := times[n]
		sort.Float64s(ts)
		pts := make(plotter.XYs, len(ts))
		for k, t := range ts {
			pts[k] = plotter.XY{X: float64(k + 1), Y: math.Max(t, lo)}
		}
		line, points, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, fmt.Errorf("cactus plot of %s: %w", n, err)
		}
		line.Color, line.Width = SolverColour(n), vg.Points(1.5)
		points.Color, points.Shape, points.Radius = SolverColour(n), solverGlyph(n), vg.Points(2.5)
		p.Add(line, points)
		f.add(fmt.Sprintf("%s (%d)", n, len(ts)), line, points)
	}
	if len(solverNames(rs)) > 1 {
		best := virtualBest(rs)
		pts := make(plotter.XYs, len(best))
		for k, t := range best {
			pts[k] = plotter.XY{X: float64(k + 1), Y: math.Max(t, lo)}
		}
		p.X.Max = max(p.X.Max, float64(len(best))+0.5)
		if len(pts) > 0 {
			line, err := plotter.NewLine(pts)
			if err != nil {
				return nil, fmt.Errorf("cactus plot of the virtual best: %w", err)
			}
			line.Color, line.Width = color.Gray{0x30}, vg.Points(1)
			line.Dashes = []vg.Length{vg.Points(5), vg.Points(3)}
			p.Add(line)
			f.add(fmt.Sprintf("virtual best (%d)", len(best)), line)
		}
	}
	return f, nil
}

// virtualBest returns the CPU times of the virtual best solver, in
// increasing order: for each file some solver solved (rightly), the least
// CPU time any solver took to solve it.
func virtualBest(rs []Result) []float64 {
	best := map[string]float64{}
	for _, r := range rs {
		if !r.Solved() {
			continue
		}
		if t, ok := best[r.File]; !ok || r.CPU < t {
			best[r.File] = r.CPU
		}
	}
	out := make([]float64, 0, len(best))
	for _, t := range best {
		out = append(out, t)
	}
	sort.Float64s(out)
	return out
}

// scope names the sets and the CPU limit of rs, for plot titles: "lia-lin,
// CPU limit 20 s", or "5 sets, CPU limit 20 s" past three sets.
func scope(rs []Result) string {
	sets := map[string]bool{}
	for _, r := range rs {
		sets[r.Set] = true
	}
	names := make([]string, 0, len(sets))
	for s := range sets {
		names = append(names, s)
	}
	sort.Strings(names)
	what := strings.Join(names, ", ")
	switch {
	case len(names) == 0:
		what = "no results"
	case len(names) > 3:
		what = fmt.Sprintf("%d sets", len(names))
	}
	lim := maxCPULimit(rs)
	if lim <= 0 || !hasLimit(rs) {
		return what + ", no CPU limit"
	}
	return fmt.Sprintf("%s, CPU limit %g s", what, lim)
}

// hasLimit reports whether the results were taken under a CPU limit.
func hasLimit(rs []Result) bool {
	for _, r := range rs {
		if r.CPULimit > 0 {
			return true
		}
	}
	return false
}

// Kinds of points in a scatter plot.
var scatterKinds = []struct {
	name  string
	col   color.RGBA
	glyph draw.GlyphDrawer
}{
	{"both solved, sat", palette[0], draw.CircleGlyph{}},
	{"both solved, unsat", palette[1], draw.SquareGlyph{}},
	{"one solved", palette[2], draw.TriangleGlyph{}},
	{"neither solved", palette[8], draw.RingGlyph{}},
	{"wrong answer", color.RGBA{0xd0, 0x00, 0x00, 0xff}, draw.CrossGlyph{}},
}

// scatterKind is the index in scatterKinds of the point for a's and b's
// results on one file.
func scatterKind(a, b *Result) int {
	switch {
	case a.Wrong || b.Wrong:
		return 4
	case a.Solved() && b.Solved() && a.Answer == Sat:
		return 0
	case a.Solved() && b.Solved():
		return 1
	case a.Solved() || b.Solved():
		return 2
	}
	return 3
}

// scatterPlot compares solvers a (x axis) and b (y axis) file by file on
// log-log axes. A job that is not solved (timeout, unknown, error, wrong)
// is drawn at the CPU limit, on the border of the plot; points below the
// diagonal are files b solved faster.
func scatterPlot(rs []Result, a, b string) (*figure, error) {
	byFile := map[string][2]*Result{}
	for i := range rs {
		r := &rs[i]
		p := byFile[r.File]
		switch r.Solver {
		case a:
			p[0] = r
		case b:
			p[1] = r
		}
		byFile[r.File] = p
	}
	lo, hi := timeRange(rs)
	f := newFigure(fmt.Sprintf("%s vs %s: %s", a, b, scope(rs)), a+": CPU time (s)", b+": CPU time (s)")
	p := f.p
	logAxis(&p.X, lo, hi)
	logAxis(&p.Y, lo, hi)
	at := func(r *Result) float64 {
		if r.Solved() {
			return math.Min(math.Max(r.CPU, lo), hi)
		}
		return hi
	}
	diag, err := plotter.NewLine(plotter.XYs{{X: lo, Y: lo}, {X: hi, Y: hi}})
	if err != nil {
		return nil, fmt.Errorf("scatter plot: %w", err)
	}
	diag.Color, diag.Dashes = color.Gray{0x60}, []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(diag)
	pts := make([]plotter.XYs, len(scatterKinds))
	files := make([]string, 0, len(byFile))
	for f := range byFile {
		files = append(files, f)
	}
	sort.Strings(files)
	for _, f := range files {
		q := byFile[f]
		if q[0] == nil || q[1] == nil {
			continue
		}
		k := scatterKind(q[0], q[1])
		pts[k] = append(pts[k], plotter.XY{X: at(q[0]), Y: at(q[1])})
	}
	for k, kind := range scatterKinds {
		if len(pts[k]) == 0 {
			continue
		}
		s, err := plotter.NewScatter(pts[k])
		if err != nil {
			return nil, fmt.Errorf("scatter plot: %w", err)
		}
		s.Color, s.Shape, s.Radius = kind.col, kind.glyph, vg.Points(3)
		p.Add(s)
		f.add(fmt.Sprintf("%s (%d)", kind.name, len(pts[k])), s)
	}
	return f, nil
}

// WritePlots writes cactus.svg and cactus.png, and for each pair of solvers
// (in name order) a scatter-A-vs-B.svg and .png, into dir. It returns the
// files written.
func WritePlots(dir string, rs []Result) ([]string, error) {
	figs, err := Figures(rs)
	if err != nil {
		return nil, err
	}
	var written []string
	for _, f := range figs {
		if f.fig == nil {
			continue // a pair not drawn: Note says why
		}
		fs, err := writeFigure(filepath.Join(dir, f.Name), f.fig)
		if err != nil {
			return written, err
		}
		written = append(written, fs...)
	}
	sort.Strings(written)
	return written, nil
}

// A Figure is one plot of a report: Name is its file name without
// extension (cactus, scatter-A-vs-B). A figure with a Note is not drawn:
// the note says why (a scatter plot of two solvers that solved nothing).
type Figure struct {
	Name, Title string
	Note        string
	fig         *figure
}

// SVG renders f as an SVG document.
func (f Figure) SVG() ([]byte, error) {
	if f.fig == nil {
		return nil, fmt.Errorf("plot %s: %s", f.Name, f.Note)
	}
	return renderSVG(f.fig)
}

// Figures returns the plots of rs: the cactus plot, then a scatter plot for
// each pair of solvers in name order.
func Figures(rs []Result) ([]Figure, error) {
	c, err := cactusPlot(rs)
	if err != nil {
		return nil, err
	}
	figs := []Figure{{Name: "cactus", Title: "Cactus plot: solved instances against CPU time (" + scope(rs) + ")", fig: c}}
	names := solverNames(rs)
	solved := map[string]bool{}
	for _, r := range rs {
		if r.Solved() {
			solved[r.Solver] = true
		}
	}
	for i, a := range names {
		for _, b := range names[i+1:] {
			if !solved[a] && !solved[b] {
				figs = append(figs, Figure{Name: "scatter-" + a + "-vs-" + b, Title: "CPU time per file: " + a + " against " + b,
					Note: "not drawn: neither " + a + " nor " + b + " solved a file"})
				continue
			}
			s, err := scatterPlot(rs, a, b)
			if err != nil {
				return nil, err
			}
			figs = append(figs, Figure{Name: "scatter-" + a + "-vs-" + b, Title: "CPU time per file: " + a + " against " + b, fig: s})
		}
	}
	return figs, nil
}
