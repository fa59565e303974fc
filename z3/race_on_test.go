//go:build race

package z3

// raceEnabled: the race detector's shadow memory grows with every
// allocation and goroutine, so RSS bounds are looser under -race.
const raceEnabled = true
