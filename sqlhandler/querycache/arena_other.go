//go:build !linux

package querycache

// mapMem falls back to the Go heap where anonymous mappings are not wired
// up: the cache works the same, the garbage collector just counts it.
func mapMem(n int) ([]byte, bool) { return make([]byte, n), false }

func unmapMem([]byte) {}
