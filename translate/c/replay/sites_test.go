package replay

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/translate/c/task"
)

// TestFindSites: the calls of testdata/sites.c, with their positions and
// enclosing functions; no declaration, comment or string is one.
func TestFindSites(t *testing.T) {
	src, err := os.ReadFile("testdata/sites.c")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range FindSites("sites.c", src) {
		got = append(got, fmt.Sprintf("%d:%d-%d:%d %s in %s", s.Line, s.Col, s.EndLine, s.EndCol, s.Func, s.In))
	}
	want := []string{
		"9:59-9:71 reach_error in __VERIFIER_assert",
		"11:24-11:46 __VERIFIER_nondet_int in get",
		"15:25-15:49 __VERIFIER_nondet_uchar in main",
		"16:7-16:30 __VERIFIER_nondet_bool in main",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("sites\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLocate: a locating replay of testdata/sites.c gives each value its
// call's site and the call of reach_error that was entered; a trace that
// does not reach it locates nothing.
func TestLocate(t *testing.T) {
	for _, dm := range []task.DataModel{task.ILP32, task.LP64} {
		c := compilerFor(t, dm)
		p := Program{Files: []string{filepath.Join("testdata", "sites.c")}, DataModel: dm}
		tr := Trace{Nondet: []Nondet{nd("int", 1), nd("uchar", 2), nd("int", 2), nd("uchar", 2), nd("int", 3), nd("uchar", 2), nd("bool", 1)}}
		l, err := Locate(context.Background(), p, tr, Options{Compiler: c, RunTimeout: 5 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		if l.Kind != Reached || l.Unused != 0 || len(l.Values) != len(tr.Nondet) || l.Error == nil {
			t.Fatalf("%v: %+v", dm, l)
		}
		var got []string
		for _, s := range l.Values {
			got = append(got, fmt.Sprintf("%d:%d", s.EndLine, s.EndCol))
		}
		if want := "11:46 15:49 11:46 15:49 11:46 15:49 16:30"; strings.Join(got, " ") != want {
			t.Errorf("%v: value sites %s, want %s", dm, strings.Join(got, " "), want)
		}
		if l.Error.Line != 9 || l.Error.In != "__VERIFIER_assert" {
			t.Errorf("%v: error site %+v", dm, *l.Error)
		}
		tr.Nondet[6] = nd("bool", 0)
		l, err = Locate(context.Background(), p, tr, Options{Compiler: c, RunTimeout: 5 * time.Second})
		if err != nil || l.Kind != NotReached || l.Values != nil {
			t.Errorf("%v: not reaching: %+v, %v", dm, l, err)
		}
	}
}
