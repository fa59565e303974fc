package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/benchmarks"
	"github.com/horn-chc/horn/internal/benchdata"
)

// TestMain lets horn bench run this test binary as horn: with
// HORN_TEST_AS_HORN=1 it is the command, not the tests.
func TestMain(m *testing.M) {
	if os.Getenv("HORN_TEST_AS_HORN") == "1" {
		os.Exit(mainCode(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// TestBenchEndToEnd runs horn bench on the bundled examples (and a file of
// the benchmark folder when HORN_BENCHMARKS names it) with horn and a
// second solver, then resumes, merges and reports.
func TestBenchEndToEnd(t *testing.T) {
	t.Setenv("HORN_TEST_AS_HORN", "1")
	tmp := t.TempDir()
	files, _ := filepath.Glob("../../examples/*.smt2")
	// unsafe.smt2 is unsat: the reference below says sat, so that horn's
	// right answer is flagged as a disagreement.
	ref := "set,file,status\nexamples,counter.smt2,sat\nexamples,fib.smt2,unsat\nexamples,unsafe.smt2,sat\n"
	if shared, ok := benchdata.Lookup("small", "extra-small-lia__const_mod_1.smt2"); ok {
		files = append(files, shared)
		ref += "small,extra-small-lia__const_mod_1.smt2,sat\n"
	} else {
		t.Logf("%s unset or the file absent: the examples only", benchdata.Env)
	}
	refFile := filepath.Join(tmp, "ref.csv")
	os.WriteFile(refFile, []byte(ref), 0o644)
	other := "bmc=horn solve -e bmc {file}"
	if _, err := exec.LookPath("z3"); err == nil {
		other = "z3=z3 {file}"
	}
	out := filepath.Join(tmp, "out")
	args := append([]string{"bench", "-j", "2", "--cpu-limit", "30", "--solver", "horn", "--solver", other,
		"--reference", refFile, "--out", out}, files...)
	stdout, stderr, code := horn(t, "", args...)
	if code != exitOK {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	rs, err := benchmarks.ReadResults(filepath.Join(out, benchmarks.CSVFile))
	if err != nil || len(rs) != 2*len(files) {
		t.Fatalf("%d results, want %d: %v\n%s", len(rs), 2*len(files), err, stderr)
	}
	for _, r := range rs {
		wrong := strings.HasSuffix(r.File, "unsafe.smt2")
		if !(r.Answer == benchmarks.Sat || r.Answer == benchmarks.Unsat) || r.Wrong != wrong {
			t.Errorf("%s on %s: %s, wrong=%v\n%s", r.Solver, r.File, r.Answer, r.Wrong, stderr)
		}
		if r.Solver == "horn" && r.Validation != benchmarks.Valid {
			t.Errorf("horn on %s: validation %q", r.File, r.Validation)
		}
	}
	if !strings.Contains(stderr, "WRONG ANSWER: horn says unsat on ../../examples/unsafe.smt2") ||
		!strings.Contains(stdout, "| **all** | horn | "+strconv.Itoa(len(files))+" |") {
		t.Errorf("no loud wrong answer or no table:\n%s\n%s", stdout, stderr)
	}
	for _, f := range []string{"report.md", "report.html", "files.csv", "results.jsonl", "cactus.svg", "cactus.png", "scatter-horn-vs-" + strings.Split(other, "=")[0] + ".png"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
	// Resuming runs nothing; merge and report read the results back.
	if _, stderr, code = horn(t, "", args...); code != exitOK || !strings.Contains(stderr, ", 0 run now") {
		t.Errorf("resume: exit %d\n%s", code, stderr)
	}
	merged := filepath.Join(tmp, "merged")
	if _, stderr, code = horn(t, "", "bench", "merge", "--out", merged, filepath.Join(out, "results.csv"), out); code != exitOK ||
		!strings.Contains(stderr, "duplicate results dropped") {
		t.Errorf("merge: exit %d\n%s", code, stderr)
	}
	back, err := benchmarks.ReadResults(filepath.Join(merged, benchmarks.JSONLFile))
	if err != nil || len(back) != len(rs) {
		t.Errorf("merged: %d results, %v", len(back), err)
	}
	if stdout, _, code = horn(t, "", "bench", "report", "--out", filepath.Join(tmp, "rep"), merged); code != exitOK ||
		!strings.Contains(stdout, "WRONG") {
		t.Errorf("report: exit %d\n%s", code, stdout)
	}
	// Without --out, bench report writes next to the results and says so.
	os.Remove(filepath.Join(merged, "report.html"))
	if _, stderr, code = horn(t, "", "bench", "report", "--baseline", "horn", filepath.Join(merged, "results.csv")); code != exitOK ||
		!strings.Contains(stderr, "report.html, files.csv and 2 plots (SVG and PNG) in "+merged) {
		t.Errorf("report without --out: exit %d\n%s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(merged, "report.html")); err != nil {
		t.Errorf("report without --out: %v", err)
	}
	if _, stderr, code = horn(t, "", "bench", "report", "--baseline", "cvc5", merged); code != exitInput || !strings.Contains(stderr, "baseline solver cvc5") {
		t.Errorf("report with an unknown baseline: exit %d, want %d\n%s", code, exitInput, stderr)
	}
	if _, stderr, code = horn(t, "", "bench", "report", merged, out); code != exitInput || !strings.Contains(stderr, "give --out") {
		t.Errorf("report of two folders without --out: exit %d, want %d\n%s", code, exitInput, stderr)
	}
	// Two shards merged give the same answers as the unsharded run.
	var shards []string
	for _, sh := range []string{"1/2", "2/2"} {
		dir := filepath.Join(tmp, "shard"+sh[:1])
		shards = append(shards, dir)
		shArgs := append([]string{"bench", "--shard", sh, "--cpu-limit", "30", "--solver", "horn", "--solver", other, "--out", dir}, files...)
		if _, stderr, code := horn(t, "", shArgs...); code != exitOK {
			t.Fatalf("shard %s: exit %d\n%s", sh, code, stderr)
		}
	}
	if _, stderr, code = horn(t, "", append([]string{"bench", "merge", "--out", filepath.Join(tmp, "sharded")}, shards...)...); code != exitOK {
		t.Fatalf("merging shards: exit %d\n%s", code, stderr)
	}
	sharded, err := benchmarks.ReadResults(filepath.Join(tmp, "sharded", benchmarks.CSVFile))
	if err != nil || answerSet(sharded) != answerSet(rs) {
		t.Errorf("sharded and merged:\n%s\nunsharded:\n%s\n%v", answerSet(sharded), answerSet(rs), err)
	}
	if _, _, code = horn(t, "", "bench", "--shard", "3/2", "--out", out, files[0]); code != exitInput {
		t.Errorf("bad shard: exit %d, want %d", code, exitInput)
	}
}

// TestBenchKilledRunResumes kills a horn bench process (SIGKILL, no
// clean-up) while a job hangs, then runs it again: the jobs finished before
// the kill are not launched again.
func TestBenchKilledRunResumes(t *testing.T) {
	tmp := t.TempDir()
	log, hang := filepath.Join(tmp, "launches"), filepath.Join(tmp, "hang")
	os.WriteFile(hang, nil, 0o644)
	var files []string
	for _, f := range []string{"a", "b", "c", "d"} {
		p := filepath.Join(tmp, "set", f+".smt2")
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, nil, 0o644)
		files = append(files, p)
	}
	// The solver logs its launch; on c it hangs while the file hang exists.
	solver := fmt.Sprintf(`fake=sh -c 'echo "$0" >> %s; case "$0" in *c.smt2) while [ -e %s ]; do sleep 0.1; done;; esac; echo sat' {file}`, log, hang)
	args := append([]string{"bench", "--solver", solver, "--out", filepath.Join(tmp, "out")}, files...)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, args...)
	cmd.Env = append(os.Environ(), "HORN_TEST_AS_HORN=1")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(20 * time.Second); countLines(log) < 3; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("the run did not reach c: %d launches", countLines(log))
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	os.Remove(hang)
	t.Setenv("HORN_TEST_AS_HORN", "1")
	if _, stderr, code := horn(t, "", args...); code != exitOK || !strings.Contains(stderr, "4 jobs, 2 already done, 2 run now") {
		t.Fatalf("resumed run: exit %d\n%s", code, stderr)
	}
	b, _ := os.ReadFile(log)
	launched := strings.Fields(string(b))
	for i, f := range launched {
		launched[i] = filepath.Base(f)
	}
	if got := strings.Join(launched, " "); got != "a.smt2 b.smt2 c.smt2 c.smt2 d.smt2" {
		t.Errorf("launches: %s, want a b c, then c d", got)
	}
}

// answerSet lists the (solver, file, answer) triples of rs, sorted.
func answerSet(rs []benchmarks.Result) string {
	var lines []string
	for _, r := range rs {
		lines = append(lines, r.Solver+" "+r.File+" "+r.Answer)
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

func countLines(path string) int {
	b, _ := os.ReadFile(path)
	return strings.Count(string(b), "\n")
}

// TestBenchSolverWithComma: a --solver command is taken whole, commas and
// all (kong would split a list flag on commas by default).
func TestBenchSolverWithComma(t *testing.T) {
	out := t.TempDir()
	_, stderr, code := horn(t, "", "bench", "--solver", `x=sh -c 'echo a,b; echo sat' {file}`, "--out", out, "../../examples/counter.smt2")
	rs, err := benchmarks.ReadResults(filepath.Join(out, benchmarks.JSONLFile))
	if code != exitOK || err != nil || len(rs) != 1 || rs[0].Answer != benchmarks.Sat {
		t.Fatalf("exit %d, %v, %+v\n%s", code, err, rs, stderr)
	}
}

// TestBenchRefusesMissingSolver: a solver whose program does not exist is
// refused before the batch (exit 1), not recorded as an error per job.
func TestBenchRefusesMissingSolver(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	_, stderr, code := horn(t, "", "bench", "--solver", "foo=nonexistent-binary {file}", "--out", out, "../../examples/counter.smt2")
	if code != exitInput || !strings.Contains(stderr, "solver foo") || !strings.Contains(stderr, `"nonexistent-binary {file}"`) {
		t.Errorf("exit %d, want %d and a message naming the solver and its command:\n%s", code, exitInput, stderr)
	}
	if _, err := os.Stat(filepath.Join(out, benchmarks.JSONLFile)); err == nil {
		t.Error("results were written")
	}
}

// TestBenchRunMetadata: a run records its solvers' commands and its
// machine in run.json and report.md; merge carries them through; resuming
// with another command under a known solver name is refused (exit 1).
func TestBenchRunMetadata(t *testing.T) {
	tmp := t.TempDir()
	out, merged := filepath.Join(tmp, "out"), filepath.Join(tmp, "merged")
	file := "../../examples/counter.smt2"
	_, stderr, code := horn(t, "", "bench", "--cpu-limit", "7", "--solver", "x=cat {file}", "--out", out, file)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	runs, err := benchmarks.ReadRuns(out)
	if err != nil || len(runs) != 1 || runs[0].Solvers[0].Command != "cat {file}" || runs[0].Limits.CPU != 7 || runs[0].Host.Cores < 1 {
		t.Fatalf("run.json: %+v, %v", runs, err)
	}
	rep, _ := os.ReadFile(filepath.Join(out, benchmarks.ReportFile))
	if !strings.Contains(string(rep), "## Run\n") || !strings.Contains(string(rep), "solver x: `cat {file}`") {
		t.Errorf("report.md has no Run section:\n%s", rep)
	}
	_, stderr, code = horn(t, "", "bench", "--cpu-limit", "7", "--solver", "x=tac {file}", "--out", out, file)
	if code != exitInput || !strings.Contains(stderr, `solver x: its command is now "tac {file}"`) {
		t.Errorf("changed command: exit %d, want %d and a refusal\n%s", code, exitInput, stderr)
	}
	stdout, stderr, code := horn(t, "", "bench", "merge", "--out", merged, out)
	if code != exitOK || !strings.Contains(stdout, "## Run\n") || !strings.Contains(stdout, "from "+out) {
		t.Errorf("merge: exit %d, want the run listed\n%s\n%s", code, stdout, stderr)
	}
	if runs, err := benchmarks.ReadRuns(merged); err != nil || len(runs) != 1 || runs[0].Source != out {
		t.Errorf("merged run.json: %+v, %v", runs, err)
	}
}

// TestBenchTrustTable: horn run with --stats=json under horn bench has its
// phases kept in results.jsonl, and the report sums them per set into the
// cost-of-trust table.
func TestBenchTrustTable(t *testing.T) {
	t.Setenv("HORN_TEST_AS_HORN", "1")
	tmp := t.TempDir()
	files := []string{"../../examples/counter.smt2", "../../examples/unsafe.smt2"}
	out := filepath.Join(tmp, "out")
	stdout, stderr, code := horn(t, "", append([]string{"bench", "--cpu-limit", "30",
		"--solver", "horn=horn solve --stats=json {file}", "--out", out}, files...)...)
	if code != exitOK {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	rs, err := benchmarks.ReadResults(filepath.Join(out, benchmarks.JSONLFile))
	if err != nil || len(rs) != len(files) {
		t.Fatalf("%d results, %v", len(rs), err)
	}
	for _, r := range rs {
		if !r.Solved() || r.Phases[benchmarks.PhaseSolve] <= 0 || r.Phases[benchmarks.PhaseValidation] <= 0 {
			t.Errorf("%s: answer %s, phases %v; want solved with the driver's and validation's times", r.File, r.Answer, r.Phases)
		}
	}
	rows := benchmarks.Trust(rs)
	if len(rows) != 2 || rows[1].Set != benchmarks.AllSets || rows[1].Files != 2 || !(rows[1].Share() > 0 && rows[1].Share() < 1) {
		t.Errorf("trust rows %+v, want the examples row and the all row over 2 files with a share in (0, 1)", rows)
	}
	if !strings.Contains(stdout, "## Cost of trust") || !strings.Contains(stdout, "| **all** | horn | 2 |") {
		t.Errorf("report lacks the trust table:\n%s", stdout)
	}
}
