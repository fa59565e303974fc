package benchmarks

import (
	"fmt"
	"html"
	"io"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// HTMLFile is the name of the HTML report in an output folder.
const HTMLFile = "report.html"

// ReportOptions say what a report shows besides the results.
type ReportOptions struct {
	Runs []RunInfo // the runs that produced the results, described in the report
	// Baseline is the solver the HTML report compares every other solver
	// with (CPU-time ratios on the files both solved). "": horn when there
	// is a solver of that name, else the first solver in name order.
	Baseline string
}

// Check returns an error when opt names a baseline solver that rs has no
// results of.
func (opt ReportOptions) Check(rs []Result) error {
	_, err := opt.baseline(rs)
	return err
}

// baseline returns the solver of rs that opt names as the baseline, or the
// default one; an error when opt names a solver that rs does not have.
func (opt ReportOptions) baseline(rs []Result) (string, error) {
	names := solverNames(rs)
	switch {
	case len(names) == 0:
		return "", nil
	case opt.Baseline != "" && !slices.Contains(names, opt.Baseline):
		return "", fmt.Errorf("baseline solver %s: no results (solvers: %s)", opt.Baseline, strings.Join(names, ", "))
	case opt.Baseline != "":
		return opt.Baseline, nil
	case slices.Contains(names, "horn"):
		return "horn", nil
	}
	return names[0], nil
}

// A SolverSummary is a solver's line in the HTML report's summary.
type SolverSummary struct {
	Row                // totals over all sets
	MedianCPU  float64 // median CPU seconds of the solved jobs; NaN when none
	SolvedCPU  float64 // CPU seconds of the solved jobs
	VsBaseline Pair    // this solver (A) against the baseline (B) over all files
}

// Summaries returns the summary of each solver of rs against baseline, in
// name order.
func Summaries(rs []Result, baseline string) []SolverSummary {
	byKey := map[Key]Result{}
	for _, r := range rs {
		byKey[r.Key()] = r
	}
	var out []SolverSummary
	for _, row := range Table(rs) {
		if row.Set != AllSets {
			continue
		}
		s := SolverSummary{Row: row, MedianCPU: math.NaN()}
		var times []float64
		vs := Pair{Set: AllSets, A: row.Solver, B: baseline}
		for _, r := range rs {
			if r.Solver != row.Solver {
				continue
			}
			if r.Solved() {
				times = append(times, r.CPU)
				s.SolvedCPU += r.CPU
			}
			if b, ok := byKey[Key{baseline, r.File}]; ok {
				vs.add(r, b)
			}
		}
		vs.finish()
		s.VsBaseline = vs
		if n := len(times); n > 0 {
			sort.Float64s(times)
			s.MedianCPU = (times[(n-1)/2] + times[n/2]) / 2
		}
		out = append(out, s)
	}
	return out
}

// WriteHTML writes a self-contained HTML report of rs: the runs, a
// summary per solver with CPU-time ratios against the baseline, the table
// per set, the per-file table, whose columns sort on a click on their
// header (or from the address: report.html#sort=files:COLUMN:desc), and the
// plots as inline SVG. Wrong answers and invalid witnesses are marked red.
func WriteHTML(w io.Writer, rs []Result, opt ReportOptions) error {
	base, err := opt.baseline(rs)
	if err != nil {
		return err
	}
	figs, err := Figures(rs)
	if err != nil {
		return err
	}
	h := &htmlWriter{}
	h.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\" />\n")
	h.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n")
	h.raw("<title>horn bench report</title>\n<style>\n" + reportCSS + "</style>\n</head>\n<body>\n")
	h.raw("<h1>horn bench report</h1>\n")
	h.printf("<p>%d results, %d files, %d solvers; PAR-2 counts an unsolved or wrong job as 2 × %gs (the CPU limit).</p>\n",
		len(rs), len(fileSet(rs)), len(solverNames(rs)), maxCPULimit(rs))
	h.problems(rs)
	h.runs(opt.Runs)
	h.summary(rs, base)
	h.scores(rs)
	h.sets(rs)
	h.files(rs)
	h.figures(figs)
	h.raw("<script>\n//<![CDATA[\n" + reportJS + "//]]>\n</script>\n</body>\n</html>\n")
	if h.err != nil {
		return h.err
	}
	_, err = io.WriteString(w, h.b.String())
	return err
}

func fileSet(rs []Result) map[string]bool {
	m := map[string]bool{}
	for _, r := range rs {
		m[r.File] = true
	}
	return m
}

