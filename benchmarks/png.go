package benchmarks

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"
)

// pngCanvas rasterises the plot: lines by stepping along them pixel by
// pixel, text in a fixed 7×13 bitmap font.
type pngCanvas struct{ img *image.RGBA }

func newPNG() *pngCanvas {
	img := image.NewRGBA(image.Rect(0, 0, figW, figH))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	return &pngCanvas{img: img}
}

func (p *pngCanvas) line(x1, y1, x2, y2 float64, c color.RGBA, dashed bool) {
	n := int(math.Max(math.Abs(x2-x1), math.Abs(y2-y1))) + 1
	for i := 0; i <= n; i++ {
		if dashed && (i/4)%2 == 1 {
			continue
		}
		t := float64(i) / float64(n)
		p.img.Set(int(math.Round(x1+t*(x2-x1))), int(math.Round(y1+t*(y2-y1))), c)
	}
}

func (p *pngCanvas) polyline(xs, ys []float64, c color.RGBA) {
	for i := 1; i < len(xs); i++ {
		p.line(xs[i-1], ys[i-1], xs[i], ys[i], c, false)
		p.line(xs[i-1], ys[i-1]+1, xs[i], ys[i]+1, c, false)
	}
}

func (p *pngCanvas) marker(x, y float64, c color.RGBA) {
	for dx := -2; dx <= 2; dx++ {
		for dy := -2; dy <= 2; dy++ {
			if dx*dx+dy*dy <= 5 {
				p.img.Set(int(math.Round(x))+dx, int(math.Round(y))+dy, c)
			}
		}
	}
}

func (p *pngCanvas) text(x, y float64, s string, anchor int) {
	d := &font.Drawer{Dst: p.img, Src: image.Black, Face: basicfont.Face7x13}
	w := d.MeasureString(s).Round()
	x -= float64(w) * float64(anchor+1) / 2
	d.Dot = fixed.P(int(math.Round(x)), int(math.Round(y)))
	d.DrawString(s)
}

func (p *pngCanvas) bytes() ([]byte, error) {
	var b bytes.Buffer
	err := png.Encode(&b, p.img)
	return b.Bytes(), err
}
