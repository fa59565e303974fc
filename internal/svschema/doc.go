// Package svschema validates SV-COMP witnesses in the YAML format 2.0
// against JSON schemas of the format (the files beside this package,
// embedded; README.md says where they come from). It is test support:
// horn's tests run every witness that svwitness writes through it, so
// that what horn writes and what the format requires cannot drift apart.
//
// The witness is read as YAML nodes and turned into the JSON data model
// by its tags (a timestamp stays the string it was written as), then
// validated, formats (uuid, date-time) asserted, against the schema of
// its entry type. Mutants derives from a valid witness one broken copy
// per rule the schema states about it, so that a test can check that
// another checker (svwitness.Check) requires what the schema requires.
//
// Example:
//
//	if err := svschema.Validate(data); err != nil {
//		t.Errorf("the witness does not validate: %v", err)
//	}
package svschema
