package server

import (
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
	return out
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
