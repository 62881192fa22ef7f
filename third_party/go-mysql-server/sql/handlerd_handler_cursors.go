package sql

// HandlerCursor is a table a session opened with HANDLER ... OPEN, and
// where its reads stand. handlerd: added.
type HandlerCursor struct {
	Db, Table string
	// Index is the index the last READ went along, Last the values of its
	// order key (the index's columns, then the primary key's others) in
	// the last row that READ returned; nil before any.
	Index string
	Last  []any
	// Read counts the rows read in the table's own order, for a table
	// without a primary key.
	Read int64
}

// HandlerCursors are the tables the session opened with HANDLER ... OPEN,
// by lower-case alias (its table's name unless AS gave one).
func (s *BaseSession) HandlerCursors() map[string]*HandlerCursor {
	if s.handlerCursors == nil {
		s.handlerCursors = map[string]*HandlerCursor{}
	}
	return s.handlerCursors
}

// HandlerSession is a session that keeps HANDLER cursors.
type HandlerSession interface {
	HandlerCursors() map[string]*HandlerCursor
}
