package gen

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/rts"
)

// TestAnswersByInterpretation checks every family's expected answer, for
// sizes 1…4 and heaps up to MinHeap+3, against explicit-state exploration.
func TestAnswersByInterpretation(t *testing.T) {
	for _, f := range Families() {
		for k := 1; k <= 4; k++ {
			for _, safe := range []bool{true, false} {
				for seed := int64(1); seed <= 3; seed++ {
					in := Generate(f, k, safe, seed)
					for n := 1; n <= in.MinHeap+3; n++ {
						got, err := reachable(in.RTS, n, 100000)
						if err != nil {
							t.Fatalf("%s seed %d n %d: %v", in.Name(), seed, n, err)
						}
						if want := in.Expected(n) == chc.Unsat; got != want {
							t.Errorf("%s seed %d n %d: error reachable %v, expected %v (MinHeap %d)", in.Name(), seed, n, got, want, in.MinHeap)
						}
					}
				}
			}
		}
	}
}

func TestDeterministic(t *testing.T) {
	for _, f := range Families() {
		a := Generate(f, 3, false, 42)
		b := Generate(f, 3, false, 42)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: two runs with seed 42 differ", f.Name)
		}
	}
}

func TestSeedsVary(t *testing.T) {
	for _, f := range Families() {
		seen := map[string]bool{}
		for seed := int64(0); seed < 8; seed++ {
			seen[fmt.Sprint(Generate(f, 2, true, seed).RTS)] = true
		}
		if len(seen) < 4 {
			t.Errorf("%s: 8 seeds give only %d different systems", f.Name, len(seen))
		}
	}
}

func TestStructure(t *testing.T) {
	for _, f := range Families() {
		in := Generate(f, 2, false, 7)
		ids := map[int]bool{}
		for _, v := range in.RTS.Vertices {
			if ids[v.ID] {
				t.Errorf("%s: vertex %d twice", in.Name(), v.ID)
			}
			ids[v.ID] = true
		}
		for _, e := range in.RTS.Edges {
			if !ids[e.From] || !ids[e.To] {
				t.Errorf("%s: edge %d → %d names an undeclared vertex", in.Name(), e.From, e.To)
			}
			if e.From == in.RTS.Error {
				t.Errorf("%s: edge leaves the error vertex", in.Name())
			}
		}
		if !ids[in.RTS.Root] || !ids[in.RTS.Error] || in.RTS.Root == in.RTS.Error {
			t.Errorf("%s: root %d, error %d", in.Name(), in.RTS.Root, in.RTS.Error)
		}
		if _, ok := Lookup(f.Name); !ok {
			t.Errorf("Lookup(%q) fails", f.Name)
		}
	}
}

// TestCheckAndRoundTrip: every instance is well formed, and printing and
// reading it back gives the same system.
func TestCheckAndRoundTrip(t *testing.T) {
	for _, f := range Families() {
		for _, safe := range []bool{true, false} {
			for seed := int64(0); seed < 4; seed++ {
				in := Generate(f, 3, safe, seed)
				if err := in.RTS.Check(); err != nil {
					t.Fatalf("%s seed %d: Check: %v", in.Name(), seed, err)
				}
				var b strings.Builder
				if err := in.RTS.WriteText(&b); err != nil {
					t.Fatal(err)
				}
				back, err := rts.Parse(in.Name()+".rts", []byte(b.String()))
				if err != nil {
					t.Fatalf("%s: Parse(WriteText): %v\n%s", in.Name(), err, b.String())
				}
				var b2 strings.Builder
				if err := back.WriteText(&b2); err != nil {
					t.Fatal(err)
				}
				if b.String() != b2.String() {
					t.Errorf("%s: print → parse → print differs:\n%s\n---\n%s", in.Name(), b.String(), b2.String())
				}
			}
		}
	}
}
