package querycache

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"slices"
	"strings"

	sqle "github.com/dolthub/go-mysql-server"
	gms "github.com/dolthub/go-mysql-server/server"
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/analyzer"
	"github.com/dolthub/vitess/go/mysql"
	"github.com/dolthub/vitess/go/sqltypes"
	querypb "github.com/dolthub/vitess/go/vt/proto/query"

	"handlerd/internal/intfmt"
)

// Install adds the cache's analyzer rule to e (it decides, on a miss,
// whether the result may be cached and which tables it depends on) and
// lets hits check privileges through e's user database. Call it once,
// before serving.
func (c *Cache) Install(e *sqle.Engine) {
	if db := e.Analyzer.Catalog.MySQLDb; db != nil {
		c.mysqlDB.Store(db)
	}
	b := e.Analyzer.Batches[0] // "pre-analyzer": sees the plan as bound, before any rewriting
	b.Rules = append([]analyzer.Rule{{Id: ruleID, Apply: c.inspectRule}}, b.Rules...)
}

// SessionBuilder wraps the server's session builder so the cache can find
// a connection's session without go-mysql-server's session manager (whose
// mutex every query would otherwise take).
func (c *Cache) SessionBuilder(inner gms.SessionBuilder) gms.SessionBuilder {
	return func(ctx context.Context, conn *mysql.Conn, addr string) (sql.Session, error) {
		sess, err := inner(ctx, conn, addr)
		if err != nil {
			return nil, err
		}
		st := &connState{id: conn.ConnectionID, sess: sess,
			ctx: sql.NewContext(context.Background(), sql.WithSession(sess))}
		conn.ClientData = st
		c.conns.Store(conn.ConnectionID, st)
		return sess, nil
	}
}

// connState is the cache's per-connection state. Only the connection's own
// goroutine uses it (go-mysql-server analyzes a query on the goroutine
// that received it).
type connState struct {
	id      uint32
	sess    sql.Session
	ctx     *sql.Context // for session variable and privilege reads
	capture *capture     // set while a miss runs

	// Buffers reused from query to query: the key, its session context
	// (and the last one seen, with its number), a miss's encoded rows and
	// a hit's copy of them.
	key, ctxBuf, lastCtx []byte
	lastCtxID            uint64
	rows, hitRows        []byte
	lastShape            []*querypb.Field // the last interned column definitions
}

// Session implements sqlhandler.ConnSession: error texts name the
// session's current database.
func (st *connState) Session() sql.Session { return st.sess }

// WrapHandler is a go-mysql-server HandlerWrapper that puts the cache in
// front of the text protocol.
func (c *Cache) WrapHandler(h mysql.Handler) (mysql.Handler, error) {
	return &handler{Handler: h, c: c}, nil
}

// Option is the same as a go-mysql-server server Option. Options wrap the
// handler after the HandlerWrapper, in order, so listing it after the fast
// path's puts the cache in front of everything, as MySQL looks its cache
// up before parsing: hits skip the fast path too, and the fast path's
// results are cached (see SetReadTarget).
func (c *Cache) Option() gms.Option {
	return func(e *sqle.Engine, sm *gms.SessionManager, h mysql.Handler) (*sqle.Engine, *gms.SessionManager, mysql.Handler) {
		return e, sm, &handler{Handler: h, c: c, sm: sm}
	}
}

type handler struct {
	mysql.Handler
	c  *Cache
	sm *gms.SessionManager // nil when installed with WrapHandler
}

// state returns the connection's cache state. go-mysql-server makes a
// connection's session on its first query (or COM_INIT_DB), so a client
// whose first statement is the SELECT (mysql -e, most drivers' first
// query) would otherwise miss the cache on every short connection.
func (h *handler) state(ctx context.Context, conn *mysql.Conn) {
	if conn.ClientData == nil && h.sm != nil {
		h.sm.NewContextWithQuery(ctx, conn, "")
	}
}

