package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/alecthomas/kong"

	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/result"
)

// statsFlag is --stats: off (""), "text" (--stats, -s, --stats=text) or
// "json" (--stats=json). It is a boolean flag that takes an optional
// value, which must follow an equals sign.
type statsFlag string

const (
	statsText = "text"
	statsJSON = "json"
)

// Decode reads --stats (text) or --stats=FORMAT.
func (f *statsFlag) Decode(ctx *kong.DecodeContext) error {
	if ctx.Scan.Peek().Type != kong.FlagValueToken {
		*f = statsText
		return nil
	}
	tok, err := ctx.Scan.PopValue("stats format")
	if err != nil {
		return err
	}
	switch v := strings.ToLower(fmt.Sprint(tok.Value)); v {
	case statsText, "true":
		*f = statsText
	case statsJSON:
		*f = statsJSON
	case "false", "none":
		*f = ""
	default:
		return fmt.Errorf("unknown format %q: want --stats (text) or --stats=json", v)
	}
	return nil
}

// IsBool makes --stats valid without a value.
func (f *statsFlag) IsBool() bool { return true }

// passTable is one preprocessing pipeline's per-pass table, in JSON.
type passTable struct {
	Pipeline string     `json:"pipeline"`
	Passes   []passJSON `json:"passes"`
}

type passJSON struct {
	Pass    string   `json:"pass"`
	Before  sizeJSON `json:"before"`
	After   sizeJSON `json:"after"`
	Seconds float64  `json:"seconds"`
}

type sizeJSON struct {
	Clauses    int `json:"clauses"`
	Predicates int `json:"predicates"`
	Arguments  int `json:"arguments"`
}

func newPassTable(pipeline string, st []preprocess.Stat) passTable {
	t := passTable{Pipeline: pipeline, Passes: []passJSON{}}
	for _, s := range st {
		t.Passes = append(t.Passes, passJSON{
			Pass:    s.Pass,
			Before:  sizeJSON{s.Before.Clauses, s.Before.Preds, s.Before.Args},
			After:   sizeJSON{s.After.Clauses, s.After.Preds, s.After.Args},
			Seconds: s.Time.Seconds(),
		})
	}
	return t
}

// statsReport is what --stats=json prints: one object on one line.
type statsReport struct {
	Answer string `json:"answer,omitempty"`
	// Winner is the member of auto's race whose answer was taken (the
	// counter "winner NAME" of the text statistics); "" when none.
	Winner string `json:"winner,omitempty"`
	// Witness is the engine whose witness was printed after a race (the
	// counter "witness by NAME"): the fixed follow-up engine ("pdr" after
	// sat, "bmc" after unsat), or "winner" when it gave none in its budget.
	Witness string `json:"witness,omitempty"`
	// Counters and Seconds are the engine's and the driver's statistics
	// (result.Stats), counts and durations apart; preprocess has none.
	Counters map[string]int64   `json:"counters,omitempty"`
	Seconds  map[string]float64 `json:"seconds,omitempty"`
	// Preprocessing has one table per pipeline run ("default", then
	// "fallback" if it ran).
	Preprocessing []passTable `json:"preprocessing"`
}

// stats prints what --stats asks for after solving: the text table
// (the pass tables were printed as the pipelines ran) or the JSON object.
func (o solveOpts) writeStats(w io.Writer, r result.Result) error {
	switch o.stats {
	case statsText:
		if r.Stats != nil {
			_, err := r.Stats.WriteTo(w)
			return err
		}
	case statsJSON:
		return writeStatsJSON(w, r.Status.String(), r.Stats, o.passTables.list)
	}
	return nil
}

// passTables collects the pass tables of --stats=json.
type passTables struct{ list []passTable }

// writeStatsJSON prints the answer (if any), the statistics and the pass
// tables as one JSON object.
func writeStatsJSON(w io.Writer, answer string, st *result.Stats, tables []passTable) error {
	rep := statsReport{Answer: answer, Preprocessing: tables}
	if rep.Preprocessing == nil {
		rep.Preprocessing = []passTable{}
	}
	if st != nil {
		rep.Counters, rep.Seconds = st.Counts(), map[string]float64{}
		rep.Winner = takeName(rep.Counters, "winner ")
		rep.Witness = takeName(rep.Counters, "witness by ")
		if rep.Witness == "the race's winner" {
			rep.Witness = "winner"
		}
		for k, d := range st.Durations() {
			rep.Seconds[k] = d.Seconds()
		}
	}
	b, err := marshalJSON(rep)
	if err != nil {
		return fmt.Errorf("--stats=json: %w", err)
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}

// takeName removes a counter that names something, "PREFIX NAME" (or the
// fallback pipeline's, "fallback PREFIX NAME"), from counts and returns
// NAME: the race's winner, the engine of the printed witness.
func takeName(counts map[string]int64, prefix string) string {
	name := ""
	for k, n := range counts {
		for _, p := range []string{prefix, "fallback " + prefix} {
			if rest, ok := strings.CutPrefix(k, p); ok && n > 0 {
				name = rest
				delete(counts, k)
			}
		}
	}
	return name
}