// htmlWriter builds the report; esc escapes text for HTML and XML alike.
type htmlWriter struct {
	b   strings.Builder
	err error
}

func (h *htmlWriter) raw(s string) { h.b.WriteString(s) }

// printf writes a format with arguments that are escaped when strings.
func (h *htmlWriter) printf(format string, args ...any) {
	for i, a := range args {
		if s, ok := a.(string); ok {
			args[i] = esc(s)
		}
	}
	fmt.Fprintf(&h.b, format, args...)
}

func esc(s string) string { return html.EscapeString(s) }

// num writes a number cell whose sort key is x.
func (h *htmlWriter) num(x float64, format string) {
	if math.IsNaN(x) {
		h.raw(`<td class="n" data-v="">-</td>`)
		return
	}
	h.printf(`<td class="n" data-v="%g">`+format+`</td>`, x, x)
}

func (h *htmlWriter) int(n int, class string) {
	if n > 0 && class != "" {
		h.printf(`<td class="n %s">%d</td>`, class, n)
		return
	}
	h.printf(`<td class="n">%d</td>`, n)
}

func (h *htmlWriter) problems(rs []Result) {
	var items []string
	for _, r := range rs {
		switch {
		case r.Wrong:
			items = append(items, fmt.Sprintf("WRONG: %s answered %s on %s; the reference says %s", r.Solver, r.Answer, r.File, r.Expected))
		case r.Validation == Invalid:
			items = append(items, fmt.Sprintf("INVALID WITNESS: %s on %s: %s", r.Solver, r.File, r.Detail))
		}
	}
	if len(items) == 0 {
		return
	}
	h.raw("<section class=\"problems\">\n<h2>Wrong answers and invalid witnesses</h2>\n<ul>\n")
	for _, it := range items {
		h.printf("<li>%s</li>\n", it)
	}
	h.raw("</ul>\n</section>\n")
}

func (h *htmlWriter) runs(runs []RunInfo) {
	if len(runs) == 0 {
		return
	}
	h.raw("<h2>Runs</h2>\n<ol class=\"runs\">\n")
	for _, r := range runs {
		h.printf("<li>started %s by horn %s", r.Start.Format("2006-01-02 15:04:05 MST"), r.Horn)
		if r.Shard != "" {
			h.printf(", shard %s", r.Shard)
		}
		if r.Source != "" {
			h.printf(", from %s", r.Source)
		}
		x := r.Host
		h.printf("<ul>\n<li>host: %s, %s, %d cores, %s GiB memory, %s, %s</li>\n", x.Name, x.CPU, x.Cores,
			fmt.Sprintf("%.1f", float64(x.MemKB)/(1<<20)), x.OS, x.Kernel)
		h.printf("<li>limits: %s, %d jobs in parallel</li>\n", r.Limits.String(), r.Limits.Jobs)
		for _, s := range r.Solvers {
			h.printf("<li>solver <b>%s</b>: <code>%s</code> (%s)</li>\n", s.Name, s.Command, s.Version)
		}
		h.raw("</ul></li>\n")
	}
	h.raw("</ol>\n")
}

func (h *htmlWriter) summary(rs []Result, base string) {
	h.raw("<h2>Summary</h2>\n")
	h.printf("<p>Over all files. Ratios are CPU time of the solver over that of <b>%s</b> on the files both solved (times under %gs count as %gs); below 1 is faster.</p>\n",
		base, ratioFloor, ratioFloor)
	h.raw("<table class=\"sortable\" id=\"summary\">\n<thead><tr>")
	for _, c := range []string{"solver", "files", "solved", "sat", "unsat", "unique", "wrong", "timeout", "memout", "error", "unknown",
		"invalid witness", "CPU s (all)", "CPU s (solved)", "median CPU s", "PAR-2 s", "both solved with " + base,
		"median ratio", "geo-mean ratio"} {
		h.printf("<th>%s</th>", c)
	}
	h.raw("</tr></thead>\n<tbody>\n")
	for _, s := range Summaries(rs, base) {
		h.printf(`<tr><td style="border-left: 6px solid %s">%s</td>`, colourHex(s.Solver), s.Solver)
		h.int(s.Files, "")
		h.int(s.Solved, "")
		h.int(s.Sat, "")
		h.int(s.Unsat, "")
		h.int(s.Unique, "")
		h.int(s.Wrong, "wrong")
		h.int(s.Timeout, "")
		h.int(s.Memout, "")
		h.int(s.Errs, "")
		h.int(s.Unknown, "")
		h.int(s.Invalid, "wrong")
		h.num(s.CPU, "%.2f")
		h.num(s.SolvedCPU, "%.2f")
		h.num(s.MedianCPU, "%.2f")
		h.num(s.PAR2, "%.1f")
		if s.Solver == base {
			h.raw(`<td class="n" data-v="">-</td><td class="n" data-v="">-</td><td class="n" data-v="">-</td>`)
		} else {
			h.int(s.VsBaseline.Both, "")
			h.num(s.VsBaseline.Median, "%.2f")
			h.num(s.VsBaseline.GeoMean, "%.2f")
		}
		h.raw("</tr>\n")
	}
	h.raw("</tbody>\n</table>\n")
}

