package memcached

import (
	"fmt"
	"os"
	"strconv"
	"sync/atomic"
	"time"
)

// Counters use memcached's own stat names, so `stats` output and SHOW
// STATUS read the same as for the plugin and for memcached.
const (
	cCmdGet = iota
	cCmdSet
	cCmdFlush
	cCmdTouch
	cCmdMeta
	cGetHits
	cGetMisses
	cGetExpired
	cDeleteMisses
	cDeleteHits
	cIncrMisses
	cIncrHits
	cDecrMisses
	cDecrHits
	cCasMisses
	cCasHits
	cCasBadval
	cTouchHits
	cTouchMisses
	cAuthCmds
	cAuthErrors
	cBytesRead
	cBytesWritten
	cTotalConns
	cRejectedConns
	cCommits   // engine transactions committed by memcached writes
	cConflicts // commits retried after engines.ErrConflict
	cAsync     // of cCommits, those queued from an event loop (conn.write)
	nCounters
)

var counterNames = [nCounters]string{
	"cmd_get", "cmd_set", "cmd_flush", "cmd_touch", "cmd_meta",
	"get_hits", "get_misses", "get_expired", "delete_misses", "delete_hits",
	"incr_misses", "incr_hits", "decr_misses", "decr_hits",
	"cas_misses", "cas_hits", "cas_badval", "touch_hits", "touch_misses",
	"auth_cmds", "auth_errors", "bytes_read", "bytes_written",
	"total_connections", "rejected_connections",
	"innodb_commits", "innodb_conflict_retries", "innodb_async_commits",
}

// counters are updated with atomics: each connection has its own set, so
// two cores never fight over one cache line, and Stats sums them.
type counters [nCounters]atomic.Uint64

func (c *counters) add(i int, n uint64) { c[i].Add(n) }

// Stat is one status value.
type Stat struct{ Name, Value string }

// Version is what `version` reports: memcached's protocol generation.
const Version = "1.6.21-handlerd"

// Stats returns the counters memcached's `stats` prints, for SHOW STATUS
// (names as memcached spells them; the caller adds a prefix if it wants).
func (s *Server) Stats() []Stat {
	var sum [nCounters]uint64
	s.mu.Lock()
	for i := range sum {
		sum[i] = s.stats[i].Load()
	}
	for cn := range s.conns {
		for i := range sum {
			sum[i] += cn.st[i].Load()
		}
	}
	curr := len(s.conns)
	s.mu.Unlock()
	items, bytes := s.cache.usage()
	now := time.Now()
	var ru runtimeUsage
	ru.read()
	out := []Stat{
		{"pid", strconv.Itoa(os.Getpid())},
		{"uptime", strconv.FormatInt(int64(now.Sub(s.started).Seconds()), 10)},
		{"time", strconv.FormatInt(now.Unix(), 10)},
		{"version", Version},
		{"libevent", "go"},
		{"pointer_size", strconv.Itoa(32 << (^uint(0) >> 63))},
		{"rusage_user", ru.user},
		{"rusage_system", ru.sys},
		{"max_connections", strconv.Itoa(s.set.maxConns)},
		{"curr_connections", strconv.Itoa(curr)},
	}
	for i := range counterNames {
		out = append(out, Stat{counterNames[i], strconv.FormatUint(sum[i], 10)})
	}
	out = append(out,
		Stat{"threads", strconv.Itoa(s.set.threads)}, // -t, as memcached reports it
		Stat{"bytes", strconv.FormatInt(bytes, 10)},
		Stat{"curr_items", strconv.FormatInt(items, 10)},
		Stat{"total_items", strconv.FormatUint(s.cache.totalItems.Load(), 10)},
		Stat{"expired_unfetched", strconv.FormatUint(s.cache.expiredN.Load(), 10)},
		Stat{"evictions", strconv.FormatUint(s.cache.evictions.Load(), 10)},
		Stat{"limit_maxbytes", strconv.FormatInt(s.set.maxBytes, 10)},
	)
	return out
}

