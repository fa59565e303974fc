// Command rts-heap-report turns the results of the heap-size experiment
// (scripts/rts-heap-experiment.sh) into a Markdown table and plots like
// HORN-LA Fig. 3 (CPU time against the heap size n) and Fig. 6 (single
// against Kripke relations).
//
//	go run ./scripts/rts-heap-report -results DIR/bench/results.csv -out DIR
//
// File names must read NAME.nN.ENCODING.smt2 (as horn translate rts --batch
// writes them); solver names are the engines. Cells hold the CPU seconds of
// solved jobs, TO (timeout), MO (memout), ? (unknown), ERR (error), WRONG,
// or, in parentheses, the outcome at a smaller n when the job was not run
// because its series was not solved there.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/horn-chc/horn/benchmarks"
)

// job is one result with its file name taken apart.
type job struct {
	inst, enc string
	n         int
	r         benchmarks.Result
}

var fileRE = regexp.MustCompile(`^(.+)\.n(\d+)\.([A-Za-z0-9-]+)\.smt2$`)

func main() {
	results := flag.String("results", "", "results.csv or results.jsonl of horn bench")
	out := flag.String("out", ".", "folder for heap.md and the plots")
	flag.Parse()
	if err := run(*results, *out); err != nil {
		fmt.Fprintln(os.Stderr, "rts-heap-report:", err)
		os.Exit(1)
	}
}

func run(results, out string) error {
	rs, err := benchmarks.ReadResults(results)
	if err != nil {
		return err
	}
	jobs, limit := parse(rs)
	if len(jobs) == 0 {
		return fmt.Errorf("%s: no results with file names NAME.nN.ENCODING.smt2", results)
	}
	jobs = fillPruned(jobs, limit)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(out, "heap.md"))
	if err != nil {
		return err
	}
	defer f.Close()
	w := io.MultiWriter(f, os.Stdout)
	writeTable(w, jobs)
	writeTotals(w, jobs, limit)
	writeFig6(w, jobs)
	files, err := plots(out, jobs, limit)
	for _, p := range files {
		fmt.Fprintf(w, "\n![%s](%s)", filepath.Base(p), filepath.Base(p))
	}
	fmt.Fprintln(w)
	return err
}

func parse(rs []benchmarks.Result) ([]job, float64) {
	var jobs []job
	limit := 0.0
	for _, r := range rs {
		m := fileRE.FindStringSubmatch(filepath.Base(r.File))
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[2])
		jobs = append(jobs, job{inst: m[1], n: n, enc: m[3], r: r})
		limit = max(limit, r.CPULimit)
	}
	return jobs, limit
}

// pruned marks the results fillPruned adds.
const pruned = "not run: unsolved at a smaller n"

// fillPruned adds, for each n at which a series (instance, encoding,
// engine) was not run because it was not solved at a smaller n
// (rts-heap-experiment.sh skips those jobs), that earlier outcome, counted
// as unsolved at the limit.
func fillPruned(jobs []job, limit float64) []job {
	ns := map[int]bool{}
	type series struct{ inst, enc, engine string }
	have := map[series]map[int]benchmarks.Result{}
	for _, j := range jobs {
		ns[j.n] = true
		k := series{j.inst, j.enc, j.r.Solver}
		if have[k] == nil {
			have[k] = map[int]benchmarks.Result{}
		}
		have[k][j.n] = j.r
	}
	nlist := sortedKeys(ns, func(a, b int) bool { return a < b })
	for k, byN := range have {
		var failed *benchmarks.Result
		for _, n := range nlist {
			r, ok := byN[n]
			switch {
			case !ok && failed != nil:
				jobs = append(jobs, job{inst: k.inst, enc: k.enc, n: n, r: benchmarks.Result{
					Solver: k.engine, Answer: failed.Answer, Wrong: failed.Wrong, CPU: limit, CPULimit: limit, Detail: pruned}})
			case ok && !r.Solved():
				failed = &r
			}
		}
	}
	return jobs
}

// cell is how a job shows in the table.
func cell(r benchmarks.Result) string {
	if r.Detail == pruned {
		r.Detail = ""
		return "(" + cell(r) + ")"
	}
	switch {
	case r.Wrong:
		return "WRONG"
	case r.Solved():
		return fmt.Sprintf("%.2f", r.CPU)
	case r.Answer == benchmarks.Timeout:
		return "TO"
	case r.Answer == benchmarks.Memout:
		return "MO"
	case r.Answer == benchmarks.Unknown:
		return "?"
	}
	return "ERR"
}

