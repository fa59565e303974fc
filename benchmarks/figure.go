package benchmarks

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"image/color"
	"math"
	"os"
	"regexp"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Size and resolution of the figures: 6 × 4.5 inches, a column of a
// two-column paper at full width, and 150 dpi for the PNG copy.
const (
	figWidth  = 6 * vg.Inch
	figHeight = 4.5 * vg.Inch
	figDPI    = 150
)

// palette holds colours that stay apart for the colour-blind (Okabe and
// Ito's, then Tableau's), darkened where they are too pale for thin lines
// on white.
var palette = [...]color.RGBA{
	{0x00, 0x72, 0xb2, 0xff}, // blue
	{0xd5, 0x5e, 0x00, 0xff}, // vermilion
	{0x00, 0x9e, 0x73, 0xff}, // bluish green
	{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	{0xe6, 0x9f, 0x00, 0xff}, // orange
	{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	{0x00, 0x00, 0x00, 0xff}, // black
	{0x8c, 0x56, 0x4b, 0xff}, // brown
	{0x7f, 0x7f, 0x7f, 0xff}, // grey
	{0xbc, 0xbd, 0x22, 0xff}, // olive
}

// glyphs are the marker shapes; a solver's shape is chosen like its
// colour, so that two solvers whose names give the same colour most
// likely still differ in shape.
var glyphs = [...]draw.GlyphDrawer{
	draw.CircleGlyph{}, draw.SquareGlyph{}, draw.TriangleGlyph{}, draw.PyramidGlyph{},
	draw.CrossGlyph{}, draw.PlusGlyph{}, draw.RingGlyph{}, draw.BoxGlyph{},
}

// colourSalt is prefixed to names before hashing: chosen so that the
// solvers most often compared (horn, z3, golem, eldarica, spacer, bmc, pdr,
// portfolio) all get different colours, horn blue and z3 vermilion.
const colourSalt = "11012:"

// nameHash is the FNV-1a hash of a solver or series name (salted).
func nameHash(name string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(colourSalt + name))
	return h.Sum32()
}

// solverPalette is the palette less grey, which scatter plots keep for
// files neither solver solved.
var solverPalette = append(append([]color.RGBA(nil), palette[:8]...), palette[9:]...)

// SolverColour is the colour of a solver in every plot: chosen by its
// name alone, so that it is the same across plots, runs and reports,
// whichever other solvers are in them.
func SolverColour(name string) color.RGBA {
	return solverPalette[nameHash(name)%uint32(len(solverPalette))]
}

// solverGlyph is the marker shape of a solver, chosen by name as its colour.
func solverGlyph(name string) draw.GlyphDrawer {
	return glyphs[nameHash(name)/uint32(len(solverPalette))%uint32(len(glyphs))]
}

// A figure is a plot and its legend, which is drawn to the right of the
// axes so that it hides no point.
type figure struct {
	p       *plot.Plot
	legend  plot.Legend
	entries int
}

// newFigure returns a figure with title and axis labels and a grid.
func newFigure(title, xlabel, ylabel string) *figure {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = xlabel
	p.Y.Label.Text = ylabel
	p.Add(plotter.NewGrid())
	f := &figure{p: p, legend: p.Legend}
	f.legend.Top, f.legend.Left = true, true
	f.legend.ThumbnailWidth = vg.Points(20)
	return f
}

// add adds a legend entry.
func (f *figure) add(name string, thumbs ...plot.Thumbnailer) {
	f.legend.Add(name, thumbs...)
	f.entries++
}

// draw draws f on c: the plot, and its legend in a column on the right.
func (f *figure) draw(c vg.CanvasSizer) {
	dc := draw.New(c)
	if f.entries == 0 {
		f.p.Draw(dc)
		return
	}
	pad := vg.Points(10)
	w := f.legend.Rectangle(dc).Size().X + 2*pad
	f.p.Draw(draw.Crop(dc, 0, -w, 0, 0))
	top := f.p.Title.TextStyle.Height(f.p.Title.Text) + f.p.Title.Padding + pad
	f.legend.Draw(draw.Crop(dc, dc.Size().X-w+pad, 0, 0, -top))
}

// logAxis makes a a log-scale axis from lo to hi (both > 0) with labelled
// decades.
func logAxis(a *plot.Axis, lo, hi float64) {
	a.Scale = plot.LogScale{}
	a.Tick.Marker = logTicks{}
	a.Min, a.Max = lo, hi
}

// logTicks marks 1 to 9 times each power of ten, labelling the powers, and
// the end of the axis when it is a limit past the last power (such as 20 s).
type logTicks struct{}

// Ticks implements plot.Ticker.
func (logTicks) Ticks(lo, hi float64) []plot.Tick {
	const eps = 1e-9
	var ticks []plot.Tick
	last := 0.0
	for e := math.Floor(math.Log10(lo) + eps); math.Pow(10, e) <= hi*(1+eps); e++ {
		d := math.Pow(10, e)
		for i := 1; i < 10; i++ {
			v := float64(i) * d
			if v < lo*(1-eps) || v > hi*(1+eps) {
				continue
			}
			t := plot.Tick{Value: v}
			if i == 1 {
				t.Label, last = strconv.FormatFloat(v, 'g', -1, 64), v
			}
			ticks = append(ticks, t)
		}
	}
	if last > 0 && hi >= 2*last {
		ticks = append(ticks, plot.Tick{Value: hi, Label: strconv.FormatFloat(hi, 'g', 4, 64)})
	}
	return ticks
}

// svgHead is the XML declaration and comment before the <svg> element
// that vgsvg writes; it is dropped, so the file starts with <svg.
var svgHead = regexp.MustCompile(`(?s)\A.*?(<svg )`)

// renderSVG draws f as an SVG document that starts with <svg.
//
// The layout (the legend's column above all, at the right edge) is
// measured with gonum's Liberation Serif, which the SVG names; a browser
// without that font draws another, often wider, and clipped the legend.
// So each text gets the width gonum measured as its textLength, which the
// browser fits its glyphs to, and the font family falls back to metric
// twins of Liberation Serif, then to any serif.
func renderSVG(f *figure) ([]byte, error) {
	c := &fittedSVG{Canvas: vgsvg.New(figWidth, figHeight)}
	f.draw(c)
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return nil, fmt.Errorf("drawing SVG: %w", err)
	}
	svg := svgHead.ReplaceAll(b.Bytes(), []byte("$1"))
	return c.fit(svg), nil
}

