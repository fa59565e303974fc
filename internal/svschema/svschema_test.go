package svschema

import (
	"os"
	"strings"
	"testing"
)

func read(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestSchemasCompile: each schema compiles with the others as its
// resources.
func TestSchemasCompile(t *testing.T) {
	for typ, file := range Schemas {
		if _, err := Compile(file); err != nil {
			t.Errorf("%s: %v", typ, err)
		}
	}
}

// TestValidExamples: a witness of each kind written by hand from the
// format's description validates.
func TestValidExamples(t *testing.T) {
	for _, f := range []string{"testdata/correctness.yml", "testdata/violation.yml"} {
		if err := Validate(read(t, f)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// TestMutantsRejected: every mutant the schema derives from the examples
// fails validation, and each kind of constraint is among them.
func TestMutantsRejected(t *testing.T) {
	val, err := New()
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, f := range []string{"testdata/correctness.yml", "testdata/violation.yml"} {
		ms, err := Mutants(read(t, f))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			kinds[m.Kind]++
			if err := val.Validate(m.Data); err == nil {
				t.Errorf("%s: %s (%s) validates", f, m.What, m.Kind)
			}
		}
	}
	for _, k := range []string{"required", "enum", "const", "format", "pattern", "minItems", "type"} {
		if kinds[k] == 0 {
			t.Errorf("no mutant breaks a %s", k)
		}
	}
	t.Logf("mutants by kind: %v", kinds)
}

// TestValidateRejects: what the schema forbids beyond single mutations:
// a constraint on a target, a target avoided, a branching value that is
// none, mixed entry types, and YAML that is no witness.
func TestValidateRejects(t *testing.T) {
	v := string(read(t, "testdata/violation.yml"))
	c := string(read(t, "testdata/correctness.yml"))
	target := "type: target\n            action: follow\n            location:\n              file_name: bug.c\n              line: 7\n              column: 5\n"
	for name, bad := range map[string]string{
		"constraint on a target":          strings.Replace(v, target, target+"            constraint:\n              value: x == 1\n", 1),
		"target avoided":                  strings.Replace(v, "type: target\n            action: follow", "type: target\n            action: avoid", 1),
		"branching value maybe":           strings.Replace(v, `value: "true"`, `value: maybe`, 1),
		"assumption in ACSL":              strings.Replace(v, "format: c_expression", "format: acsl_expression", 1),
		"assumption without a constraint": strings.Replace(v, "constraint:\n              value: x == 7\n              format: c_expression\n", "", 1),
		"mixed entry types":               v + strings.SplitN(c, "\n- ", 2)[1],
		"not a list":                      "entry_type: invariant_set\n",
		"a duplicate key":                 strings.Replace(c, "language: C", "language: C\n      language: C", 1),
		"line 0":                          strings.Replace(c, "line: 9", "line: 0", 1),
	} {
		if bad == v || bad == c {
			t.Fatalf("%s: the change did not apply", name)
		}
		if err := Validate([]byte(bad)); err == nil {
			t.Errorf("%s: validates", name)
		}
	}
}

// TestDecode: scalars take the JSON type of their YAML tag; a timestamp
// stays the text it was written as.
func TestDecode(t *testing.T) {
	v, err := Decode([]byte("a: 2026-01-02T03:04:05Z\nb: \"2.0\"\nc: 2.5\nd: 3\ne: true\nf: null\n"))
	if err != nil {
		t.Fatal(err)
	}
	m := v.(map[string]any)
	if m["a"] != "2026-01-02T03:04:05Z" || m["b"] != "2.0" || m["c"] != 2.5 || m["d"] != int64(3) || m["e"] != true || m["f"] != nil {
		t.Errorf("decoded %#v", m)
	}
}
