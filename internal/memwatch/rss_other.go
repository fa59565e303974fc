//go:build !linux

package memwatch

import "runtime/metrics"

// RSS estimates the memory this process uses, in bytes, where /proc is not
// available: the memory the Go runtime has mapped (Z3's C heap is not
// counted there).
func RSS() (uint64, error) {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64(), nil
}
