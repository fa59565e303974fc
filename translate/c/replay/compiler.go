package replay

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/horn-chc/horn/translate/c/task"
)

// Compiler is a C compiler found to build and run programs for one data
// model, with what the replay learned of the target.
type Compiler struct {
	Path       string         // the compiler's executable
	Flags      []string       // the data model's flags, e.g. -m32
	DataModel  task.DataModel // checked by running a probe
	CharSigned bool           // plain char is signed on the target
	Wrap       bool           // the linker takes -Wl,--wrap (assert failures are seen)
	Objcopy    string         // binutils' objcopy, if found (a static reach_error is made global)
}

// ErrNoCompiler is wrapped by FindCompiler's errors when no compiler can
// build for the data model.
var ErrNoCompiler = errors.New("no C compiler for the data model")

// FindCompiler looks for a C compiler that builds and runs programs for dm:
// name if given, else $CC, cc, gcc, clang. It compiles and runs a probe
// (with -m32 for ILP32) that prints the sizes of int, long and pointers and
// the sign of char, and checks them against dm. Errors wrap ErrNoCompiler
// and say what is missing (e.g. 32-bit support: Debian's gcc-multilib).
func FindCompiler(ctx context.Context, dm task.DataModel, name string) (*Compiler, error) {
	if dm != task.ILP32 && dm != task.LP64 {
		return nil, fmt.Errorf("%w: data model %v", ErrNoCompiler, dm)
	}
	cands := []string{"cc", "gcc", "clang"}
	if cc := os.Getenv("CC"); cc != "" {
		cands = append([]string{cc}, cands...)
	}
	if name != "" {
		cands = []string{name}
	}
	var path string
	for _, c := range cands {
		if p, err := exec.LookPath(c); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		return nil, fmt.Errorf("%w: none of %s found on PATH", ErrNoCompiler, strings.Join(cands, ", "))
	}
	dir, err := os.MkdirTemp("", "horn-cc-probe-")
	if err != nil {
		return nil, fmt.Errorf("compiler probe: %w", err)
	}
	defer os.RemoveAll(dir)
	var tries [][]string
	if dm == task.ILP32 {
		tries = [][]string{{"-m32"}}
	} else {
		tries = [][]string{nil, {"-m64"}}
	}
	var errs []error
	for _, flags := range tries {
		c, err := probe(ctx, dir, path, flags, dm)
		if err == nil {
			return c, nil
		}
		errs = append(errs, err)
	}
	hint := ""
	if dm == task.ILP32 {
		hint = " (32-bit support missing? on Debian install gcc-multilib; scripts/setup.sh does)"
	}
	return nil, fmt.Errorf("%w: %s cannot build %v programs%s: %w", ErrNoCompiler, path, dm, hint, errors.Join(errs...))
}

const probeSrc = `#include <stdio.h>
int main(void) {
	printf("%d %d %d %d\n", (int)sizeof(int), (int)sizeof(long), (int)sizeof(void *), (char)-1 < 0);
	return 0;
}
`

// probe builds and runs the probe with flags and checks the sizes it prints.
func probe(ctx context.Context, dir, cc string, flags []string, dm task.DataModel) (*Compiler, error) {
	src := filepath.Join(dir, "probe.c")
	if err := os.WriteFile(src, []byte(probeSrc), 0o644); err != nil {
		return nil, err
	}
	exe := filepath.Join(dir, "probe")
	c := &Compiler{Path: cc, Flags: flags, DataModel: dm}
	args := append(append([]string{}, flags...), "-finstrument-functions", src, "-o", exe)
	if _, err := run(ctx, dir, cc, args...); err != nil {
		return nil, fmt.Errorf("%s %s: %w", cc, strings.Join(flags, " "), err)
	}
	out, err := run(ctx, dir, exe)
	if err != nil {
		return nil, fmt.Errorf("running the probe built with %s %s: %w", cc, strings.Join(flags, " "), err)
	}
	var i, l, p, signed int
	if _, err := fmt.Sscan(string(out), &i, &l, &p, &signed); err != nil {
		return nil, fmt.Errorf("probe printed %q: %w", out, err)
	}
	want := 8
	if dm == task.ILP32 {
		want = 4
	}
	if i != 4 || l != want || p != want {
		return nil, fmt.Errorf("%s %s builds int/long/pointer of %d/%d/%d bytes, not %v", cc, strings.Join(flags, " "), i, l, p, dm)
	}
	c.CharSigned = signed == 1
	wrapArgs := append(append([]string{}, flags...), "-Wl,--wrap=__assert_fail", src, "-o", exe)
	_, err = run(ctx, dir, cc, wrapArgs...)
	c.Wrap = err == nil
	if p, err := exec.LookPath("objcopy"); err == nil {
		c.Objcopy = p
	}
	return c, nil
}

// run runs a tool in dir and returns its standard output; the error
// carries its standard error.
func run(ctx context.Context, dir, name string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &limited{buf: &stderr, max: 8 << 10}
	if err := cmd.Run(); err != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return nil, fmt.Errorf("%w: %s", err, msg)
		}
		return nil, err
	}
	return stdout.Bytes(), nil
}

// limited keeps the first max bytes written to it and drops the rest.
type limited struct {
	buf *bytes.Buffer
	max int
}

func (l *limited) Write(p []byte) (int, error) {
	if room := l.max - l.buf.Len(); room > 0 {
		if len(p) > room {
			l.buf.Write(p[:room])
		} else {
			l.buf.Write(p)
		}
	}
	return len(p), nil
}
