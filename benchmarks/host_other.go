//go:build unix && !linux

package benchmarks

import (
	"context"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// platformHost fills in what /proc gives on Linux: the kernel from
// uname -srm (the syscall package has no Uname here), and the CPU model
// and memory from sysctl (macOS names; the BSDs leave them empty).
func platformHost(h *HostInfo) {
	h.Kernel = command("uname", "-srm")
	if h.CPU == "" {
		h.CPU = command("sysctl", "-n", "machdep.cpu.brand_string")
	}
	if h.MemKB == 0 {
		if b, err := strconv.ParseInt(command("sysctl", "-n", "hw.memsize"), 10, 64); err == nil {
			h.MemKB = b / 1024
		}
	}
}

// command is the trimmed output of a program run for at most a second, or
// "" if it fails.
func command(name string, args ...string) string {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, name, args...).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}
