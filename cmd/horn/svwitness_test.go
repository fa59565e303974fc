package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/internal/svschema"
	"github.com/horn-chc/horn/translate/c/replay"
	"github.com/horn-chc/horn/translate/c/svwitness"
	"github.com/horn-chc/horn/translate/c/task"
)

// TestSVWitnessFixtures: each program of testdata/svwitness gets its
// expected verdict and a witness that passes witnessCheck and holds what
// the program's "// witness: TEXT" lines say: TEXT is part of an
// invariant's value or names a waypoint's type.
func TestSVWitnessFixtures(t *testing.T) {
	needZ3(t)
	files, _ := filepath.Glob("testdata/svwitness/*.c")
	if len(files) == 0 {
		t.Fatal("no fixtures")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m := regexp.MustCompile(`// expect: (correct|buggy)`).FindSubmatch(src)
			if m == nil {
				t.Fatal("no // expect: header")
			}
			got, e, err := witnessCheck(t, f, 60*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(m[1]) {
				t.Fatalf("%s, want %s", got, m[1])
			}
			var text []string
			for _, c := range e.Content {
				if c.Invariant != nil {
					text = append(text, fmt.Sprintf("%d: %s", c.Invariant.Location.Line, c.Invariant.Value))
				}
				for _, w := range c.Segment {
					text = append(text, fmt.Sprintf("%d: %s", w.Waypoint.Location.Line, w.Waypoint.Type))
				}
			}
			all := strings.Join(text, "\n")
			for _, want := range regexp.MustCompile(`// witness: (.*)`).FindAllSubmatch(src, -1) {
				if !strings.Contains(all, string(want[1])) {
					t.Errorf("the witness lacks %q; it has\n%s", want[1], all)
				}
			}
		})
	}
}

// The sweep's flags: how many tasks of each family and expected verdict
// TestSVWitnessBenchmarks takes (0: all of them), horn's CPU limit per
// task, a wall-clock budget for the whole sweep, and a folder to keep the
// witnesses in.
var (
	svSample = flag.Int("svwitness.sample", 2, "TestSVWitnessBenchmarks: tasks per family and expected verdict (0: every task)")
	svLimit  = flag.Duration("svwitness.limit", 10*time.Second, "TestSVWitnessBenchmarks: horn's CPU limit per task (its witness's check gets 3 times as much)")
	svBudget = flag.Duration("svwitness.budget", 0, "TestSVWitnessBenchmarks: wall-clock budget of the sweep; the tasks not reached by then are counted (0: none)")
	svKeep   = flag.String("svwitness.keep", "", "TestSVWitnessBenchmarks: a folder to copy each checked witness into")
	svMatch  = flag.String("svwitness.match", "", "TestSVWitnessBenchmarks: a regular expression the tasks' paths must match (before sampling)")
)

