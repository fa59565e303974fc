package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/horn-chc/horn/preprocess"
)

// readmeBlock is one fenced code block of README.md: its first line's
// number and its lines, continuation lines (ending in a backslash) joined.
type readmeBlock struct {
	line  int
	lines []string
}

func readmeBlocks(t *testing.T) []readmeBlock {
	t.Helper()
	src, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var blocks []readmeBlock
	var cur *readmeBlock
	pending := ""
	for i, line := range strings.Split(string(src), "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			if cur == nil {
				blocks = append(blocks, readmeBlock{line: i + 1})
				cur = &blocks[len(blocks)-1]
			} else {
				cur = nil
			}
		case cur != nil:
			if l, ok := strings.CutSuffix(line, `\`); ok {
				pending += l
				continue
			}
			cur.lines = append(cur.lines, pending+line)
			pending = ""
		}
	}
	return blocks
}

type readmeExample struct{ cmd, out string }

// readmeExamples returns the "$ horn …" and "$ ./horn …" commands of the
// README's code blocks (without "$ "), each with the lines that follow it
// up to the next command or the end of the block.
func readmeExamples(t *testing.T) []readmeExample {
	var list []readmeExample
	for _, b := range readmeBlocks(t) {
		var cur *readmeExample
		for _, line := range b.lines {
			if cmd, ok := strings.CutPrefix(line, "$ "); ok {
				list = append(list, readmeExample{cmd: strings.TrimSpace(cmd)})
				cur = &list[len(list)-1]
			} else if cur != nil {
				cur.out += line + "\n"
			}
		}
	}
	return list
}

// shellWords splits a command line as the shell would, for the simple
// lines of README: quotes removed, backslash escapes kept literally, and
// the words from a redirection, a pipe, a list operator or a comment on
// dropped (a pipe's second command is in rest).
func shellWords(line string) (words []string, rest string) {
	var w strings.Builder
	inWord, quote := false, byte(0)
	flush := func() {
		if inWord {
			words = append(words, w.String())
		}
		w.Reset()
		inWord = false
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
			w.WriteByte(c)
		case c == '\'' || c == '"':
			quote, inWord = c, true
		case c == ' ' || c == '\t':
			flush()
		case c == '|' || c == ';' || c == '&' || c == '#' && !inWord:
			flush()
			if c == '|' && i+1 < len(line) && line[i+1] != '|' {
				rest = strings.TrimSpace(line[i+1:])
			}
			return words, rest
		case c == '>' || c == '<':
			// 2>&1, > file: the redirection ends the arguments horn sees.
			if w.String() == "2" {
				w.Reset()
				inWord = false
			}
			flush()
			return words, afterRedirect(line[i:])
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	flush()
	return words, ""
}

// afterRedirect returns the command after a pipe that follows the
// redirections at the start of s, if any.
func afterRedirect(s string) string {
	if _, r, ok := strings.Cut(s, "|"); ok {
		return strings.TrimSpace(r)
	}
	return ""
}

// readmeHornCommands returns every horn command line of README's code
// blocks — lines (and pipeline stages) starting with "horn " or "./horn ",
// after a "$ " prompt or, in blocks without prompts (scripts), alone — as
// argument lists.
func readmeHornCommands(t *testing.T) map[string][]string {
	cmds := map[string][]string{}
	for _, b := range readmeBlocks(t) {
		// In a block with "$ " prompts, the other lines are output.
		prompts := slices.ContainsFunc(b.lines, func(l string) bool { return strings.HasPrefix(l, "$ ") })
		for _, line := range b.lines {
			line, ok := strings.CutPrefix(line, "$ ")
			if prompts && !ok {
				continue
			}
			for line != "" {
				words, rest := shellWords(line)
				if len(words) > 0 && (words[0] == "horn" || words[0] == "./horn") {
					cmds[line] = words[1:]
				}
				line = rest
			}
		}
	}
	return cmds
}

// TestREADMECommandsParse: every horn command README shows parses with
// horn's command line (flags, commands and arguments as they are now),
// but for those shown with a usage error ("horn: ..." printed under
// them), which must fail to parse.
func TestREADMECommandsParse(t *testing.T) {
	cmds := readmeHornCommands(t)
	if len(cmds) < 20 {
		t.Fatalf("found %d horn commands in README, want 20 or more", len(cmds))
	}
	showsError := map[string]bool{}
	for _, ex := range readmeExamples(t) {
		if strings.HasPrefix(ex.out, "horn: ") {
			showsError[ex.cmd] = true
		}
	}
	for line, args := range cmds {
		if showsError[line] {
			var c cli
			parser, err := newParser(&c, io.Discard, io.Discard, func(int) {})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := parser.Parse(args); err == nil {
				t.Errorf("README's %q shows an error, yet it parses", line)
			}
			continue
		}
		var c cli
		parser, err := newParser(&c, io.Discard, io.Discard, func(int) { t.Fatalf("%s: exits", line) })
		if err != nil {
			t.Fatal(err)
		}
		if _, err := parser.Parse(helpArgs(args)); err != nil {
			t.Errorf("README's %q: %v", line, err)
		}
	}
}

// TestREADMEOutputs runs README's "$ " command blocks in order, in a
// scratch folder holding the examples and cmd (for its test data), with horn (this test binary) and
// z3 on PATH, and compares what each prints with what README shows under
// it ("..." in README's text stands for any text in the line; the Go
// version is not compared). Commands on ../shared's benchmarks, horn
// bench and the --batch example are not run.
func TestREADMEOutputs(t *testing.T) {
	needZ3(t)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	script := "#!/bin/sh\nHORN_TEST_AS_HORN=1 exec '" + self + "' \"$@\"\n"
	if err := os.WriteFile(filepath.Join(bin, "horn"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	path := bin + string(os.PathListSeparator) + os.Getenv("PATH")
	compared := 0
	for _, b := range readmeBlocks(t) {
		dir := t.TempDir()
		for _, d := range []string{"examples", "cmd"} {
			if err := os.Symlink(filepath.Join(root, d), filepath.Join(dir, d)); err != nil {
				t.Fatal(err)
			}
		}
		var cmd, shown string
		run := func() {
			if cmd == "" || strings.Contains(cmd, "../shared") || strings.Contains(cmd, "horn bench") || strings.Contains(cmd, "--batch") {
				return
			}
			if usesJQ(cmd) && !haveJQ() {
				t.Logf("README line %d: %s: not run: jq is not on PATH (scripts/setup.sh installs it)", b.line, cmd)
				return
			}
			sh := exec.Command("/bin/sh", "-c", strings.ReplaceAll(cmd, "./horn ", "horn "))
			sh.Dir = dir
			sh.Env = append(os.Environ(), "PATH="+path)
			var out, errb bytes.Buffer
			sh.Stdout, sh.Stderr = &out, &errb
			if err := sh.Run(); err != nil {
				t.Errorf("README line %d: %s: %v\n%s", b.line, cmd, err, errb.String())
				return
			}
			if shown == "" {
				return
			}
			compared++
			if !readmeMatch(shown, out.String()) {
				t.Errorf("README line %d: %s: README shows\n%s\nhorn prints\n%s", b.line, cmd, shown, out.String())
			}
		}
		for _, line := range b.lines {
			if c, ok := strings.CutPrefix(line, "$ "); ok {
				run()
				cmd, shown = c, ""
				continue
			}
			if cmd != "" && line != "" {
				shown += line + "\n"
			}
		}
		run()
	}
	if compared < 8 {
		t.Errorf("compared the output of %d README commands, want 8 or more", compared)
	}
}

// usesJQ reports whether a README command pipes into jq.
func usesJQ(cmd string) bool { return regexp.MustCompile(`\|\s*jq\b`).MatchString(cmd) }

// haveJQ reports whether jq is on PATH.
func haveJQ() bool {
	_, err := exec.LookPath("jq")
	return err == nil
}

// TestREADMEJSONExamples: README shows --json piped through jq for solve
// (the answer) and verify (the trace); TestREADMEOutputs runs them and
// compares their output, which needs jq.
func TestREADMEJSONExamples(t *testing.T) {
	var solve, verify bool
	for _, ex := range readmeExamples(t) {
		if !usesJQ(ex.cmd) || ex.out == "" {
			continue
		}
		solve = solve || strings.Contains(ex.cmd, "horn solve --json") && strings.Contains(ex.cmd, "jq .answer")
		verify = verify || strings.Contains(ex.cmd, "horn verify --json") && strings.Contains(ex.cmd, ".trace")
	}
	if !solve || !verify {
		t.Errorf("README shows solve --json | jq .answer: %v, verify --json | jq .trace: %v; want both, with their output", solve, verify)
	}
	if !haveJQ() {
		t.Skip("jq is not on PATH (scripts/setup.sh installs it): TestREADMEOutputs does not run README's jq examples")
	}
}

var goVersion = regexp.MustCompile(`go1\.[0-9]+(\.[0-9]+)?`)

// readmeMatch reports whether got is what README shows: line by line,
// "..." matching any text, and Go versions ignored.
func readmeMatch(shown, got string) bool {
	shown = goVersion.ReplaceAllString(shown, runtime.Version())
	parts := strings.Split(regexp.QuoteMeta(strings.TrimRight(shown, "\n")), `\.\.\.`)
	re := regexp.MustCompile(`\A` + strings.Join(parts, `[^\n]*`) + `\n?\z`)
	return re.MatchString(got)
}

// TestREADMELinks: README's Markdown links are web addresses or files of
// this repository (a clone has nothing beside it).
func TestREADMELinks(t *testing.T) {
	src, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	links := regexp.MustCompile(`\]\(([^)\s]+)\)`).FindAllStringSubmatch(string(src), -1)
	if len(links) < 3 {
		t.Fatalf("found %d links in README", len(links))
	}
	for _, m := range links {
		target, _, _ := strings.Cut(m[1], "#")
		if strings.HasPrefix(target, "https://") || strings.HasPrefix(target, "http://") || target == "" {
			continue
		}
		if filepath.IsAbs(target) || strings.HasPrefix(filepath.Clean(target), "..") {
			t.Errorf("README links to %s, outside the repository", m[1])
			continue
		}
		if _, err := os.Stat(filepath.Join("../..", target)); err != nil {
			t.Errorf("README links to %s: %v", m[1], err)
		}
	}
}

// TestHelpCommands: horn alone and horn help print the whole help, which
// names every command; horn help COMMAND prints that command's; the
// passes --passes lists are the registered ones, in their order.
func TestHelpCommands(t *testing.T) {
	full, _, code := horn(t, "")
	if code != exitOK {
		t.Fatalf("horn alone: exit %d", code)
	}
	help, _, code := horn(t, "", "help")
	if code != exitOK || help != full {
		t.Fatalf("horn help: exit %d, and not horn alone's help", code)
	}
	for _, c := range []string{"solve", "verify", "print", "preprocess", "stats", "check", "bench run", "bench merge",
		"bench report", "translate rts", "translate boogie", "translate gen", "version", "help"} {
		if !strings.Contains(full, "\n  "+c+" ") {
			t.Errorf("horn's help does not list %s:\n%s", c, full)
		}
	}
	solve, _, code := horn(t, "", "help", "solve")
	if code != exitOK || !strings.HasPrefix(solve, "Usage: horn solve [<file>]") {
		t.Fatalf("horn help solve: exit %d:\n%s", code, solve)
	}
	if _, _, code := horn(t, "", "help", "frobnicate"); code != exitUsage {
		t.Errorf("horn help frobnicate: exit %d, want %d", code, exitUsage)
	}
	for _, cmd := range []string{"solve", "preprocess"} {
		out, _, _ := horn(t, "", cmd, "--help")
		flat := strings.Join(strings.Fields(out), " ")
		m := regexp.MustCompile(`(?i)passes, comma-separated: ([^.]*)\.`).FindStringSubmatch(flat)
		if m == nil {
			t.Errorf("%s --help lists no passes:\n%s", cmd, out)
			continue
		}
		if got, want := strings.Split(m[1], ", "), preprocess.PassNames(); !slices.Equal(got, want) {
			t.Errorf("%s --help lists the passes %q, want %q", cmd, got, want)
		}
	}
}