// fittedSVG is an SVG canvas that records the width of each string drawn,
// as gonum measured it, in drawing order (which is the order of the
// <text> elements in the document).
type fittedSVG struct {
	*vgsvg.Canvas
	widths []vg.Length
}

// FillString implements vg.Canvas.
func (c *fittedSVG) FillString(f font.Face, pt vg.Point, s string) {
	c.widths = append(c.widths, f.Width(s))
	c.Canvas.FillString(f, pt, s)
}

var (
	svgText   = regexp.MustCompile(`<text `)
	svgFamily = regexp.MustCompile(`font-family:Liberation Serif;`)
)

// fit gives the k-th <text> element of svg the k-th width as its
// textLength, and the font family its fallbacks. When the counts differ
// (a text drawn otherwise than by FillString) it leaves the texts as they
// are.
func (c *fittedSVG) fit(svg []byte) []byte {
	svg = svgFamily.ReplaceAll(svg, []byte(`font-family:'Liberation Serif',Tinos,'Times New Roman',Times,serif;`))
	if len(svgText.FindAllIndex(svg, -1)) != len(c.widths) {
		return svg
	}
	k := 0
	return svgText.ReplaceAllFunc(svg, func([]byte) []byte {
		w := c.widths[k]
		k++
		if w <= 0 {
			return []byte("<text ")
		}
		return fmt.Appendf(nil, `<text textLength="%.2f" lengthAdjust="spacingAndGlyphs" `, w.Points())
	})
}

// renderPNG draws f as a PNG image.
func renderPNG(f *figure) ([]byte, error) {
	c := vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(figWidth, figHeight), vgimg.UseDPI(figDPI))}
	f.draw(c)
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return nil, fmt.Errorf("drawing PNG: %w", err)
	}
	return b.Bytes(), nil
}

// writeFigure writes f as stem.svg and stem.png and returns the paths.
func writeFigure(stem string, f *figure) ([]string, error) {
	svg, err := renderSVG(f)
	if err != nil {
		return nil, fmt.Errorf("plot %s: %w", stem, err)
	}
	png, err := renderPNG(f)
	if err != nil {
		return nil, fmt.Errorf("plot %s: %w", stem, err)
	}
	for _, f := range []struct {
		path string
		data []byte
	}{{stem + ".svg", svg}, {stem + ".png", png}} {
		if err := os.WriteFile(f.path, f.data, 0o644); err != nil {
			return nil, fmt.Errorf("writing plot: %w", err)
		}
	}
	return []string{stem + ".svg", stem + ".png"}, nil
}

// logRange is a log axis range for data from lo to hi: lo rounded down to
// a decade (and not below 0.001), hi kept (it is often the CPU limit, where
// unsolved jobs are drawn), at least one decade in all.
func logRange(lo, hi float64) (float64, float64) {
	lo = math.Pow(10, math.Floor(math.Log10(math.Max(lo, 0.001))))
	return lo, math.Max(hi, lo*10)
}
