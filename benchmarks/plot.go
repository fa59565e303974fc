package benchmarks

import (
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"sort"
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

// timeRange is the log-axis range for the CPU times of rs.
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

func lineKey(col color.RGBA) func(canvas, float64, float64) {
	return func(c canvas, x, y float64) {
		c.line(x, y, x+16, y, col, false)
		c.marker(x+8, y, col)
	}
}

// cactus draws, for each solver, its solved jobs' CPU times in increasing
// order against their count: a point (k, t) means k jobs solved within t
// seconds each.
func cactus(c canvas, rs []Result) {
	names := solverNames(rs)
	times := map[string][]float64{}
	most := 1
	for _, r := range rs {
		if r.Solved() {
			times[r.Solver] = append(times[r.Solver], r.CPU)
			most = max(most, len(times[r.Solver]))
		}
	}
	lo, hi := timeRange(rs)
	x := axis{lo: 0, hi: float64(most), p0: marginL, p1: figW - marginR}
	y := axis{lo: lo, hi: hi, p0: figH - marginB, p1: marginT, log: true}
	frame(c, x, y, "Cactus plot", "solved instances", "CPU time (s), log scale")
	var keys []func(canvas, float64, float64)
	for i, n := range names {
		col := palette[i%len(palette)]
		keys = append(keys, lineKey(col))
		ts := times[n]
		sort.Float64s(ts)
		xs, ys := make([]float64, len(ts)), make([]float64, len(ts))
		for k, t := range ts {
			xs[k], ys[k] = x.pix(float64(k+1)), y.pix(t)
			c.marker(xs[k], ys[k], col)
		}
		c.polyline(xs, ys, col)
	}
	legend(c, names, keys)
}

// scatter compares solvers a (x axis) and b (y axis) file by file on
// log-log axes; an unsolved or wrong job is drawn at the CPU limit.
func scatter(c canvas, rs []Result, a, b string) {
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
	x := axis{lo: lo, hi: hi, p0: marginL, p1: figW - marginR, log: true}
	y := axis{lo: lo, hi: hi, p0: figH - marginB, p1: marginT, log: true}
	frame(c, x, y, fmt.Sprintf("%s vs %s (CPU s)", a, b), a+", CPU time (s)", b+", CPU time (s)")
	c.line(x.pix(lo), y.pix(lo), x.pix(hi), y.pix(hi), black, true)
	c.line(x.pix(hi), y.p0, x.pix(hi), y.p1, palette[7], true) // unsolved by a: at the limit
	c.line(x.p0, y.pix(hi), x.p1, y.pix(hi), palette[7], true)
	files := make([]string, 0, len(byFile))
	for f := range byFile {
		files = append(files, f)
	}
	sort.Strings(files)
	for _, f := range files {
		p := byFile[f]
		if p[0] == nil || p[1] == nil {
			continue
		}
		c.marker(x.pix(plotTime(p[0], hi)), y.pix(plotTime(p[1], hi)), pairColour(p[0], p[1]))
	}
	legend(c, []string{"sat", "unsat", "one solved", "neither"}, []func(canvas, float64, float64){
		dotKey(palette[0]), dotKey(palette[1]), dotKey(palette[3]), dotKey(palette[7])})
}

func plotTime(r *Result, limit float64) float64 {
	if r.Solved() {
		return r.CPU
	}
	return limit
}

func pairColour(p, q *Result) color.RGBA {
	switch {
	case p.Solved() && q.Solved() && p.Answer == Sat:
		return palette[0]
	case p.Solved() && q.Solved():
		return palette[1]
	case p.Solved() || q.Solved():
		return palette[3]
	}
	return palette[7]
}

func dotKey(col color.RGBA) func(canvas, float64, float64) {
	return func(c canvas, x, y float64) { c.marker(x+8, y, col) }
}

// WritePlots writes cactus.svg and cactus.png, and for each pair of solvers
// a scatter-A-vs-B.svg and .png, into dir. It returns the files written.
func WritePlots(dir string, rs []Result) ([]string, error) {
	var written []string
	emit := func(name string, draw func(canvas)) error {
		s, p := newSVG(), newPNG()
		draw(s)
		draw(p)
		img, err := p.bytes()
		if err != nil {
			return fmt.Errorf("encoding %s.png: %w", name, err)
		}
		for ext, data := range map[string][]byte{".svg": s.bytes(), ".png": img} {
			path := filepath.Join(dir, name+ext)
			if err := os.WriteFile(path, data, 0o644); err != nil {
				return fmt.Errorf("writing plot: %w", err)
			}
			written = append(written, path)
		}
		return nil
	}
	if err := emit("cactus", func(c canvas) { cactus(c, rs) }); err != nil {
		return nil, err
	}
	names := solverNames(rs)
	for i, a := range names {
		for _, b := range names[i+1:] {
			if err := emit("scatter-"+a+"-vs-"+b, func(c canvas) { scatter(c, rs, a, b) }); err != nil {
				return nil, err
			}
		}
	}
	sort.Strings(written)
	return written, nil
}
