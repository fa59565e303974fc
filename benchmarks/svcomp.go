package benchmarks

import (
	"bufio"
	"cmp"
	"fmt"
	"os"
	"slices"
	"strings"
)

// SV-COMP tasks. A task is a .yml file (format_version 2.0) naming its
// input files, its properties with their expected verdicts, and options
// such as the data model. A run over tasks gives the solver the task file
// ({file} is the .yml) and reads the first line of its stdout as the
// verdict: correct (the property holds: true) or buggy (it does not:
// false); anything else is unknown. The expected verdict is that of the
// unreach-call property. In results, correct is recorded as sat and buggy
// as unsat (as a CHC encoding of the program would answer), so that the
// tables count them alike, and each result carries its SV-COMP score.

// Verdicts a program verifier prints.
const (
	VerdictCorrect = "correct"
	VerdictBuggy   = "buggy"
)

// unreachCall is the property whose verdict a task run is judged by.
const unreachCall = "unreach-call.prp"

// IsTask reports whether file is an SV-COMP task file.
func IsTask(file string) bool {
	return strings.HasSuffix(file, ".yml") || strings.HasSuffix(file, ".yaml")
}

// TaskExpected reads the expected verdict of the unreach-call property of
// the task file at path, as sat (true) or unsat (false); "" when the task
// has no such property or no verdict for it.
func TaskExpected(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("task: %w", err)
	}
	defer f.Close()
	var items []map[string]string // the entries of properties:
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), " \t\r")
		if i := strings.Index(line, " #"); i >= 0 {
			line = line[:i]
		}
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
			continue
		case !strings.HasPrefix(line, " ") && !strings.HasPrefix(line, "-"):
			in = strings.HasPrefix(line, "properties:")
			continue
		case !in:
			continue
		}
		if rest, ok := strings.CutPrefix(trimmed, "- "); ok {
			items = append(items, map[string]string{})
			trimmed = rest
		}
		if len(items) == 0 {
			continue
		}
		k, v, ok := strings.Cut(trimmed, ":")
		if ok {
			items[len(items)-1][strings.TrimSpace(k)] = strings.Trim(strings.TrimSpace(v), `'"`)
		}
	}
	if err := sc.Err(); err != nil {
		return "", fmt.Errorf("task %s: %w", path, err)
	}
	for _, it := range items {
		if !strings.HasSuffix(it["property_file"], unreachCall) {
			continue
		}
		switch it["expected_verdict"] {
		case "true":
			return Sat, nil
		case "false":
			return Unsat, nil
		}
		return "", nil
	}
	return "", nil
}

// SV-COMP's scores (since 2017): a correct true verdict +2, a correct false
// +1, a wrong true (said correct, expected false) -32, a wrong false -16,
// unknown 0.
const (
	scoreCorrectTrue  = 2
	scoreCorrectFalse = 1
	scoreWrongTrue    = -32
	scoreWrongFalse   = -16
)

// SVCOMPScore is the SV-COMP score of a task result: 0 for an unknown
// verdict, an unknown expectation, or a result that is not a task's.
func SVCOMPScore(r Result) int {
	if !IsTask(r.File) {
		return 0
	}
	switch {
	case r.Answer == Sat && r.Expected == Sat:
		return scoreCorrectTrue
	case r.Answer == Unsat && r.Expected == Unsat:
		return scoreCorrectFalse
	case r.Answer == Sat && r.Expected == Unsat:
		return scoreWrongTrue
	case r.Answer == Unsat && r.Expected == Sat:
		return scoreWrongFalse
	}
	return 0
}

// taskJudge judges task results by the verdicts in their task files, each
// file read once; other results go to the reference.
type taskJudge struct {
	ref      *Reference
	expected map[string]string
}

func (j *taskJudge) judge(r *Result) {
	if !IsTask(r.File) {
		j.ref.Judge(r)
		return
	}
	exp, ok := j.expected[r.File]
	if !ok {
		exp, _ = TaskExpected(r.File) // unreadable: no expectation, the run's result says why
		j.expected[r.File] = exp
	}
	r.Expected = exp
	r.Wrong = (r.Answer == Sat && exp == Unsat) || (r.Answer == Unsat && exp == Sat)
	r.Score = SVCOMPScore(*r)
}

