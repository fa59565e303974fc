package benchmarks

import (
	"fmt"
	"os"
	"path/filepath"
)

// ReportFile is the name of the Markdown report in an output folder.
const ReportFile = "report.md"

// WriteReports writes report.md (with the description of runs, if given)
// and the plots for rs into dir and returns the files written.
func WriteReports(dir string, rs []Result, runs ...RunInfo) ([]string, error) {
	path := filepath.Join(dir, ReportFile)
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("writing report: %w", err)
	}
	if err := WriteReport(f, rs, runs...); err != nil {
		f.Close()
		return nil, fmt.Errorf("writing report: %w", err)
	}
	if err := f.Close(); err != nil {
		return nil, fmt.Errorf("writing report: %w", err)
	}
	plots, err := WritePlots(dir, rs)
	return append([]string{path}, plots...), err
}
