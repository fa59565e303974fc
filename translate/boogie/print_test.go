package boogie_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/horn-chc/horn/translate/boogie"
)

// TestCorpusPrint checks parse → print → parse → print over the corpus: the
// two printed texts agree and the two trees are equal up to offsets.
func TestCorpusPrint(t *testing.T) {
	n := 0
	for _, e := range readCorpus(t) {
		prog, err := boogie.Parse(e.file, readSource(t, e.file))
		if err != nil {
			continue
		}
		printsBack(t, prog)
		n++
	}
	t.Logf("%d corpus files print back", n)
}

// printsBack checks that prog prints to a text that parses to the same tree
// and prints identically.
func printsBack(t *testing.T, prog *boogie.Program) {
	t.Helper()
	text := prog.String()
	again, err := boogie.Parse("printed.bpl", []byte(text))
	if err != nil {
		t.Fatalf("%s: printed program does not parse: %v\n%s", prog.File, err, text)
	}
	if text2 := again.String(); text2 != text {
		t.Fatalf("%s: printing is not idempotent:\n%s\n---\n%s", prog.File, text, text2)
	}
	if !reflect.DeepEqual(stripOffsets(prog.Decls), stripOffsets(again.Decls)) {
		t.Fatalf("%s: printed program parses to a different tree:\n%s", prog.File, text)
	}
}

// stripOffsets zeroes every offset field (Off, OpOff) of the tree, in place.
func stripOffsets(decls []boogie.Decl) []boogie.Decl {
	for _, d := range decls {
		zeroOffsets(reflect.ValueOf(d))
	}
	return decls
}

func zeroOffsets(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			zeroOffsets(v.Elem())
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			zeroOffsets(v.Index(i))
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			if !f.IsExported() {
				continue
			}
			if strings.HasSuffix(f.Name, "Off") && f.Type.Kind() == reflect.Int {
				v.Field(i).SetInt(0)
				continue
			}
			zeroOffsets(v.Field(i))
		}
	}
}