func (h *htmlWriter) sets(rs []Result) {
	h.raw("<h2>Per set</h2>\n<table class=\"sortable\" id=\"sets\">\n<thead><tr>")
	for _, c := range []string{"set", "solver", "files", "solved", "sat", "unsat", "unique", "wrong", "timeout", "memout", "error",
		"unknown", "invalid witness", "PAR-2 s", "CPU s"} {
		h.printf("<th>%s</th>", c)
	}
	h.raw("</tr></thead>\n<tbody>\n")
	for _, r := range Table(rs) {
		h.printf("<tr><td>%s</td><td>%s</td>", r.Set, r.Solver)
		for _, n := range []int{r.Files, r.Solved, r.Sat, r.Unsat, r.Unique} {
			h.int(n, "")
		}
		h.int(r.Wrong, "wrong")
		for _, n := range []int{r.Timeout, r.Memout, r.Errs, r.Unknown} {
			h.int(n, "")
		}
		h.int(r.Invalid, "wrong")
		h.num(r.PAR2, "%.1f")
		h.num(r.CPU, "%.1f")
		h.raw("</tr>\n")
	}
	h.raw("</tbody>\n</table>\n")
}

// statusClass is the CSS class of a per-file status cell.
func statusClass(r Result) string {
	switch FileStatus(r) {
	case StatusWrong, StatusInvalid:
		return "wrong"
	case StatusCorrect:
		return "correct"
	case StatusUnconfirmed:
		return "solved"
	}
	return "unsolved"
}

func (h *htmlWriter) files(rs []Result) {
	solvers, rows := FileTable(rs)
	names := shortNames(rows)
	h.raw("<h2>Per file</h2>\n<p>Click a column header to sort by it, again to reverse. ")
	h.raw("<label>Show files containing <input id=\"filter\" type=\"search\" /></label></p>\n")
	h.raw("<table class=\"sortable\" id=\"files\">\n<thead>\n<tr><th colspan=\"3\"></th>")
	for _, s := range solvers {
		h.printf(`<th colspan="5" class="group" style="border-bottom: 3px solid %s">%s</th>`, colourHex(s), s)
	}
	h.raw("</tr>\n<tr><th>file</th><th>set</th><th>expected</th>")
	for range solvers {
		h.raw("<th>answer</th><th>CPU s</th><th>wall s</th><th>MiB</th><th>status</th>")
	}
	h.raw("</tr>\n</thead>\n<tbody>\n")
	for _, row := range rows {
		if row.Conflict {
			h.raw(`<tr class="conflict">`)
		} else {
			h.raw("<tr>")
		}
		h.printf(`<td title="%s">%s</td><td>%s</td>`, row.File, names[row.File], row.Set)
		exp := row.Expected
		if row.Conflict {
			exp += " (solvers disagree)"
		}
		h.printf("<td>%s</td>", exp)
		for _, r := range row.Results {
			if r == nil {
				h.raw(`<td></td><td class="n" data-v=""></td><td class="n" data-v=""></td><td class="n" data-v=""></td><td></td>`)
				continue
			}
			c := statusClass(*r)
			h.printf(`<td class="%s">%s</td>`, c, r.Answer)
			h.num(r.CPU, "%.2f")
			h.num(r.Wall, "%.2f")
			h.num(float64(r.MemKB)/1024, "%.0f")
			h.printf(`<td class="%s" title="%s">%s</td>`, c, r.Detail, clipTo(FileStatus(*r), 40))
		}
		h.raw("</tr>\n")
	}
	h.raw("</tbody>\n</table>\n")
}

// svgSize is the size attributes of the <svg> element vgsvg writes.
var svgSize = regexp.MustCompile(`\A<svg width="[^"]*" height="[^"]*"`)