// A ScoreRow is a solver's SV-COMP score on a family of tasks (a folder;
// Family is AllSets for the total).
type ScoreRow struct {
	Family, Solver                string
	Tasks                         int
	CorrectTrue, CorrectFalse     int
	WrongTrue, WrongFalse, Others int // Others: unknown, timeout, error...
	Score                         int
}

// Scores returns the SV-COMP score rows of the task results of rs: per
// family and solver, then the totals per solver; nil when rs has no task
// results.
func Scores(rs []Result) []ScoreRow {
	rows := map[[2]string]*ScoreRow{}
	for _, r := range rs {
		if !IsTask(r.File) {
			continue
		}
		for _, fam := range []string{r.Set, AllSets} {
			k := [2]string{fam, r.Solver}
			if rows[k] == nil {
				rows[k] = &ScoreRow{Family: fam, Solver: r.Solver}
			}
			rows[k].add(r)
		}
	}
	out := make([]ScoreRow, 0, len(rows))
	for _, row := range rows {
		out = append(out, *row)
	}
	slices.SortFunc(out, func(a, b ScoreRow) int {
		return cmp.Or(compareSets(a.Family, b.Family), strings.Compare(a.Solver, b.Solver))
	})
	return out
}

func (row *ScoreRow) add(r Result) {
	row.Tasks++
	s := SVCOMPScore(r)
	row.Score += s
	switch s {
	case scoreCorrectTrue:
		row.CorrectTrue++
	case scoreCorrectFalse:
		row.CorrectFalse++
	case scoreWrongTrue:
		row.WrongTrue++
	case scoreWrongFalse:
		row.WrongFalse++
	default:
		row.Others++
	}
}

// writeScores writes the SV-COMP score table of rs as Markdown, if rs has
// task results.
func writeScores(b *strings.Builder, rs []Result) {
	rows := Scores(rs)
	if len(rows) == 0 {
		return
	}
	b.WriteString("\n## SV-COMP score\n\nPer family (folder) of tasks: +2 correct true, +1 correct false, -32 wrong true, -16 wrong false (unreach-call).\n\n")
	b.WriteString("| family | solver | tasks | correct true | correct false | wrong true | wrong false | other | score |\n")
	b.WriteString("|---|---|--:|--:|--:|--:|--:|--:|--:|\n")
	for _, r := range rows {
		fam := r.Family
		if fam == AllSets {
			fam = "**all**"
		}
		fmt.Fprintf(b, "| %s | %s | %d | %d | %d | %d | %d | %d | %d |\n",
			fam, r.Solver, r.Tasks, r.CorrectTrue, r.CorrectFalse, r.WrongTrue, r.WrongFalse, r.Others, r.Score)
	}
}

// scores writes the SV-COMP score table into the HTML report, if rs has
// task results.
func (h *htmlWriter) scores(rs []Result) {
	rows := Scores(rs)
	if len(rows) == 0 {
		return
	}
	h.raw("<h2>SV-COMP score</h2>\n<p>Per family (folder) of tasks: +2 correct true, +1 correct false, &#8722;32 wrong true, &#8722;16 wrong false (unreach-call).</p>\n")
	h.raw("<table class=\"sortable\" id=\"svcomp\">\n<thead><tr><th>family</th><th>solver</th><th>tasks</th><th>correct true</th><th>correct false</th><th>wrong true</th><th>wrong false</th><th>other</th><th>score</th></tr></thead>\n<tbody>\n")
	for _, r := range rows {
		h.printf("<tr><td>%s</td><td>%s</td>", r.Family, r.Solver)
		h.int(r.Tasks, "")
		h.int(r.CorrectTrue, "")
		h.int(r.CorrectFalse, "")
		h.int(r.WrongTrue, "wrong")
		h.int(r.WrongFalse, "wrong")
		h.int(r.Others, "")
		h.printf(`<td class="n" data-v="%d">%d</td></tr>`+"\n", r.Score, r.Score)
	}
	h.raw("</tbody>\n</table>\n")
}
