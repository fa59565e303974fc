package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/horn-chc/horn/internal/benchdata"
)

// The CHC-COMP model track's check, written here from its description
// and independent of package smtlib2: the HORN file with (set-logic HORN)
// replaced by (set-logic ALL), each predicate's declaration replaced by
// the model's definition of it, and all asserts replaced by one
// (assert (not (and <asserted clauses>))); the model is accepted by a
// solver that answers unsat. scripts/chccomp-model-check builds the same
// query.

// sexp is an s-expression: an atom (text) or a list.
type sexp struct {
	atom string
	list []sexp
	isLn bool
}

func (x sexp) String() string {
	if !x.isLn {
		return x.atom
	}
	parts := make([]string, len(x.list))
	for i, y := range x.list {
		parts[i] = y.String()
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// head returns the first atom of a list, or "".
func (x sexp) head() string {
	if !x.isLn || len(x.list) == 0 || x.list[0].isLn {
		return ""
	}
	return x.list[0].atom
}

// parseSexps reads the s-expressions of src (comments, |quoted| symbols
// and "strings" as SMT-LIB has them).
func parseSexps(src string) ([]sexp, error) {
	stack := [][]sexp{nil}
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			i++
		case c == ';':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '(':
			stack = append(stack, nil)
			i++
		case c == ')':
			if len(stack) == 1 {
				return nil, fmt.Errorf("offset %d: unbalanced )", i)
			}
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			stack[len(stack)-1] = append(stack[len(stack)-1], sexp{list: top, isLn: true})
			i++
		default:
			j := i + 1
			switch c {
			case '|':
				k := strings.IndexByte(src[i+1:], '|')
				if k < 0 {
					return nil, fmt.Errorf("offset %d: unclosed |", i)
				}
				j = i + k + 2
			case '"':
				for j < len(src) && (src[j] != '"' || (j+1 < len(src) && src[j+1] == '"')) {
					if src[j] == '"' {
						j++
					}
					j++
				}
				j++
			default:
				for j < len(src) && !strings.ContainsRune(" \t\r\n();|\"", rune(src[j])) {
					j++
				}
			}
			if j > len(src) {
				return nil, fmt.Errorf("offset %d: unclosed string", i)
			}
			stack[len(stack)-1] = append(stack[len(stack)-1], sexp{atom: src[i:j]})
			i = j
		}
	}
	if len(stack) != 1 {
		return nil, fmt.Errorf("unbalanced (")
	}
	return stack[0], nil
}

// symbolName returns the symbol an atom names: |x| and x are the same
// symbol when x is a simple symbol.
func symbolName(a string) string {
	if len(a) < 2 || a[0] != '|' || a[len(a)-1] != '|' {
		return a
	}
	in := a[1 : len(a)-1]
	if in == "" || (in[0] >= '0' && in[0] <= '9') {
		return a
	}
	for _, r := range in {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("~!@$%^&*_-+=<>.?/", r)) {
			return a
		}
	}
	return in
}

// modelDefs returns the define-funs and define-fun-recs (functions the
// definitions use, such as a datatype's size) of a model output: after
// "sat", bare, in one list, or inside (model ...).
func modelDefs(model string) ([]sexp, error) {
	items, err := parseSexps(model)
	if err != nil {
		return nil, err
	}
	var defs []sexp
	for _, it := range items {
		switch {
		case !it.isLn && it.atom == "sat":
		case it.head() == "define-fun" || it.head() == "define-fun-rec":
			defs = append(defs, it)
		case it.head() == "model":
			defs = append(defs, it.list[1:]...)
		case it.isLn:
			defs = append(defs, it.list...)
		default:
			return nil, fmt.Errorf("unexpected %s in the model", it)
		}
	}
	for _, d := range defs {
		if (d.head() != "define-fun" && d.head() != "define-fun-rec") || len(d.list) != 5 {
			return nil, fmt.Errorf("expected (define-fun name params sort body), found %.60s", d)
		}
	}
	return defs, nil
}

