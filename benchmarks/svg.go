package benchmarks

import (
	"encoding/xml"
	"fmt"
	"image/color"
	"strings"
)

// svgCanvas writes SVG elements into a buffer.
type svgCanvas struct{ b strings.Builder }

func newSVG() *svgCanvas {
	s := &svgCanvas{}
	fmt.Fprintf(&s.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", figW, figH, figW, figH)
	fmt.Fprintf(&s.b, `<rect width="%d" height="%d" fill="white"/>`+"\n", figW, figH)
	return s
}

func rgb(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

func (s *svgCanvas) line(x1, y1, x2, y2 float64, c color.RGBA, dashed bool) {
	dash := ""
	if dashed {
		dash = ` stroke-dasharray="4 3"`
	}
	fmt.Fprintf(&s.b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s"%s/>`+"\n", x1, y1, x2, y2, rgb(c), dash)
}

func (s *svgCanvas) polyline(xs, ys []float64, c color.RGBA) {
	var pts []string
	for i := range xs {
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", xs[i], ys[i]))
	}
	fmt.Fprintf(&s.b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="1.5"/>`+"\n", strings.Join(pts, " "), rgb(c))
}

func (s *svgCanvas) marker(x, y float64, c color.RGBA) {
	fmt.Fprintf(&s.b, `<circle cx="%.1f" cy="%.1f" r="2.5" fill="%s"/>`+"\n", x, y, rgb(c))
}

func (s *svgCanvas) text(x, y float64, str string, anchor int) {
	a := [...]string{"start", "middle", "end"}[anchor+1]
	var esc strings.Builder
	xml.EscapeText(&esc, []byte(str))
	fmt.Fprintf(&s.b, `<text x="%.1f" y="%.1f" text-anchor="%s">%s</text>`+"\n", x, y, a, esc.String())
}

// bytes closes the document and returns it.
func (s *svgCanvas) bytes() []byte {
	return []byte(s.b.String() + "</svg>\n")
}
