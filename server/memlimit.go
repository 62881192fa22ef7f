package server

import (
	"bufio"
	"os"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
)

// The memory bound of queries. handlerd_memory_limit is Go's soft memory
// limit (set in New; the collector works harder as the heap nears it).
// go-mysql-server's memory manager, which every sort, GROUP BY, DISTINCT,
// hash join and subquery cache asks before it buffers a row, refuses
// such a row once the heap passes 80% of that limit, or of three quarters
// of the machine's (or the cgroup's) memory when no limit is set: the
// query fails with MySQL's error 1037 (out of memory) and its buffers are
// freed, while the server and every other client go on.
//
// The fixed-size caches are bounded by their own options: the query cache
// by query_cache_size, memcached's by -m in daemon_memcached_option, the
// S3 page cache by s3_pagecache_buffer_size. Request sizes are bounded by
// max_allowed_packet (MySQL), handlersocket_max_line and memcached's -I;
// connections by max_connections, handlersocket_max_connections and
// memcached's -c.

// queryMemoryShare is the share of the limit queries may fill with
// buffered rows before they are refused.
const queryMemoryShare = 0.8

// memoryLimit returns the configured limit, or the automatic one.
func memoryLimit(configured int64) int64 {
	if configured > 0 {
		return configured
	}
	total := physicalMemory()
	if cg := cgroupLimit(); cg > 0 && (total == 0 || cg < total) {
		total = cg
	}
	if total <= 0 {
		return 0
	}
	return total / 4 * 3
}

// queryMemoryManager returns go-mysql-server's memory manager for the
// limit (nil: unbounded).
func queryMemoryManager(limit int64) *sql.MemoryManager {
	if limit <= 0 {
		return nil
	}
	return sql.NewMemoryManager(&heapReporter{max: uint64(float64(limit) * queryMemoryShare)})
}

// heapReporter tells go-mysql-server the heap in use. Caches ask before
// every row they buffer, so the figure is sampled at most every 10 ms
// (runtime/metrics, which does not stop the world as ReadMemStats does).
// The figure includes garbage not yet collected: before it reports the
// bound exceeded, it collects (at most once a second), so a query is
// refused for live data, not for garbage (GOGC is 400 by default).
type heapReporter struct {
	max    uint64
	mu     sync.Mutex
	at     atomic.Int64 // UnixNano of the sample
	used   atomic.Uint64
	lastGC time.Time
}

func (r *heapReporter) MaxMemory() uint64 { return r.max }

func (r *heapReporter) UsedMemory() uint64 {
	now := time.Now()
	if now.UnixNano()-r.at.Load() < int64(10*time.Millisecond) {
		return r.used.Load()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if now.UnixNano()-r.at.Load() < int64(10*time.Millisecond) {
		return r.used.Load()
	}
	used := heapObjects()
	if used >= r.max && now.Sub(r.lastGC) >= time.Second {
		runtime.GC()
		r.lastGC = time.Now()
		used = heapObjects()
	}
	r.used.Store(used)
	r.at.Store(time.Now().UnixNano())
	return used
}

func heapObjects() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() == metrics.KindUint64 {
		return s[0].Value.Uint64()
	}
	return 0
}

func physicalMemory() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// cgroupLimit reads cgroup v2's memory.max (or v1's limit) for this
// process; 0 when there is none.
func cgroupLimit() int64 {
	for _, p := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		s := strings.TrimSpace(string(b))
		if n, err := strconv.ParseInt(s, 10, 64); err == nil && n > 0 && n < 1<<60 {
			return n
		}
	}
	return 0
}
