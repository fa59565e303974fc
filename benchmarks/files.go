package benchmarks

import (
	"encoding/csv"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// FilesCSV is the name of the per-file table in an output folder.
const FilesCSV = "files.csv"

// Statuses of a result in the per-file table (FileStatus).
const (
	StatusCorrect     = "correct"         // sat or unsat, as the reference says
	StatusWrong       = "WRONG"           // sat or unsat, against the reference
	StatusUnconfirmed = "unconfirmed"     // sat or unsat, and the reference does not know
	StatusInvalid     = "invalid witness" // horn's witness failed its own check
)

// FileStatus says how r stands against the reference: StatusWrong,
// StatusInvalid, StatusCorrect or StatusUnconfirmed for an answer, else why
// there is none (the result's Detail, or its Answer when it gives none).
func FileStatus(r Result) string {
	switch {
	case r.Wrong:
		return StatusWrong
	case r.Validation == Invalid:
		return StatusInvalid
	case r.Answer == Sat || r.Answer == Unsat:
		if r.Expected == r.Answer {
			return StatusCorrect
		}
		return StatusUnconfirmed
	case r.Detail != "":
		return r.Detail
	}
	return r.Answer
}

// A FileRow is one line of the per-file table: a benchmark file and each
// solver's result on it.
type FileRow struct {
	File, Set string
	Expected  string    // the reference status, or "" when there is none
	Results   []*Result // in the order of FileTable's solvers; nil where the solver has no result
	// Conflict is set when one solver answered sat and another unsat: one
	// of them is wrong, whether or not a reference says which.
	Conflict bool
}

// FileTable returns the solvers of rs in name order and one row per file
// of rs, in file order.
func FileTable(rs []Result) ([]string, []FileRow) {
	solvers := solverNames(rs)
	col := map[string]int{}
	for i, s := range solvers {
		col[s] = i
	}
	rows := map[string]*FileRow{}
	for i := range rs {
		r := &rs[i]
		row := rows[r.File]
		if row == nil {
			row = &FileRow{File: r.File, Set: r.Set, Results: make([]*Result, len(solvers))}
			rows[r.File] = row
		}
		row.Results[col[r.Solver]] = r
		if r.Expected != "" {
			row.Expected = r.Expected
		}
	}
	out := make([]FileRow, 0, len(rows))
	for _, row := range rows {
		var sat, unsat bool
		for _, r := range row.Results {
			sat = sat || r != nil && r.Answer == Sat
			unsat = unsat || r != nil && r.Answer == Unsat
		}
		row.Conflict = sat && unsat
		out = append(out, *row)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].File < out[j].File })
	return solvers, out
}

// shortNames maps each file of rows to its path without the folder that
// all of them share ("" when none), for tables meant for reading.
func shortNames(rows []FileRow) map[string]string {
	prefix := ""
	for i, row := range rows {
		dir := filepath.Dir(row.File) + string(filepath.Separator)
		if i == 0 {
			prefix = dir
			continue
		}
		for !strings.HasPrefix(dir, prefix) {
			prefix = prefix[:strings.LastIndexByte(strings.TrimSuffix(prefix, string(filepath.Separator)), filepath.Separator)+1]
		}
	}
	out := make(map[string]string, len(rows))
	for _, row := range rows {
		out[row.File] = strings.TrimPrefix(row.File, prefix)
	}
	return out
}

// WriteFileTable writes the per-file table of rs as Markdown: per file its
// reference status and, per solver, the answer, CPU and wall-clock seconds,
// peak memory and FileStatus; wrong answers in bold capitals and a
// conflict between solvers marked. Files are named without the folder they
// all share.
func WriteFileTable(w io.Writer, rs []Result) error {
	solvers, rows := FileTable(rs)
	names := shortNames(rows)
	var b strings.Builder
	b.WriteString("| file | expected |")
	sep := "|---|---|"
	for _, s := range solvers {
		fmt.Fprintf(&b, " %[1]s answer | %[1]s CPU s | %[1]s wall s | %[1]s MiB | %[1]s status |", mdEscape(s))
		sep += "---|--:|--:|--:|---|"
	}
	b.WriteString("\n" + sep + "\n")
	for _, row := range rows {
		exp := row.Expected
		if exp == "" {
			exp = "-"
		}
		if row.Conflict {
			exp += " (solvers disagree)"
		}
		fmt.Fprintf(&b, "| %s | %s |", mdEscape(names[row.File]), exp)
		for _, r := range row.Results {
			if r == nil {
				b.WriteString(" | | | | |")
				continue
			}
			st := mdEscape(clipTo(FileStatus(*r), 40))
			if r.Wrong || r.Validation == Invalid {
				st = "**" + st + "**"
			}
			fmt.Fprintf(&b, " %s | %.2f | %.2f | %.0f | %s |", r.Answer, r.CPU, r.Wall, float64(r.MemKB)/1024, st)
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// mdEscape keeps s from breaking a Markdown table cell.
func mdEscape(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}

// clipTo shortens s to at most n bytes, marking the cut.
func clipTo(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n-1] + "…"
}

// WriteFileCSV writes the per-file table of rs as CSV: file, set,
// expected, conflict, then for each solver S in name order the columns
// S_answer, S_cpu_s, S_wall_s, S_mem_kb, S_status (FileStatus) and S_detail.
// A solver without a result on a file has empty cells.
func WriteFileCSV(w io.Writer, rs []Result) error {
	solvers, rows := FileTable(rs)
	cw := csv.NewWriter(w)
	head := []string{"file", "set", "expected", "conflict"}
	for _, s := range solvers {
		for _, c := range []string{"answer", "cpu_s", "wall_s", "mem_kb", "status", "detail"} {
			head = append(head, s+"_"+c)
		}
	}
	cw.Write(head)
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
	for _, row := range rows {
		rec := []string{row.File, row.Set, row.Expected, strconv.FormatBool(row.Conflict)}
		for _, r := range row.Results {
			if r == nil {
				rec = append(rec, "", "", "", "", "", "")
				continue
			}
			rec = append(rec, r.Answer, f(r.CPU), f(r.Wall), strconv.FormatInt(r.MemKB, 10), FileStatus(*r), r.Detail)
		}
		cw.Write(rec)
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("writing the per-file table: %w", err)
	}
	return nil
}
