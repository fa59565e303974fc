package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/internal/benchdata"
)

// horn runs the command line in-process and returns stdout, stderr and the
// exit code.
func horn(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func TestVersionHelpUsage(t *testing.T) {
	out, _, code := horn(t, "", "version")
	if code != exitOK || !strings.HasPrefix(out, "horn ") || !strings.Contains(out, "Z3 4.") || !strings.Contains(out, "go1.") {
		t.Fatalf("version: %q %d; want horn's, Go's and Z3's versions", out, code)
	}
	flag, _, code := horn(t, "", "--version")
	if code != exitOK || flag != out {
		t.Fatalf("--version: %q %d; want %q", flag, code, out)
	}
	out, _, code = horn(t, "", "--help")
	if code != exitOK || !strings.Contains(out, "Exit codes") {
		t.Fatalf("--help: code %d, output lacks the exit codes:\n%s", code, out)
	}
	if _, _, code = horn(t, "", "frobnicate"); code != exitUsage {
		t.Fatalf("unknown command: exit %d, want %d", code, exitUsage)
	}
	if _, _, code = horn(t, "", "solve", "--no-such-flag", "x.smt2"); code != exitUsage {
		t.Fatalf("unknown flag: exit %d, want %d", code, exitUsage)
	}
	_, errs, code := horn(t, "", "solve", "-e", "nope", "../../examples/counter.smt2")
	if code == exitOK || !strings.Contains(errs, "unknown engine") {
		t.Fatalf("unknown engine: exit %d, %q", code, errs)
	}
}

// TestSolveExamples: every engine gives the right, validated answer on the
// bundled examples, and the witnesses printed round-trip through check.
func TestSolveExamples(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		file, engine, want string
	}{
		{"counter.smt2", "pdr", "sat"},
		{"counter.smt2", "portfolio", "sat"},
		{"counter.smt2", "bmc", "sat"}, // the bounded counter's unrolling closes
		{"unsafe.smt2", "pdr", "unsat"},
		{"unsafe.smt2", "bmc", "unsat"},
		{"unsafe.smt2", "portfolio", "unsat"},
		{"fib.smt2", "pdr", "unsat"},
		{"fib.smt2", "bmc", "unsat"},
		{"counter.smt2", "auto", "sat"},
		{"unsafe.smt2", "auto", "unsat"},
		{"fib.smt2", "auto", "unsat"},
	} {
		file := filepath.Join("../../examples", tc.file)
		out, errs, code := horn(t, "", "solve", "-e", tc.engine, "--model", "--cex", "--timeout", "60s", file)
		if code != exitOK || firstLine(out) != tc.want {
			t.Fatalf("%s with %s: exit %d, answer %q, want %s\n%s", tc.file, tc.engine, code, firstLine(out), tc.want, errs)
		}
		// Nothing after the answer reads exactly sat or unsat.
		for _, l := range strings.Split(out, "\n")[1:] {
			if l == "sat" || l == "unsat" {
				t.Fatalf("%s: witness contains a line %q", tc.file, l)
			}
		}
		w := filepath.Join(dir, tc.engine+"-"+tc.file+".witness")
		if err := os.WriteFile(w, []byte(strings.SplitN(out, "\n", 2)[1]), 0o644); err != nil {
			t.Fatal(err)
		}
		got, errs, code := horn(t, "", "check", file, w)
		kind := map[string]string{"sat": "valid model", "unsat": "valid derivation"}[tc.want]
		if code != exitOK || strings.TrimSpace(got) != kind {
			t.Fatalf("check %s (%s): exit %d %q %q", tc.file, tc.engine, code, got, errs)
		}
	}
}

