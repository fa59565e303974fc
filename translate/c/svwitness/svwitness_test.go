package svwitness

import (
	"bytes"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/svschema"
	cfront "github.com/horn-chc/horn/translate/c"
)

func testTask(t *testing.T) Task {
	t.Helper()
	p := filepath.Join(t.TempDir(), "p.c")
	if err := os.WriteFile(p, []byte("int main(void) { return 0; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return Task{InputFiles: []string{p}, Specification: Specification("unreach-call", ""), DataModel: "ILP32",
		Producer: Producer{Name: "horn", Version: "test"}, Now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
}

func testTrace(file string) *cfront.Trace {
	at := func(line, col int) chc.Pos { return chc.Pos{File: file, Line: line, Col: col} }
	return &cfront.Trace{Entry: "main", Property: "unreach-call", Steps: []cfront.Step{
		{Func: "main", Pos: at(1, 5), Enter: true},
		{Func: "main", Pos: at(2, 3), Nondets: []cfront.Nondet{{Func: "__VERIFIER_nondet_uint", Type: "unsigned int", Pos: at(2, 20), Value: big.NewInt(7), Var: "x", At: at(3, 3)}}},
		{Func: "main", Pos: at(3, 3), Branch: 1, Nondets: []cfront.Nondet{{Func: "__VERIFIER_nondet_long", Type: "long", Pos: at(3, 7), Return: at(3, 29), Value: new(big.Int).Lsh(big.NewInt(-1), 63)}}},
		{Func: "main", Pos: at(4, 5), Error: true},
	}}
}

func write(t *testing.T, e *Entry) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := e.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestRoundTrip: both kinds of witness parse back, pass Check and keep
// what was built.
func TestRoundTrip(t *testing.T) {
	tk := testTask(t)
	file := tk.InputFiles[0]
	iv := &cfront.Invariants{Funcs: []cfront.FuncInvariants{{Name: "main", Points: []cfront.PointInvariant{
		{Kind: "loop invariant", Pos: chc.Pos{File: file, Line: 3, Col: 3}, Func: "main", C: "x >= 0"},
		{Kind: "after call", Pos: chc.Pos{File: file, Line: 5, Col: 3}, Func: "main"},
	}}}}
	c, err := Correctness(iv, tk)
	if err != nil {
		t.Fatal(err)
	}
	v, err := Violation(testTrace(file), tk)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []*Entry{c, v} {
		es, err := Check(write(t, e))
		if err != nil {
			t.Fatalf("%s: %v", e.Type, err)
		}
		if es[0].Metadata.UUID != e.Metadata.UUID || len(es[0].Content) != len(e.Content) {
			t.Fatalf("%s: read back %+v", e.Type, es[0])
		}
	}
	if len(c.Content) != 1 || c.Content[0].Invariant.Value != "x >= 0" || c.Content[0].Invariant.Location.Line != 3 {
		t.Errorf("correctness content %+v", c.Content)
	}
	var got []string
	for _, s := range v.Content {
		w := s.Segment[0].Waypoint
		val := ""
		if w.Constraint != nil {
			val = w.Constraint.Value
		}
		got = append(got, w.Type+" "+val)
	}
	want := []string{"assumption x == 7u", "function_return \\result == (-9223372036854775807 - 1)", "branching true", "target "}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("waypoints %q, want %q", got, want)
	}
}

// TestUUIDFollowsContent: the same content gives the same uuid, another
// content another one.
func TestUUIDFollowsContent(t *testing.T) {
	tk := testTask(t)
	iv := func(e string) *cfront.Invariants {
		return &cfront.Invariants{Funcs: []cfront.FuncInvariants{{Points: []cfront.PointInvariant{
			{Pos: chc.Pos{File: tk.InputFiles[0], Line: 1, Col: 1}, Func: "main", C: e}}}}}
	}
	a, _ := Correctness(iv("x >= 0"), tk)
	b, _ := Correctness(iv("x >= 0"), tk)
	c, _ := Correctness(iv("x >= 1"), tk)
	if a.Metadata.UUID != b.Metadata.UUID || a.Metadata.UUID == c.Metadata.UUID {
		t.Errorf("uuids %s %s %s", a.Metadata.UUID, b.Metadata.UUID, c.Metadata.UUID)
	}
}

// TestCheckRejects: Check names each missing or malformed required field.
func TestCheckRejects(t *testing.T) {
	tk := testTask(t)
	v, err := Violation(testTrace(tk.InputFiles[0]), tk)
	if err != nil {
		t.Fatal(err)
	}
	good := string(write(t, v))
	for _, tc := range []struct{ from, to, want string }{
		{`format_version: "2.0"`, `format_version: "1.0"`, "format_version"},
		{"uuid: ", "uuid: x", "uuid"},
		{"creation_time: \"2026", "creation_time: \"yesterday", "creation_time"},
		{"name: horn", "name: \"\"", "producer"},
		{"data_model: ILP32", "data_model: LP32", "data_model"},
		{"language: C", "language: Java", "language"},
		{"entry_type: violation_sequence", "entry_type: violation", "entry_type"},
		{"type: target", "type: goal", "waypoint type"},
		{"action: follow", "action: avoid", "follow waypoint"},
		{"value: \"true\"", "value: maybe", "branching"},
	} {
		bad := strings.Replace(good, tc.from, tc.to, 1)
		if bad == good {
			t.Fatalf("%q is not in the witness", tc.from)
		}
		if _, err := Check([]byte(bad)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s -> %s: error %v, want one naming %s", tc.from, tc.to, err, tc.want)
		}
	}
	hashless := strings.Replace(good, "input_file_hashes:", "other_hashes:", 1)
	if _, err := Check([]byte(hashless)); err == nil {
		t.Error("a witness without input_file_hashes passes")
	}
}

// TestNotAVerdict: no witness without invariants or an error trace.
func TestNotAVerdict(t *testing.T) {
	tk := testTask(t)
	if _, err := Correctness(nil, tk); err == nil {
		t.Error("a correctness witness without invariants")
	}
	tr := testTrace(tk.InputFiles[0])
	tr.Steps = tr.Steps[:2]
	if _, err := Violation(tr, tk); err == nil {
		t.Error("a violation witness of a trace that does not end in the error")
	}
}

// TestSchema: both kinds of witness validate against the format 2.0's
// schema, and every mutant the schema derives from them (a required key
// deleted, a value outside an enumeration or constant, a malformed uuid,
// time or hash, an empty list the schema wants non-empty) is rejected by
// the schema and by Check alike: Check requires what the schema does.
func TestSchema(t *testing.T) {
	val, err := svschema.New()
	if err != nil {
		t.Fatal(err)
	}
	tk := testTask(t)
	file := tk.InputFiles[0]
	c, err := Correctness(&cfront.Invariants{Funcs: []cfront.FuncInvariants{{Name: "main", Points: []cfront.PointInvariant{
		{Kind: "loop invariant", Pos: chc.Pos{File: file, Line: 3, Col: 3}, Func: "main", C: "x >= 0"}}}}}, tk)
	if err != nil {
		t.Fatal(err)
	}
	v, err := Violation(testTrace(file), tk)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []*Entry{c, v} {
		data := write(t, e)
		if err := val.Validate(data); err != nil {
			t.Fatalf("%s:\n%s\n%v", e.Type, data, err)
		}
		ms, err := svschema.Mutants(data)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) < 20 {
			t.Fatalf("%s: only %d mutants", e.Type, len(ms))
		}
		for _, m := range ms {
			if err := val.Validate(m.Data); err == nil {
				t.Errorf("%s: the schema accepts %s", e.Type, m.What)
			}
			if _, err := Check(m.Data); err == nil {
				t.Errorf("%s: Check accepts %s (%s), which the schema rejects", e.Type, m.What, m.Kind)
			}
		}
	}
}