// modelTrackQuery builds the validator's query for a HORN file and a
// model output; it fails when a declared predicate has no definition.
func modelTrackQuery(horn, model string) (string, error) {
	cmds, err := parseSexps(horn)
	if err != nil {
		return "", err
	}
	defs, err := modelDefs(model)
	if err != nil {
		return "", err
	}
	byName := map[string]sexp{}
	var aux []string // define-fun-recs: before the first predicate's definition
	for _, d := range defs {
		if d.head() == "define-fun-rec" {
			aux = append(aux, d.String())
			continue
		}
		n := symbolName(d.list[1].atom)
		if _, dup := byName[n]; dup {
			return "", fmt.Errorf("%s is defined twice", n)
		}
		byName[n] = d
	}
	var out, clauses []string
	declared := 0
	for _, c := range cmds {
		switch c.head() {
		case "set-logic":
			out = append(out, "(set-logic ALL)")
		case "declare-fun":
			d, ok := byName[symbolName(c.list[1].atom)]
			if !ok {
				return "", fmt.Errorf("no definition for the declared predicate %s", c.list[1].atom)
			}
			declared++
			out = append(out, aux...)
			aux = nil
			out = append(out, d.String())
		case "assert":
			clauses = append(clauses, c.list[1].String())
		case "check-sat", "exit", "get-model", "get-info", "get-proof", "set-info":
			// set-info: a file's (set-info :status sat) would contradict the query's unsat.
		default:
			out = append(out, c.String())
		}
	}
	if declared != len(byName) {
		return "", fmt.Errorf("the model defines %d predicates, the file declares %d", len(byName), declared)
	}
	out = append(out, "(assert (not (and true "+strings.Join(clauses, " ")+")))", "(check-sat)", "(exit)")
	return strings.Join(out, "\n") + "\n", nil
}

// validate runs solver (z3 or cvc5) on query within cpu of CPU time
// (RLIMIT_CPU, so that a loaded machine does not turn a check the
// solver finishes into a timeout; validatorWall is only a backstop) and
// returns its answer: sat, unsat, unknown, timeout, or the error text.
func validate(solver, query string, cpu time.Duration) string {
	args := map[string][]string{"z3": {"-smt2", "-in"}, "cvc5": {"--lang=smt2"}}[solver]
	ctx, cancel := context.WithTimeout(context.Background(), validatorWall)
	defer cancel()
	limited := fmt.Sprintf(`ulimit -t %d && exec "$0" "$@"`, int(cpu.Seconds()))
	cmd := exec.CommandContext(ctx, "sh", append([]string{"-c", limited, solver}, args...)...)
	cmd.Stdin = strings.NewReader(query)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ctx.Err() != nil || ok && ws.Signaled() {
		return "timeout" // the wall backstop, or SIGXCPU/SIGKILL at the CPU limit
	}
	if w := strings.Fields(out.String()); len(w) == 1 && err == nil {
		return w[0]
	}
	return "error: " + strings.Join(strings.Fields(out.String()), " ")
}

// validatorTimeout bounds a validator's CPU time for one model: cvc5
// takes 27 to 33 s to accept array_branches_2d's model (one quantifier
// over a split array of records; z3 0.1 s). validatorWall bounds its
// wall time, far above: beside the other packages' tests the machine
// gives cvc5 a fraction of a core.
const (
	validatorTimeout = 3 * time.Minute
	validatorWall    = 20 * time.Minute
)

// validators returns the validating solvers on PATH, logging those
// missing; z3 is required.
func validators(t *testing.T) []string {
	t.Helper()
	needZ3(t)
	out := []string{"z3"}
	if _, err := exec.LookPath("cvc5"); err != nil {
		t.Log("cvc5 is not on PATH: models are checked with z3 only (scripts/setup.sh installs cvc5)")
	} else {
		out = append(out, "cvc5")
	}
	return out
}

// modelTrackTally counts the outcome of the model-track check over files.
type modelTrackTally struct {
	files, undecided, accepted int
	rejected                   []string
	unknown                    []string // a validator answered unknown or timed out
}

