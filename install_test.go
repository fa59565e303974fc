package horn_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// externalMain is a program of another module that uses horn as a library:
// it parses the file named by its argument, solves it and prints the
// answer and whether the model checks.
const externalMain = `package main

import (
	"context"
	"fmt"
	"os"

	"github.com/horn-chc/horn"
)

func main() {
	src, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	s, err := horn.Parse(os.Args[1], src)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ctx := context.Background()
	r, err := horn.Solve(ctx, s, horn.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(r.Status, horn.CheckModel(ctx, s, r.Model) == nil)
}
`

// TestExternalModule: a module outside this repository that imports horn
// by its module path (with a replace pointing here, as README tells) builds
// from the module cache alone and solves examples/counter.smt2 through the
// library API.
func TestExternalModule(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no external build")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	repo, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	gomod := "module example.com/user\n\ngo 1.24\n\nrequire github.com/horn-chc/horn v0.0.0\n\n" +
		"replace github.com/horn-chc/horn => " + repo + "\n"
	// The repository's go.sum holds the hashes of every module the
	// program needs, so nothing is looked up in the checksum database.
	sum, err := os.ReadFile(filepath.Join(repo, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"go.mod": gomod, "go.sum": string(sum), "main.go": externalMain} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	goCmd := func(args ...string) string {
		t.Helper()
		cmd := exec.CommandContext(ctx, gobin, args...)
		cmd.Dir = dir
		// Only what the module cache holds (the repository's own build
		// put its dependencies there): no network.
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOSUMDB=off", "GOWORK=off", "GOTOOLCHAIN=local")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	goCmd("build", "-o", "user", ".")
	out, err := exec.CommandContext(ctx, filepath.Join(dir, "user"), filepath.Join(repo, "examples", "counter.smt2")).CombinedOutput()
	if err != nil {
		t.Fatalf("the external program: %v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != "sat true" {
		t.Fatalf("the external program printed %q, want \"sat true\"", got)
	}
}
