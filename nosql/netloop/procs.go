package netloop

import (
	"os"
	"runtime"
	"sync"
)

// An event loop waits for input in a blocking epoll_wait, a system call
// that keeps the loop's P (Go's netpoller gives its P up while it waits;
// parking the loops there measured slower, see loop.run). A P held so is
// idle, but the scheduler cannot use it until sysmon retakes it, up to
// milliseconds later: the goroutines a loop wakes (a commit, a worker)
// then wait with the CPUs idle. Under memcaslap innodb_only on 2 cores,
// 9% of the CPU time was idle that way, with sets waiting for their
// commits. So each running loop adds a P: the rest of the server keeps
// the Ps it would have without the loops. An explicit GOMAXPROCS in the
// environment is left as the user set it.
var procs struct {
	sync.Mutex
	base  int // GOMAXPROCS without the loops' Ps
	loops int // running loops
	fixed bool
}

func init() {
	procs.base = runtime.GOMAXPROCS(0)
	procs.fixed = os.Getenv("GOMAXPROCS") != ""
}

// baseProcs is GOMAXPROCS as it would be without the loops: the default
// number of loops.
func baseProcs() int {
	procs.Lock()
	defer procs.Unlock()
	return procs.base
}

// addLoops counts n more running loops (n < 0: fewer) in GOMAXPROCS.
func addLoops(n int) {
	procs.Lock()
	defer procs.Unlock()
	procs.loops += n
	if !procs.fixed {
		runtime.GOMAXPROCS(procs.base + procs.loops)
	}
}
