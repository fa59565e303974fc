package task

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"
)

// DataModel is the C data model a task is meant for.
type DataModel int

// Data models. The zero value means the task file names none.
const (
	DataModelUnset DataModel = iota
	ILP32                    // int, long and pointers 32 bits
	LP64                     // int 32 bits, long and pointers 64 bits
)

// String is the name SV-COMP task files use ("ILP32", "LP64").
func (d DataModel) String() string {
	switch d {
	case ILP32:
		return "ILP32"
	case LP64:
		return "LP64"
	}
	return "unset"
}

// ParseDataModel reads a data model's name as task files spell it.
func ParseDataModel(s string) (DataModel, error) {
	switch s {
	case "ILP32":
		return ILP32, nil
	case "LP64":
		return LP64, nil
	}
	return DataModelUnset, fmt.Errorf("unknown data model %q (want ILP32 or LP64)", s)
}

// Task is one SV-COMP verification task.
type Task struct {
	Path       string     // the task file as given
	InputFiles []string   // the programs, resolved against the task file's folder
	Properties []Property // in file order
	Language   string     // options.language, e.g. "C"
	DataModel  DataModel  // options.data_model
}

// Property returns the task's first property of kind k.
func (t *Task) Property(k Kind) (Property, bool) {
	for _, p := range t.Properties {
		if p.Kind == k {
			return p, true
		}
	}
	return Property{}, false
}

// Read reads and parses the task file at path.
func Read(path string) (*Task, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read task: %w", err)
	}
	return Parse(path, data)
}

// Parse parses a task file's contents; path names it in errors and is the
// base that relative input and property files are resolved against.
// Property files are read when present (to recognise their kind); a missing
// one is not an error, since SV-COMP task folders often omit the ones a
// tool does not check.
func Parse(path string, data []byte) (*Task, error) {
	var root yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&root); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if root.Kind != yaml.DocumentNode || len(root.Content) != 1 {
		return nil, fmt.Errorf("%s: empty task file", path)
	}
	r := reader{path: path, dir: filepath.Dir(path)}
	t := r.task(root.Content[0])
	if len(r.errs) > 0 {
		return nil, errors.Join(r.errs...)
	}
	return t, nil
}

// reader collects the errors of one task file, each with its position.
type reader struct {
	path, dir string
	errs      []error
}

func (r *reader) errorf(n *yaml.Node, format string, args ...any) {
	if len(r.errs) < 10 {
		r.errs = append(r.errs, fmt.Errorf("%s:%d:%d: %s", r.path, n.Line, n.Column, fmt.Sprintf(format, args...)))
	}
}

// fields returns a mapping node's values by key, reporting n if it is not a
// mapping.
func (r *reader) fields(n *yaml.Node, what string) map[string]*yaml.Node {
	if n.Kind != yaml.MappingNode {
		r.errorf(n, "%s: want a mapping", what)
		return nil
	}
	m := make(map[string]*yaml.Node, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		m[n.Content[i].Value] = n.Content[i+1]
	}
	return m
}

// scalar returns n's text, reporting it if it is not a scalar.
func (r *reader) scalar(n *yaml.Node, what string) (string, bool) {
	if n.Kind != yaml.ScalarNode {
		r.errorf(n, "%s: want a scalar", what)
		return "", false
	}
	return n.Value, true
}

func (r *reader) task(n *yaml.Node) *Task {
	t := &Task{Path: r.path}
	f := r.fields(n, "task")
	if f == nil {
		return t
	}
	if v, ok := f["format_version"]; !ok {
		r.errorf(n, "no format_version")
	} else if s, ok := r.scalar(v, "format_version"); ok && s != "2.0" {
		r.errorf(v, "format_version %q: only 2.0 is read", s)
	}
	if v, ok := f["input_files"]; ok {
		t.InputFiles = r.inputs(v)
	} else {
		r.errorf(n, "no input_files")
	}
	if v, ok := f["properties"]; ok {
		t.Properties = r.properties(v)
	}
	if v, ok := f["options"]; ok {
		r.options(v, t)
	}
	return t
}

// inputs reads input_files: one file name or a list of them.
func (r *reader) inputs(n *yaml.Node) []string {
	var nodes []*yaml.Node
	switch n.Kind {
	case yaml.ScalarNode:
		nodes = []*yaml.Node{n}
	case yaml.SequenceNode:
		nodes = n.Content
	default:
		r.errorf(n, "input_files: want a file name or a list of them")
		return nil
	}
	var files []string
	for _, c := range nodes {
		if s, ok := r.scalar(c, "input file"); ok {
			if s == "" {
				r.errorf(c, "empty input file name")
				continue
			}
			files = append(files, r.resolve(s))
		}
	}
	if len(files) == 0 && len(r.errs) == 0 {
		r.errorf(n, "input_files names no file")
	}
	return files
}

func (r *reader) resolve(name string) string {
	if filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(r.dir, filepath.FromSlash(name))
}

func (r *reader) options(n *yaml.Node, t *Task) {
	f := r.fields(n, "options")
	if v, ok := f["language"]; ok {
		t.Language, _ = r.scalar(v, "language")
	}
	if v, ok := f["data_model"]; ok {
		if s, ok := r.scalar(v, "data_model"); ok {
			dm, err := ParseDataModel(s)
			if err != nil {
				r.errorf(v, "%v", err)
			}
			t.DataModel = dm
		}
	}
}

// trimPrp is a property file's base name without ".prp".
func trimPrp(file string) string {
	return strings.TrimSuffix(filepath.Base(filepath.FromSlash(file)), ".prp")
}
