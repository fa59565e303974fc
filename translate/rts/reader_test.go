package rts_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/translate/rts"
)

var errorRE = regexp.MustCompile(`(?m)^; error: (.*)$`)

// TestErrors: every testdata/errors file is refused with exactly the errors
// its "; error: line:col: message" lines list, in order.
func TestErrors(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.rts")
	if len(files) == 0 {
		t.Fatal("no error fixtures")
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, m := range errorRE.FindAllSubmatch(src, -1) {
			want = append(want, path+":"+string(m[1]))
		}
		_, err = rts.Parse(path, src)
		if err == nil {
			t.Errorf("%s: accepted", path)
			continue
		}
		var l smtlib2.ErrorList
		if !errors.As(err, &l) {
			t.Errorf("%s: error %T is not an ErrorList", path, err)
		}
		if got := strings.Split(err.Error(), "\n"); !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\ngot  %q\nwant %q", path, got, want)
		}
	}
}

// stripPos zeroes every chc.Pos in v, recursively.
func stripPos(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			stripPos(v.Elem())
		}
	case reflect.Struct:
		if v.Type() == reflect.TypeOf(chc.Pos{}) {
			v.Set(reflect.Zero(v.Type()))
			return
		}
		for i := 0; i < v.NumField(); i++ {
			if v.Field(i).CanSet() {
				stripPos(v.Field(i))
			}
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			stripPos(v.Index(i))
		}
	}
}

func samePos(t *testing.T, a, b *rts.RTS) bool {
	t.Helper()
	stripPos(reflect.ValueOf(a))
	stripPos(reflect.ValueOf(b))
	return reflect.DeepEqual(a, b)
}

func allRTS(t *testing.T) []string {
	files, _ := filepath.Glob("testdata/*.rts")
	return append(files, "../../examples/access_error.rts")
}

// TestRoundTrips: text → text and text → JSON → text give the same RTS,
// and printing is idempotent.
func TestRoundTrips(t *testing.T) {
	for _, path := range allRTS(t) {
		r, _ := parseFile(t, path)
		var text, js bytes.Buffer
		if err := r.WriteText(&text); err != nil {
			t.Fatal(err)
		}
		r2, err := rts.Parse("printed.rts", text.Bytes())
		if err != nil {
			t.Fatalf("%s: printed text does not parse: %v\n%s", path, err, text.String())
		}
		var text2 bytes.Buffer
		r2.WriteText(&text2)
		if text.String() != text2.String() {
			t.Errorf("%s: printing is not idempotent", path)
		}
		if err := r.WriteJSON(&js); err != nil {
			t.Fatal(err)
		}
		r3, err := rts.ParseJSON("printed.json", js.Bytes())
		if err != nil {
			t.Fatalf("%s: JSON does not parse: %v\n%s", path, err, js.String())
		}
		if !samePos(t, r, r2) || !samePos(t, r, r3) {
			t.Errorf("%s: round trip changed the RTS", path)
		}
	}
}

func TestJSONErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`{"rts": "e", "root": 0,`, `j.json:1:24: json: unexpected EOF`},
		{`{"rts": "e", "root": "x"}`, `j.json:1:25: json: root: expected int, found string`},
		{`{"rts": "e", "bogus": 1}`, `j.json: json: json: unknown field "bogus"`},
		{`{"rts": "e", "vertices": [{"id": 0}], "root": 0, "error": 0,
		  "edges": [{"from": 0, "to": 0, "op": "assume", "args": ["(> y 1)"]}]}`,
			`j.json#edges[0].args[0]:1:4: unknown variable y`},
		{`{"rts": "e", "vertices": [{"id": 0}], "root": 0, "error": 0,
		  "edges": [{"from": 0, "to": 0, "op": "frob"}]}`,
			`j.json#edges[0]: unknown operation "frob"`},
		{`{"rts": "e", "vertices": [{"id": 0}], "root": 0, "error": 3, "edges": []}`,
			`j.json: undeclared error vertex 3`},
	} {
		_, err := rts.ParseJSON("j.json", []byte(tc.src))
		if err == nil || err.Error() != tc.want {
			t.Errorf("ParseJSON(%s):\ngot  %v\nwant %s", tc.src, err, tc.want)
		}
	}
}

// TestCheckBuilt: Check names the edge of an RTS built in code.
func TestCheckBuilt(t *testing.T) {
	r := &rts.RTS{Name: "built", Store: []rts.Var{{Name: "x", Sort: chc.IntSort}},
		Vertices: []rts.Vertex{{ID: 0}, {ID: 1}}, Root: 0, Error: 1,
		Edges: []rts.Edge{{From: 0, To: 1, Op: rts.Op{Kind: rts.OpStore, Args: []*rts.Expr{rts.Sym("y"), rts.Num(1)}}}}}
	err := r.Check()
	if err == nil || err.Error() != "built: edge 0 → 1: unknown variable y" {
		t.Fatalf("got %v", err)
	}
	if _, err := rts.Encode(r, rts.Options{Heap: 2}); err == nil {
		t.Fatal("Encode accepted an ill-formed RTS")
	}
	r.Edges[0].Op = rts.Op{Kind: rts.OpAssume, Args: []*rts.Expr{rts.App("not", nil)}}
	if err := r.Check(); err == nil || err.Error() != "built: edge 0 → 1: missing term" {
		t.Fatalf("nil subterm: got %v", err)
	}
}

