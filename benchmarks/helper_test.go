package benchmarks

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// The test binary doubles as a misbehaving solver: run with BENCH_HELPER
// set, it spins, allocates, sleeps or answers instead of testing.
func TestMain(m *testing.M) {
	switch os.Getenv("BENCH_HELPER") {
	case "":
		os.Exit(m.Run())
	case "spin":
		for x := 0; ; x++ {
			_ = x
		}
	case "spin4": // spin on four threads
		for range 3 {
			go func() {
				for x := 0; ; x++ {
					_ = x
				}
			}()
		}
		for x := 0; ; x++ {
			_ = x
		}
	case "alloc":
		var keep [][]byte
		for {
			b := make([]byte, 8<<20)
			for i := range b { // touch every page so it is resident
				b[i] = 1
			}
			keep = append(keep, b)
		}
	case "sleep":
		time.Sleep(time.Minute)
	case "echo": // print the file's content, logging the launch
		if log := os.Getenv("BENCH_LOG"); log != "" {
			f, _ := os.OpenFile(log, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
			fmt.Fprintln(f, os.Args[1])
			f.Close()
		}
		b, _ := os.ReadFile(os.Args[1])
		fmt.Print(string(b))
	}
	os.Exit(0)
}

// helper is a solver running the test binary as the given helper.
func helper(t *testing.T, name, mode string, env ...string) Solver {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := "env BENCH_HELPER=" + mode + " " + strings.Join(env, " ") + " " + shellQuote(self) + " {file}"
	return Solver{Name: name, Cmd: cmd}
}

// writeFiles writes files named by their relative paths with the given
// contents under a temporary folder and returns their paths.
func writeFiles(t *testing.T, contents map[string]string) []string {
	t.Helper()
	dir := t.TempDir()
	var out []string
	for name, c := range contents {
		p := dir + "/" + name
		if err := os.MkdirAll(p[:strings.LastIndex(p, "/")], 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}
