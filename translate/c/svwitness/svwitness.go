package svwitness

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

// FormatVersion is the witness format written.
const FormatVersion = "2.0"

// Entry is one entry of a witness file (the file is a list of entries).
type Entry struct {
	Type     string    `yaml:"entry_type"`
	Metadata Metadata  `yaml:"metadata"`
	Content  []Content `yaml:"content"`
}

// Metadata is an entry's provenance.
type Metadata struct {
	FormatVersion string   `yaml:"format_version"`
	UUID          string   `yaml:"uuid"`
	CreationTime  string   `yaml:"creation_time"`
	Producer      Producer `yaml:"producer"`
	Task          TaskInfo `yaml:"task"`
}

// Producer names the tool.
type Producer struct {
	Name          string `yaml:"name"`
	Version       string `yaml:"version"`
	Configuration string `yaml:"configuration,omitempty"`
	CommandLine   string `yaml:"command_line,omitempty"`
}

// TaskInfo is the verification task the entry is about.
type TaskInfo struct {
	InputFiles      []string          `yaml:"input_files"`
	InputFileHashes map[string]string `yaml:"input_file_hashes"`
	Specification   string            `yaml:"specification"`
	DataModel       string            `yaml:"data_model"`
	Language        string            `yaml:"language"`
}

// Content is an element of an entry's content: an invariant (in an
// invariant_set) or a segment (in a violation_sequence).
type Content struct {
	Invariant *Invariant     `yaml:"invariant,omitempty"`
	Segment   []WaypointItem `yaml:"segment,omitempty"`
}

// Invariant is a loop or location invariant.
type Invariant struct {
	Type     string   `yaml:"type"`
	Location Location `yaml:"location"`
	Value    string   `yaml:"value"`
	Format   string   `yaml:"format"`
}

// Location is a place in a source file; line and column are 1-based.
type Location struct {
	FileName string `yaml:"file_name"`
	Line     int    `yaml:"line"`
	Column   int    `yaml:"column,omitempty"`
	Function string `yaml:"function,omitempty"`
}

// WaypointItem is an element of a segment.
type WaypointItem struct {
	Waypoint Waypoint `yaml:"waypoint"`
}

// Waypoint is a point an execution passes: its type (assumption,
// branching, function_return, target), action (follow), location and,
// but for a target, its constraint.
type Waypoint struct {
	Type       string      `yaml:"type"`
	Action     string      `yaml:"action"`
	Location   Location    `yaml:"location"`
	Constraint *Constraint `yaml:"constraint,omitempty"`
}

// Constraint is what holds at a waypoint.
type Constraint struct {
	Value  string `yaml:"value"`
	Format string `yaml:"format,omitempty"`
}

// Task describes the task for the metadata: the input files (as given
// to horn, which also names them in locations), the property and the
// data model.
type Task struct {
	InputFiles    []string
	Specification string // the property as SV-COMP's .prp files state it
	DataModel     string // ILP32 or LP64
	Entry         string // the entry function; "": main
	Producer      Producer
	// Now is the creation time; zero: time.Now.
	Now time.Time
}

// Specification is the SV-COMP property text for horn's property names
// (unreach-call, no-overflow) with the entry function.
func Specification(property, entry string) string {
	if entry == "" {
		entry = "main"
	}
	f := "G ! call(reach_error())"
	if property == "no-overflow" {
		f = "G ! overflow"
	}
	return fmt.Sprintf("CHECK( init(%s()), LTL(%s) )", entry, f)
}

// metadata fills an entry's metadata, hashing the input files, and
// derives its uuid from the hashes and the content.
func (t Task) metadata(entryType string, content []Content) (Metadata, error) {
	hashes := map[string]string{}
	for _, f := range t.InputFiles {
		data, err := os.ReadFile(f)
		if err != nil {
			return Metadata{}, fmt.Errorf("witness: hashing the input: %w", err)
		}
		sum := sha256.Sum256(data)
		hashes[f] = hex.EncodeToString(sum[:])
	}
	now := t.Now
	if now.IsZero() {
		now = time.Now()
	}
	md := Metadata{FormatVersion: FormatVersion, CreationTime: now.UTC().Format(time.RFC3339), Producer: t.Producer,
		Task: TaskInfo{InputFiles: t.InputFiles, InputFileHashes: hashes, Specification: t.Specification,
			DataModel: t.DataModel, Language: "C"}}
	body, err := yaml.Marshal(struct {
		T string
		H map[string]string
		S string
		C []Content
	}{entryType, hashes, t.Specification, content})
	if err != nil {
		return Metadata{}, fmt.Errorf("witness: %w", err)
	}
	md.UUID = nameUUID(body)
	return md, nil
}

// nameUUID is a name-based UUID (version 5, SHA-1) of data in a
// namespace of horn's own.
func nameUUID(data []byte) string {
	h := sha1.New()
	h.Write([]byte("horn-chc/horn svwitness 2.0\x00"))
	h.Write(data)
	u := h.Sum(nil)[:16]
	u[6] = u[6]&0x0f | 0x50
	u[8] = u[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}

// Write writes the entry as a witness file (a list of one entry).
func (e *Entry) Write(w io.Writer) error {
	enc := yaml.NewEncoder(w)
	enc.SetIndent(2)
	if err := enc.Encode([]*Entry{e}); err != nil {
		return fmt.Errorf("writing the witness: %w", err)
	}
	return enc.Close()
}

// Read parses a witness file; a field the format 2.0 does not define is
// an error.
func Read(data []byte) ([]Entry, error) {
	var out []Entry
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&out); err != nil {
		return nil, fmt.Errorf("reading the witness: %w", err)
	}
	if len(out) == 0 {
		return nil, errors.New("reading the witness: no entries")
	}
	return out, nil
}
