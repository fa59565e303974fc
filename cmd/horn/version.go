package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/horn-chc/horn/z3"
)

// version is set at build time with -ldflags "-X main.version=...": make
// build stamps `git describe --always --dirty`.
var version = "dev"

type versionCmd struct{}

func (versionCmd) Run(e *env) error {
	_, err := fmt.Fprintln(e.stdout, versionLine())
	return err
}

// buildVersion is horn's version: the one stamped at build time (make
// build: git describe), else the module's as the Go toolchain recorded it
// (a tagged release for go install ...@vX, a pseudo-version with the
// commit, and +dirty for a modified tree, for go build in a checkout),
// else "dev", as dev+COMMIT (the commit's first 12 hex digits, -dirty
// for a modified tree) when the build recorded a commit without a module
// version.
func buildVersion() string {
	info, ok := debug.ReadBuildInfo()
	if version != "dev" || !ok {
		return version
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	vcs := vcsInfo(info)
	if vcs.revision == "" {
		return version
	}
	v := version + "+" + vcs.revision[:min(12, len(vcs.revision))]
	if vcs.modified {
		v += "-dirty"
	}
	return v
}

// versionLine is "horn VERSION (go VERSION, Z3 VERSION)", with the
// commit and its time first when the build recorded them and VERSION
// does not already name the commit.
func versionLine() string {
	v, commit := buildVersion(), ""
	if info, ok := debug.ReadBuildInfo(); ok {
		if c := vcsInfo(info); c.revision != "" && !strings.Contains(v, c.revision[:min(12, len(c.revision))]) {
			commit = "commit " + c.revision[:min(12, len(c.revision))] + " of " + c.time + ", "
		}
	}
	return fmt.Sprintf("horn %s (%s%s, Z3 %s)", v, commit, runtime.Version(), z3.Version())
}

// vcs is what the Go toolchain recorded of the checkout a binary was
// built from (go build -buildvcs, the default in a checkout).
type vcs struct {
	revision, time string
	modified       bool
}

func vcsInfo(info *debug.BuildInfo) vcs {
	var v vcs
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			v.revision = s.Value
		case "vcs.time":
			v.time = s.Value
		case "vcs.modified":
			v.modified = s.Value == "true"
		}
	}
	return v
}
