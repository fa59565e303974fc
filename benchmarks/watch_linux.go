package benchmarks

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// jobProcAttr puts a job in a process group of its own, which the kernel
// kills should horn die first (Pdeathsig, Linux only).
func jobProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// maxRSSKB is the peak resident set of ru in KiB: Linux reports it in KiB.
func maxRSSKB(ru *syscall.Rusage) int64 { return ru.Maxrss }

// clockTick is USER_HZ, the unit of the times in /proc/PID/stat: 100 on
// every Linux architecture Go supports.
const clockTick = 100

// groupCPU returns the CPU time (user + system) of the processes in
// process group pgid, including their children that have exited and were
// waited for, as /proc reports them.
func groupCPU(pgid int) (time.Duration, error) {
	d, err := os.Open("/proc")
	if err != nil {
		return 0, fmt.Errorf("reading /proc: %w", err)
	}
	defer d.Close()
	names, err := d.Readdirnames(-1)
	if err != nil {
		return 0, fmt.Errorf("reading /proc: %w", err)
	}
	var ticks int64
	for _, n := range names {
		if n[0] < '0' || n[0] > '9' {
			continue
		}
		t, ok := procCPU(n, pgid)
		if ok {
			ticks += t
		}
	}
	return time.Duration(ticks) * time.Second / clockTick, nil
}

// procCPU returns utime+stime+cutime+cstime of process pid, in clock ticks,
// when it belongs to process group pgid.
func procCPU(pid string, pgid int) (int64, bool) {
	b, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil { // it has exited
		return 0, false
	}
	// The command name, in parentheses, may hold spaces and parentheses.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(s[i+1:])
	// f[0] is field 3 of proc(5), the state: pgrp is field 5, utime,
	// stime, cutime and cstime fields 14 to 17.
	if len(f) < 15 || f[2] != strconv.Itoa(pgid) {
		return 0, false
	}
	var sum int64
	for _, x := range f[11:15] {
		n, err := strconv.ParseInt(x, 10, 64)
		if err != nil {
			return 0, false
		}
		sum += n
	}
	return sum, true
}
