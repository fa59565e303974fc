package benchdata

import (
	"os"
	"path/filepath"
	"testing"
)

// Env is the environment variable that names the benchmark folder.
const Env = "HORN_BENCHMARKS"

// Dir returns the benchmark folder joined with parts, or skips tb with a
// message when HORN_BENCHMARKS is unset or the path does not exist.
func Dir(tb testing.TB, parts ...string) string {
	tb.Helper()
	root := os.Getenv(Env)
	if root == "" {
		tb.Skipf("benchmark files not read: set %s to the benchmark folder (an absolute path such as $PWD/../shared/benchmarks) to run this test", Env)
	}
	if !filepath.IsAbs(root) {
		// go test runs each package in its own folder, so a relative path
		// would name a different place in every package.
		tb.Fatalf("%s=%q: give an absolute path (e.g. \"$(cd ../shared/benchmarks && pwd)\")", Env, root)
	}
	p := filepath.Join(append([]string{root}, parts...)...)
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("benchmark path %s not present: %v", p, err)
	}
	return p
}

// Lookup returns the benchmark folder joined with parts, and whether
// HORN_BENCHMARKS names an absolute folder that holds that path: for a
// test that reads a benchmark file when it can and runs without it
// otherwise.
func Lookup(parts ...string) (string, bool) {
	root := os.Getenv(Env)
	if root == "" || !filepath.IsAbs(root) {
		return "", false
	}
	p := filepath.Join(append([]string{root}, parts...)...)
	_, err := os.Stat(p)
	return p, err == nil
}

// SweepEnv is the environment variable that turns on measurement sweeps:
// tests that run horn over whole benchmark sets to report figures (the
// model track's acceptance counts, certificate counts, invariant sizes).
// They are benchmarks more than tests, so CI leaves them off.
const SweepEnv = "HORN_SWEEPS"

// Sweep is Dir for a measurement sweep: it also skips tb unless
// HORN_SWEEPS is set (to anything but "" or "0").
func Sweep(tb testing.TB, parts ...string) string {
	tb.Helper()
	if v := os.Getenv(SweepEnv); v == "" || v == "0" {
		tb.Skipf("measurement sweep not run: set %s=1 (and %s) to run it", SweepEnv, Env)
	}
	return Dir(tb, parts...)
}
