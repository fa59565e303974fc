package main

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// gitHead returns the repository's HEAD commit, or skips the test when
// git or the checkout's .git is absent (a source archive).
func gitHead(t *testing.T, root string) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not on PATH")
	}
	if _, err := os.Stat(filepath.Join(root, ".git")); err != nil {
		t.Skipf("no .git in %s: not a git checkout", root)
	}
	out, err := exec.Command("git", "-C", root, "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skipf("git rev-parse HEAD: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// goBuild builds cmd/horn of the checkout in dir into a temporary folder
// with the extra flags, and returns the binary's path.
func goBuild(t *testing.T, dir string, flags ...string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "horn")
	args := append(append([]string{"build"}, flags...), "-o", bin, "./cmd/horn")
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return bin
}

// TestVersionOfCheckout: a horn built by go build from a git checkout
// says which commit it is, and so does the run.json of a horn bench run
// with it. Go records no commit in a linked worktree (golang/go#58218:
// it looks for a .git folder), so there the test builds a clone of HEAD;
// -trimpath lets that build share the build cache across clones.
func TestVersionOfCheckout(t *testing.T) {
	if testing.Short() {
		t.Skip("builds horn (-short)")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	head := gitHead(t, root)
	src := root
	if fi, err := os.Stat(filepath.Join(root, ".git")); err == nil && !fi.IsDir() {
		src = filepath.Join(t.TempDir(), "horn")
		if out, err := exec.Command("git", "clone", "-q", "--shared", root, src).CombinedOutput(); err != nil {
			t.Fatalf("git clone: %v\n%s", err, out)
		}
		if out, err := exec.Command("git", "-C", src, "checkout", "-q", head).CombinedOutput(); err != nil {
			t.Fatalf("git checkout: %v\n%s", err, out)
		}
		overlay(t, root, src)
	}
	// -buildvcs=true: the command line overrides a GOFLAGS=-buildvcs=false.
	bin := goBuild(t, src, "-trimpath", "-buildvcs=true")
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), head[:12]) {
		t.Fatalf("horn version built from commit %s prints %q", head, out)
	}

	// horn bench's run.json records the same version.
	dir := t.TempDir()
	bench := exec.Command(bin, "bench", "--cpu-limit", "20", "--out", dir, filepath.Join(root, "examples", "counter.smt2"))
	if out, err := bench.CombinedOutput(); err != nil {
		t.Fatalf("horn bench: %v\n%s", err, out)
	}
	runs, err := os.ReadFile(filepath.Join(dir, "run.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rj struct {
		Runs []struct {
			Horn    string `json:"horn_version"`
			Solvers []struct {
				Version string `json:"version"`
			} `json:"solvers"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(runs, &rj); err != nil || len(rj.Runs) != 1 {
		t.Fatalf("run.json: %v\n%s", err, runs)
	}
	if run := rj.Runs[0]; !strings.Contains(run.Horn, head[:12]) || len(run.Solvers) != 1 || !strings.Contains(run.Solvers[0].Version, head[:12]) {
		t.Errorf("run.json of a bench run with horn of commit %s: %s", head[:12], runs)
	}
}

// overlay copies the work tree's uncommitted changes in root (tracked
// and untracked files) into the clone src, so that the clone builds the
// code under test.
func overlay(t *testing.T, root, src string) {
	t.Helper()
	diff, err := exec.Command("git", "-C", root, "diff", "--binary", "HEAD").Output()
	if err != nil {
		t.Fatalf("git diff: %v", err)
	}
	if len(diff) > 0 {
		apply := exec.Command("git", "-C", src, "apply", "--whitespace=nowarn", "-")
		apply.Stdin = strings.NewReader(string(diff))
		if out, err := apply.CombinedOutput(); err != nil {
			t.Fatalf("git apply: %v\n%s", err, out)
		}
	}
	others, err := exec.Command("git", "-C", root, "ls-files", "-z", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	for _, f := range strings.Split(strings.TrimRight(string(others), "\x00"), "\x00") {
		if f == "" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(src, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestVersionStamped: the version make build stamps with -ldflags -X
// (git describe's) is the one horn version prints.
func TestVersionStamped(t *testing.T) {
	if testing.Short() {
		t.Skip("builds horn (-short)")
	}
	const v = "v9.8.7-3-gabcdef0-dirty"
	bin := goBuild(t, "../..", "-ldflags", "-X main.version="+v)
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(out), "horn "+v+" (") {
		t.Errorf("horn built with version %s prints %q", v, out)
	}
	// make build stamps git describe's name.
	mk, err := exec.Command("make", "-C", "../..", "-n", "build").Output()
	var ee *exec.ExitError
	if errors.As(err, &ee) || errors.Is(err, exec.ErrNotFound) {
		t.Skipf("make -n build: %v", err)
	}
	if !strings.Contains(string(mk), "-X main.version=") {
		t.Errorf("make build does not stamp the version:\n%s", mk)
	}
}