// settingsStats is `stats settings`.
func (s *Server) settingsStats() []Stat {
	m := s.mapping()
	proto := [...]string{"auto-negotiate", "ascii", "binary"}[s.set.protocol]
	yn := func(b bool) string {
		if b {
			return "yes"
		}
		return "no"
	}
	return []Stat{
		{"maxbytes", strconv.FormatInt(s.set.maxBytes, 10)},
		{"maxconns", strconv.Itoa(s.set.maxConns)},
		{"tcpport", strconv.Itoa(s.set.port)},
		{"udpport", strconv.Itoa(s.set.udpPort)},
		{"inter", fmt.Sprint(s.set.addrs)},
		{"verbosity", strconv.Itoa(int(s.verbosity.Load()))},
		{"evictions", map[bool]string{true: "off", false: "on"}[s.set.noEvict]},
		{"cas_enabled", yn(s.set.useCAS)},
		{"auth_enabled_sasl", yn(s.set.sasl)},
		{"item_size_max", strconv.Itoa(s.set.itemMax)},
		{"num_threads", strconv.Itoa(s.set.threads)},
		{"reqs_per_event", strconv.Itoa(s.set.reqsPerEv)},
		{"binding_protocol", proto},
		{"tcp_backlog", strconv.Itoa(s.set.backlog)},
		{"r_batch_size", strconv.Itoa(s.cfg.RBatchSize)},
		{"w_batch_size", strconv.Itoa(s.cfg.WBatchSize)},
		{"trx_level", strconv.Itoa(s.cfg.TrxLevel)},
		{"bk_commit_interval", strconv.Itoa(int(s.cfg.BkCommitInterval / time.Second))},
		{"enable_mdl", yn(s.cfg.EnableMDL)},
		{"get_policy", m.pol.get.String()},
		{"set_policy", m.pol.set.String()},
		{"delete_policy", m.pol.del.String()},
		{"flush_policy", m.pol.flush.String()},
	}
}

// containerStats is `stats containers` (handlerd's own sub-stat): the
// mapping in force.
func (s *Server) containerStats() []Stat {
	m := s.mapping()
	var out []Stat
	for name, c := range m.containers {
		def := ""
		if m.def == c {
			def = " default"
		}
		out = append(out, Stat{"container:" + name, c.def.QualifiedName() + def})
	}
	return out
}

// itemsStats is `stats items`: one slab class here, so one set of numbers.
func (s *Server) itemsStats() []Stat {
	items, _ := s.cache.usage()
	return []Stat{
		{"items:1:number", strconv.FormatInt(items, 10)},
		{"items:1:evicted", strconv.FormatUint(s.cache.evictions.Load(), 10)},
		{"items:1:expired_unfetched", strconv.FormatUint(s.cache.expiredN.Load(), 10)},
	}
}

// slabsStats is `stats slabs`: the cache is not slab-allocated, so this
// reports the totals memcached puts at its end.
func (s *Server) slabsStats() []Stat {
	_, bytes := s.cache.usage()
	return []Stat{
		{"active_slabs", "1"},
		{"total_malloced", strconv.FormatInt(bytes, 10)},
	}
}

// connsStats is `stats conns`.
func (s *Server) connsStats() []Stat {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []Stat
	for cn := range s.conns {
		p := strconv.FormatUint(cn.id, 10)
		out = append(out, Stat{p + ":addr", "tcp:" + cn.raddr})
		out = append(out, Stat{p + ":state", "conn_parse_cmd"})
	}
	return out
}

// resetStats is `stats reset`.
func (s *Server) resetStats() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range s.stats {
		s.stats[i].Store(0)
	}
	for cn := range s.conns {
		for i := range cn.st {
			cn.st[i].Store(0)
		}
	}
	s.cache.evictions.Store(0)
	s.cache.totalItems.Store(0)
	s.cache.expiredN.Store(0)
}

// deltaCounters are the hit and miss counters of incr (or, with decr, of
// decr).
func deltaCounters(decr bool) (hit, miss int) {
	if decr {
		return cDecrHits, cDecrMisses
	}
	return cIncrHits, cIncrMisses
}