func TestParseWorlds(t *testing.T) {
	for _, tc := range []struct {
		spec string
		n    int
		want []int
		err  bool
	}{
		{"log", 16, []int{1, 2, 4, 8, 16}, false},
		{"log", 6, []int{1, 2, 4, 6}, false},
		{"log", 1, []int{1}, false},
		{"linear", 64, []int{8, 16, 24, 32, 40, 48, 56, 64}, false},
		{"linear:3", 8, []int{3, 6, 8}, false},
		{"linear:10", 4, []int{1, 2, 3, 4}, false},
		{"2,5,8", 8, []int{2, 5, 8}, false},
		{"2,5", 8, nil, true},
		{"5,2,8", 8, nil, true},
		{"linear:0", 8, nil, true},
		{"huge", 8, nil, true},
	} {
		got, err := rts.ParseWorlds(tc.spec, tc.n)
		if (err != nil) != tc.err || (!tc.err && !reflect.DeepEqual(got, tc.want)) {
			t.Errorf("ParseWorlds(%q, %d) = %v, %v; want %v (error %v)", tc.spec, tc.n, got, err, tc.want, tc.err)
		}
	}
}

// TestArraysRestrictions: the arrays encoding refuses what it cannot
// express without quantifiers, naming the construct.
func TestArraysRestrictions(t *testing.T) {
	src := `(rts sym (store (p Int) (k Int)) (heap :bound 4)
  (vertex 0) (vertex 1) (root 0) (error 1)
  (edge 0 1 (seq (alloc p k) (free p))))`
	r, err := rts.Parse("sym.rts", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = rts.Encode(r, rts.Options{Encoding: rts.Arrays})
	if err == nil || err.Error() != "sym.rts:3:27: the arrays encoding needs a numeral allocation size, found k" {
		t.Fatalf("got %v", err)
	}
	relSrc := `(rts rel (store (p Int)) (heap :bound 4)
  (vertex 0) (vertex 1) (root 0) (error 1)
  (edge 0 1 (seq (alloc p 1) (rel (= (size' p) 2)) (free p))))`
	r2, err := rts.Parse("rel.rts", []byte(relSrc))
	if err != nil {
		t.Fatal(err)
	}
	_, err = rts.Encode(r2, rts.Options{Encoding: rts.Arrays})
	if err == nil || err.Error() != "rel.rts:3:30: the arrays encoding cannot free a block: a rel writes alloc?' or size'" {
		t.Fatalf("got %v", err)
	}
	if _, err := rts.Encode(r, rts.Options{}); err != nil {
		t.Fatalf("basic: %v", err)
	}
	if _, err := rts.Encode(r, rts.Options{Encoding: rts.Kripke, Worlds: []int{2, 3}}); err == nil {
		t.Fatal("accepted worlds not ending at the bound")
	}
}

var fuzzSeeds = []string{
	"(rts a (store (x Int)) (vertex 0) (root 0) (error 0))",
	"(rts a (heap :bound 2 :null (- 1) :first 0) (vertex 0 :state (> f 0) :label \"a\"\"b\") (root 0) (error 0))",
	"(rts a (store (x Int) (b Bool)) (vertex 0) (vertex 1) (root 0) (error 1) (edge 0 1 (rel (and b' (= x' (val x)) (alloc?' x) (= f' f)))))",
	"(rts a (store (x Int)) (vertex 0) (vertex 1) (root 0) (error 1) (edge 0 1 (seq (alloc x 1) (store x 2) (load x x :fail) (free x :fail))))",
}

// FuzzParse: Parse never panics, its errors are positioned, and what it
// accepts prints to text and JSON that read back to the same RTS and
// encodes into well-formed systems (or a refusal) without panicking.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	files, _ := filepath.Glob("testdata/*.rts")
	more, _ := filepath.Glob("testdata/errors/*.rts")
	for _, p := range append(files, more...) {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		r, err := rts.Parse("fuzz.rts", src)
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "fuzz.rts:") {
					t.Fatalf("unpositioned error %q", line)
				}
			}
			return
		}
		printsBack(t, r)
		// The encoders accept or refuse, but never panic.
		for _, enc := range []rts.Encoding{rts.Basic, rts.Kripke, rts.Arrays} {
			if s, err := rts.Encode(r, rts.Options{Encoding: enc, Heap: 3}); err == nil {
				if err := s.Check(); err != nil {
					t.Fatalf("%s: ill-formed system: %v", enc, err)
				}
			}
		}
	})
}

// FuzzParseJSON: ParseJSON never panics, and what it accepts prints to
// text and JSON that read back to the same RTS.
func FuzzParseJSON(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.rts")
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		if r, err := rts.Parse(p, src); err == nil {
			var b bytes.Buffer
			r.WriteJSON(&b)
			f.Add(b.Bytes())
		}
	}
	f.Add([]byte(`{"rts": "e", "vertices": [{"id": 0, "label": "\u00e9"}], "root": 0, "error": 0, "edges": []}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		r, err := rts.ParseJSON("fuzz.json", src)
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "fuzz.json") {
					t.Fatalf("unpositioned error %q", line)
				}
			}
			return
		}
		printsBack(t, r)
	})
}

// printsBack checks that r printed as text and as JSON reads back to r.
func printsBack(t *testing.T, r *rts.RTS) {
	t.Helper()
	var text, js bytes.Buffer
	r.WriteText(&text)
	r2, err := rts.Parse("printed.rts", text.Bytes())
	if err != nil {
		t.Fatalf("printed text does not parse: %v\n%s", err, text.String())
	}
	r.WriteJSON(&js)
	r3, err := rts.ParseJSON("printed.json", js.Bytes())
	if err != nil {
		t.Fatalf("printed JSON does not parse: %v\n%s", err, js.String())
	}
	if !samePos(t, r, r2) || !samePos(t, r, r3) {
		t.Fatalf("round trip changed the RTS:\n%s", text.String())
	}
}
