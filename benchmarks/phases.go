package benchmarks

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Phase names in horn's --stats output that the trust table reads.
const (
	PhaseSolve      = "solve time"            // the whole driver: preprocessing to validation
	PhaseBack       = "back-translation time" // witnesses mapped back through preprocessing
	PhaseValidation = "validation time"       // witnesses checked against the input
)

// readPhases returns the durations in seconds that a solver printed as
// horn's `--stats=json` object (its "seconds" field) on the last such line
// of stderr, or nil when there is none.
func readPhases(stderr string) map[string]float64 {
	lines := strings.Split(stderr, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		l := strings.TrimSpace(lines[i])
		if !strings.HasPrefix(l, "{") || !strings.Contains(l, `"seconds"`) {
			continue
		}
		var obj struct {
			Seconds map[string]float64 `json:"seconds"`
		}
		if json.Unmarshal([]byte(l), &obj) == nil && obj.Seconds != nil {
			return obj.Seconds
		}
	}
	return nil
}

// TrustRow is the cost of horn's checks on one set for one solver: over
// its solved files that reported phases (run with `--stats=json`), the
// seconds of its whole driver, of mapping witnesses back, and of
// validating them.
type TrustRow struct {
	Set, Solver            string
	Files                  int
	Solve, Back, Validated float64
}

// Share is the part of the driver's time spent on back-translation and
// validation.
func (t TrustRow) Share() float64 {
	if t.Solve == 0 {
		return 0
	}
	return (t.Back + t.Validated) / t.Solve
}

// Trust sums the phases of the solved results of rs per set and solver,
// with one AllSets row per solver; solvers that reported no phases have
// no rows.
func Trust(rs []Result) []TrustRow {
	type key struct{ set, solver string }
	rows := map[key]*TrustRow{}
	add := func(k key, r Result) {
		t := rows[k]
		if t == nil {
			t = &TrustRow{Set: k.set, Solver: k.solver}
			rows[k] = t
		}
		t.Files++
		t.Solve += r.Phases[PhaseSolve]
		t.Back += r.Phases[PhaseBack]
		t.Validated += r.Phases[PhaseValidation]
	}
	for _, r := range rs {
		if r.Phases == nil || !r.Solved() {
			continue
		}
		add(key{r.Set, r.Solver}, r)
		add(key{AllSets, r.Solver}, r)
	}
	out := make([]TrustRow, 0, len(rows))
	for _, t := range rows {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if (a.Set == AllSets) != (b.Set == AllSets) {
			return b.Set == AllSets
		}
		if a.Set != b.Set {
			return a.Set < b.Set
		}
		return a.Solver < b.Solver
	})
	return out
}

func writeTrust(b *strings.Builder, rs []Result) {
	rows := Trust(rs)
	if len(rows) == 0 {
		return
	}
	b.WriteString("\n## Cost of trust\n\nhorn's phases on its solved files, from `--stats=json` (wall-clock seconds inside the process): " +
		"the driver's whole run (preprocessing, solving, mapping back, validating), and the share of it spent mapping witnesses back and validating them.\n\n")
	b.WriteString("| set | solver | files | driver s | back-translation s | validation s | share |\n")
	b.WriteString("|---|---|--:|--:|--:|--:|--:|\n")
	for _, t := range rows {
		set := t.Set
		if set == AllSets {
			set = "**all**"
		}
		fmt.Fprintf(b, "| %s | %s | %d | %.2f | %.2f | %.2f | %.1f%% |\n", set, t.Solver, t.Files, t.Solve, t.Back, t.Validated, 100*t.Share())
	}
}