// checkModelTrack solves file with --model under timeout and, when horn
// answers sat, runs the validator's check with each solver.
func (tl *modelTrackTally) check(t *testing.T, file string, solvers []string, timeout time.Duration) {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	tl.files++
	out, errs, code := horn(t, "", "solve", "--model", "--timeout", timeout.String(), file)
	if code != exitOK {
		t.Errorf("solve --model %s: exit %d: %s", file, code, errs)
		return
	}
	if firstLine(out) != "sat" {
		t.Logf("%s: horn answered %q within %s; not counted", file, firstLine(out), timeout)
		tl.undecided++
		return
	}
	q, err := modelTrackQuery(string(src), out)
	if err != nil {
		t.Errorf("%s: the printed model is not in the model track's form: %v\n%s", file, err, out)
		tl.rejected = append(tl.rejected, file)
		return
	}
	ok := true
	for _, s := range solvers {
		switch a := validate(s, q, validatorTimeout); {
		case a == "unsat":
		case a == "unknown" || a == "timeout":
			t.Logf("%s: %s answered %s on the validator's query", file, s, a)
			tl.unknown = append(tl.unknown, s+" "+file)
			ok = false
		default:
			t.Errorf("%s: %s answered %s on the validator's query: the model is rejected\n%s", file, s, a, out)
			tl.rejected = append(tl.rejected, s+" "+file)
			ok = false
		}
	}
	if ok {
		tl.accepted++
	}
}

// defaultSatFiles lists the sat files of the default test set: the
// examples and the fixtures marked "; expect: sat".
func defaultSatFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, g := range []string{"../../examples/*.smt2", "../../testdata/*/*.smt2", "../../pdr/testdata/*.smt2", "testdata/modeltrack/*.smt2"} {
		m, _ := filepath.Glob(g)
		for _, f := range m {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(src, []byte("; expect: sat")) || strings.HasSuffix(f, "examples/counter.smt2") {
				files = append(files, f)
			}
		}
	}
	return files
}

// TestModelTrackDefaultSet: every model horn prints for a sat file of the
// default test set is accepted by the model track's check with z3 and
// cvc5.
func TestModelTrackDefaultSet(t *testing.T) {
	solvers := validators(t)
	files := defaultSatFiles(t)
	if len(files) < 15 {
		t.Fatalf("found %d sat files in the default test set", len(files))
	}
	var tl modelTrackTally
	for _, f := range files {
		tl.check(t, f, solvers, 5*time.Second)
	}
	t.Logf("model track (%s): %d files, %d undecided by horn, %d accepted, %d rejected, %d unknown to a validator",
		strings.Join(solvers, ", "), tl.files, tl.undecided, tl.accepted, len(tl.rejected), len(tl.unknown))
	if tl.accepted == 0 {
		t.Error("no model was accepted")
	}
	if len(tl.unknown) > 0 {
		t.Errorf("a validator could not decide: %v", tl.unknown)
	}
}

// TestModelTrackCompleteAndRejects: the model names every declared
// predicate (one that no clause mentions, one that is only a dead body,
// a nullary one, a name that needs |quoting|), and the check rejects a
// model that is wrong (control).
func TestModelTrackCompleteAndRejects(t *testing.T) {
	solvers := validators(t)
	file := filepath.Join("testdata", "modeltrack", "unused-preds.smt2")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	out, _, _ := horn(t, "", "solve", "--model", file)
	if firstLine(out) != "sat" {
		t.Fatalf("solve: %q", out)
	}
	q, err := modelTrackQuery(string(src), out)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, s := range solvers {
		if a := validate(s, q, time.Minute); a != "unsat" {
			t.Errorf("%s: %s on\n%s", s, a, q)
		}
	}
	// Weaken inv to true: the query clause fails, the check answers sat.
	bad := strings.Replace(out, "(define-fun inv ((x Int)) Bool", "(define-fun inv ((x Int)) Bool true) (define-fun old_inv ((x Int)) Bool", 1)
	if _, err := modelTrackQuery(string(src), bad); err == nil {
		t.Error("a model defining an undeclared name was taken")
	}
	defs, _ := modelDefs(out)
	var parts []string
	for _, d := range defs {
		if symbolName(d.list[1].atom) == "inv" {
			d.list[4] = sexp{atom: "true"}
		}
		parts = append(parts, d.String())
	}
	q, err = modelTrackQuery(string(src), "sat\n"+strings.Join(parts, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range solvers {
		if a := validate(s, q, time.Minute); a != "sat" {
			t.Errorf("%s: a weakened model gave %s, want sat (rejected)", s, a)
		}
	}
	if _, err := modelTrackQuery(string(src), "sat\n"+strings.Join(parts[1:], "\n")); err == nil {
		t.Error("a model missing a predicate was taken")
	}
	// The script builds the same query: it accepts horn's model and
	// rejects the weakened one and the incomplete one.
	for _, tc := range []struct {
		model string
		code  int
	}{{out, 0}, {"sat\n" + strings.Join(parts, "\n"), 1}, {"sat\n" + strings.Join(parts[1:], "\n"), 2}} {
		if code, o := runModelCheckScript(t, file, tc.model); code != tc.code {
			t.Errorf("chccomp-model-check: exit %d, want %d: %s", code, tc.code, o)
		}
	}
}

// runModelCheckScript runs scripts/chccomp-model-check on a file and a
// model output; it skips t without python3.
func runModelCheckScript(t *testing.T, file, model string) (int, string) {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not on PATH: scripts/chccomp-model-check not run")
	}
	mf := filepath.Join(t.TempDir(), "model.txt")
	if err := os.WriteFile(mf, []byte(model), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("python3", "../../scripts/chccomp-model-check", file, mf)
	var b bytes.Buffer
	cmd.Stdout, cmd.Stderr = &b, &b
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), b.String()
	} else if err != nil {
		t.Fatal(err)
	}
	return 0, b.String()
}