// TestSVWitnessBenchmarks (a sweep: HORN_SWEEPS and HORN_BENCHMARKS): on
// the C tasks (a sample: the first of each family and expected verdict;
// -svwitness.sample=0 takes them all), every verdict horn reaches within
// -svwitness.limit of CPU writes a witness that validates against the
// format's schema and passes witnessCheck. The tasks are taken in turn
// from each family and expected verdict, so that a sweep cut short by
// -svwitness.budget still samples them all. It logs the counts, the time
// taken and the CPU time (of this process: horn runs in it).
// -svwitness.match takes only the tasks whose path matches.
//
//	HORN_SWEEPS=1 HORN_BENCHMARKS=$PWD/../shared/benchmarks go test ./cmd/horn \
//		-run TestSVWitnessBenchmarks -svwitness.sample=0 -svwitness.limit=5s -timeout=0 -v
func TestSVWitnessBenchmarks(t *testing.T) {
	needZ3(t)
	dir := benchdata.Sweep(t, "c")
	data, err := os.ReadFile(filepath.Join(dir, "EXPECTED.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSpace(string(data)), "\n")[1:]
	if *svMatch != "" {
		re, err := regexp.Compile(*svMatch)
		if err != nil {
			t.Fatal(err)
		}
		rows = slices.DeleteFunc(rows, func(r string) bool { return !re.MatchString(strings.Split(r, "\t")[0]) })
	}
	tasks := interleave(rows, *svSample)
	counts := map[string]int{}
	start, cpu0 := time.Now(), processCPU()
	var cpuMax time.Duration
	for i, f := range tasks {
		if *svBudget > 0 && time.Since(start) > *svBudget {
			counts["not reached (budget)"] = len(tasks) - i
			break
		}
		counts["tasks"]++
		c0 := processCPU()
		got, e, err := witnessCheck(t, filepath.Join(dir, f[0]), *svLimit)
		used := processCPU() - c0
		cpuMax = max(cpuMax, used)
		t.Logf("%d/%d %s: %s, witness check %v (CPU %s)", i+1, len(tasks), f[0], got, err, used.Round(time.Millisecond))
		want := map[string]string{"true": "correct", "false": "buggy"}[f[2]]
		switch {
		case errors.Is(err, errInconclusive):
			counts[got+", witness check inconclusive"]++
			t.Logf("%s: %v", f[0], err)
		case errors.Is(err, errPastCap):
			counts[got+", no witness: more nondet values than a witness states"]++
			t.Logf("%s: %v", f[0], err)
		case err != nil:
			counts["failed"]++
			t.Errorf("%s: %s: %v", f[0], got, err)
		case got != "correct" && got != "buggy":
			counts["undecided"]++
		case got != want:
			counts["wrong"]++
			t.Errorf("%s: %s, want %s", f[0], got, want)
		default:
			counts[got+" with a checked witness"]++
			countContent(counts, e)
			keepWitness(t, f[0], e)
		}
	}
	t.Logf("%v", counts)
	t.Logf("%d of %d tasks in %s (CPU %s; at most %s for one task with its witness's check), CPU limit %s per task",
		counts["tasks"], len(tasks), time.Since(start).Round(time.Second), (processCPU() - cpu0).Round(time.Second), cpuMax.Round(time.Millisecond), *svLimit)
}

// interleave takes the rows of EXPECTED.tsv (split into fields) in turn
// from each family and expected verdict, at most sample of each (0: all).
func interleave(lines []string, sample int) [][]string {
	groups := map[string][][]string{}
	var keys []string
	for _, line := range lines {
		f := strings.Split(line, "\t")
		key := f[4] + "/" + f[2]
		if _, ok := groups[key]; !ok {
			keys = append(keys, key)
		}
		if sample == 0 || len(groups[key]) < sample {
			groups[key] = append(groups[key], f)
		}
	}
	var out [][]string
	for round := 0; len(out) < len(lines); round++ {
		n := len(out)
		for _, k := range keys {
			if round < len(groups[k]) {
				out = append(out, groups[k][round])
			}
		}
		if len(out) == n {
			break
		}
	}
	return out
}

// countContent counts a witness's invariants and waypoints by type.
func countContent(counts map[string]int, e svwitness.Entry) {
	for _, c := range e.Content {
		if c.Invariant != nil {
			counts["invariants "+c.Invariant.Type]++
		}
		for _, w := range c.Segment {
			counts["waypoints "+w.Waypoint.Type]++
		}
	}
}

// keepWitness writes a checked witness into -svwitness.keep, named after
// its task.
func keepWitness(t *testing.T, task string, e svwitness.Entry) {
	if *svKeep == "" {
		return
	}
	p := filepath.Join(*svKeep, strings.TrimSuffix(task, ".yml")+".witness.yml")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := e.Write(&b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// hornCPU runs horn within a CPU limit: this process's CPU time (the
// tests run one horn at a time) polled every 20 ms, the run cancelled
// past it; a wall-clock limit of 20 times as much (horn's -t) is the
// backstop on a loaded machine. It returns stdout and stderr.
func hornCPU(t *testing.T, limit time.Duration, args ...string) (string, string) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan struct{})
	defer close(done)
	go func(c0 time.Duration) {
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				if processCPU()-c0 > limit {
					cancel()
					return
				}
			}
		}
	}(processCPU())
	args = append([]string{args[0], "-t", fmt.Sprint((20 * limit).Seconds())}, args[1:]...)
	var out, errb bytes.Buffer
	run(ctx, args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String()
}

// processCPU is the CPU time this process has used, user and system.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// witnessCheck verifies path with --witness and checks the witness: it
// parses back with the fields format 2.0 requires (svwitness.Check) and
// validates against the format's schema (svschema.Validate); a
// correctness witness's invariants, put into the program as checks at
// their loops, are proved by horn; a violation witness's waypoints lie on
// the statements they name, and their values, fed to the compiled
// program in order, reach reach_error. It returns the verdict.
func witnessCheck(t *testing.T, path string, limit time.Duration) (string, svwitness.Entry, error) {
	t.Helper()
	var e svwitness.Entry
	verdict, err := witnessRun(t, path, limit, &e)
	return verdict, e, err
}

func witnessRun(t *testing.T, path string, limit time.Duration, entry *svwitness.Entry) (string, error) {
	t.Helper()
	wpath := filepath.Join(t.TempDir(), "witness.yml")
	out, errs := hornCPU(t, limit, "verify", "--trace", "--witness", wpath, path)
	verdict := firstLine(out)
	if verdict != "correct" && verdict != "buggy" {
		if _, err := os.Stat(wpath); err == nil {
			return verdict, fmt.Errorf("%s but a witness was written", verdict)
		}
		return verdict, nil
	}
	data, err := os.ReadFile(wpath)
	if err != nil && verdict == "buggy" && pastCap.MatchString(errs) {
		return verdict, fmt.Errorf("%w (stderr %q)", errPastCap, errs)
	}
	if err != nil {
		return verdict, fmt.Errorf("no witness: %v (stderr %q)", err, errs)
	}
	es, err := svwitness.Check(data)
	if err != nil {
		return verdict, err
	}
	if err := svschema.Validate(data); err != nil {
		return verdict, err
	}
	if len(es) != 1 {
		return verdict, fmt.Errorf("%d entries, want 1", len(es))
	}
	e := es[0]
	*entry = e
	if verdict == "correct" {
		if e.Type != "invariant_set" {
			return verdict, fmt.Errorf("correct, but a %s", e.Type)
		}
		return verdict, checkInvariants(t, e, limit)
	}
	if e.Type != "violation_sequence" {
		return verdict, fmt.Errorf("buggy, but a %s", e.Type)
	}
	return verdict, checkViolation(e, out)
}

// sourceAt reads the witness's input file and the byte offset of a
// location in it.
func sourceAt(l svwitness.Location) (string, int, error) {
	src, err := os.ReadFile(l.FileName)
	if err != nil {
		return "", 0, err
	}
	off := 0
	for line := 1; line < l.Line; line++ {
		i := strings.IndexByte(string(src[off:]), '\n')
		if i < 0 {
			return "", 0, fmt.Errorf("%s:%d: no such line", l.FileName, l.Line)
		}
		off += i + 1
	}
	off += l.Column - 1
	if off > len(src) {
		return "", 0, fmt.Errorf("%s:%d:%d: no such column", l.FileName, l.Line, l.Column)
	}
	return string(src), off, nil
}

// checkInvariants puts every invariant into the program as a check at
// its location — a loop invariant into a while or for loop's condition,
// at the start of a do loop's body; a location invariant before its
// statement — each calling reach_error when the invariant is false, and
// verifies the result: it must be correct.
func checkInvariants(t *testing.T, e svwitness.Entry, limit time.Duration) error {
	if len(e.Metadata.Task.InputFiles) != 1 {
		return fmt.Errorf("input files %v", e.Metadata.Task.InputFiles)
	}
	file := e.Metadata.Task.InputFiles[0]
	type edit struct {
		off  int
		text string
		end  int // replace [off, end)
	}
	var edits []edit
	var src string
	for _, c := range e.Content {
		iv := c.Invariant
		s, off, err := sourceAt(iv.Location)
		if err != nil {
			return err
		}
		src = s
		check := "((" + iv.Value + ") ? 1 : (reach_error(), 0))"
		if iv.Type == "location_invariant" {
			// Checked before the statement it is located at.
			edits = append(edits, edit{off: off, end: off, text: "(void)" + check + "; "})
			continue
		}
		kw := regexp.MustCompile(`^(while|for|do)\b`).FindString(src[off:])
		switch kw {
		case "while", "for":
			open := off + strings.IndexByte(src[off:], '(')
			lo, hi := open+1, matchParen(src, open)
			if kw == "for" {
				lo = semicolon(src, open+1) + 1
				hi = semicolon(src, lo)
			}
			if lo <= open || hi < lo {
				return fmt.Errorf("%s:%d: cannot find the loop's condition", file, iv.Location.Line)
			}
			cond := strings.TrimSpace(src[lo:hi])
			if cond == "" {
				cond = "1"
			}
			edits = append(edits, edit{off: lo, end: hi, text: " " + check + " && (" + cond + ")"})
		case "do":
			i := off + 2
			for i < len(src) && strings.ContainsRune(" \t\n", rune(src[i])) {
				i++
			}
			if i >= len(src) || src[i] != '{' {
				return fmt.Errorf("%s:%d: a do loop without a block", file, iv.Location.Line)
			}
			edits = append(edits, edit{off: i + 1, end: i + 1, text: " " + check + ";"})
		default:
			return fmt.Errorf("%s:%d:%d: no loop keyword at the invariant's location", file, iv.Location.Line, iv.Location.Column)
		}
	}
	if len(edits) == 0 {
		return nil
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].off > edits[j].off })
	for _, ed := range edits {
		src = src[:ed.off] + ed.text + src[ed.end:]
	}
	inst := filepath.Join(t.TempDir(), "instrumented"+filepath.Ext(file))
	if err := os.WriteFile(inst, []byte(src), 0o644); err != nil {
		return err
	}
	out, errs := hornCPU(t, 3*limit, "verify", "--data-model", e.Metadata.Task.DataModel, inst)
	switch got := firstLine(out); got {
	case "correct":
	case "unknown":
		return fmt.Errorf("%w: the program with the witness's invariants as checks is unknown (stderr %q)", errInconclusive, errs)
	default:
		return fmt.Errorf("the program with the witness's invariants as checks is %s, want correct (stderr %q)", got, errs)
	}
	return nil
}