// TestTrivialInvariant: a correct verdict without loop invariants gets
// the invariant 1 at the entry function's first statement (past
// comments and preprocessor lines), so that the witness has one as the
// format wants; a function with an empty body has no statement for it.
func TestTrivialInvariant(t *testing.T) {
	tk := testTask(t)
	src := "int g(void) { return 1; }\nint main(void) /* { */\n{\n  // x\n#define N 1\n  /* y */ int x = N;\n  return x;\n}\nvoid e(void) { }\n"
	file := tk.InputFiles[0]
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	iv := &cfront.Invariants{Funcs: []cfront.FuncInvariants{
		{Name: "g", Pos: chc.Pos{File: file, Line: 1, Col: 5}},
		{Name: "main", Pos: chc.Pos{File: file, Line: 2, Col: 5}},
		{Name: "e", Pos: chc.Pos{File: file, Line: 9, Col: 6}},
	}}
	c, err := Correctness(iv, tk)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Content) != 1 {
		t.Fatalf("content %+v", c.Content)
	}
	got := c.Content[0].Invariant
	want := Invariant{Type: "location_invariant", Location: Location{FileName: file, Line: 6, Column: 11, Function: "main"}, Value: "1", Format: "c_expression"}
	if *got != want {
		t.Errorf("got %+v, want %+v", *got, want)
	}
	if _, err := Check(write(t, c)); err != nil {
		t.Error(err)
	}
	tk.Entry = "e"
	if _, err := Correctness(iv, tk); err == nil || !strings.Contains(err.Error(), "no statement") {
		t.Errorf("empty body: error %v", err)
	}
}

