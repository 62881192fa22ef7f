package fastpath

// ReadTarget reports the table a text query reads when the fast path
// serves it as a point SELECT: db is "" for the session's current
// database; ok is false for every other statement. The query cache
// (sqlhandler/querycache), which sits in front of the fast path, uses it to
// learn what a result the fast path produced depends on: such results skip
// the analyzer, where the cache learns it for every other SELECT.
func (f *FastPath) ReadTarget(query string) (db, table string, ok bool) {
	st, _, sb := f.textStatement(query)
	sb.release()
	if st == notFast || st.kind != kindSelect {
		return "", "", false
	}
	return st.db, st.table, true
}
