package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// oneDocument decodes out as exactly one JSON document into v: it starts
// with "{" (no answer line before it) and nothing follows it.
func oneDocument(t *testing.T, what, out string, v any) {
	t.Helper()
	if !strings.HasPrefix(out, "{") {
		t.Fatalf("%s: stdout does not start with the JSON document:\n%s", what, out)
	}
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: %v\n%s", what, err, out)
	}
	if dec.More() {
		t.Fatalf("%s: more than one JSON document:\n%s", what, out)
	}
}

// TestSolveJSON: solve --json prints one document whose answer is
// solve's; the model read back from it validates against the clauses,
// and the derivation's nodes are those --cex prints, with positions.
func TestSolveJSON(t *testing.T) {
	needZ3(t)
	const counter, unsafe = "../../examples/counter.smt2", "../../examples/unsafe.smt2"
	out, _, code := horn(t, "", "solve", "--json", counter)
	var sat solveJSON
	oneDocument(t, "solve --json counter", out, &sat)
	if code != exitOK || sat.Answer != "sat" || len(sat.Model) != 1 {
		t.Fatalf("solve --json counter: exit %d, %+v", code, sat)
	}
	s, err := smtlib2.ParseFile(counter)
	if err != nil {
		t.Fatal(err)
	}
	var defs strings.Builder
	for _, d := range sat.Model {
		var params []string
		for _, p := range d.Parameters {
			params = append(params, fmt.Sprintf("(%s %s)", p.Name, p.Sort))
		}
		fmt.Fprintf(&defs, "(define-fun %s (%s) Bool %s)\n", d.Predicate, strings.Join(params, " "), d.Body)
	}
	m, err := smtlib2.ParseModel("json", []byte(defs.String()), s)
	if err != nil {
		t.Fatalf("the JSON model does not read back: %v\n%s", err, defs.String())
	}
	pool := z3.NewPool()
	defer pool.Close()
	if err := witness.CheckModel(t.Context(), s, m, pool.NewSolver); err != nil {
		t.Errorf("the JSON model fails validation: %v", err)
	}

	out, _, code = horn(t, "", "solve", "--json", unsafe)
	var unsat solveJSON
	oneDocument(t, "solve --json unsafe", out, &unsat)
	cex, _, _ := horn(t, "", "solve", "--cex", unsafe)
	if code != exitOK || unsat.Answer != "unsat" || len(unsat.Derivation) == 0 || len(unsat.Derivation) != strings.Count(cex, "(node ") {
		t.Fatalf("solve --json unsafe: exit %d, %d nodes; --cex prints %d\n%s", code, len(unsat.Derivation), strings.Count(cex, "(node "), out)
	}
	if root := unsat.Derivation[0]; root.Head != "false" || root.Pos.File == "" || root.Pos.Line == 0 || root.Pos.Col == 0 {
		t.Errorf("root node %+v: want head false and a position", root)
	}
}

// TestVerifyJSONUnescaped: strings in verify --json are as the program
// has them (<= is not \u003c=), positions are objects.
func TestVerifyJSONUnescaped(t *testing.T) {
	needZ3(t)
	out, _, code := horn(t, "", "verify", "--json", "../../examples/sum.bpl")
	var v struct {
		Answer      string `json:"answer"`
		Annotations struct {
			Procedures []struct {
				Proc   string  `json:"proc"`
				Pos    chc.Pos `json:"pos"`
				Points []struct {
					Pos  chc.Pos `json:"pos"`
					Kind string  `json:"kind"`
					Expr string  `json:"expr"`
				} `json:"points"`
			} `json:"procedures"`
		} `json:"annotations"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil || code != exitOK || v.Answer != "correct" {
		t.Fatalf("verify --json sum.bpl: exit %d, %v\n%s", code, err, out)
	}
	if strings.Contains(out, `\u00`) || !strings.Contains(out, "<=") {
		t.Errorf("verify --json escapes strings:\n%s", out)
	}
	if p := v.Annotations.Procedures; len(p) == 0 || p[0].Pos.Line == 0 || len(p[0].Points) == 0 || p[0].Points[0].Pos.Line == 0 {
		t.Errorf("annotations without positions:\n%s", out)
	}
}

// TestStatsJSONWinner: --stats=json names the race's winner and the
// engine of the printed witness as strings, not as counters.
func TestStatsJSONWinner(t *testing.T) {
	needZ3(t)
	_, errs, code := horn(t, "", "solve", "--model", "--stats=json", "../../examples/counter.smt2")
	var rep statsReport
	if err := json.Unmarshal([]byte(errs), &rep); err != nil || code != exitOK {
		t.Fatalf("--stats=json: exit %d, %v\n%s", code, err, errs)
	}
	if rep.Winner == "" || rep.Witness != "pdr" {
		t.Errorf("--stats=json: winner %q, witness %q; want a winner and PDR's witness:\n%s", rep.Winner, rep.Witness, errs)
	}
	for k := range rep.Counters {
		if strings.Contains(k, "winner") || strings.Contains(k, "witness by") {
			t.Errorf("--stats=json still counts %q", k)
		}
	}
	// With one engine there is no race, and no winner.
	_, errs, _ = horn(t, "", "solve", "-e", "pdr", "--stats=json", "../../examples/counter.smt2")
	rep = statsReport{}
	if err := json.Unmarshal([]byte(errs), &rep); err != nil || rep.Winner != "" {
		t.Errorf("-e pdr --stats=json: %v, winner %q", err, rep.Winner)
	}
}

// TestJSONInterrupted: a solve --json whose input is cut by the deadline
// still prints one document, with the answer unknown and the reason.
func TestJSONInterrupted(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.smt2")
	var b bytes.Buffer
	b.WriteString("(set-logic HORN)\n(declare-fun p (Int) Bool)\n")
	for i := 0; i < 200000; i++ {
		fmt.Fprintf(&b, "(assert (forall ((x Int)) (=> (= x %d) (p x))))\n", i)
	}
	b.WriteString("(assert (forall ((x Int)) (=> (and (p x) (< x 0)) false)))\n(check-sat)\n")
	if err := os.WriteFile(big, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, _ := horn(t, "", "solve", "--json", "--timeout", "1ms", big)
	var js solveJSON
	oneDocument(t, "solve --json --timeout 1ms", out, &js)
	if js.Answer != "unknown" || !strings.Contains(js.Reason, "timeout") {
		t.Errorf("solve --json --timeout 1ms: %+v", js)
	}
}
