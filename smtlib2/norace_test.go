//go:build !race

package smtlib2

const raceEnabled = false
