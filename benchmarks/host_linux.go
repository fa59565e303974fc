package benchmarks

import "syscall"

// platformHost sets h's kernel from uname(2): system name, release and
// machine.
func platformHost(h *HostInfo) {
	var u syscall.Utsname
	if syscall.Uname(&u) == nil {
		h.Kernel = utsString(u.Sysname[:]) + " " + utsString(u.Release[:]) + " " + utsString(u.Machine[:])
	}
}

func utsString[T int8 | uint8](cs []T) string {
	b := make([]byte, 0, len(cs))
	for _, c := range cs {
		if c == 0 {
			break
		}
		b = append(b, byte(c))
	}
	return string(b)
}
