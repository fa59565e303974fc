package main

/*
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char horn_tunables[] = "GLIBC_TUNABLES=";
static const char horn_malloc_tunables[] = "glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=1073741824:glibc.malloc.trim_threshold=1073741824:glibc.malloc.top_pad=67108864";

// horn_malloc_env is the environment to restart horn with (malloc'ed,
// NULL-terminated), or NULL for no restart: see mallocEnv.
static char **horn_malloc_env(int argc, char **argv, char **envp) {
	const char *cmd = NULL;
	for (int i = 1; i < argc; i++) {
		if (argv[i][0] != '-') {
			cmd = argv[i];
			break;
		}
	}
	if (cmd == NULL || (strcmp(cmd, "solve") != 0 && strcmp(cmd, "verify") != 0)) {
		return NULL;
	}
	const size_t tl = sizeof horn_tunables - 1;
	const char *tunables = NULL;
	size_t n = 0;
	for (char **e = envp; *e != NULL; e++, n++) {
		if (strncmp(*e, horn_tunables, tl) == 0) {
			tunables = *e + tl;
		}
		if (strcmp(*e, "HORN_MALLOC=default") == 0) {
			return NULL;
		}
	}
	if (tunables != NULL && strstr(tunables, "glibc.malloc.hugetlb") != NULL) {
		return NULL;
	}
	char **env = malloc((n + 2) * sizeof *env);
	size_t len = tl + (tunables != NULL ? strlen(tunables) + 1 : 0) + sizeof horn_malloc_tunables;
	char *t = malloc(len);
	if (env == NULL || t == NULL) {
		free(env);
		free(t);
		return NULL;
	}
	size_t k = 0;
	for (char **e = envp; *e != NULL; e++) {
		if (strncmp(*e, horn_tunables, tl) != 0) {
			env[k++] = *e;
		}
	}
	strcpy(t, horn_tunables);
	if (tunables != NULL && *tunables != '\0') {
		strcat(t, tunables);
		strcat(t, ":");
	}
	strcat(t, horn_malloc_tunables);
	env[k++] = t;
	env[k] = NULL;
	return env;
}

// horn_tune_malloc restarts horn before the Go runtime starts (see the
// file's comment below); glibc passes a program's constructors its
// arguments.
__attribute__((constructor)) static void horn_tune_malloc(int argc, char **argv, char **envp) {
	char **env = horn_malloc_env(argc, argv, envp);
	if (env == NULL) {
		return;
	}
	// The executable's own path, not /proc/self/exe, so that the process
	// keeps its name (ps, top, pkill horn).
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n <= 0) {
		return;
	}
	exe[n] = '\0';
	execve(exe, argv, env); // returns only on failure: run as is
}
*/
import "C"

import (
	"unsafe"
)

// mallocTunables are the glibc tunables horn runs its engines with:
// malloc's blocks backed by transparent huge pages (hugetlb, glibc 2.35
// and later; older ones ignore it), and freed memory kept for reuse
// rather than given back to the system and faulted in again: no block
// gets a mapping of its own below 1 GiB (mmap_threshold; by default
// blocks from 128 KiB up to 32 MiB do, and each Z3 context's 17 MB of
// tables is one), the heap is not trimmed below 1 GiB of free space at
// its top (trim_threshold), and it grows 64 MiB at a time (top_pad).
// On bv/, auto with them against without, in one run (20 s CPU per
// file): page faults on dillig-20 180k → 13k, system time 1.6 → 1.0 s;
// median CPU ratio 1.08 on the 33 files both decide, one more decided
// (giftwrapping.25 at 17.2 s), peak resident set up to a third larger
// (docs/measurements/2026-11-28/stop39/malloc-tunables).
const mallocTunables = "glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=1073741824:glibc.malloc.trim_threshold=1073741824:glibc.malloc.top_pad=67108864"

// horn restarts, once, with glibc's malloc tuned (mallocTunables; see
// mallocEnv), from the C constructor
// above, which runs before the Go runtime and the package initialisers.
// Z3 4.8.12 allocates and fills about 17 MB of tables for every context;
// faulting that in 4 KiB pages costs a small system more CPU than solving
// it (LIA-Lin-057, perf stat: 41–50 ms without, 31–36 ms with, z3 itself
// 34 ms). Tunables are read when a process starts, hence the restart.
// Done from main, as it was at first, the restart cost 6.7 ms of a 37 ms
// solve (Go's start and the package initialisers ran twice); from the
// constructor the first process only loads the libraries. If the restart
// fails, horn runs as it is.

// mallocEnv is the environment the constructor restarts horn with, and
// whether it does: only when the command in args runs an engine (solve,
// verify), GLIBC_TUNABLES does not set hugetlb already (the user's
// choice, or the restart done), and HORN_MALLOC is not "default" (glibc's
// defaults, asked for). Other commands keep the environment they were
// given: horn bench must hand it unchanged to the solvers it times. It
// calls the constructor's own C function, so that tests check that.
func mallocEnv(args, environ []string) ([]string, bool) {
	cstrs := func(ss []string) **C.char {
		p := (**C.char)(C.malloc(C.size_t(len(ss)+1) * C.size_t(unsafe.Sizeof((*C.char)(nil)))))
		a := unsafe.Slice(p, len(ss)+1)
		for i, s := range ss {
			a[i] = C.CString(s)
		}
		a[len(ss)] = nil
		return p
	}
	argv := cstrs(append([]string{"horn"}, args...))
	envp := cstrs(environ)
	env := C.horn_malloc_env(C.int(len(args)+1), argv, envp)
	if env == nil {
		return nil, false
	}
	var out []string
	for _, e := range unsafe.Slice(env, len(environ)+2) {
		if e == nil {
			break
		}
		out = append(out, C.GoString(e))
	}
	return out, true // the test's few C strings are left to the process's end
}