func (h *handler) ComQuery(ctx context.Context, conn *mysql.Conn, query string, cb mysql.ResultSpoolFn) error {
	if !mayConcern(query) {
		return h.Handler.ComQuery(ctx, conn, query, cb)
	}
	h.state(ctx, conn)
	return h.c.serve(conn, query, scan(query), cb, func(cb mysql.ResultSpoolFn) error {
		return h.Handler.ComQuery(ctx, conn, query, cb)
	})
}

// ComMultiQuery is what vitess calls for clients that enable
// CLIENT_MULTI_STATEMENTS (the mysql CLI does). A text holding one
// statement is served like ComQuery; several statements go straight
// through.
func (h *handler) ComMultiQuery(ctx context.Context, conn *mysql.Conn, query string, cb mysql.ResultSpoolFn) (string, error) {
	if !mayConcern(query) {
		return h.Handler.ComMultiQuery(ctx, conn, query, cb)
	}
	info := scan(query)
	if info.multi {
		return h.Handler.ComMultiQuery(ctx, conn, query, cb)
	}
	var rest string
	h.state(ctx, conn)
	err := h.c.serve(conn, query, info, cb, func(cb mysql.ResultSpoolFn) error {
		var err error
		rest, err = h.Handler.ComMultiQuery(ctx, conn, query, cb)
		return err
	})
	return rest, err
}

func (h *handler) ConnectionClosed(conn *mysql.Conn) {
	h.Handler.ConnectionClosed(conn)
	if st, ok := conn.ClientData.(*connState); ok {
		h.c.conns.CompareAndDelete(st.id, st)
	}
}

// Query cache types (query_cache_type).
const (
	typeOff = iota
	typeOn
	typeDemand
)

// keyVars are the session settings a result depends on besides the query
// text and the current database (MySQL's list, as far as go-mysql-server
// has them). They are part of the key.
var keyVars = []string{
	"character_set_client", "character_set_results", "character_set_connection",
	"collation_connection", "time_zone", "sql_mode", "sql_select_limit",
	"div_precision_increment", "group_concat_max_len", "default_week_format",
	"lc_time_names", "max_sort_length",
}

// mayConcern is the check every statement pays: only statements starting
// with these letters (SELECT, WITH, RESET, FLUSH), a parenthesis or a
// comment can concern the cache; the lexer skips the rest.
func mayConcern(query string) bool {
	if len(query) == 0 {
		return false
	}
	switch query[0] | 0x20 {
	case 's', 'w', 'r', 'f', '(', '/', '#', '-', ' ', '\t', '\n', '\r':
		return true
	}
	return false
}

