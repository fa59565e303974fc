package benchmarks

import (
	"math"
	"strconv"
)

// An axis maps data values in [lo, hi] to pixels in [p0, p1], linearly or
// logarithmically.
type axis struct {
	lo, hi, p0, p1 float64
	log            bool
	marks          []float64 // labelled values; nil: chosen by ticks
}

func (a axis) pix(v float64) float64 {
	v = math.Min(math.Max(v, a.lo), a.hi)
	f := (v - a.lo) / (a.hi - a.lo)
	if a.log {
		f = math.Log10(v/a.lo) / math.Log10(a.hi/a.lo)
	}
	return a.p0 + f*(a.p1-a.p0)
}

// ticks are the labelled values: powers of ten on a log axis, multiples of
// 1, 2 or 5 times a power of ten on a linear one (at most about 8).
func (a axis) ticks() []float64 {
	if a.marks != nil {
		return a.marks
	}
	var ts []float64
	if a.log {
		for e := math.Floor(math.Log10(a.lo)); e <= math.Ceil(math.Log10(a.hi)); e++ {
			if v := math.Pow(10, e); v >= a.lo*0.999 && v <= a.hi*1.001 {
				ts = append(ts, v)
			}
		}
		if len(ts) == 0 || ts[len(ts)-1] < a.hi*0.5 {
			ts = append(ts, a.hi) // the limit
		}
		return ts
	}
	step := 1.0
	for _, s := range []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000} {
		step = s
		if (a.hi-a.lo)/s <= 8 {
			break
		}
	}
	for v := math.Ceil(a.lo/step) * step; v <= a.hi+1e-9; v += step {
		ts = append(ts, v)
	}
	return ts
}

func tickLabel(v float64) string {
	return strconv.FormatFloat(v, 'g', 4, 64)
}

// logRange is the decade-rounded range of a log axis holding values up to
// hi, the smallest positive value being lo; at least one decade wide.
func logRange(lo, hi float64) (float64, float64) {
	lo = math.Max(lo, 0.001)
	hi = math.Max(hi, lo*10)
	return math.Pow(10, math.Floor(math.Log10(lo))), hi
}

// frame draws the axes with ticks, grid lines and labels.
func frame(c canvas, x, y axis, title, xlabel, ylabel string) {
	for _, v := range x.ticks() {
		px := x.pix(v)
		c.line(px, y.p0, px, y.p1, grey, false)
		c.text(px, y.p0+16, tickLabel(v), 0)
	}
	for _, v := range y.ticks() {
		py := y.pix(v)
		c.line(x.p0, py, x.p1, py, grey, false)
		c.text(x.p0-6, py+4, tickLabel(v), 1)
	}
	c.line(x.p0, y.p0, x.p1, y.p0, black, false)
	c.line(x.p0, y.p0, x.p0, y.p1, black, false)
	c.text(figW/2, 18, title, 0)
	c.text((x.p0+x.p1)/2, figH-12, xlabel, 0)
	c.text(8, marginT-8, ylabel, -1)
}

// legend lists names with their colours in the right margin.
func legend(c canvas, names []string, colours []func(canvas, float64, float64)) {
	for i, n := range names {
		y := float64(marginT + 10 + 18*i)
		colours[i](c, figW-marginR+12, y-4)
		c.text(figW-marginR+34, y, n, -1)
	}
}