// cpu is the CPU time a job counts for in sums and plots: the limit when it
// was not solved.
func cpu(r benchmarks.Result, limit float64) float64 {
	if r.Solved() {
		return max(r.CPU, 0.01)
	}
	return limit
}

func sortedKeys[K comparable](m map[K]bool, less func(a, b K) bool) []K {
	var ks []K
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool { return less(ks[i], ks[j]) })
	return ks
}

type rowKey struct{ inst, enc, engine string }

func writeTable(w io.Writer, jobs []job) {
	ns, rows := map[int]bool{}, map[rowKey]bool{}
	cells, answers := map[rowKey]map[int]string{}, map[rowKey]map[string]bool{}
	for _, j := range jobs {
		k := rowKey{j.inst, j.enc, j.r.Solver}
		ns[j.n], rows[k] = true, true
		if cells[k] == nil {
			cells[k], answers[k] = map[int]string{}, map[string]bool{}
		}
		cells[k][j.n] = cell(j.r)
		if j.r.Expected != "" {
			answers[k][j.r.Expected] = true
		}
	}
	nlist := sortedKeys(ns, func(a, b int) bool { return a < b })
	fmt.Fprintln(w, "## CPU seconds by heap size n")
	fmt.Fprintln(w)
	fmt.Fprint(w, "| instance | expected | encoding | engine |")
	for _, n := range nlist {
		fmt.Fprintf(w, " n=%d |", n)
	}
	fmt.Fprint(w, "\n|---|---|---|---|")
	fmt.Fprintln(w, strings.Repeat("---:|", len(nlist)))
	for _, k := range sortedKeys(rows, func(a, b rowKey) bool {
		return a.inst < b.inst || a.inst == b.inst && (a.enc < b.enc || a.enc == b.enc && a.engine > b.engine)
	}) {
		exp := strings.Join(sortedKeys(answers[k], func(a, b string) bool { return a < b }), "/")
		fmt.Fprintf(w, "| %s | %s | %s | %s |", k.inst, exp, k.enc, k.engine)
		for _, n := range nlist {
			c, ok := cells[k][n]
			if !ok {
				c = "-"
			}
			fmt.Fprintf(w, " %s |", c)
		}
		fmt.Fprintln(w)
	}
}

type seriesKey struct{ enc, engine string }

// writeTotals sums, per encoding and engine, the CPU time over the
// instances for each n (unsolved at the limit) and counts the solved ones:
// the slowdown with n of Fig. 3.
func writeTotals(w io.Writer, jobs []job, limit float64) {
	ns, keys := map[int]bool{}, map[seriesKey]bool{}
	sum, solved, total := map[seriesKey]map[int]float64{}, map[seriesKey]map[int]int{}, map[seriesKey]map[int]int{}
	for _, j := range jobs {
		k := seriesKey{j.enc, j.r.Solver}
		ns[j.n], keys[k] = true, true
		if sum[k] == nil {
			sum[k], solved[k], total[k] = map[int]float64{}, map[int]int{}, map[int]int{}
		}
		sum[k][j.n] += cpu(j.r, limit)
		total[k][j.n]++
		if j.r.Solved() {
			solved[k][j.n]++
		}
	}
	nlist := sortedKeys(ns, func(a, b int) bool { return a < b })
	fmt.Fprintf(w, "\n## Totals: solved/run and CPU seconds (unsolved counted at the %g s limit)\n\n", limit)
	fmt.Fprint(w, "| encoding | engine |")
	for _, n := range nlist {
		fmt.Fprintf(w, " n=%d |", n)
	}
	fmt.Fprint(w, "\n|---|---|")
	fmt.Fprintln(w, strings.Repeat("---:|", len(nlist)))
	for _, k := range sortedKeys(keys, lessSeries) {
		fmt.Fprintf(w, "| %s | %s |", k.enc, k.engine)
		for _, n := range nlist {
			if total[k][n] == 0 {
				fmt.Fprint(w, " - |")
				continue
			}
			fmt.Fprintf(w, " %d/%d, %.1f s |", solved[k][n], total[k][n], sum[k][n])
		}
		fmt.Fprintln(w)
	}
}

func lessSeries(a, b seriesKey) bool {
	return a.engine > b.engine || a.engine == b.engine && a.enc < b.enc
}