// serve answers one statement (info is its scan) from the cache or runs it
// (run) and maybe caches its result.
func (c *Cache) serve(conn *mysql.Conn, query string, info stmtInfo, cb mysql.ResultSpoolFn, run func(mysql.ResultSpoolFn) error) error {
	st, _ := conn.ClientData.(*connState)
	switch info.kind {
	case kindReset, kindFlush:
		return c.adminStatement(st, info.kind, cb)
	case kindSelect:
	default:
		return run(cb)
	}
	if c.size.Load() == 0 {
		return run(cb) // a disabled cache counts nothing, as in MySQL
	}
	if st == nil || info.noCache || info.uncacheable || info.multi {
		c.nocache.Add(1)
		return run(cb)
	}
	sess := st.sess
	typ := st.cacheType()
	// Inside a transaction the session must see its own snapshot and its
	// own writes: no lookups, no inserts. With autocommit off the SELECT
	// itself would begin one.
	// A session with a temporary table may see another table under a
	// cached query's table name.
	if typ == typeOff || sess.GetTransaction() != nil || sess.GetIgnoreAutoCommit() || !st.autocommit() || st.hasTemporaryTables() {
		c.nocache.Add(1)
		return run(cb)
	}
	text := query
	query = trimQuery(query)
	key := c.makeKey(st, query)
	hash := maphash.Bytes(c.seed, key)
	catalog := c.checkCatalog()
	privs := c.privilegeVersion(st)
	if e := c.lookup(key, hash, catalog, privs, &st.hitRows); e != nil {
		err := c.replay(st, e, st.hitRows, cb)
		st.hitRows = trimBuf(st.hitRows)
		return err
	}
	if typ == typeDemand && !info.sqlCache {
		c.nocache.Add(1)
		return run(cb)
	}

	// A miss. The sequence is read before go-mysql-server opens any
	// snapshot, so a commit the snapshot misses is one that began before
	// and ended after this point, or began after it: either way fill
	// refuses the result.
	seq := c.seq.Load()
	cp := &capture{limit: c.limit.Load(), seq: seq, data: st.rows[:0]}
	st.capture = cp
	err := run(cp.wrap(cb))
	st.capture = nil
	if cp.data != nil {
		defer func() { st.rows = trimBuf(cp.data) }()
	}
	if err != nil || !cp.cacheable() || sess.WarningCount() > 0 || sess.GetTransaction() != nil {
		c.nocache.Add(1)
		return err
	}
	if !cp.analyzed {
		// Answered without go-mysql-server's analyzer: by the fast path,
		// a point SELECT of one table.
		if !c.fastPathDeps(cp, text, sess.GetCurrentDatabase()) {
			c.nocache.Add(1)
			return nil
		}
	}
	fields, shared := st.shape(&c.shapes, cp.fields)
	e := &entry{hash: hash, shard: c.shardFor(hash), seq: seq, catalog: catalog, privs: privs,
		fields: fields, nrows: cp.nrows, deps: cp.deps, foundRows: sess.GetLastQueryInfoInt(sql.FoundRows)}
	// makeKey's buffer is intact: nothing since used it.
	if !c.insert(e, key, cp.data, catalog, !shared) {
		c.nocache.Add(1)
	}
	return nil
}

// trimBuf keeps a connection's buffer for the next query unless a large
// result grew it.
func trimBuf(b []byte) []byte {
	if cap(b) > 64<<10 {
		return nil
	}
	return b[:0]
}

// replay sends a cached result and leaves the session as running the
// query would have: no warnings, ROW_COUNT() -1, FOUND_ROWS() the row
// count, one more Question. Com_select is not counted, as in MySQL.
func (c *Cache) replay(st *connState, e *entry, data []byte, cb mysql.ResultSpoolFn) error {
	sess := st.sess
	sess.ClearWarnings()
	sess.SetLastQueryInfoInt(sql.RowCount, -1)
	sess.SetLastQueryInfoInt(sql.FoundRows, e.foundRows)
	sql.StatusVariables.IncrementGlobal("Questions", 1)
	sess.IncrementStatusVariable(st.ctx, "Questions", 1)
	return cb(&sqltypes.Result{Fields: e.fields, Rows: decodeRows(data, e.fields, e.nrows)}, false)
}

// adminStatement runs RESET QUERY CACHE (drops every result) and FLUSH
// QUERY CACHE (defragments in MySQL; this cache never fragments). Both
// need the RELOAD privilege.
func (c *Cache) adminStatement(st *connState, kind stmtKind, cb mysql.ResultSpoolFn) error {
	db := c.mysqlDB.Load()
	// Without the session (a connection's first statement, when the cache
	// is installed with WrapHandler) privileges cannot be checked: refuse.
	if (st == nil && db != nil && db.Enabled()) || (st != nil && db != nil && !db.UserHasPrivileges(st.ctx,
		sql.NewPrivilegedOperation(sql.PrivilegeCheckSubject{}, sql.PrivilegeType_Reload))) {
		return mysql.NewSQLError(mysql.ERSpecifiedAccessDenied, mysql.SSClientError,
			"Access denied; you need (at least one of) the RELOAD privilege(s) for this operation")
	}
	if st != nil {
		st.sess.ClearWarnings()
		st.sess.SetLastQueryInfoInt(sql.RowCount, 0)
	}
	if kind == kindReset {
		c.Reset()
	}
	return cb(&sqltypes.Result{}, false)
}

