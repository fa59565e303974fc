package svschema

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"strconv"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"gopkg.in/yaml.v3"
)

//go:embed *.json
var files embed.FS

// base is the $id prefix of the schema files.
const base = "https://horn-chc.invalid/svschema/"

// Schemas maps an entry type to the file of the schema for witnesses of
// that type.
var Schemas = map[string]string{
	"invariant_set":      "correctness-witness-2.0.json",
	"violation_sequence": "violation-witness-2.0.json",
}

// Compile compiles the schema of the named file, with the others as the
// resources it refers to, asserting formats.
func Compile(name string) (*jsonschema.Schema, error) {
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	ents, err := files.ReadDir(".")
	if err != nil {
		return nil, err
	}
	for _, e := range ents {
		data, err := files.ReadFile(e.Name())
		if err != nil {
			return nil, err
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("schema %s: %w", e.Name(), err)
		}
		if err := c.AddResource(base+e.Name(), doc); err != nil {
			return nil, fmt.Errorf("schema %s: %w", e.Name(), err)
		}
	}
	s, err := c.Compile(base + name)
	if err != nil {
		return nil, fmt.Errorf("schema %s: %w", name, err)
	}
	return s, nil
}

// A Validator holds the compiled schemas.
type Validator struct {
	schemas map[string]*jsonschema.Schema // by entry type
}

// New compiles the schemas.
func New() (*Validator, error) {
	v := &Validator{schemas: map[string]*jsonschema.Schema{}}
	for typ, file := range Schemas {
		s, err := Compile(file)
		if err != nil {
			return nil, err
		}
		v.schemas[typ] = s
	}
	return v, nil
}

// Validate reads a witness file and validates it against the schema of
// its entries' type (all entries of one file have one type: a witness is
// a correctness or a violation witness).
func (val *Validator) Validate(data []byte) error {
	v, err := Decode(data)
	if err != nil {
		return err
	}
	typ, err := entryType(v)
	if err != nil {
		return err
	}
	if err := val.schemas[typ].Validate(v); err != nil {
		return fmt.Errorf("the %s witness does not validate: %w", typ, err)
	}
	return nil
}

// Validate is New().Validate(data), for one witness.
func Validate(data []byte) error {
	v, err := New()
	if err != nil {
		return err
	}
	return v.Validate(data)
}

// entryType is the one entry type of a witness's entries.
func entryType(v any) (string, error) {
	list, ok := v.([]any)
	if !ok || len(list) == 0 {
		return "", errors.New("a witness is a non-empty list of entries")
	}
	typ := ""
	for i, e := range list {
		m, _ := e.(map[string]any)
		t, _ := m["entry_type"].(string)
		if _, known := Schemas[t]; !known {
			return "", fmt.Errorf("entry %d: entry_type %q: want one of invariant_set, violation_sequence", i+1, t)
		}
		if typ != "" && t != typ {
			return "", fmt.Errorf("entry %d: entry_type %s in a witness of %s entries", i+1, t, typ)
		}
		typ = t
	}
	return typ, nil
}

// Decode reads YAML as the JSON data model: mappings with string keys,
// sequences, strings, numbers, booleans and null, by each scalar's
// resolved tag (a timestamp stays its text, as in YAML 1.2's core
// schema).
func Decode(data []byte) (any, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("reading the witness: %w", err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return nil, errors.New("reading the witness: not one YAML document")
	}
	return value(doc.Content[0])
}

func value(n *yaml.Node) (any, error) {
	switch n.Kind {
	case yaml.AliasNode:
		return value(n.Alias)
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := value(c)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case yaml.MappingNode:
		return mapping(n)
	case yaml.ScalarNode:
		return scalar(n)
	}
	return nil, fmt.Errorf("line %d: unexpected YAML node", n.Line)
}

func mapping(n *yaml.Node) (any, error) {
	out := make(map[string]any, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		if k.Kind != yaml.ScalarNode {
			return nil, fmt.Errorf("line %d: a key that is not a scalar", k.Line)
		}
		if _, dup := out[k.Value]; dup {
			return nil, fmt.Errorf("line %d: key %q twice", k.Line, k.Value)
		}
		v, err := value(n.Content[i+1])
		if err != nil {
			return nil, err
		}
		out[k.Value] = v
	}
	return out, nil
}

func scalar(n *yaml.Node) (any, error) {
	switch n.ShortTag() {
	case "!!null":
		return nil, nil
	case "!!bool":
		var b bool
		err := n.Decode(&b)
		return b, err
	case "!!int", "!!float":
		var f float64
		if err := n.Decode(&f); err != nil {
			return nil, fmt.Errorf("line %d: number %q: %w", n.Line, n.Value, err)
		}
		if i, err := strconv.ParseInt(n.Value, 10, 64); err == nil {
			return i, nil
		}
		return f, nil
	}
	return n.Value, nil
}
