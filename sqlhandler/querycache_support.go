package sqlhandler

// HasTemporaryTables reports whether the session has any temporary table.
// A temporary table hides the base table of its name for this session
// only, so the query cache (sqlhandler/querycache), whose results are
// shared by sessions, is not used by sessions that have one.
func (s *Session) HasTemporaryTables() bool { return len(s.temps) > 0 }
