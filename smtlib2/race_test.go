//go:build race

package smtlib2

// raceEnabled is set under the race detector, which slows the reader about
// fivefold; TestBenchmarks then round-trips only the smaller files.
const raceEnabled = true
