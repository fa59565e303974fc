package main

import (
	"slices"
	"testing"
)

// TestMallocEnv: the restart with huge pages happens for the engine
// commands only, once, keeps the user's other tunables, and can be
// turned off.
func TestMallocEnv(t *testing.T) {
	base := []string{"PATH=/bin", "HOME=/h"}
	for _, tc := range []struct {
		args    []string
		environ []string
		want    string // GLIBC_TUNABLES after; "" for no restart
	}{
		{[]string{"solve", "f.smt2"}, base, mallocTunables},
		{[]string{"-v", "verify", "p.bpl"}, base, mallocTunables},
		{[]string{"solve", "f.smt2"}, append(base, "GLIBC_TUNABLES=glibc.malloc.arena_max=2"), "glibc.malloc.arena_max=2:" + mallocTunables},
		{[]string{"solve", "f.smt2"}, append(base, "GLIBC_TUNABLES="+mallocTunables), ""},
		{[]string{"solve", "f.smt2"}, append(base, "GLIBC_TUNABLES=glibc.malloc.hugetlb=0"), ""},
		{[]string{"solve", "f.smt2"}, append(base, "HORN_MALLOC=default"), ""},
		{[]string{"bench", "run", "--solver", "horn solve {file}"}, base, ""},
		{[]string{"check", "f.smt2", "m.smt2"}, base, ""},
		{nil, base, ""},
	} {
		env, ok := mallocEnv(tc.args, tc.environ)
		if ok != (tc.want != "") {
			t.Errorf("%v %v: restart %v, want %v", tc.args, tc.environ, ok, !ok)
			continue
		}
		if !ok {
			continue
		}
		if !slices.Contains(env, "GLIBC_TUNABLES="+tc.want) || !slices.Contains(env, "PATH=/bin") || len(env) != 3 {
			t.Errorf("%v %v: environment %v, want GLIBC_TUNABLES=%s and the rest kept", tc.args, tc.environ, env, tc.want)
		}
	}
}
