package boogie_test

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/boogie"
)

const tamperSrc = `
var g: int;
procedure {:entrypoint} main()
  modifies g;
{
  var x, y: int;
  havoc x;
  y := x + 1;
  call bump(y);
  if (y > 10) { assert g < 5; }
}
procedure bump(d: int) modifies g; { g := g + d; }
`

// buggyTrace verifies tamperSrc and returns its translation and trace.
func buggyTrace(t *testing.T) (*boogie.Translation, *boogie.Trace) {
	t.Helper()
	needZ3(t)
	tr := translate(t, "tamper.bpl", tamperSrc, "")
	v := verify(t, tr, 20*time.Second)
	if v.Answer != boogie.Buggy {
		t.Fatalf("got %s (%s), want buggy", v.Answer, v.Reason)
	}
	return tr, v.Trace
}

func copyTrace(t *boogie.Trace) *boogie.Trace {
	c := &boogie.Trace{Entry: t.Entry}
	for _, s := range t.Steps {
		s.Values = append([]boogie.NamedValue{}, s.Values...)
		c.Steps = append(c.Steps, s)
	}
	return c
}

func findStep(t *testing.T, tc *boogie.Trace, k boogie.StepKind) int {
	t.Helper()
	for i, s := range tc.Steps {
		if s.Kind == k {
			return i
		}
	}
	t.Fatalf("no %s step in the trace", k)
	return 0
}

// TestReplayTampered: the trace replays; changing a value, dropping or
// swapping a step, or taking the other branch makes the replay fail.
func TestReplayTampered(t *testing.T) {
	tr, trace := buggyTrace(t)
	if err := tr.Replay(trace); err != nil {
		t.Fatalf("the untouched trace does not replay: %v", err)
	}
	var b strings.Builder
	trace.WriteTo(&b)
	t.Logf("trace:\n%s", b.String())
	tamper := map[string]func(tc *boogie.Trace){
		"havoc value": func(tc *boogie.Trace) {
			i := findStep(t, tc, boogie.StepHavoc)
			tc.Steps[i].Values[0].Value = chc.Int64Value(0)
		},
		"assigned value": func(tc *boogie.Trace) {
			i := findStep(t, tc, boogie.StepAssign)
			v := tc.Steps[i].Values[0].Value.Rat()
			tc.Steps[i].Values[0].Value = chc.IntValue(new(big.Int).Add(v.Num(), big.NewInt(1)))
		},
		"dropped assignment": func(tc *boogie.Trace) {
			i := findStep(t, tc, boogie.StepAssign)
			tc.Steps = append(tc.Steps[:i], tc.Steps[i+1:]...)
		},
		"dropped failure": func(tc *boogie.Trace) { tc.Steps = tc.Steps[:len(tc.Steps)-1] },
		"dropped entry":   func(tc *boogie.Trace) { tc.Steps = tc.Steps[1:] },
		"other branch": func(tc *boogie.Trace) {
			i := findStep(t, tc, boogie.StepBranch)
			tc.Steps[i].Choice = 1 - tc.Steps[i].Choice
		},
		"callee's return value": func(tc *boogie.Trace) {
			i := findStep(t, tc, boogie.StepCall)
			tc.Steps[i].Values[0].Value = chc.Int64Value(-100)
		},
		"entry global": func(tc *boogie.Trace) {
			for j, nv := range tc.Steps[0].Values {
				if nv.Name == "g" {
					tc.Steps[0].Values[j].Value = chc.Int64Value(-1000)
				}
			}
		},
	}
	for name, fn := range tamper {
		t.Run(name, func(t *testing.T) {
			tc := copyTrace(trace)
			fn(tc)
			if err := tr.Replay(tc); err == nil {
				t.Fatal("the tampered trace replays")
			} else {
				t.Log(err)
			}
		})
	}
}
