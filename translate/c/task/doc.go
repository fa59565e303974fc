// Package task reads SV-COMP task definitions: the YAML files (format
// version 2.0) that name a verification task's input files, its properties
// with their expected verdicts, and its options (language, data model).
//
// A Task holds the input files resolved against the task file's folder, the
// data model, and one Property per property_file entry. A property's Kind is
// what horn knows of it: unreach-call (no execution from main calls
// reach_error) and no-overflow are recognised from the property file's LTL
// text when the file can be read, else from its name; every other property is
// Unknown and carries its name so that a caller can report it as such.
//
//	t, err := task.Read("loops/array-2.yml")
//	if err != nil { ... }
//	p, ok := t.Property(task.UnreachCall)
//	// t.InputFiles[0] is the program; p.Expected is task.False (buggy)
//
// Errors name the task file with line:col of the offending node.
package task
