package benchmarks

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
)

// A Row is one line of the report: a solver's results on a set (Set is
// "all" for the total).
type Row struct {
	Set, Solver                           string
	Files, Sat, Unsat, Solved, Unique     int
	Wrong, Unknown, Timeout, Memout, Errs int
	Invalid                               int     // witnesses that failed horn's validation
	PAR2                                  float64 // CPU seconds of solved jobs + 2×CPU limit for the rest
	CPU                                   float64 // total CPU seconds
}

// AllSets is the Set of the total rows.
const AllSets = "all"

// compareSets orders sets by name with AllSets last, for the tables.
func compareSets(a, b string) int {
	if (a == AllSets) != (b == AllSets) {
		if a == AllSets {
			return 1
		}
		return -1
	}
	return strings.Compare(a, b)
}

// Table computes the report rows for rs: per set and solver, then the
// totals per solver; sets and solvers in name order. A solve is unique
// when no other solver solved that file.
func Table(rs []Result) []Row {
	solvers := map[string][]string{}
	for _, r := range rs {
		if r.Solved() {
			solvers[r.File] = append(solvers[r.File], r.Solver)
		}
	}
	rows := map[[2]string]*Row{}
	get := func(set, solver string) *Row {
		k := [2]string{set, solver}
		if rows[k] == nil {
			rows[k] = &Row{Set: set, Solver: solver}
		}
		return rows[k]
	}
	penalty := 2 * maxCPULimit(rs)
	for _, r := range rs {
		for _, row := range []*Row{get(r.Set, r.Solver), get(AllSets, r.Solver)} {
			row.add(r, len(solvers[r.File]) == 1, penalty)
		}
	}
	out := make([]Row, 0, len(rows))
	for _, row := range rows {
		out = append(out, *row)
	}
	slices.SortFunc(out, func(a, b Row) int {
		return cmp.Or(compareSets(a.Set, b.Set), strings.Compare(a.Solver, b.Solver))
	})
	return out
}

func (row *Row) add(r Result, unique bool, penalty float64) {
	row.Files++
	row.CPU += r.CPU
	if r.Validation == Invalid {
		row.Invalid++
	}
	switch {
	case r.Wrong:
		row.Wrong++
	case r.Answer == Sat:
		row.Sat++
	case r.Answer == Unsat:
		row.Unsat++
	case r.Answer == Timeout:
		row.Timeout++
	case r.Answer == Memout:
		row.Memout++
	case r.Answer == Error:
		row.Errs++
	default:
		row.Unknown++
	}
	if r.Solved() {
		row.Solved++
		row.PAR2 += r.CPU
		if unique {
			row.Unique++
		}
	} else {
		row.PAR2 += penalty
	}
}

// maxCPULimit is the largest CPU limit of rs, or the largest CPU time when
// no limit was set.
func maxCPULimit(rs []Result) float64 {
	lim, cpu := 0.0, 0.0
	for _, r := range rs {
		lim, cpu = max(lim, r.CPULimit), max(cpu, r.CPU)
	}
	if lim == 0 {
		return cpu
	}
	return lim
}

// WriteReport writes the tables of rs as Markdown, after a description of
// the runs that produced them, if given, and followed by the list of wrong
// answers and invalid witnesses, if any.
func WriteReport(w io.Writer, rs []Result, runs ...RunInfo) error {
	var b strings.Builder
	b.WriteString("# horn bench report\n\n")
	writeRuns(&b, runs)
	fmt.Fprintf(&b, "%d results; PAR-2 counts an unsolved or wrong job as 2 × %gs (the CPU limit).\n\n",
		len(rs), maxCPULimit(rs))
	b.WriteString("| set | solver | files | sat | unsat | solved | unique | wrong | unknown | timeout | memout | error | invalid | PAR-2 s | CPU s |\n")
	b.WriteString("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n")
	for _, r := range Table(rs) {
		set := r.Set
		if set == AllSets {
			set = "**all**"
		}
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d | %.1f | %.1f |\n",
			set, r.Solver, r.Files, r.Sat, r.Unsat, r.Solved, r.Unique, r.Wrong, r.Unknown, r.Timeout, r.Memout, r.Errs,
			r.Invalid, r.PAR2, r.CPU)
	}
	writeScores(&b, rs)
	writePairs(&b, rs)
	writeTrust(&b, rs)
	writeProblems(&b, rs)
	_, err := io.WriteString(w, b.String())
	return err
}

func writeProblems(b *strings.Builder, rs []Result) {
	first := true
	for _, r := range rs {
		if !r.Wrong && r.Validation != Invalid {
			continue
		}
		if first {
			b.WriteString("\n## WRONG ANSWERS AND INVALID WITNESSES\n\n")
			first = false
		}
		if r.Wrong {
			fmt.Fprintf(b, "- WRONG: %s answered %s on %s; the reference says %s\n", r.Solver, r.Answer, r.File, r.Expected)
		} else {
			fmt.Fprintf(b, "- INVALID WITNESS: %s on %s: %s\n", r.Solver, r.File, r.Detail)
		}
	}
}
