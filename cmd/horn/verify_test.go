package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
)

func needZ3(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 is not on PATH")
	}
}

// TestVerifyREADME runs the horn commands README's Boogie sections show
// and compares their output with the README's.
func TestVerifyREADME(t *testing.T) {
	needZ3(t)
	src, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, ex := range readmeExamples(string(src)) {
		if !strings.HasPrefix(ex.cmd, "horn ") || !strings.Contains(ex.cmd, "boogie") && !strings.Contains(ex.cmd, "verify") {
			continue
		}
		cmd, head, _ := strings.Cut(ex.cmd, " | head -")
		args := strings.Fields(strings.ReplaceAll(cmd, "examples/", "../../examples/"))[1:]
		out, errs, code := horn(t, "", args...)
		if code != exitOK {
			t.Fatalf("%s: exit %d: %s", ex.cmd, code, errs)
		}
		if head != "" {
			k, _ := strconv.Atoi(head)
			out = strings.Join(strings.SplitAfter(out, "\n")[:k], "")
		}
		want := strings.ReplaceAll(ex.out, "examples/", "../../examples/")
		if out != want {
			t.Errorf("%s: README shows\n%s\nhorn prints\n%s", ex.cmd, want, out)
		}
		n++
	}
	if n < 3 {
		t.Fatalf("found %d Boogie examples in README, want 3", n)
	}
}

type readmeExample struct{ cmd, out string }

// readmeExamples returns the "$ horn …" and "$ ./horn …" commands of the
// README's code blocks (without "$ "), each with the lines that follow it
// up to the next command or the end of the block.
func readmeExamples(src string) []readmeExample {
	var list []readmeExample
	var cur *readmeExample
	in := false
	for _, line := range strings.SplitAfter(src, "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			in, cur = !in, nil
		case in && (strings.HasPrefix(line, "$ horn ") || strings.HasPrefix(line, "$ ./horn ")):
			list = append(list, readmeExample{cmd: strings.TrimSpace(line[2:])})
			cur = &list[len(list)-1]
		case in && cur != nil:
			cur.out += line
		}
	}
	return list
}

// TestVerifyCLI: answers and exit codes, --json, errors with positions,
// and translate boogie's clauses, which read back and which z3 accepts.
func TestVerifyCLI(t *testing.T) {
	needZ3(t)
	out, _, code := horn(t, "", "verify", "--json", "../../examples/withdraw.bpl")
	first, rest, _ := strings.Cut(out, "\n")
	var js struct {
		Answer string `json:"answer"`
		Trace  []struct {
			Kind string `json:"kind"`
			Pos  string `json:"pos"`
		} `json:"trace"`
	}
	if code != exitOK || first != "buggy" || json.Unmarshal([]byte(rest), &js) != nil || js.Answer != "buggy" {
		t.Fatalf("--json: exit %d, %q", code, out)
	}
	if last := js.Trace[len(js.Trace)-1]; last.Kind != "fail" || !strings.HasSuffix(last.Pos, "withdraw.bpl:14:3") {
		t.Errorf("the trace ends with %+v", last)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.bpl")
	os.WriteFile(bad, []byte("procedure main() {\n  assert (forall x: int :: x == x);\n}\n"), 0o644)
	if _, errs, code := horn(t, "", "verify", bad); code != exitInput || !strings.Contains(errs, "bad.bpl:2:11: quantifiers are not supported") {
		t.Errorf("quantifier: exit %d, %s", code, errs)
	}
	if _, _, code := horn(t, "", "verify", "-e", "nope", "../../examples/sum.bpl"); code != exitUsage {
		t.Errorf("unknown engine: exit %d", code)
	}
	smt := filepath.Join(dir, "sum.smt2")
	if _, errs, code := horn(t, "", "translate", "boogie", "-o", smt, "../../examples/sum.bpl"); code != exitOK {
		t.Fatalf("translate boogie: exit %d, %s", code, errs)
	}
	if _, err := smtlib2.ParseFile(smt); err != nil {
		t.Fatal(err)
	}
	if got := z3File(t, smt); got != "sat" {
		t.Errorf("z3 says %s on the translation of sum.bpl", got)
	}
}
