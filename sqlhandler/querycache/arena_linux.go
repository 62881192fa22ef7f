package querycache

import "syscall"

// mapMem maps n bytes of anonymous memory, reserved lazily: pages are
// backed only once written.
func mapMem(n int) ([]byte, bool) {
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE,
		syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
	if err != nil {
		return make([]byte, n), false
	}
	return b, true
}

func unmapMem(b []byte) { _ = syscall.Munmap(b) }
