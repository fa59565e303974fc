package main

import (
	"os"
	"slices"
	"strings"
	"syscall"
)

// hugeTLB is the glibc tunable that backs malloc's large blocks with
// transparent huge pages (glibc 2.35 and later; older ones ignore it).
const hugeTLB = "glibc.malloc.hugetlb=1"

// tuneMalloc restarts horn, once, with glibc's malloc told to back large
// allocations with transparent huge pages (see mallocEnv). Z3 4.8.12
// allocates and fills about 17 MB of tables for every context; faulting
// that in 4 KiB pages costs a small system more CPU than solving it
// (LIA-Lin-057, perf stat: 41–50 ms without, 31–36 ms with, z3 itself
// 34 ms). Tunables are read when a process starts, hence the restart,
// which costs about a millisecond. If it fails, horn runs as it is.
func tuneMalloc(args []string) {
	env, ok := mallocEnv(args, os.Environ())
	if !ok {
		return
	}
	exe, err := os.Executable()
	if err != nil {
		return
	}
	_ = syscall.Exec(exe, os.Args, env) // returns only on failure
}

// mallocEnv is the environment to restart with, and whether to: only when
// the command in args runs an engine (solve, verify), GLIBC_TUNABLES does
// not set hugetlb already (the user's choice, or the restart done), and
// HORN_MALLOC is not "default" (glibc's defaults, asked for). Other
// commands keep the environment they were given: horn bench must hand it
// unchanged to the solvers it times.
func mallocEnv(args, environ []string) ([]string, bool) {
	cmd := ""
	if i := slices.IndexFunc(args, func(a string) bool { return !strings.HasPrefix(a, "-") }); i >= 0 {
		cmd = args[i]
	}
	tunables, have := "", false
	for _, kv := range environ {
		if v, ok := strings.CutPrefix(kv, "GLIBC_TUNABLES="); ok {
			tunables, have = v, true
		}
		if kv == "HORN_MALLOC=default" {
			return nil, false
		}
	}
	if cmd != "solve" && cmd != "verify" || strings.Contains(tunables, "glibc.malloc.hugetlb") {
		return nil, false
	}
	if have && tunables != "" {
		tunables += ":"
	}
	env := slices.DeleteFunc(slices.Clone(environ), func(kv string) bool { return strings.HasPrefix(kv, "GLIBC_TUNABLES=") })
	return append(env, "GLIBC_TUNABLES="+tunables+hugeTLB), true
}
