package memcached

import (
	"fmt"
	"syscall"
)

type runtimeUsage struct{ user, sys string }

func (r *runtimeUsage) read() {
	var ru syscall.Rusage
	r.user, r.sys = "0.000000", "0.000000"
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		r.user = fmt.Sprintf("%d.%06d", ru.Utime.Sec, ru.Utime.Usec)
		r.sys = fmt.Sprintf("%d.%06d", ru.Stime.Sec, ru.Stime.Usec)
	}
}