// TestModelTrackBenchmarks runs the model track's check on the sat files
// of the dev sets (reference.csv) that horn decides within a few seconds
// (HORN_MODELTRACK_TIMEOUT, default 3s; HORN_MODELTRACK_SETS, default
// small,lia-lin,lia-nonlin,lra; a set folder with a reference.csv of its
// own, such as lia-lin-arrays or adt, is read from it). A measurement sweep: HORN_SWEEPS=1 and HORN_BENCHMARKS.
func TestModelTrackBenchmarks(t *testing.T) {
	root := benchdata.Sweep(t)
	solvers := validators(t)
	timeout := 3 * time.Second
	if v := os.Getenv("HORN_MODELTRACK_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			t.Fatal(err)
		}
		timeout = d
	}
	sets := map[string]bool{}
	for _, s := range strings.Split(envOr("HORN_MODELTRACK_SETS", "small,lia-lin,lia-nonlin,lra"), ",") {
		sets[s] = true
	}
	var tl modelTrackTally
	for _, f := range modelTrackSatFiles(t, root, sets) {
		tl.check(t, f, solvers, timeout)
	}
	t.Logf("model track (%s), timeout %s: %d sat files, %d undecided by horn, %d accepted, %d rejected %v, %d unknown to a validator %v",
		strings.Join(solvers, ", "), timeout, tl.files, tl.undecided, tl.accepted, len(tl.rejected), tl.rejected, len(tl.unknown), tl.unknown)
}

// modelTrackSatFiles lists the sat files of the named sets: those of
// the top reference.csv, and for a set folder with a reference.csv of its
// own (lia-lin-arrays, adt), that file's, whose paths are relative to the
// folder.
func modelTrackSatFiles(t *testing.T, root string, sets map[string]bool) []string {
	t.Helper()
	var files []string
	read := func(csv string, path func(set, file string) (string, bool)) {
		ref, err := os.ReadFile(csv)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(ref), "\n")[1:] {
			f := strings.Split(line, ",")
			if len(f) < 3 || f[2] != "sat" {
				continue
			}
			if p, ok := path(f[0], f[1]); ok {
				files = append(files, p)
			}
		}
	}
	read(filepath.Join(root, "reference.csv"), func(set, file string) (string, bool) {
		return filepath.Join(root, set, file), sets[set]
	})
	for set := range sets {
		own := filepath.Join(root, set, "reference.csv")
		if _, err := os.Stat(own); err != nil {
			continue
		}
		read(own, func(sub, file string) (string, bool) {
			// The files lie in a folder named by the set column
			// (lia-lin-arrays/LIA-Lin-Arrays/...), or in the set folder.
			if p := filepath.Join(root, set, sub, file); fileExists(p) {
				return p, true
			}
			return filepath.Join(root, set, file), true
		})
	}
	return files
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
