package benchmarks

import "image/color"

// A canvas is what the plots draw on: the SVG writer and the PNG
// rasteriser implement it, so both files come from the same drawing code.
// Coordinates are pixels, y growing downwards.
type canvas interface {
	line(x1, y1, x2, y2 float64, c color.RGBA, dashed bool)
	polyline(xs, ys []float64, c color.RGBA)
	marker(x, y float64, c color.RGBA)
	// text draws s with its baseline at y, starting at x (anchor -1),
	// centred on x (0) or ending at x (1).
	text(x, y float64, s string, anchor int)
}

// The plot palette: one colour per solver, in order.
var palette = []color.RGBA{
	{31, 119, 180, 255}, {214, 39, 40, 255}, {44, 160, 44, 255}, {255, 127, 14, 255},
	{148, 103, 189, 255}, {140, 86, 75, 255}, {227, 119, 194, 255}, {127, 127, 127, 255},
}

var (
	black = color.RGBA{0, 0, 0, 255}
	grey  = color.RGBA{200, 200, 200, 255}
)

// Figure size and margins in pixels.
const (
	figW, figH                         = 640, 480
	marginL, marginR, marginT, marginB = 70, 150, 30, 50
)
