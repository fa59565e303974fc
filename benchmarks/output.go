package benchmarks

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// ReportFile is the name of the Markdown report in an output folder.
const ReportFile = "report.md"

// WriteReports writes into dir report.md (the report of WriteReport, with
// the description of opt.Runs, followed by the per-file table), files.csv
// (the per-file table), report.html (WriteHTML) and the plots for rs, and
// returns the files written.
func WriteReports(dir string, rs []Result, opt ReportOptions) ([]string, error) {
	if _, err := opt.baseline(rs); err != nil {
		return nil, err
	}
	var written []string
	for _, f := range []struct {
		name  string
		write func(io.Writer) error
	}{
		{ReportFile, func(w io.Writer) error {
			if err := WriteReport(w, rs, opt.Runs...); err != nil {
				return err
			}
			if _, err := io.WriteString(w, "\n## Per file\n\n"); err != nil {
				return err
			}
			return WriteFileTable(w, rs)
		}},
		{FilesCSV, func(w io.Writer) error { return WriteFileCSV(w, rs) }},
		{HTMLFile, func(w io.Writer) error { return WriteHTML(w, rs, opt) }},
	} {
		path := filepath.Join(dir, f.name)
		if err := writeFile(path, f.write); err != nil {
			return written, err
		}
		written = append(written, path)
	}
	plots, err := WritePlots(dir, rs)
	return append(written, plots...), err
}

// writeFile creates path and writes it with write.
func writeFile(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("writing report: %w", err)
	}
	if err := write(f); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}
