package chc

import "testing"

func TestLines(t *testing.T) {
	l := NewLines("f.smt2", []byte("ab\n\ncd\n"))
	for _, tc := range []struct {
		off  int
		want string
	}{{0, "f.smt2:1:1"}, {1, "f.smt2:1:2"}, {2, "f.smt2:1:3"}, {3, "f.smt2:2:1"}, {4, "f.smt2:3:1"}, {6, "f.smt2:3:3"}, {7, "f.smt2:4:1"}} {
		if got := l.Pos(tc.off).String(); got != tc.want {
			t.Errorf("Pos(%d) = %s, want %s", tc.off, got, tc.want)
		}
	}
}
