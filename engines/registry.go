package engines

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Canonical engine names.
const (
	BTREE  = "BTREE"
	MEMORY = "MEMORY"
	S3     = "S3"
)

// aliases maps the engine names MySQL and MariaDB users write to ours.
var aliases = map[string]string{
	"BTREE":  BTREE,
	"INNODB": BTREE,
	"MYISAM": BTREE,
	"ARIA":   BTREE,
	"MEMORY": MEMORY,
	"HEAP":   MEMORY,
	"S3":     S3,
}

// CanonicalName maps an engine name or alias (any case) to its canonical
// name; ok is false for names handlerd does not know.
func CanonicalName(name string) (string, bool) {
	c, ok := aliases[strings.ToUpper(strings.TrimSpace(name))]
	return c, ok
}

// Info describes an engine for SHOW ENGINES.
type Info struct {
	Name         string
	Comment      string
	Transactions bool
	XA           bool
	Savepoints   bool
}

// Registry maps engine names to the running engines.
type Registry struct {
	mu      sync.RWMutex
	engines map[string]Engine
	infos   map[string]Info
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{engines: map[string]Engine{}, infos: map[string]Info{}}
}

// Register adds a running engine under its canonical name.
func (r *Registry) Register(e Engine, info Info) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.engines[e.Name()] = e
	info.Name = e.Name()
	r.infos[e.Name()] = info
}

// UnknownEngineError is MySQL error 1286.
type UnknownEngineError struct{ Name string }

func (e *UnknownEngineError) Error() string {
	return fmt.Sprintf("Unknown storage engine '%s'", e.Name)
}

// Lookup resolves a name or alias to a running engine.
func (r *Registry) Lookup(name string) (Engine, error) {
	c, ok := CanonicalName(name)
	if !ok {
		return nil, &UnknownEngineError{Name: name}
	}
	r.mu.RLock()
	e, ok := r.engines[c]
	r.mu.RUnlock()
	if !ok {
		return nil, &UnknownEngineError{Name: name}
	}
	return e, nil
}

// All returns the running engines sorted by name.
func (r *Registry) All() []Engine {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]Engine, 0, len(r.engines))
	for _, e := range r.engines {
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out
}

// Info returns what SHOW ENGINES says about a running engine.
func (r *Registry) Info(name string) (Info, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	i, ok := r.infos[name]
	return i, ok
}

// Close closes every engine, returning the first error.
func (r *Registry) Close() error {
	var first error
	for _, e := range r.All() {
		if err := e.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}
