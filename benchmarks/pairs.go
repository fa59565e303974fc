package benchmarks

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
)

// ratioFloor is the CPU time below which times count as equal to it in
// ratios: a solver's start-up noise should not make a 0.01 s answer "ten
// times faster" than a 0.1 s one.
const ratioFloor = 0.05

// A Pair compares solver A with solver B on one set (AllSets for all):
// files both solved, files only one of them solved, and the median and
// geometric mean of A's CPU time over B's on the files both solved (times
// below ratioFloor count as ratioFloor).
type Pair struct {
	Set, A, B          string
	Both, OnlyA, OnlyB int
	Median, GeoMean    float64 // NaN when Both is 0
	ratios             []float64
}

// Pairs compares every pair of solvers of rs (A before B in name order),
// per set and over all sets; pairs in set order, totals last.
func Pairs(rs []Result) []Pair {
	byKey := map[Key]Result{}
	solvers := map[string]bool{}
	var files []string
	seen := map[string]bool{}
	set := map[string]string{}
	for _, r := range rs {
		byKey[r.Key()] = r
		solvers[r.Solver] = true
		if !seen[r.File] {
			seen[r.File] = true
			files = append(files, r.File)
			set[r.File] = r.Set
		}
	}
	names := sortedKeys(solvers)
	pairs := map[[3]string]*Pair{}
	for i, a := range names {
		for _, b := range names[i+1:] {
			for _, f := range files {
				ra, okA := byKey[Key{a, f}]
				rb, okB := byKey[Key{b, f}]
				if !okA || !okB {
					continue
				}
				for _, s := range []string{set[f], AllSets} {
					k := [3]string{s, a, b}
					if pairs[k] == nil {
						pairs[k] = &Pair{Set: s, A: a, B: b}
					}
					pairs[k].add(ra, rb)
				}
			}
		}
	}
	out := make([]Pair, 0, len(pairs))
	for _, p := range pairs {
		p.finish()
		out = append(out, *p)
	}
	slices.SortFunc(out, func(x, y Pair) int {
		return cmp.Or(compareSets(x.Set, y.Set), strings.Compare(x.A, y.A), strings.Compare(x.B, y.B))
	})
	return out
}

func (p *Pair) add(a, b Result) {
	switch {
	case a.Solved() && b.Solved():
		p.Both++
		p.ratios = append(p.ratios, math.Max(a.CPU, ratioFloor)/math.Max(b.CPU, ratioFloor))
	case a.Solved():
		p.OnlyA++
	case b.Solved():
		p.OnlyB++
	}
}

func (p *Pair) finish() {
	p.Median, p.GeoMean = math.NaN(), math.NaN()
	n := len(p.ratios)
	if n == 0 {
		return
	}
	sort.Float64s(p.ratios)
	p.Median = p.ratios[n/2]
	if n%2 == 0 {
		p.Median = (p.ratios[n/2-1] + p.ratios[n/2]) / 2
	}
	sum := 0.0
	for _, r := range p.ratios {
		sum += math.Log(r)
	}
	p.GeoMean = math.Exp(sum / float64(n))
	p.ratios = nil
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// writePairs writes the pairwise table, if rs has more than one solver.
func writePairs(b *strings.Builder, rs []Result) {
	ps := Pairs(rs)
	if len(ps) == 0 {
		return
	}
	fmt.Fprintf(b, "\n## Pairwise\n\nCPU ratio A/B on the files both solved (times under %gs count as %gs).\n\n", ratioFloor, ratioFloor)
	b.WriteString("| set | A | B | both solved | only A | only B | median A/B | geo-mean A/B |\n")
	b.WriteString("|---|---|---|--:|--:|--:|--:|--:|\n")
	for _, p := range ps {
		set := p.Set
		if set == AllSets {
			set = "**all**"
		}
		fmt.Fprintf(b, "| %s | %s | %s | %d | %d | %d | %s | %s |\n", set, p.A, p.B, p.Both, p.OnlyA, p.OnlyB, ratio(p.Median), ratio(p.GeoMean))
	}
}

func ratio(x float64) string {
	if math.IsNaN(x) {
		return "-"
	}
	return fmt.Sprintf("%.2f", x)
}
