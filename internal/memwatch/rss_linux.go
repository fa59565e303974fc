package memwatch

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

var pageSize = uint64(os.Getpagesize())

// RSS returns the resident set size of this process, in bytes
// (/proc/self/statm: Go's heap, Z3's and the binary's pages alike).
func RSS() (uint64, error) {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0, fmt.Errorf("memwatch: %w", err)
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0, fmt.Errorf("memwatch: malformed /proc/self/statm %q", b)
	}
	pages, err := strconv.ParseUint(f[1], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("memwatch: /proc/self/statm: %w", err)
	}
	return pages * pageSize, nil
}