// TestLocatedViolation: a trace without steps whose calls are located
// (Trace.Target) gives a function_return waypoint per value at its
// call's closing parenthesis, in the call's function, then the target;
// it passes Check and the schema; a tail of values 0 is left unstated.
// Without Target, or with a value not located, there is no witness.
func TestLocatedViolation(t *testing.T) {
	tk := testTask(t)
	file := tk.InputFiles[0]
	at := func(line, col int) chc.Pos { return chc.Pos{File: file, Line: line, Col: col} }
	tr := &cfront.Trace{Entry: "main", Property: "unreach-call", Note: "too long", Nondets: []cfront.Nondet{
		{Func: "__VERIFIER_nondet_int", Type: "int", Pos: at(2, 10), Return: at(2, 32), In: "get", Value: big.NewInt(-3)},
		{Func: "__VERIFIER_nondet_uint", Type: "unsigned int", Pos: at(5, 7), Return: at(5, 30), In: "main", Value: big.NewInt(9)},
	}, Target: &cfront.Call{In: "main", Pos: at(6, 3)}}
	v, err := Violation(tr, tk)
	if err != nil {
		t.Fatal(err)
	}
	data := write(t, v)
	if _, err := Check(data); err != nil {
		t.Fatal(err)
	}
	if err := svschema.Validate(data); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range v.Content {
		w := s.Segment[0].Waypoint
		val := ""
		if w.Constraint != nil {
			val = w.Constraint.Value
		}
		got = append(got, fmt.Sprintf("%s %d:%d %s %s", w.Type, w.Location.Line, w.Location.Column, w.Location.Function, val))
	}
	want := []string{"function_return 2:32 get \\result == -3", "function_return 5:30 main \\result == 9u", "target 6:3 main "}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("waypoints %q, want %q", got, want)
	}
	// A tail of zeros is left unstated: the same waypoints.
	zero := cfront.Nondet{Func: "__VERIFIER_nondet_int", Type: "int", Pos: at(2, 10), Return: at(2, 32), In: "get", Value: big.NewInt(0)}
	tr.Nondets = append(tr.Nondets, zero, zero)
	w, err := Violation(tr, tk)
	if err != nil {
		t.Fatal(err)
	}
	if len(w.Content) != len(want) {
		t.Errorf("with a tail of zeros: %d segments, want %d", len(w.Content), len(want))
	}
	tr.Nondets[1].Return = chc.Pos{}
	if _, err := Violation(tr, tk); err == nil {
		t.Error("a witness with a value not located")
	}
	tr.Target = nil
	if _, err := Violation(tr, tk); err == nil {
		t.Error("a witness of a trace without steps or target")
	}
}
