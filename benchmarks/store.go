package benchmarks

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Names of the files a run writes in its output folder.
const (
	CSVFile   = "results.csv"
	JSONLFile = "results.jsonl"
)

// csvHeader is the first row of results.csv.
// Files written before the columns after detail existed have the first 13
// columns only (oldCSVColumns) and are read all the same.
var csvHeader = []string{"file", "set", "solver", "answer", "cpu_s", "wall_s", "mem_kb", "exit",
	"validation", "expected", "wrong", "cpu_limit_s", "detail", "cpu_measured_s", "sha256", "log"}

const oldCSVColumns = 13

func (r Result) csvRow() []string {
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
	return []string{r.File, r.Set, r.Solver, r.Answer, f(r.CPU), f(r.Wall), strconv.FormatInt(r.MemKB, 10), r.Exit,
		r.Validation, r.Expected, strconv.FormatBool(r.Wrong), f(r.CPULimit), r.Detail, f(r.CPUMeasured), r.SHA256, r.Log}
}

// parseCSVRow reads a row of a file whose header has width columns.
func parseCSVRow(rec []string, width int) (Result, error) {
	if len(rec) != width {
		return Result{}, fmt.Errorf("%d columns, want %d", len(rec), width)
	}
	rec = append(rec, make([]string, len(csvHeader)-len(rec))...)
	if rec[13] == "" {
		rec[13] = "0"
	}
	var errs []error
	num := func(s string) float64 {
		x, err := strconv.ParseFloat(s, 64)
		errs = append(errs, err)
		return x
	}
	r := Result{File: rec[0], Set: rec[1], Solver: rec[2], Answer: rec[3], CPU: num(rec[4]), Wall: num(rec[5]),
		MemKB: int64(num(rec[6])), Exit: rec[7], Validation: rec[8], Expected: rec[9], Wrong: rec[10] == "true",
		CPULimit: num(rec[11]), Detail: rec[12], CPUMeasured: num(rec[13]), SHA256: rec[14], Log: rec[15]}
	return r, errors.Join(errs...)
}

// ReadResults reads a results file: JSON Lines when its name ends in .jsonl
// or .json, CSV otherwise. A truncated last line (a run killed while
// writing) is ignored.
func ReadResults(path string) ([]Result, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("reading results: %w", err)
	}
	defer f.Close()
	var rs []Result
	if strings.HasSuffix(path, ".jsonl") || strings.HasSuffix(path, ".json") {
		rs, err = readJSONL(f)
	} else {
		rs, err = readCSV(f)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return rs, nil
}

func readJSONL(r io.Reader) ([]Result, error) {
	var rs []Result
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		var x Result
		if err := json.Unmarshal(sc.Bytes(), &x); err != nil {
			if !strings.HasSuffix(sc.Text(), "}") {
				continue // a line cut short by a kill
			}
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		rs = append(rs, x)
	}
	return rs, sc.Err()
}

func readCSV(r io.Reader) ([]Result, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	recs, err := cr.ReadAll()
	if err != nil {
		return nil, err
	}
	head := strings.Join(csvHeader, ",")
	if len(recs) == 0 || head != strings.Join(recs[0], ",") && strings.Join(csvHeader[:oldCSVColumns], ",") != strings.Join(recs[0], ",") {
		return nil, fmt.Errorf("not a horn bench results file (header %q)", head)
	}
	var rs []Result
	for i, rec := range recs[1:] {
		x, err := parseCSVRow(rec, len(recs[0]))
		if err != nil {
			if i == len(recs)-2 {
				continue // a line cut short by a kill
			}
			return nil, fmt.Errorf("line %d: %w", i+2, err)
		}
		rs = append(rs, x)
	}
	return rs, nil
}

// A Store appends results to results.csv and results.jsonl in a folder,
// one line per finished job, written through at once so that a killed run
// keeps every finished job.
type Store struct {
	csvFile, jsonFile *os.File
	csv               *csv.Writer
}

// OpenStore opens (creating if needed) the results files in dir and
// returns the results they already hold, for resuming.
func OpenStore(dir string) (*Store, []Result, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, fmt.Errorf("output folder: %w", err)
	}
	old, err := ReadResults(filepath.Join(dir, JSONLFile))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, nil, err
	}
	s := &Store{}
	if s.jsonFile, err = rewrite(filepath.Join(dir, JSONLFile), old, writeJSONL); err != nil {
		return nil, nil, err
	}
	if s.csvFile, err = rewrite(filepath.Join(dir, CSVFile), old, WriteCSV); err != nil {
		s.jsonFile.Close()
		return nil, nil, err
	}
	s.csv = csv.NewWriter(s.csvFile)
	return s, old, nil
}

// rewrite writes rs to path (dropping any cut-short line) and returns the
// file open for appending.
func rewrite(path string, rs []Result, write func(io.Writer, []Result) error) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return nil, fmt.Errorf("results file: %w", err)
	}
	if err := write(f, rs); err != nil {
		f.Close()
		return nil, fmt.Errorf("writing %s: %w", path, err)
	}
	return f, nil
}

// Add appends r to both files.
func (s *Store) Add(r Result) error {
	if err := s.csv.Write(r.csvRow()); err != nil {
		return fmt.Errorf("writing results: %w", err)
	}
	s.csv.Flush()
	b, _ := json.Marshal(r)
	if _, err := s.jsonFile.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("writing results: %w", err)
	}
	return s.csv.Error()
}

// Close closes the files.
func (s *Store) Close() error {
	return errors.Join(s.csvFile.Close(), s.jsonFile.Close())
}

// WriteCSV writes results as CSV with a header row.
func WriteCSV(w io.Writer, rs []Result) error {
	cw := csv.NewWriter(w)
	cw.Write(csvHeader)
	for _, r := range rs {
		cw.Write(r.csvRow())
	}
	cw.Flush()
	return cw.Error()
}

func writeJSONL(w io.Writer, rs []Result) error {
	bw := bufio.NewWriter(w)
	for _, r := range rs {
		b, _ := json.Marshal(r)
		bw.Write(append(b, '\n'))
	}
	return bw.Flush()
}

// Merge joins result sets: one result per (solver, file), the first one
// given winning, sorted by file then solver. It returns the number of
// duplicates dropped.
func Merge(sets ...[]Result) ([]Result, int) {
	seen := map[Key]bool{}
	var out []Result
	dups := 0
	for _, rs := range sets {
		for _, r := range rs {
			if seen[r.Key()] {
				dups++
				continue
			}
			seen[r.Key()] = true
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].File != out[j].File {
			return out[i].File < out[j].File
		}
		return out[i].Solver < out[j].Solver
	})
	return out, dups
}

// WriteResults writes rs as results.csv and results.jsonl in dir.
func WriteResults(dir string, rs []Result) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("output folder: %w", err)
	}
	for name, write := range map[string]func(io.Writer, []Result) error{CSVFile: WriteCSV, JSONLFile: writeJSONL} {
		f, err := rewrite(filepath.Join(dir, name), rs, write)
		if err != nil {
			return err
		}
		if err := f.Close(); err != nil {
			return fmt.Errorf("writing %s: %w", name, err)
		}
	}
	return nil
}
