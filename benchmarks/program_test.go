package benchmarks

import (
	"strings"
	"testing"
)

func TestCheckProgram(t *testing.T) {
	for _, tc := range []struct {
		cmd, program string
		ok           bool
	}{
		{"nonexistent-binary-xyz {file}", "nonexistent-binary-xyz", false},
		{"exec FOO=1 nonexistent-binary-xyz {file}", "nonexistent-binary-xyz", false},
		{"'/no/such/dir/horn' solve {file}", "/no/such/dir/horn", false},
		{"sh -c 'z3 $0' {file}", "sh", true},
		{"exec A=b sh {file}", "sh", true},
		{"/bin/sh -c 'cat $0' {file}", "/bin/sh", true},
		{"ulimit -s unlimited && cat {file}", "", true},
		{"$SOLVER {file}", "", true},
		{"'/bin/cat' {file}", "/bin/cat", true},
	} {
		s := Solver{Name: "foo", Cmd: tc.cmd}
		if p := s.Program(); p != tc.program {
			t.Errorf("%s: program %q, want %q", tc.cmd, p, tc.program)
		}
		err := s.CheckProgram()
		if (err == nil) != tc.ok {
			t.Errorf("%s: CheckProgram = %v, want ok=%v", tc.cmd, err, tc.ok)
		}
		if err != nil && (!strings.Contains(err.Error(), "solver foo") || !strings.Contains(err.Error(), tc.cmd)) {
			t.Errorf("%s: the error %q names neither the solver nor the command", tc.cmd, err)
		}
	}
}