// writeFig6 compares, per engine, the basic (single relation) encoding
// with each Kripke one on the same instance and n, like HORN-LA Fig. 6.
func writeFig6(w io.Writer, jobs []job) {
	type point struct {
		inst   string
		n      int
		engine string
	}
	byEnc := map[string]map[point]benchmarks.Result{}
	for _, j := range jobs {
		if byEnc[j.enc] == nil {
			byEnc[j.enc] = map[point]benchmarks.Result{}
		}
		byEnc[j.enc][point{j.inst, j.n, j.r.Solver}] = j.r
	}
	basic := byEnc["basic"]
	if basic == nil {
		return
	}
	fmt.Fprintln(w, "\n## Single (basic) vs other encodings, per engine (Fig. 6): jobs where each is faster")
	fmt.Fprintln(w, "\n| engine | encoding | pairs | basic only solved | other only solved | both, basic faster | both, other faster | neither |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---:|")
	encs := map[string]bool{}
	engines := map[string]bool{}
	for e := range byEnc {
		if e != "basic" {
			encs[e] = true
		}
	}
	for p := range basic {
		engines[p.engine] = true
	}
	for _, eng := range sortedKeys(engines, func(a, b string) bool { return a > b }) {
		for _, enc := range sortedKeys(encs, func(a, b string) bool { return a < b }) {
			var c [6]int
			for p, b := range basic {
				o, ok := byEnc[enc][p]
				if p.engine != eng || !ok {
					continue
				}
				c[0]++
				switch {
				case b.Solved() && !o.Solved():
					c[1]++
				case !b.Solved() && o.Solved():
					c[2]++
				case b.Solved() && b.CPU <= o.CPU:
					c[3]++
				case b.Solved():
					c[4]++
				default:
					c[5]++
				}
			}
			fmt.Fprintf(w, "| %s | %s | %d | %d | %d | %d | %d | %d |\n", eng, enc, c[0], c[1], c[2], c[3], c[4], c[5])
		}
	}
}

// plots draws CPU time against n: one figure over all instances (total
// CPU, Fig. 3) and one per instance, one line per encoding and engine.
func plots(out string, jobs []job, limit float64) ([]string, error) {
	var written []string
	ns := map[int]bool{}
	for _, j := range jobs {
		ns[j.n] = true
	}
	var ticks []float64
	for _, n := range sortedKeys(ns, func(a, b int) bool { return a < b }) {
		ticks = append(ticks, float64(n))
	}
	insts := map[string]bool{"": true}
	for _, j := range jobs {
		insts[j.inst] = true
	}
	for _, inst := range sortedKeys(insts, func(a, b string) bool { return a < b }) {
		p := benchmarks.LinePlot{XLabel: "heap size n (cells), log scale", YLabel: "CPU time (s), log scale",
			LogX: true, LogY: true, XTicks: ticks}
		stem := "heap-" + inst
		if inst == "" {
			stem, p.Title = "heap-total", "Total CPU s, all instances"
			p.YMax = limit * float64(len(insts)-1)
		} else {
			p.Title, p.YMax = inst, limit
		}
		p.Series = series(jobs, inst, limit)
		fs, err := benchmarks.WriteLinePlot(filepath.Join(out, stem), p)
		if err != nil {
			return written, err
		}
		written = append(written, fs[0])
	}
	return written, nil
}

// series returns one line per encoding and engine of instance inst ("" for
// the sum over all instances).
func series(jobs []job, inst string, limit float64) []benchmarks.Series {
	ys := map[seriesKey]map[int]float64{}
	keys := map[seriesKey]bool{}
	for _, j := range jobs {
		if inst != "" && j.inst != inst {
			continue
		}
		k := seriesKey{j.enc, j.r.Solver}
		keys[k] = true
		if ys[k] == nil {
			ys[k] = map[int]float64{}
		}
		ys[k][j.n] += cpu(j.r, limit)
	}
	var out []benchmarks.Series
	for _, k := range sortedKeys(keys, lessSeries) {
		s := benchmarks.Series{Name: k.enc + "/" + k.engine, Dashed: k.engine == "bmc"}
		ns := map[int]bool{}
		for n := range ys[k] {
			ns[n] = true
		}
		for _, n := range sortedKeys(ns, func(a, b int) bool { return a < b }) {
			s.X, s.Y = append(s.X, float64(n)), append(s.Y, ys[k][n])
		}
		out = append(out, s)
	}
	return out
}