func (h *htmlWriter) figures(figs []Figure) {
	h.raw("<h2>Plots</h2>\n<div class=\"plots\">\n")
	for _, f := range figs {
		if f.Note != "" {
			h.printf("<p class=\"note\" id=\"%s\">%s: %s.</p>\n", f.Name, f.Title, f.Note)
			continue
		}
		svg, err := f.SVG()
		if err != nil {
			h.err = err
			return
		}
		svg = svgSize.ReplaceAll(svg, []byte(`<svg class="plot" role="img" aria-label="`+esc(f.Title)+`"`))
		h.printf("<figure id=\"%s\">\n", f.Name)
		h.raw(string(svg))
		h.printf("<figcaption>%s (%s.svg, %s.png)</figcaption>\n</figure>\n", f.Title, f.Name, f.Name)
	}
	h.raw("</div>\n")
}

// colourHex is a solver's plot colour as #rrggbb.
func colourHex(solver string) string {
	c := SolverColour(solver)
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}

const reportCSS = `body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.6em; }
h2 { font-size: 1.25em; margin-top: 1.6em; }
table { border-collapse: collapse; font-size: 0.85em; margin: 0.5em 0; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; }
th { background: #f0f0f0; }
table.sortable thead tr:last-child th { cursor: pointer; user-select: none; }
th[aria-sort="ascending"]::after { content: " \25B2"; }
th[aria-sort="descending"]::after { content: " \25BC"; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
td.wrong { background: #f8c8c8; color: #900; font-weight: bold; }
td.correct { color: #06602a; }
td.unsolved { color: #888; }
tr.conflict td:first-child { border-left: 4px solid #d00; }
tbody tr:nth-child(even) { background: #fafafa; }
tbody tr:hover { background: #eef4ff; }
.problems { border: 2px solid #d00; background: #fff0f0; padding: 0 1em; }
.plots { display: flex; flex-wrap: wrap; gap: 1em; }
figure { margin: 0; }
svg.plot { width: 600px; max-width: 100%; height: auto; }
figcaption { font-size: 0.85em; color: #555; }
code { font-size: 0.9em; }
`

// reportJS sorts the tables: a click on a header cell of a table's last
// header row sorts its body by that column (numbers by data-v, text
// otherwise), a second click reverses; #sort=ID:COLUMN[:desc] in the
// address sorts on load. The filter box hides per-file rows whose file
// name does not contain its text.
const reportJS = `(function () {
  "use strict";
  function key(row, col) {
    var c = row.cells[col];
    if (!c) return "";
    return c.hasAttribute("data-v") ? c.getAttribute("data-v") : c.textContent;
  }
  function compare(a, b) {
    var x = parseFloat(a), y = parseFloat(b);
    var nx = a !== "" && !isNaN(x), ny = b !== "" && !isNaN(y);
    if (nx && ny) return x - y;
    if (nx !== ny) return nx ? -1 : 1; // numbers before blanks
    return a.localeCompare(b);
  }
  function sortTable(table, col, desc) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.forEach(function (r, i) { r._i = i; });
    rows.sort(function (a, b) {
      var d = compare(key(a, col), key(b, col));
      return (desc ? -d : d) || a._i - b._i;
    });
    rows.forEach(function (r) { body.appendChild(r); });
    var heads = table.tHead.rows[table.tHead.rows.length - 1].cells;
    for (var i = 0; i < heads.length; i++) heads[i].removeAttribute("aria-sort");
    heads[col].setAttribute("aria-sort", desc ? "descending" : "ascending");
  }
  var tables = document.querySelectorAll("table.sortable");
  Array.prototype.forEach.call(tables, function (table) {
    var heads = table.tHead.rows[table.tHead.rows.length - 1].cells;
    Array.prototype.forEach.call(heads, function (th, col) {
      th.addEventListener("click", function () {
        sortTable(table, col, th.getAttribute("aria-sort") === "ascending");
      });
    });
  });
  var m = /sort=([\w-]+):(\d+)(:desc)?/.exec(location.hash);
  if (m && document.getElementById(m[1])) sortTable(document.getElementById(m[1]), +m[2], !!m[3]);
  var filter = document.getElementById("filter");
  if (filter) filter.addEventListener("input", function () {
    var body = document.getElementById("files").tBodies[0];
    Array.prototype.forEach.call(body.rows, function (r) {
      r.style.display = r.cells[0].textContent.indexOf(filter.value) >= 0 ? "" : "none";
    });
  });
  document.body.setAttribute("data-ready", "1");
})();
`
