//go:build race

package sat

// raceEnabled: the race detector slows the solver several times over, so
// the differential tests sample fewer values under it.
const raceEnabled = true