// privilegeVersion is the version of the user database the session's
// privileges were last read at. Any GRANT or REVOKE changes it, so a
// cached result is never served to a session whose privileges changed
// since it was computed. 0 when there is no user database.
func (c *Cache) privilegeVersion(st *connState) uint64 {
	db := c.mysqlDB.Load()
	if db == nil {
		return 0
	}
	db.UserActivePrivilegeSet(st.ctx) // refreshes the session's cached set
	_, v := st.sess.GetPrivilegeSet()
	return v
}

// fastPathDeps fills the dependencies of a result the analyzer never saw.
// The catalog version checked at insert time guarantees the table resolved
// here is the one the query read.
func (c *Cache) fastPathDeps(cp *capture, query, currentDB string) bool {
	f := c.readTarget.Load()
	if f == nil {
		return false
	}
	db, table, ok := (*f)(query)
	if !ok {
		return false
	}
	if db == "" {
		db = currentDB
	}
	cp.deps, ok = c.tableDeps(db, table)
	return ok
}

func (st *connState) hasTemporaryTables() bool {
	t, ok := st.sess.(interface{ HasTemporaryTables() bool })
	return ok && t.HasTemporaryTables()
}

func (st *connState) cacheType() int {
	v, err := st.sess.GetSessionVariable(st.ctx, "query_cache_type")
	if err != nil {
		return typeOff
	}
	switch x := v.(type) {
	case string:
		switch strings.ToUpper(x) {
		case "ON", "1":
			return typeOn
		case "DEMAND", "2":
			return typeDemand
		}
	case int8, int16, int32, int64, int, uint8, uint16, uint32, uint64:
		switch toString(x) {
		case "1":
			return typeOn
		case "2":
			return typeDemand
		}
	}
	return typeOff
}

func (st *connState) autocommit() bool {
	v, err := st.sess.GetSessionVariable(st.ctx, "autocommit")
	if err != nil {
		return true
	}
	switch toString(v) {
	case "0", "OFF", "off", "false":
		return false
	}
	return true
}

// makeKey builds the cache key in the connection's buffer: the session
// context — the user (results are shared by sessions of one account,
// whose privileges were checked when it was computed), the current
// database and the settings of keyVars — and the query text. Contexts
// are numbered (the same context, the same number, for the life of the
// cache), so a key is 8 bytes and the query; past maxContexts distinct
// contexts a key carries its context in full after a 0.
func (c *Cache) makeKey(st *connState, query string) []byte {
	b := st.ctxBuf[:0]
	client := st.sess.Client()
	b = append(b, client.User...)
	b = append(b, 0)
	b = append(b, client.Address...)
	b = append(b, 0)
	b = append(b, st.sess.GetCurrentDatabase()...)
	b = append(b, 0)
	for _, name := range keyVars {
		if v, err := st.sess.GetSessionVariable(st.ctx, name); err == nil {
			b = appendText(b, v)
		}
		b = append(b, 0)
	}
	st.ctxBuf = b
	id := st.lastCtxID
	if id == 0 || !bytes.Equal(b, st.lastCtx) {
		id = c.contextID(b)
		st.lastCtx, st.lastCtxID = append(st.lastCtx[:0], b...), id
	}
	k := binary.LittleEndian.AppendUint64(st.key[:0], id)
	if id == 0 {
		k = binary.AppendUvarint(k, uint64(len(b)))
		k = append(k, b...)
	}
	k = append(k, query...)
	st.key = k
	return k
}

const maxContexts = 1 << 16

