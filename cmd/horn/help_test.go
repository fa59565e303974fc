package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/horn-chc/horn/engine"
)

// TestEngineHelp: solve's and verify's help list every engine of the
// table on a line of its own with the table's description, within 80
// columns, and --engine's own help is short.
func TestEngineHelp(t *testing.T) {
	for _, cmd := range []string{"solve", "verify"} {
		out, _, code := horn(t, "", cmd, "--help")
		if code != exitOK {
			t.Fatalf("%s --help: exit %d", cmd, code)
		}
		for _, n := range engine.Names() {
			re := regexp.MustCompile(`(?m)^ +` + regexp.QuoteMeta(n) + ` +` + regexp.QuoteMeta(engine.Describe(n)) + `$`)
			if !re.MatchString(out) {
				t.Errorf("%s --help has no line for engine %s (%q)", cmd, n, engine.Describe(n))
			}
		}
		for _, line := range strings.Split(out, "\n") {
			if len([]rune(line)) > 80 {
				t.Errorf("%s --help: a line of %d columns: %q", cmd, len([]rune(line)), line)
			}
		}
		flag := regexp.MustCompile(`(?s)--engine=NAME +(.*?)\n  -`).FindStringSubmatch(out)
		if flag == nil || len(strings.Join(strings.Fields(flag[1]), " ")) > 120 {
			t.Errorf("%s --help: --engine's help is missing or long: %q", cmd, flag)
		}
	}
}

// commandPaths are every command of horn, as words.
var commandPaths = [][]string{{"solve"}, {"verify"}, {"print"}, {"preprocess"}, {"stats"}, {"check"},
	{"bench", "run"}, {"bench", "merge"}, {"bench", "report"}, {"translate", "rts"}, {"translate", "boogie"},
	{"translate", "gen"}, {"version"}}

// TestPlaceholders: no flag's placeholder is a Go type's name (STRING,
// INT, DURATION-FLAG...): each says what the value is.
func TestPlaceholders(t *testing.T) {
	typeName := regexp.MustCompile(`--[a-z-]+=(STRING|INT|UINT[0-9]*|INT[0-9]+|FLOAT[0-9]*|BOOL|[A-Z-]*-FLAG)\b`)
	for _, path := range commandPaths {
		out, _, _ := horn(t, "", append(path, "--help")...)
		for _, m := range typeName.FindAllString(out, -1) {
			t.Errorf("horn %s --help: placeholder %s", strings.Join(path, " "), m)
		}
	}
}

// TestVerboseHelp: -v's help is the same for every command and names
// no engine's detail (PDR's levels are not check's or bench's).
func TestVerboseHelp(t *testing.T) {
	for _, path := range commandPaths {
		out, _, _ := horn(t, "", append(path, "--help")...)
		v := regexp.MustCompile(`(?s)-v, --verbose +(.*?)(\n\n|\n?\z)`).FindStringSubmatch(out)
		if v == nil {
			t.Errorf("horn %s --help: no -v", strings.Join(path, " "))
			continue
		}
		if strings.Contains(v[1], "PDR") || strings.Contains(v[1], "BMC") {
			t.Errorf("horn %s --help: -v says %q", strings.Join(path, " "), v[1])
		}
	}
}

// TestTranslateHelp: translate's help names every translator with what
// it reads, and horn's lists each.
func TestTranslateHelp(t *testing.T) {
	full, _, _ := horn(t, "", "--help")
	tr, _, _ := horn(t, "", "translate", "--help")
	if len(translators()) < 2 {
		t.Fatalf("translators: %v", translators())
	}
	for _, x := range translators() {
		if want := x.name + " (" + x.from + ")"; !strings.Contains(strings.Join(strings.Fields(tr), " "), want) {
			t.Errorf("horn translate --help does not name the translator %s", want)
		}
		if !strings.Contains(full, "\n  translate "+x.name+" ") {
			t.Errorf("horn --help does not list translate %s", x.name)
		}
	}
}

// TestUsageHints: the common slips get a hint that says what horn
// takes instead.
func TestUsageHints(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"translate", "java", "prog.java"}, []string{`no translator "java"`, "rts", "boogie", "c"}},
		{[]string{"solve", "--stats", "json", "../../examples/counter.smt2"}, []string{"did you mean --stats=json?"}},
		{[]string{"solve", "-s", "json", "../../examples/counter.smt2"}, []string{"did you mean --stats=json?"}},
		{[]string{"solve", "-T:5", "../../examples/counter.smt2"}, []string{"--timeout 5"}},
	} {
		_, errs, code := horn(t, "", tc.args...)
		for _, w := range tc.want {
			if code != exitUsage || !strings.Contains(errs, w) {
				t.Errorf("horn %s: exit %d, stderr %q; want %d and %q", strings.Join(tc.args, " "), code, errs, exitUsage, w)
			}
		}
	}
	if _, errs, _ := horn(t, "", "solve", "--no-such-flag", "x.smt2"); strings.Count(errs, "\n") != 1 {
		t.Errorf("an unknown flag gets a hint: %q", errs)
	}
}

// TestVerifyPicksLanguage: verify picks the language by the file's
// extension (C is not read as Boogie) and refuses an extension no front
// end claims only by reading it as Boogie, whose error names the position.
func TestVerifyPicksLanguage(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "t.c")
	if err := os.WriteFile(prog, []byte("void reach_error(void);\nint main(void) { int x = 1; if (x != 1) reach_error(); return 0; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := horn(t, "", "verify", prog)
	if code != exitOK || firstLine(out) != "correct" {
		t.Errorf("verify t.c: exit %d, %q %q", code, out, errs)
	}
	if got := supportedLangs(); !strings.Contains(got, "Boogie (.bpl)") || !strings.Contains(got, "C (.c, .i)") {
		t.Errorf("supportedLangs() = %q, want Boogie and C", got)
	}
}

// TestBuildWithoutCgo: building horn without cgo fails with an error
// that says what is missing, not only with the binding's undefined
// names.
func TestBuildWithoutCgo(t *testing.T) {
	if testing.Short() {
		t.Skip("builds horn (-short)")
	}
	cmd := exec.Command("go", "build", "-o", os.DevNull, "./cmd/horn")
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatal("CGO_ENABLED=0 go build ./cmd/horn succeeded")
	}
	first := regexp.MustCompile(`(?m)^z3/.*$`).FindString(string(out))
	if !strings.Contains(first, "horn_needs_cgo_and_Z3_development_files_see_README") {
		t.Errorf("CGO_ENABLED=0 go build ./cmd/horn: the first error is %q:\n%s", first, out)
	}
}
