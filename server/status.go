package server

import (
	"sync/atomic"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// go-mysql-server has no way to add status variables, and SHOW STATUS
// reads its global registry. statusRegistry wraps that registry so the
// counters of handlerd's own parts (HandlerSocket, memcached, S3 page
// cache, query cache...) appear beside go-mysql-server's, read fresh each
// time.
type statusRegistry struct {
	sql.StatusVariableRegistry
	sources []func() map[string]uint64
}

func installStatus(sources ...func() map[string]uint64) {
	if _, done := sql.StatusVariables.(*statusRegistry); done {
		return
	}
	sql.StatusVariables = &statusRegistry{StatusVariableRegistry: sql.StatusVariables, sources: sources}
}

func (r *statusRegistry) extra() map[string]uint64 {
	out := map[string]uint64{}
	for _, src := range r.sources {
		for k, v := range src() {
			out[k] = v
		}
	}
	// MySQL's Queries also counts statements inside stored programs;
	// go-mysql-server counts only Questions, the client's statements.
	if _, q, ok := r.StatusVariableRegistry.GetGlobal("Questions"); ok {
		if n, ok := q.(uint64); ok {
			out["Queries"] = n
		}
	}
	return out
}

// uptime is the source of Uptime and Uptime_since_flush_status, which
// go-mysql-server declares but never sets.
type uptime struct {
	started time.Time
	flushed atomic.Int64 // the last FLUSH STATUS, Unix nanoseconds
}

func newUptime() *uptime {
	u := &uptime{started: time.Now()}
	u.flushed.Store(u.started.UnixNano())
	return u
}

func (u *uptime) stats() map[string]uint64 {
	now := time.Now()
	return map[string]uint64{
		"Uptime":                    uint64(now.Sub(u.started) / time.Second),
		"Uptime_since_flush_status": uint64(now.Sub(time.Unix(0, u.flushed.Load())) / time.Second),
	}
}

// flushStatus is the server's part of FLUSH STATUS: Uptime_since_flush_status
// starts again, and Max_used_connections becomes the connections open now,
// as in MySQL.
func (u *uptime) flushStatus() {
	u.flushed.Store(time.Now().UnixNano())
	if _, open, ok := sql.StatusVariables.GetGlobal("Threads_connected"); ok {
		if n, ok := open.(uint64); ok {
			_ = sql.StatusVariables.SetGlobal("Max_used_connections", n)
		}
	}
}

func statusValue(name string, v uint64) sql.StatusVarValue {
	return &sql.ImmutableStatusVarValue{
		Var: &sql.MySQLStatusVariable{Name: name, Scope: sql.StatusVariableScope_Global, Type: types.Uint64, Default: uint64(0)},
		Val: v,
	}
}

// NewGlobalMap implements sql.StatusVariableRegistry.
func (r *statusRegistry) NewGlobalMap() map[string]sql.StatusVarValue {
	m := r.StatusVariableRegistry.NewGlobalMap()
	for k, v := range r.extra() {
		m[k] = statusValue(k, v)
	}
	return m
}

// GetGlobal implements sql.StatusVariableRegistry.
func (r *statusRegistry) GetGlobal(name string) (sql.StatusVariable, interface{}, bool) {
	if v, ok := r.extra()[name]; ok {
		sv := statusValue(name, v)
		return sv.Variable(), v, true
	}
	return r.StatusVariableRegistry.GetGlobal(name)
}