// contextID numbers a session context (0: too many to number).
func (c *Cache) contextID(ctx []byte) uint64 {
	c.ctxMu.RLock()
	id, ok := c.contexts[string(ctx)]
	c.ctxMu.RUnlock()
	if ok {
		return id
	}
	c.ctxMu.Lock()
	defer c.ctxMu.Unlock()
	if id, ok := c.contexts[string(ctx)]; ok {
		return id
	}
	if len(c.contexts) >= maxContexts {
		return 0
	}
	id = uint64(len(c.contexts)) + 1
	c.contexts[string(ctx)] = id
	return id
}

// shape returns the shared column definitions equal to fields, and
// whether they are shared. The connection's last shape is checked first,
// without allocating: one client mostly repeats a few queries.
func (st *connState) shape(sh *shapes, fields []*querypb.Field) ([]*querypb.Field, bool) {
	if sameFields(st.lastShape, fields) {
		return st.lastShape, true
	}
	f, shared := sh.intern(fields)
	if shared {
		st.lastShape = f
	}
	return f, shared
}

// toString is a session variable's value as text (appendText).
func toString(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return string(appendText(nil, v))
}

// appendText appends a session variable's value as text: a string as it
// is, NULL as "NULL", an integer in decimal.
func appendText(b []byte, v any) []byte {
	switch x := v.(type) {
	case string:
		return append(b, x...)
	case nil:
		return append(b, "NULL"...)
	}
	if out, ok := intfmt.Append(b, v); ok {
		return out
	}
	return fmt.Append(b, v)
}

// capture collects, on a miss, what the analyzer rule learns about the
// statement and the result rows on their way to the client.
type capture struct {
	limit int64
	seq   uint64 // Cache.seq before the query ran

	// set by the analyzer rule
	analyzed bool
	ok       bool
	deps     []*tableState

	// set by the result callback
	calls   int
	fields  []*querypb.Field
	data    []byte // encoded rows (result.go)
	nrows   int
	refused bool // not a single result set, or larger than limit
}

// cacheable reports whether the result may be cached as far as the
// capture knows: the analyzer rule allowed it (or never ran: see
// fastPathDeps) and it was one result set within query_cache_limit.
func (cp *capture) cacheable() bool {
	return (!cp.analyzed || cp.ok) && !cp.refused && cp.fields != nil
}

func (cp *capture) wrap(cb mysql.ResultSpoolFn) mysql.ResultSpoolFn {
	return func(res *sqltypes.Result, more bool) error {
		cp.record(res, more)
		return cb(res, more)
	}
}

// record copies a batch of the result: go-mysql-server reuses the buffers
// its values point into once the batch is sent.
func (cp *capture) record(res *sqltypes.Result, more bool) {
	cp.calls++
	if cp.refused || (cp.analyzed && !cp.ok) {
		return
	}
	if more || res == nil || (cp.calls == 1 && len(res.Fields) == 0) {
		cp.refuse()
		return
	}
	// A commit to a table the result depends on since the query began
	// means the result will not be cached: stop copying it. Under a
	// steady write load (mysqlslap's mixed) this keeps the cache's cost
	// for results it cannot keep to a few atomic loads.
	if !fresh(cp.deps, cp.seq) {
		cp.refuse()
		return
	}
	if cp.fields == nil {
		cp.fields = res.Fields
	}
	need := 0 // a little more than the batch encodes to
	for _, r := range res.Rows {
		for _, v := range r {
			need += len(v.Raw()) + 3
		}
	}
	if fieldsSize(cp.fields)+int64(len(cp.data)+need) > cp.limit+int64(3*len(res.Rows)*len(cp.fields)) {
		cp.refuse()
		return
	}
	cp.data = encodeRows(slices.Grow(cp.data, need), cp.fields, res.Rows)
	cp.nrows += len(res.Rows)
	if fieldsSize(cp.fields)+int64(len(cp.data)) > cp.limit {
		cp.refuse()
	}
}

func (cp *capture) refuse() {
	cp.refused = true
	cp.fields, cp.data = nil, nil
}
