package benchmarks

import (
	"fmt"
	"image/color"
	"math"
	"os"
)

// A LinePlot is a figure of lines, each a Series of points, e.g. CPU time
// against heap size, one line per encoding and engine.
type LinePlot struct {
	Title, XLabel, YLabel string
	LogX, LogY            bool
	XTicks                []float64 // labelled x values; nil: automatic
	YMax                  float64   // top of the y axis (e.g. the CPU limit); 0: the largest y
	Series                []Series
}

// A Series is one line: points (X[i], Y[i]) in order; Dashed lines are
// drawn dashed (e.g. a second engine), in the palette colour of their index.
type Series struct {
	Name   string
	X, Y   []float64
	Dashed bool
}

// WriteLinePlot writes stem.svg and stem.png and returns the paths.
func WriteLinePlot(stem string, p LinePlot) ([]string, error) {
	s, g := newSVG(), newPNG()
	p.draw(s)
	p.draw(g)
	img, err := g.bytes()
	if err != nil {
		return nil, fmt.Errorf("encoding %s.png: %w", stem, err)
	}
	if err := os.WriteFile(stem+".svg", s.bytes(), 0o644); err != nil {
		return nil, fmt.Errorf("writing plot: %w", err)
	}
	if err := os.WriteFile(stem+".png", img, 0o644); err != nil {
		return nil, fmt.Errorf("writing plot: %w", err)
	}
	return []string{stem + ".svg", stem + ".png"}, nil
}

// ranges returns the data ranges of p's series.
func (p LinePlot) ranges() (xlo, xhi, ylo, yhi float64) {
	xlo, ylo = math.Inf(1), math.Inf(1)
	xhi, yhi = math.Inf(-1), math.Inf(-1)
	for _, s := range p.Series {
		for i := range s.X {
			xlo, xhi = math.Min(xlo, s.X[i]), math.Max(xhi, s.X[i])
			if !p.LogY || s.Y[i] > 0 {
				ylo = math.Min(ylo, s.Y[i])
			}
			yhi = math.Max(yhi, s.Y[i])
		}
	}
	if math.IsInf(xlo, 1) {
		xlo, xhi, ylo, yhi = 1, 10, 0.01, 1
	}
	if p.YMax > 0 {
		yhi = p.YMax
	}
	if xhi <= xlo {
		xhi = xlo + 1
	}
	return xlo, xhi, ylo, yhi
}

func (p LinePlot) draw(c canvas) {
	xlo, xhi, ylo, yhi := p.ranges()
	if p.LogY {
		ylo, yhi = logRange(ylo, yhi)
	} else {
		ylo, yhi = math.Min(0, ylo), math.Max(yhi, ylo+1)
	}
	x := axis{lo: xlo, hi: xhi, p0: marginL, p1: figW - marginR, log: p.LogX, marks: p.XTicks}
	y := axis{lo: ylo, hi: yhi, p0: figH - marginB, p1: marginT, log: p.LogY}
	frame(c, x, y, p.Title, p.XLabel, p.YLabel)
	var names []string
	var keys []func(canvas, float64, float64)
	for i, s := range p.Series {
		col := palette[i%len(palette)]
		names = append(names, s.Name)
		keys = append(keys, seriesKey(col, s.Dashed))
		for k := range s.X {
			c.marker(x.pix(s.X[k]), y.pix(s.Y[k]), col)
			if k > 0 {
				c.line(x.pix(s.X[k-1]), y.pix(s.Y[k-1]), x.pix(s.X[k]), y.pix(s.Y[k]), col, s.Dashed)
			}
		}
	}
	legend(c, names, keys)
}

func seriesKey(col color.RGBA, dashed bool) func(canvas, float64, float64) {
	return func(c canvas, x, y float64) {
		c.line(x, y, x+16, y, col, dashed)
		c.marker(x+8, y, col)
	}
}
