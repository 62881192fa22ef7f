package handlersocket

import "sync/atomic"

// counters are the server-wide status counters. Connections count their
// requests locally and add them here once per batch, so sixteen busy
// connections do not fight over these cache lines on every request.
type counters struct {
	connections, refused, timeouts, longLines atomic.Uint64
	requests, errors                          atomic.Uint64
	openIndex, auth, find, insert, update     atomic.Uint64
	delete, conflicts                         atomic.Uint64
	tableOpen, tableClose                     atomic.Uint64
	tableLock, tableUnlock                    atomic.Uint64
}

// local is one connection's not yet published share of the counters.
type local struct {
	requests, errors, openIndex, auth, find uint64
	insert, update, delete, conflicts       uint64
	tableOpen, tableClose                   uint64
	tableLock, tableUnlock                  uint64
}

func (c *counters) add(l *local) {
	for _, p := range [...]struct {
		n *uint64
		c *atomic.Uint64
	}{
		{&l.requests, &c.requests}, {&l.errors, &c.errors}, {&l.openIndex, &c.openIndex},
		{&l.auth, &c.auth}, {&l.find, &c.find}, {&l.insert, &c.insert},
		{&l.update, &c.update}, {&l.delete, &c.delete}, {&l.conflicts, &c.conflicts},
		{&l.tableOpen, &c.tableOpen}, {&l.tableClose, &c.tableClose},
		{&l.tableLock, &c.tableLock}, {&l.tableUnlock, &c.tableUnlock},
	} {
		if *p.n != 0 {
			p.c.Add(*p.n)
			*p.n = 0
		}
	}
}

// Stats returns the counters for SHOW STATUS. The four Handlersocket_hs_*
// names are the ones MariaDB's plugin shows; the others are handlerd's.
func (s *Server) Stats() map[string]uint64 {
	c := &s.stats
	return map[string]uint64{
		// MariaDB's plugin: tables opened by P, closed with their
		// connection, and transactions begun and finished per batch.
		"Handlersocket_hs_table_open":   c.tableOpen.Load(),
		"Handlersocket_hs_table_close":  c.tableClose.Load(),
		"Handlersocket_hs_table_lock":   c.tableLock.Load(),
		"Handlersocket_hs_table_unlock": c.tableUnlock.Load(),

		"Handlersocket_connections":         c.connections.Load(), // accepted, ever
		"Handlersocket_connections_current": uint64(s.active()),
		"Handlersocket_connections_refused": c.refused.Load(),  // over MaxConnections
		"Handlersocket_timeouts":            c.timeouts.Load(), // closed by handlersocket_timeout
		"Handlersocket_long_lines":          c.longLines.Load(),
		"Handlersocket_requests":            c.requests.Load(),
		"Handlersocket_errors":              c.errors.Load(), // error lines sent
		"Handlersocket_open_index":          c.openIndex.Load(),
		"Handlersocket_auth":                c.auth.Load(),
		"Handlersocket_find":                c.find.Load(), // finds without a modifier
		"Handlersocket_insert":              c.insert.Load(),
		"Handlersocket_update":              c.update.Load(), // U, +, - (with or without ?)
		"Handlersocket_delete":              c.delete.Load(),
		"Handlersocket_conflicts":           c.conflicts.Load(), // batches retried after a write conflict
	}
}