// TestCheckRejectsTampered: edited witnesses fail check with exit 1.
func TestCheckRejectsTampered(t *testing.T) {
	dir := t.TempDir()
	file := "../../examples/unsafe.smt2"
	out, _, _ := horn(t, "", "solve", "--cex", file)
	deriv := strings.SplitN(out, "\n", 2)[1]
	// Change the first value 4 (x at the query) to 5.
	re := regexp.MustCompile(`\b4\b`)
	loc := re.FindStringIndex(deriv)
	if loc == nil {
		t.Fatalf("no value 4 in the derivation:\n%s", deriv)
	}
	bad := deriv[:loc[0]] + "5" + deriv[loc[1]:]
	w := filepath.Join(dir, "bad.deriv")
	os.WriteFile(w, []byte(bad), 0o644)
	_, errs, code := horn(t, "", "check", file, w)
	if code != exitInput || !strings.Contains(errs, "not valid") {
		t.Fatalf("tampered derivation: exit %d %q", code, errs)
	}

	file = "../../examples/counter.smt2"
	model := "(define-fun inv ((x Int)) Bool (<= 0 x))\n" // true at 7: breaks the query
	w = filepath.Join(dir, "bad.model")
	os.WriteFile(w, []byte(model), 0o644)
	_, errs, code = horn(t, "", "check", file, w)
	if code != exitInput || !strings.Contains(errs, "violates clause 2") {
		t.Fatalf("weak model: exit %d %q", code, errs)
	}
	os.WriteFile(w, []byte("(define-fun inv ((x Int)) Bool (and (<= 0 x) (= (mod x 2) 0)))\n"), 0o644)
	if out, errs, code := horn(t, "", "check", file, w); code != exitOK || !strings.Contains(out, "valid model") {
		t.Fatalf("true invariant: exit %d %q %q", code, out, errs)
	}
}

// TestTimeout: a hard system with a short timeout answers unknown promptly.
func TestTimeout(t *testing.T) {
	hard := benchdata.Dir(t, "lia-lin", "chc-comp24-LIA-Lin-004.smt2")
	start := time.Now()
	out, errs, code := horn(t, "", "solve", "--timeout", "300ms", hard)
	if code != exitOK || firstLine(out) != "unknown" || !strings.Contains(errs, "reason:") {
		t.Fatalf("exit %d, %q, %q", code, out, errs)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("timeout of 300ms took %v", d)
	}
}

