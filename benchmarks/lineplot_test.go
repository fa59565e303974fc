package benchmarks

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteLinePlot(t *testing.T) {
	stem := filepath.Join(t.TempDir(), "fig")
	p := LinePlot{Title: "t", XLabel: "n", YLabel: "s", LogX: true, LogY: true, XTicks: []float64{16, 64, 256}, YMax: 10,
		Series: []Series{{Name: "a", X: []float64{16, 64, 256}, Y: []float64{0.1, 1, 10}}, {Name: "b", X: []float64{16, 64}, Y: []float64{0.05, 10}, Dashed: true}}}
	files, err := WriteLinePlot(stem, p)
	if err != nil || len(files) != 2 {
		t.Fatalf("WriteLinePlot: %v %v", files, err)
	}
	svg, err := os.ReadFile(stem + ".svg")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{">256<", ">a<", ">b<", "stroke-dasharray"} {
		if !strings.Contains(string(svg), want) {
			t.Errorf("svg lacks %q", want)
		}
	}
	if fi, err := os.Stat(stem + ".png"); err != nil || fi.Size() == 0 {
		t.Errorf("png: %v", err)
	}
}
