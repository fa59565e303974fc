package benchmarks

import (
	"fmt"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
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

// A Series is one line: points (X[i], Y[i]) in order, in the colour and
// marker its Name chooses (as SolverColour); Dashed lines are drawn dashed
// (e.g. a second engine).
type Series struct {
	Name   string
	X, Y   []float64
	Dashed bool
}

// WriteLinePlot writes stem.svg and stem.png and returns the paths.
func WriteLinePlot(stem string, p LinePlot) ([]string, error) {
	g, err := p.plot()
	if err != nil {
		return nil, fmt.Errorf("plot %s: %w", stem, err)
	}
	return writeFigure(stem, g)
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

func (p LinePlot) plot() (*figure, error) {
	xlo, xhi, ylo, yhi := p.ranges()
	f := newFigure(p.Title, p.XLabel, p.YLabel)
	g := f.p
	if p.LogY {
		lo, hi := logRange(ylo, yhi)
		logAxis(&g.Y, lo, hi)
	} else {
		g.Y.Min, g.Y.Max = math.Min(0, ylo), math.Max(yhi, ylo+1)
	}
	if p.LogX {
		xlo = math.Max(xlo, 1e-9)
		g.X.Scale = plot.LogScale{}
		g.X.Tick.Marker = logTicks{}
	}
	g.X.Min, g.X.Max = xlo, xhi
	if p.XTicks != nil {
		ticks := make(plot.ConstantTicks, len(p.XTicks))
		for i, x := range p.XTicks {
			ticks[i] = plot.Tick{Value: x, Label: strconv.FormatFloat(x, 'g', -1, 64)}
		}
		g.X.Tick.Marker = ticks
	}
	for _, s := range p.Series {
		pts := make(plotter.XYs, 0, len(s.X))
		for i := range s.X {
			if p.LogY && s.Y[i] <= 0 || p.LogX && s.X[i] <= 0 {
				continue // not on a log axis
			}
			pts = append(pts, plotter.XY{X: s.X[i], Y: math.Min(s.Y[i], g.Y.Max)})
		}
		line, points, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, fmt.Errorf("series %s: %w", s.Name, err)
		}
		col := SolverColour(s.Name)
		line.Color, line.Width = col, vg.Points(1.5)
		if s.Dashed {
			line.Dashes = []vg.Length{vg.Points(5), vg.Points(3)}
		}
		points.Color, points.Shape, points.Radius = col, solverGlyph(s.Name), vg.Points(2.5)
		g.Add(line, points)
		f.add(s.Name, line, points)
	}
	return f, nil
}