// errInconclusive marks a witness check that ran out of time: the
// witness is neither confirmed nor refuted.
var errInconclusive = errors.New("witness check inconclusive")

// errPastCap marks a buggy verdict whose trace (a test run's, without
// steps) has more nondet values than a witness states
// (cfront.MaxLocated) before its tail of zeros, also once made 0 past
// its first few (Trace.Locate): horn writes no witness and says so.
var errPastCap = errors.New("no witness: the trace's nondet values are more than a witness states")

// pastCap is horn's note when it writes no witness for that reason.
var pastCap = regexp.MustCompile(`no witness written: .*nondet values are not located \(more than \d+\)`)

// matchParen is the index of the parenthesis closing the one at i.
func matchParen(src string, i int) int {
	depth := 0
	for j := i; j < len(src); j++ {
		switch src[j] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// semicolon is the index of the next ';' outside parentheses from i.
func semicolon(src string, i int) int {
	depth := 0
	for j := i; j < len(src); j++ {
		switch src[j] {
		case '(':
			depth++
		case ')':
			depth--
		case ';':
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

var (
	traceNondet = regexp.MustCompile(`(__VERIFIER_nondet_\w+)\(\) = (-?\d+)`)
	valueOf     = regexp.MustCompile(`^(?:\\result|[A-Za-z_]\w*) == \(?(-?\d+)u?(?: - 1\))?$`)
)

// checkViolation follows the waypoints: the target is a call of
// reach_error (for unreach-call), each branching waypoint is at an if, while, for or do, and
// the values of the assumption and function_return waypoints, in order,
// then 0 for every call past them (a tail the witness leaves unstated),
// are the values the trace (printed with --trace) gives its nondet calls;
// fed to the compiled program, they reach reach_error (for unreach-call:
// a compiled run cannot observe an overflow).
func checkViolation(e svwitness.Entry, trace string) error {
	overflow := strings.Contains(e.Metadata.Task.Specification, "overflow")
	var values []*big.Int
	for _, c := range e.Content {
		w := c.Segment[len(c.Segment)-1].Waypoint
		src, off, err := sourceAt(w.Location)
		if err != nil {
			return err
		}
		at := src[off:]
		switch w.Type {
		case "target":
			if overflow {
				continue // at the overflowing operation
			}
			if !strings.HasPrefix(at, "reach_error") {
				return fmt.Errorf("target %d:%d is not a call of reach_error", w.Location.Line, w.Location.Column)
			}
		case "branching":
			if !regexp.MustCompile(`^(if|while|for|do)\b`).MatchString(at) {
				return fmt.Errorf("branching waypoint %d:%d is at no if or loop", w.Location.Line, w.Location.Column)
			}
		case "function_return":
			if !regexp.MustCompile(`__VERIFIER_nondet_\w+\s*\(\s*$`).MatchString(src[:off]) || !strings.HasPrefix(at, ")") {
				return fmt.Errorf("function_return waypoint %d:%d is not at a nondet call's closing parenthesis", w.Location.Line, w.Location.Column)
			}
			fallthrough
		case "assumption":
			m := valueOf.FindStringSubmatch(w.Constraint.Value)
			if m == nil {
				return fmt.Errorf("waypoint constraint %q states no value", w.Constraint.Value)
			}
			v, _ := new(big.Int).SetString(m[1], 10)
			if strings.HasSuffix(w.Constraint.Value, " - 1)") {
				v.Sub(v, big.NewInt(1))
			}
			values = append(values, v)
		}
	}
	var tr replay.Trace
	sc := bufio.NewScanner(strings.NewReader(trace))
	for sc.Scan() {
		for _, m := range traceNondet.FindAllStringSubmatch(sc.Text(), -1) {
			v, _ := new(big.Int).SetString(m[2], 10)
			tr.Nondet = append(tr.Nondet, replay.Nondet{Func: m[1], Value: v})
		}
	}
	if len(tr.Nondet) < len(values) {
		return fmt.Errorf("%d values in the waypoints, %d in the trace", len(values), len(tr.Nondet))
	}
	for i := range tr.Nondet {
		v := new(big.Int) // a call past the waypoints' values returns 0
		if i < len(values) {
			v = values[i]
		}
		if v.Cmp(tr.Nondet[i].Value) != 0 {
			return fmt.Errorf("value %d: %s in the waypoints (0 past them), %s in the trace", i+1, v, tr.Nondet[i].Value)
		}
		tr.Nondet[i].Value = v
	}
	if overflow {
		return nil // a compiled run cannot observe a signed overflow
	}
	dm, err := task.ParseDataModel(e.Metadata.Task.DataModel)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	o, err := replay.Replay(ctx, replay.Program{Files: e.Metadata.Task.InputFiles, DataModel: dm}, tr, replay.Options{})
	switch {
	case err != nil:
		return err
	case o.Kind == replay.NoCompiler:
		return nil // the compiled replay cannot run here; the values matched the (interpreted) trace
	case o.Kind != replay.Reached || o.Unused != 0:
		return fmt.Errorf("following the waypoints: %v", o)
	}
	return nil
}

// TestSVWitnessChecksFail: the checks reject a witness whose invariant
// is false at its loop or at its statement, and one whose waypoint gives
// a value the trace does not: refuse it, not run out of time on it.
func TestSVWitnessChecksFail(t *testing.T) {
	needZ3(t)
	for _, tc := range []struct{ file, from, to string }{
		{"testdata/svwitness/loops.c", "j >= 0", "j < 0"},
		{"testdata/svwitness/nondet.c", "a == 4", "a == 3"},
		{"testdata/svwitness/noloop.c", `value: "1"`, `value: "0"`},
		{"testdata/svwitness/congruence_sum.c", "% 2 + 2) % 2) == 0", "% 2 + 2) % 2) == 1"},
		{"testdata/svwitness/negmod.c", "(((long long)x % 2 + 2) % 2) == 1", "((long long)x % 2) == 1"},
		{"testdata/svwitness/running.c", `\result == -`, `\result == `},
		{"testdata/svwitness/maxinarray.c", "max >= 0 && i >= 0", "max >= 1 && i >= 0"},
	} {
		wpath := filepath.Join(t.TempDir(), "w.yml")
		out, errs := hornCPU(t, 60*time.Second, "verify", "--trace", "--witness", wpath, tc.file)
		data, err := os.ReadFile(wpath)
		if err != nil {
			t.Fatalf("%s: %v (%q %q)", tc.file, err, out, errs)
		}
		if !strings.Contains(string(data), tc.from) {
			t.Fatalf("%s: the witness does not state %q:\n%s", tc.file, tc.from, data)
		}
		es, err := svwitness.Check([]byte(strings.Replace(string(data), tc.from, tc.to, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if firstLine(out) == "correct" {
			err = checkInvariants(t, es[0], 60*time.Second)
		} else {
			err = checkViolation(es[0], out)
		}
		switch {
		case err == nil:
			t.Errorf("%s: the witness with %q instead of %q passes the check", tc.file, tc.to, tc.from)
		case errors.Is(err, errInconclusive):
			t.Errorf("%s: the witness with %q instead of %q is not refused: %v", tc.file, tc.to, tc.from, err)
		}
	}
}

// TestSVWitnessBoogieRefused: --witness on a Boogie program is a usage
// error, not a silently missing file.
func TestSVWitnessBoogieRefused(t *testing.T) {
	w := filepath.Join(t.TempDir(), "w.yml")
	_, errs, code := horn(t, "", "verify", "--witness", w, "testdata/verify/more.bpl")
	if code != exitUsage || !strings.Contains(errs, "--witness") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if _, err := os.Stat(w); err == nil {
		t.Error("a witness was written")
	}
}
