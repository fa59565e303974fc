package task

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Kind is a property horn knows how to check, or Unknown.
type Kind int

// Property kinds.
const (
	Unknown     Kind = iota // any property horn does not check; see Property.Name
	UnreachCall             // G ! call(reach_error()): no execution calls the error function
	NoOverflow              // G ! overflow: no signed integer overflow
)

// String names the kind as SV-COMP's property files do.
func (k Kind) String() string {
	switch k {
	case UnreachCall:
		return "unreach-call"
	case NoOverflow:
		return "no-overflow"
	}
	return "unknown"
}

// Verdict is a property's expected verdict.
type Verdict int

// Expected verdicts; NoVerdict when the task file gives none.
const (
	NoVerdict Verdict = iota
	True              // the property holds (horn: correct)
	False             // it is violated (horn: buggy)
)

// String is "true", "false" or "none".
func (v Verdict) String() string {
	switch v {
	case True:
		return "true"
	case False:
		return "false"
	}
	return "none"
}

// Property is one entry of a task's properties list.
type Property struct {
	File        string  // property_file, resolved against the task file's folder
	Name        string  // the file's base name without .prp, e.g. "unreach-call"
	Kind        Kind    // what horn knows it as; Unknown for the rest
	Expected    Verdict // expected_verdict
	Subproperty string  // subproperty (e.g. "valid-deref"), if given
	Entry       string  // the function the LTL formula starts in (init(main())), when read
	Line, Col   int     // the entry's position in the task file
}

// String names the property and where it comes from.
func (p Property) String() string {
	s := p.Name
	if p.Subproperty != "" {
		s += "/" + p.Subproperty
	}
	if p.Kind == Unknown {
		s += " (unknown property)"
	}
	return s
}

func (r *reader) properties(n *yaml.Node) []Property {
	if n.Kind != yaml.SequenceNode {
		r.errorf(n, "properties: want a list")
		return nil
	}
	var ps []Property
	for _, c := range n.Content {
		if p, ok := r.property(c); ok {
			ps = append(ps, p)
		}
	}
	return ps
}

func (r *reader) property(n *yaml.Node) (Property, bool) {
	p := Property{Line: n.Line, Col: n.Column}
	f := r.fields(n, "property")
	if f == nil {
		return p, false
	}
	v, ok := f["property_file"]
	if !ok {
		r.errorf(n, "property without property_file")
		return p, false
	}
	file, ok := r.scalar(v, "property_file")
	if !ok {
		return p, false
	}
	p.File = r.resolve(file)
	p.Name = trimPrp(file)
	if v, ok := f["expected_verdict"]; ok {
		p.Expected = r.verdict(v)
	}
	if v, ok := f["subproperty"]; ok {
		p.Subproperty, _ = r.scalar(v, "subproperty")
	}
	p.Kind, p.Entry = kindOf(p.File, p.Name)
	return p, true
}

func (r *reader) verdict(n *yaml.Node) Verdict {
	s, ok := r.scalar(n, "expected_verdict")
	if !ok {
		return NoVerdict
	}
	b, err := strconv.ParseBool(s)
	if err != nil || (n.Tag != "" && n.Tag != "!!bool") {
		r.errorf(n, "expected_verdict %q: want true or false", s)
		return NoVerdict
	}
	if b {
		return True
	}
	return False
}

// SV-COMP's property texts: CHECK( init(F()), LTL(...) ).
var (
	checkRe       = regexp.MustCompile(`^CHECK\(\s*init\(\s*([A-Za-z_][A-Za-z0-9_]*)\(\)\s*\)\s*,\s*LTL\((.*)\)\s*\)$`)
	unreachCallRe = regexp.MustCompile(`^G\s*!\s*call\(\s*reach_error\(\)\s*\)$`)
	noOverflowRe  = regexp.MustCompile(`^G\s*!\s*overflow$`)
)

// kindOf recognises a property from its file's text when the file can be
// read, else from its name.
func kindOf(file, name string) (Kind, string) {
	data, err := os.ReadFile(file)
	if err != nil {
		switch name {
		case "unreach-call":
			return UnreachCall, "main"
		case "no-overflow":
			return NoOverflow, "main"
		}
		return Unknown, ""
	}
	return KindOfText(string(data))
}

// KindOfText recognises a property file's text: one CHECK line (several
// lines, as in memory-safety files, make an Unknown property). It returns
// the kind and the entry function.
func KindOfText(text string) (Kind, string) {
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "//") {
			lines = append(lines, l)
		}
	}
	if len(lines) != 1 {
		return Unknown, ""
	}
	m := checkRe.FindStringSubmatch(lines[0])
	if m == nil {
		return Unknown, ""
	}
	ltl := strings.TrimSpace(m[2])
	switch {
	case unreachCallRe.MatchString(ltl):
		return UnreachCall, m[1]
	case noOverflowRe.MatchString(ltl):
		return NoOverflow, m[1]
	}
	return Unknown, m[1]
}

// Check reports properties horn does not know as an error naming each with
// its position, for callers that must check every property of a task.
func (t *Task) Check() error {
	var bad []string
	for _, p := range t.Properties {
		if p.Kind == Unknown {
			bad = append(bad, fmt.Sprintf("%s:%d:%d: unknown property %s", t.Path, p.Line, p.Col, p))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("%s", strings.Join(bad, "\n"))
	}
	return nil
}
