// Package strategy is auto's policy as data: the classes of systems auto
// tells apart (Classof) and, for each, the members it runs (For), each
// an Entry naming an engine of engine.New's table with its weight,
// delay, budget and solver profile. Package engine builds and races the
// members; this package holds no mechanism, so that a change of policy is
// a change of this table (docs/strategy.md says why each entry is there,
// and testdata/strategy holds the files that justified them).
package strategy
