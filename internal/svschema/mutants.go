package svschema

import (
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

// A Mutant is a witness with one change that the schema forbids.
type Mutant struct {
	// Kind is the schema keyword the change breaks: required (a key
	// deleted), enum or const (a value outside them), format (a uuid or
	// date-time that is none), pattern, minItems (an empty list), type
	// (a string where a number belongs).
	Kind string
	// What names the change: the key's path and what became of it.
	What string
	// Data is the changed witness, as YAML.
	Data []byte
}

// Mutants walks a valid witness along its schema and derives a mutant
// for each constraint on a value the witness holds: the keys the schema
// requires (each deleted in turn), the enumerated and constant values,
// the formats, patterns, non-empty lists and integers. So a test can
// check that a validator rejects each (and that another check agrees
// with the schema) without a list of cases that would drift from it.
func Mutants(data []byte) ([]Mutant, error) {
	root, err := Decode(data)
	if err != nil {
		return nil, err
	}
	typ, err := entryType(root)
	if err != nil {
		return nil, err
	}
	w := walker{}
	file := Schemas[typ]
	doc, err := w.load(file)
	if err != nil {
		return nil, err
	}
	w.walk(file, doc, root, nil)
	var out []Mutant
	for _, m := range w.muts {
		v, _ := Decode(data) // a fresh copy to change
		m.apply(v)
		y, err := yaml.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("writing a mutant: %w", err)
		}
		out = append(out, Mutant{Kind: m.kind, What: m.what, Data: y})
	}
	return out, nil
}

// mutation is a change at a path of keys and indexes.
type mutation struct {
	kind, what string
	path       []any
	del        bool // delete the last key; else set it to val
	val        any
}

func (m mutation) apply(root any) {
	cur := root
	for i, step := range m.path {
		last := i == len(m.path)-1
		switch s := step.(type) {
		case string:
			obj := cur.(map[string]any)
			if last && m.del {
				delete(obj, s)
				return
			}
			if last {
				obj[s] = m.val
				return
			}
			cur = obj[s]
		case int:
			list := cur.([]any)
			if last {
				list[s] = m.val
				return
			}
			cur = list[s]
		}
	}
}

type walker struct {
	docs map[string]map[string]any
	muts []mutation
}

func (w *walker) load(file string) (map[string]any, error) {
	if d, ok := w.docs[file]; ok {
		return d, nil
	}
	data, err := files.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var d map[string]any
	if err := json.Unmarshal(data, &d); err != nil {
		return nil, fmt.Errorf("schema %s: %w", file, err)
	}
	if w.docs == nil {
		w.docs = map[string]map[string]any{}
	}
	w.docs[file] = d
	return d, nil
}

// resolve follows a $ref: another file, or a pointer into this one.
func (w *walker) resolve(file, ref string) (string, map[string]any) {
	f, frag, _ := strings.Cut(ref, "#")
	if f != "" {
		file = path.Base(f)
	}
	doc, err := w.load(file)
	if err != nil {
		return file, nil
	}
	var cur any = doc
	for _, k := range strings.Split(strings.TrimPrefix(frag, "/"), "/") {
		if k == "" {
			continue
		}
		m, _ := cur.(map[string]any)
		cur = m[k]
	}
	s, _ := cur.(map[string]any)
	return file, s
}

func (w *walker) add(kind string, p []any, del bool, val any, what string) {
	w.muts = append(w.muts, mutation{kind: kind, what: pathString(p) + ": " + what,
		path: append([]any(nil), p...), del: del, val: val})
}

// walk derives the mutations of value v at path p under schema s.
func (w *walker) walk(file string, s map[string]any, v any, p []any) {
	if s == nil {
		return
	}
	if ref, ok := s["$ref"].(string); ok {
		f, rs := w.resolve(file, ref)
		w.walk(f, rs, v, p)
	}
	w.scalar(s, v, p)
	switch v := v.(type) {
	case map[string]any:
		for _, k := range strings_(s["required"]) {
			if _, ok := v[k]; ok {
				w.add("required", append(p, k), true, nil, "deleted")
			}
		}
		props, _ := s["properties"].(map[string]any)
		keys := make([]string, 0, len(props))
		for k := range props {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if x, ok := v[k]; ok {
				ps, _ := props[k].(map[string]any)
				w.walk(file, ps, x, append(p, k))
			}
		}
		if ap, ok := s["additionalProperties"].(map[string]any); ok {
			for k, x := range v {
				if _, named := props[k]; !named {
					w.walk(file, ap, x, append(p, k))
				}
			}
		}
	case []any:
		if n, ok := s["minItems"].(float64); ok && n >= 1 && len(p) > 0 {
			w.add("minItems", p, false, []any{}, "emptied")
		}
		if is, ok := s["items"].(map[string]any); ok {
			for i, x := range v {
				w.walk(file, is, x, append(p, i))
			}
		}
	}
}

// scalar derives the mutations of a string or integer value.
func (w *walker) scalar(s map[string]any, v any, p []any) {
	str, isStr := v.(string)
	if isStr {
		if e, ok := s["enum"]; ok {
			w.add("enum", p, false, str+"_x", fmt.Sprintf("%q outside %v", str+"_x", e))
		}
		if c, ok := s["const"]; ok {
			w.add("const", p, false, str+"_x", fmt.Sprintf("%q, not %v", str+"_x", c))
		}
		if f, ok := s["format"].(string); ok {
			w.add("format", p, false, "not-a-"+f, "not a "+f)
		}
		if _, ok := s["pattern"]; ok {
			w.add("pattern", p, false, str+"!", "not of the pattern")
		}
	}
	if t, _ := s["type"].(string); t == "integer" && !isStr {
		w.add("type", p, false, "one", "a string, not an integer")
	}
}

func strings_(v any) []string {
	list, _ := v.([]any)
	var out []string
	for _, x := range list {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func pathString(p []any) string {
	var b strings.Builder
	for _, s := range p {
		switch s := s.(type) {
		case string:
			b.WriteString("." + s)
		case int:
			fmt.Fprintf(&b, "[%d]", s)
		}
	}
	return b.String()
}
