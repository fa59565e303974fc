package svwitness

import (
	"errors"
	"fmt"
	"regexp"
	"time"
)

// Check parses a witness file and checks what format 2.0 requires of it
// (by hand: the fields the published JSON schemas require, their
// enumerations and forms): every entry's type, metadata (format_version
// "2.0", an RFC 4122 uuid, an ISO 8601 creation_time, the producer's name
// and version, the task's input files with a SHA-256 hash each, its
// specification, data model and language C), and its content (an
// invariant's type, location, value and format, one or more of them; a
// violation sequence's segments, each ending in its one follow waypoint,
// the last one's a target and only the last one's, each waypoint's
// constraint as its type wants it). It returns the parsed entries.
func Check(data []byte) ([]Entry, error) {
	es, err := Read(data)
	if err != nil {
		return nil, err
	}
	var errs []error
	for i, e := range es {
		c := checker{at: fmt.Sprintf("entry %d", i+1)}
		c.entry(e)
		errs = append(errs, c.errs...)
	}
	return es, errors.Join(errs...)
}

type checker struct {
	at   string
	errs []error
}

func (c *checker) need(ok bool, format string, args ...any) {
	if !ok {
		c.errs = append(c.errs, fmt.Errorf("%s: %s", c.at, fmt.Sprintf(format, args...)))
	}
}

var (
	uuidRE = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)
	hashRE = regexp.MustCompile(`^[0-9a-f]{64}$`)
)

func (c *checker) entry(e Entry) {
	c.need(e.Type == "invariant_set" || e.Type == "violation_sequence", "entry_type %q: want invariant_set or violation_sequence", e.Type)
	c.metadata(e.Metadata)
	switch e.Type {
	case "invariant_set":
		c.need(len(e.Content) > 0, "an invariant_set has at least one invariant")
		for _, x := range e.Content {
			c.need(x.Invariant != nil && x.Segment == nil, "an invariant_set's content holds invariants only")
			if x.Invariant != nil {
				c.invariant(*x.Invariant)
			}
		}
	case "violation_sequence":
		c.need(len(e.Content) > 0, "a violation_sequence has at least one segment")
		for i, x := range e.Content {
			c.need(x.Invariant == nil && len(x.Segment) > 0, "segment %d: want one or more waypoints", i+1)
			c.segment(x.Segment, i == len(e.Content)-1)
		}
	}
}

func (c *checker) metadata(m Metadata) {
	c.need(m.FormatVersion == FormatVersion, "format_version %q: want %q", m.FormatVersion, FormatVersion)
	c.need(uuidRE.MatchString(m.UUID), "uuid %q is not an RFC 4122 UUID", m.UUID)
	_, err := time.Parse(time.RFC3339, m.CreationTime)
	c.need(err == nil, "creation_time %q is not an ISO 8601 date and time", m.CreationTime)
	c.need(m.Producer.Name != "" && m.Producer.Version != "", "producer: want a name and a version")
	t := m.Task
	c.need(len(t.InputFiles) > 0, "task: want input_files")
	for _, f := range t.InputFiles {
		c.need(hashRE.MatchString(t.InputFileHashes[f]), "task: input_file_hashes: no SHA-256 hash for %s", f)
	}
	c.need(t.Specification != "", "task: want a specification")
	c.need(t.DataModel == "ILP32" || t.DataModel == "LP64", "task: data_model %q: want ILP32 or LP64", t.DataModel)
	c.need(t.Language == "C", "task: language %q: want C", t.Language)
}

func (c *checker) location(l Location) {
	c.need(l.FileName != "" && l.Line >= 1 && l.Column >= 0, "location %+v: want a file name and a line", l)
}

func (c *checker) invariant(iv Invariant) {
	c.need(iv.Type == "loop_invariant" || iv.Type == "location_invariant", "invariant type %q", iv.Type)
	c.location(iv.Location)
	c.need(iv.Value != "" && iv.Format == "c_expression", "invariant %q: want a value in format c_expression", iv.Value)
}

var waypointTypes = map[string]bool{"assumption": true, "target": true, "function_enter": true, "function_return": true, "branching": true}

func (c *checker) segment(seg []WaypointItem, final bool) {
	for i, it := range seg {
		w := it.Waypoint
		last := i == len(seg)-1
		c.need(waypointTypes[w.Type], "waypoint type %q", w.Type)
		c.need(w.Action == "follow" || w.Action == "avoid", "waypoint action %q", w.Action)
		c.need((w.Action == "follow") == last, "a segment ends in its one follow waypoint")
		c.need((w.Type == "target") == (final && last), "the target waypoint ends the last segment, and only it")
		c.location(w.Location)
		switch w.Type {
		case "target", "function_enter":
			c.need(w.Constraint == nil, "a %s waypoint has no constraint", w.Type)
		case "branching":
			c.need(w.Constraint != nil && (w.Constraint.Value == "true" || w.Constraint.Value == "false"),
				"a branching waypoint's constraint is true or false")
		case "assumption":
			c.need(w.Constraint != nil && w.Constraint.Value != "" && w.Constraint.Format == "c_expression",
				"an assumption waypoint has a constraint in format c_expression")
		case "function_return":
			c.need(w.Constraint != nil && w.Constraint.Value != "" && w.Constraint.Format == "acsl_expression",
				"a function_return waypoint has a constraint in format acsl_expression")
		}
	}
}
