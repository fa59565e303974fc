//go:build !race

package benchmarks

// raceEnabled reports that the tests run under the race detector.
const raceEnabled = false
