// Package uring runs fdatasync through a Linux io_uring so that the
// goroutine waiting for it parks in Go's network poller.
//
// A plain fdatasync is a blocking system call: the thread making it keeps
// its P (Go's right to run goroutines) until the scheduler's monitor
// takes it back, 20 µs or more later, and a sync takes 70 µs or more on a
// virtual disk. On a machine with two cores that leaves a core idle while
// goroutines wait to run. Through the ring, the sync runs on a kernel
// worker and the caller waits for its completion like for socket input,
// holding no P.
//
// The ring is hand-written rather than taken from a library: it needs one
// operation, and the Go io_uring libraries are large and little kept.
package uring

import (
	"errors"
	"os"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Kernel ABI (include/uapi/linux/io_uring.h).
const (
	opFsync        = 3
	fsyncDatasync  = 1
	offSQRing      = 0
	offSQEs        = 0x10000000
	featSingleMmap = 1 << 0
	sqeSize        = 64
	cqeSize        = 16
	ringEntries    = 4
)

type sqringOffsets struct {
	head, tail, ringMask, ringEntries, flags, dropped, array, resv1 uint32
	userAddr                                                        uint64
}

type cqringOffsets struct {
	head, tail, ringMask, ringEntries, overflow, cqes, flags, resv1 uint32
	userAddr                                                        uint64
}

type params struct {
	sqEntries, cqEntries, flags, sqThreadCPU, sqThreadIdle, features, wqFd uint32
	resv                                                                   [3]uint32
	sqOff                                                                  sqringOffsets
	cqOff                                                                  cqringOffsets
}

type sqe struct {
	opcode     uint8
	flags      uint8
	ioprio     uint16
	fd         int32
	off        uint64
	addr       uint64
	len        uint32
	fsyncFlags uint32
	userData   uint64
	_          [3]uint64
}

type cqe struct {
	userData uint64
	res      int32
	flags    uint32
}

// Syncer issues fdatasyncs through a ring. Its methods may be called
// from any goroutine; calls run one at a time.
type Syncer struct {
	mu                     sync.Mutex
	fd                     int
	file                   *os.File // the ring's descriptor, in Go's poller
	rc                     syscall.RawConn
	ring                   []byte // the SQ and CQ rings (one mapping)
	sqes                   []byte
	sqTail, cqHead, cqTail *uint32
	sqMask, cqMask         uint32
	sqArray                unsafe.Pointer
	cqes                   unsafe.Pointer
}

// NewSyncer sets up a ring. It fails where io_uring is missing or
// forbidden (old kernels, seccomp filters, io_uring_disabled): callers
// then fdatasync directly.
func NewSyncer() (*Syncer, error) {
	var p params
	fd, _, errno := unix.Syscall(unix.SYS_IO_URING_SETUP, ringEntries, uintptr(unsafe.Pointer(&p)), 0)
	if errno != 0 {
		return nil, os.NewSyscallError("io_uring_setup", errno)
	}
	s := &Syncer{fd: int(fd)}
	if err := s.init(&p); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

func (s *Syncer) init(p *params) error {
	unix.CloseOnExec(s.fd)
	if p.features&featSingleMmap == 0 {
		return errors.New("io_uring: the kernel lacks IORING_FEAT_SINGLE_MMAP")
	}
	size := max(p.sqOff.array+p.sqEntries*4, p.cqOff.cqes+p.cqEntries*cqeSize)
	var err error
	if s.ring, err = unix.Mmap(s.fd, offSQRing, int(size), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED|unix.MAP_POPULATE); err != nil {
		return os.NewSyscallError("mmap", err)
	}
	if s.sqes, err = unix.Mmap(s.fd, offSQEs, int(p.sqEntries)*sqeSize, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED|unix.MAP_POPULATE); err != nil {
		return os.NewSyscallError("mmap", err)
	}
	at := func(off uint32) unsafe.Pointer { return unsafe.Pointer(&s.ring[off]) }
	s.sqTail = (*uint32)(at(p.sqOff.tail))
	s.sqMask = *(*uint32)(at(p.sqOff.ringMask))
	s.sqArray = at(p.sqOff.array)
	s.cqHead = (*uint32)(at(p.cqOff.head))
	s.cqTail = (*uint32)(at(p.cqOff.tail))
	s.cqMask = *(*uint32)(at(p.cqOff.ringMask))
	s.cqes = at(p.cqOff.cqes)
	if err := unix.SetNonblock(s.fd, true); err != nil {
		return err
	}
	s.file = os.NewFile(uintptr(s.fd), "io_uring") // pollable: non-blocking
	if s.rc, err = s.file.SyscallConn(); err != nil {
		return err
	}
	// SetReadDeadline fails unless the descriptor is in the poller, where
	// waiting parks the goroutine rather than blocking its thread.
	return s.file.SetReadDeadline(time.Time{})
}

// Close releases the ring. No call may be in flight.
func (s *Syncer) Close() error {
	if s.ring != nil {
		unix.Munmap(s.ring)
	}
	if s.sqes != nil {
		unix.Munmap(s.sqes)
	}
	if s.file != nil {
		return s.file.Close()
	}
	return unix.Close(s.fd)
}

// Fdatasync is fdatasync(2) of fd, waited for in Go's poller.
func (s *Syncer) Fdatasync(fd int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	tail := atomic.LoadUint32(s.sqTail)
	idx := tail & s.sqMask
	e := (*sqe)(unsafe.Pointer(&s.sqes[idx*sqeSize]))
	*e = sqe{opcode: opFsync, fd: int32(fd), fsyncFlags: fsyncDatasync, userData: uint64(tail)}
	*(*uint32)(unsafe.Add(s.sqArray, 4*idx)) = idx
	atomic.StoreUint32(s.sqTail, tail+1)
	for {
		n, _, errno := unix.RawSyscall6(unix.SYS_IO_URING_ENTER, uintptr(s.fd), 1, 0, 0, 0, 0)
		if errno == unix.EINTR {
			continue
		}
		if errno != 0 || n != 1 {
			// Not submitted (the kernel is short of memory, say): the
			// entry is dropped and the sync done directly.
			atomic.StoreUint32(s.sqTail, tail)
			return unix.Fdatasync(fd)
		}
		break
	}
	var res int32
	err := s.rc.Read(func(uintptr) bool {
		head := atomic.LoadUint32(s.cqHead)
		if head == atomic.LoadUint32(s.cqTail) {
			return false // wait for the completion
		}
		c := (*cqe)(unsafe.Add(s.cqes, cqeSize*uintptr(head&s.cqMask)))
		res = c.res
		atomic.StoreUint32(s.cqHead, head+1)
		return true
	})
	if err != nil {
		return err
	}
	if res < 0 {
		return os.NewSyscallError("fdatasync", syscall.Errno(-res))
	}
	return nil
}