// TestPrintIdempotent: print → read from stdin → print is a fixpoint.
func TestPrintIdempotent(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/engines/*.smt2")
	ex, _ := filepath.Glob("../../examples/*.smt2")
	files = append(files, ex...)
	if len(files) < 10 {
		t.Fatalf("only %d files", len(files))
	}
	for _, f := range files {
		once, errs, code := horn(t, "", "print", f)
		if code != exitOK {
			t.Fatalf("print %s: %d %s", f, code, errs)
		}
		twice, errs, code := horn(t, once, "print", "-")
		if code != exitOK || twice != once {
			t.Fatalf("print %s not idempotent (exit %d %s)", f, code, errs)
		}
		// And the printed text solves to the same answer.
		a, _, _ := horn(t, "", "solve", "--timeout", "30s", f)
		b, _, _ := horn(t, once, "solve", "--timeout", "30s", "-")
		if firstLine(a) != firstLine(b) {
			t.Fatalf("%s: %s on the file, %s on the printed text", f, firstLine(a), firstLine(b))
		}
	}
}

func TestStats(t *testing.T) {
	out, _, code := horn(t, "", "stats", "--json", "../../examples/fib.smt2", "../../examples/counter.smt2")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	dec := json.NewDecoder(strings.NewReader(out))
	var rows []map[string]any
	for dec.More() {
		var r map[string]any
		if err := dec.Decode(&r); err != nil {
			t.Fatal(err)
		}
		rows = append(rows, r)
	}
	if len(rows) != 2 || rows[0]["predicates"] != 1.0 || rows[0]["clauses"] != 3.0 || rows[0]["linear"] != false || rows[1]["linear"] != true {
		t.Fatalf("stats rows: %v", rows)
	}
	out, _, code = horn(t, "", "stats", "../../examples/counter.smt2")
	if code != exitOK || !strings.Contains(out, "preds") || !strings.Contains(out, "counter.smt2") {
		t.Fatalf("table: %d\n%s", code, out)
	}
	src, _ := os.ReadFile("../../examples/counter.smt2")
	out, _, code = horn(t, string(src), "stats", "-")
	if code != exitOK || !strings.Contains(out, "LIA") {
		t.Fatalf("stdin: %d %s", code, out)
	}
}

// TestInputErrors: missing files, syntax errors and unsupported constructs
// exit 1 with file:line:col and the construct named.
func TestInputErrors(t *testing.T) {
	_, errs, code := horn(t, "", "solve", "no/such/file.smt2")
	if code != exitInput || !strings.Contains(errs, "no/such/file.smt2") {
		t.Fatalf("missing file: %d %q", code, errs)
	}
	_, errs, code = horn(t, "(set-logic HORN)\n(declare-fun P (Int) Bool)\n(assert (forall ((x Int)) (=> (= x 0) (P x)))\n", "print", "-")
	if code != exitInput || !regexp.MustCompile(`^horn: -:\d+:\d+: `).MatchString(errs) {
		t.Fatalf("syntax error: %d %q", code, errs)
	}
	for _, f := range []string{"bitvec-width.smt2", "datatypes.smt2"} {
		path := filepath.Join("../../smtlib2/testdata/errors", f)
		_, errs, code = horn(t, "", "solve", path)
		if code != exitInput || !strings.Contains(errs, path+":") {
			t.Fatalf("%s: %d %q", f, code, errs)
		}
		if !strings.Contains(strings.ToLower(errs), "bit-vector") && !strings.Contains(strings.ToLower(errs), "datatype") {
			t.Fatalf("%s: message does not name the construct: %q", f, errs)
		}
	}
}

// TestSolvePreprocessed: systems whose predicates get inlined still print
// witnesses of the clauses as written, which check accepts.
func TestSolvePreprocessed(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ file, want string }{
		{"mutual-safe.smt2", "sat"},
		{"mutual-unsafe.smt2", "unsat"},
	} {
		file := filepath.Join("../../testdata/engines", tc.file)
		out, errs, code := horn(t, "", "solve", "--stats", "--model", "--cex", file)
		if code != exitOK || firstLine(out) != tc.want {
			t.Fatalf("%s: exit %d %q %s", tc.file, code, firstLine(out), errs)
		}
		if !strings.Contains(errs, "preprocessing (default pipeline):") || !strings.Contains(errs, "fixpoint/1/inline") {
			t.Fatalf("%s: --stats lacks the per-pass table: %s", tc.file, errs)
		}
		if before, after := statValue(t, errs, "preprocess predicates before"), statValue(t, errs, "preprocess predicates after"); after >= before {
			t.Fatalf("%s: no predicate eliminated (%d before, %d after)", tc.file, before, after)
		}
		w := filepath.Join(dir, tc.file+".w")
		os.WriteFile(w, []byte(strings.SplitN(out, "\n", 2)[1]), 0o644)
		if got, errs, code := horn(t, "", "check", file, w); code != exitOK || !strings.HasPrefix(got, "valid") {
			t.Fatalf("check %s: %d %q %q", tc.file, code, got, errs)
		}
		out2, _, _ := horn(t, "", "solve", "--no-preprocess", file)
		if firstLine(out2) != tc.want {
			t.Fatalf("%s --no-preprocess: %q", tc.file, firstLine(out2))
		}
	}
}

// statValue returns the integer statistic name from --stats output.
func statValue(t *testing.T, stats, name string) int {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(name) + `\s+(\d+)$`).FindStringSubmatch(stats)
	if m == nil {
		t.Fatalf("no statistic %q in %s", name, stats)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// TestPreprocess: horn preprocess prints a smaller system that horn reads
// back with the same answer, writes the per-pass table with --stats, and
// refuses unknown pass names as a usage error.
func TestPreprocess(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ file, want string }{
		{"mutual-safe.smt2", "sat"},
		{"mutual-unsafe.smt2", "unsat"},
		{"fib-nonlin-safe.smt2", "sat"},
	} {
		file := filepath.Join("../../testdata/engines", tc.file)
		out, errs, code := horn(t, "", "preprocess", "--stats", file)
		if code != exitOK {
			t.Fatalf("%s: exit %d: %s", tc.file, code, errs)
		}
		if !strings.Contains(errs, "total") || !strings.Contains(errs, "inline") {
			t.Fatalf("%s: no per-pass table on stderr: %q", tc.file, errs)
		}
		pre := filepath.Join(dir, tc.file)
		if err := os.WriteFile(pre, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		before, _, _ := horn(t, "", "stats", "--json", file)
		after, _, _ := horn(t, "", "stats", "--json", pre)
		if jsonInt(t, after, "clauses") > jsonInt(t, before, "clauses") || jsonInt(t, after, "predicates") > jsonInt(t, before, "predicates") {
			t.Fatalf("%s: preprocessing grew the system: %s -> %s", tc.file, before, after)
		}
		got, errs, code := horn(t, "", "solve", "--no-preprocess", pre)
		if code != exitOK || firstLine(got) != tc.want {
			t.Fatalf("%s preprocessed: exit %d %q %s", tc.file, code, firstLine(got), errs)
		}
		if _, _, code := horn(t, "", "preprocess", "-o", filepath.Join(dir, "o.smt2"), file); code != exitOK {
			t.Fatalf("%s -o: exit %d", tc.file, code)
		}
		if b, err := os.ReadFile(filepath.Join(dir, "o.smt2")); err != nil || string(b) != out {
			t.Fatalf("%s: -o wrote other text than stdout (%v)", tc.file, err)
		}
	}
	if _, errs, code := horn(t, "", "preprocess", "--passes", "inline,frob", "../../examples/counter.smt2"); code != exitUsage || !strings.Contains(errs, "frob") {
		t.Fatalf("unknown pass: exit %d %q", code, errs)
	}
	if _, errs, code := horn(t, "", "solve", "--passes", "frob", "../../examples/counter.smt2"); code != exitUsage {
		t.Fatalf("solve with an unknown pass: exit %d %q", code, errs)
	}
}

// jsonInt returns the integer field key of the first JSON object in s.
func jsonInt(t *testing.T, s, key string) int {
	t.Helper()
	m := regexp.MustCompile(`"` + regexp.QuoteMeta(key) + `":\s*(\d+)`).FindStringSubmatch(s)
	if m == nil {
		t.Fatalf("no %q in %s", key, s)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// TestVerbose: -v logs the main steps to stderr through slog's text
// handler (preprocessing, the engine, PDR's levels with their lemma
// counts, the member that won, the answer), -vv adds the detail
// (each pass, the slices' turns), and without either nothing is logged.
func TestVerbose(t *testing.T) {
	needZ3(t)
	file := "../../examples/counter.smt2"
	out, errs, code := horn(t, "", "solve", file)
	if code != exitOK || out != "sat\n" || errs != "" {
		t.Fatalf("without -v: exit %d, %q, stderr %q; want sat and nothing on stderr", code, out, errs)
	}
	out, errs, code = horn(t, "", "-v", "solve", file)
	if code != exitOK || out != "sat\n" {
		t.Fatalf("-v: exit %d, %q", code, out)
	}
	for _, want := range []string{
		"level=INFO msg=preprocessed pipeline=default",
		"msg=solving engine=auto",
		"msg=chosen engine=auto class=linear members=pdr:3,kind:1",
		`msg="pdr level" engine=pdr level=0 lemmas=`,
		`msg="member wins" engine=auto member=`, // pdr, or bmc on a loaded machine

		"msg=answer status=sat",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("-v: stderr lacks %q:\n%s", want, errs)
		}
	}
	if strings.Contains(errs, "level=DEBUG") {
		t.Errorf("-v logs debug records:\n%s", errs)
	}
	_, errs, code = horn(t, "", "solve", "-vv", "-e", "bmc", "../../examples/unsafe.smt2")
	if code != exitOK {
		t.Fatalf("-vv: exit %d", code)
	}
	for _, want := range []string{`level=DEBUG msg="preprocessing pass" pipeline=default pass=simplify`, `msg="bmc depth" engine=bmc depth=1`, `msg="bmc check" engine=bmc result=`} {
		if !strings.Contains(errs, want) {
			t.Errorf("-vv: stderr lacks %q:\n%s", want, errs)
		}
	}
}

// TestSolveStatsForms: --stats prints the statistics as two aligned
// columns without doubled engine prefixes; --stats=json prints one JSON
// object with the answer, the counters, the durations and the pass table;
// an unknown format is a usage error.
func TestSolveStatsForms(t *testing.T) {
	needZ3(t)
	file := "../../examples/counter.smt2"
	out, errs, code := horn(t, "", "solve", "--stats", file)
	if code != exitOK || out != "sat\n" {
		t.Fatalf("--stats: exit %d, %q", code, out)
	}
	_, table, ok := strings.Cut(errs, "  total\n")
	if !ok {
		t.Fatalf("--stats: no pass table:\n%s", errs)
	}
	col := -1
	for _, line := range strings.Split(strings.TrimSuffix(table, "\n"), "\n") {
		f := strings.Fields(line)
		v := f[len(f)-1]
		i := strings.LastIndex(line, " "+v) + 1
		if col < 0 {
			col = i
		}
		if len(f) < 2 || i != col {
			t.Errorf("--stats: %q: value at column %d, want %d", line, i, col)
		}
		if strings.HasPrefix(line, "pdr pdr ") || strings.HasPrefix(line, "bmc bmc ") {
			t.Errorf("--stats: doubled prefix: %q", line)
		}
	}
	if statValue(t, errs, "validations") != 1 || statValue(t, errs, "pdr lemmas") < 1 {
		t.Errorf("--stats lacks validations or pdr lemmas:\n%s", errs)
	}

	out, errs, code = horn(t, "", "solve", "--stats=json", file)
	if code != exitOK || out != "sat\n" || strings.Count(errs, "\n") != 1 {
		t.Fatalf("--stats=json: exit %d, %q, stderr %q; want one line", code, out, errs)
	}
	var rep statsReport
	if err := json.Unmarshal([]byte(errs), &rep); err != nil {
		t.Fatalf("--stats=json: %v\n%s", err, errs)
	}
	if rep.Answer != "sat" || rep.Counters["validations"] != 1 || rep.Counters["pdr lemmas"] < 1 || rep.Seconds["solve time"] <= 0 {
		t.Errorf("--stats=json: %+v", rep)
	}
	if len(rep.Preprocessing) != 1 || rep.Preprocessing[0].Pipeline != "default" || len(rep.Preprocessing[0].Passes) < 4 ||
		rep.Preprocessing[0].Passes[0].Pass != "split-records" || rep.Preprocessing[0].Passes[0].Before.Clauses != 3 {
		t.Errorf("--stats=json pass table: %+v", rep.Preprocessing)
	}

	_, errs, code = horn(t, "", "preprocess", "--stats=json", file)
	rep = statsReport{}
	if err := json.Unmarshal([]byte(errs), &rep); code != exitOK || err != nil || rep.Answer != "" || len(rep.Preprocessing) != 1 {
		t.Errorf("preprocess --stats=json: exit %d, %v: %s", code, err, errs)
	}
	if _, errs, code = horn(t, "", "solve", "--stats=xml", file); code != exitUsage || !strings.Contains(errs, "--stats=json") {
		t.Errorf("--stats=xml: exit %d, %q; want a usage error", code, errs)
	}
}

// TestGrammarSameAsFull: a command line that names a command is parsed by
// a grammar of that command alone (see grammar); its help, its usage
// errors and the values it parses are those of the full grammar.
func TestGrammarSameAsFull(t *testing.T) {
	full := func(args []string) (string, string, *cli) {
		var out, errb bytes.Buffer
		c := &cli{}
		p, err := newParser(c, &out, &errb, func(int) { panic(exitSignal{}) })
		if err != nil {
			t.Fatal(err)
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					if _, ok := r.(exitSignal); !ok {
						panic(r)
					}
				}
			}()
			if _, err := p.Parse(args); err != nil {
				errb.WriteString("horn: " + err.Error() + "\n")
			}
		}()
		return out.String(), errb.String(), c
	}
	for _, args := range [][]string{
		{"solve", "--help"}, {"verify", "--help"}, {"print", "--help"}, {"preprocess", "--help"},
		{"stats", "--help"}, {"check", "--help"}, {"bench", "--help"}, {"bench", "run", "--help"},
		{"bench", "report", "--help"}, {"translate", "--help"}, {"translate", "rts", "--help"},
		{"translate", "gen", "--help"}, {"version", "--help"},
		{"solve"}, {"solve", "--bogus", "f"}, {"solve", "a", "b"}, {"-v", "solve", "--engine", "nope", "f"},
		{"bench", "--cpu-limit", "x"}, {"check"},
	} {
		wantOut, wantErr, _ := full(args)
		out, errs, _ := horn(t, "", args...)
		if out != wantOut {
			t.Errorf("%v: stdout\n%s\nwant (full grammar)\n%s", args, out, wantOut)
		}
		if !strings.HasPrefix(errs, wantErr) {
			t.Errorf("%v: stderr\n%s\nwant (full grammar)\n%s", args, errs, wantErr)
		}
	}
	// The values parsed: -v's count reaches the logger.
	c, verbosity := grammar([]string{"-v", "-v", "solve", "f.smt2"})
	p, err := newParser(c, io.Discard, io.Discard, func(int) {})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Parse([]string{"-v", "-v", "solve", "f.smt2"}); err != nil {
		t.Fatal(err)
	}
	if _, isFull := c.(*cli); isFull || verbosity() != 2 {
		t.Fatalf("grammar of solve: full %v, verbosity %d; want a narrowed grammar and 2", isFull, verbosity())
	}
}
