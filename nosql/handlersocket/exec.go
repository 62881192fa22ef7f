package handlersocket

import (
	"errors"
	"io"
	"math"
	"slices"
	"strconv"

	"github.com/dolthub/go-mysql-server/sql"

	"handlerd/engines"
	"handlerd/engines/rowenc"
)

// execLine runs one request line and appends its answer.
func (c *conn) execLine(line []byte) {
	c.st.requests++
	r := &c.req
	r.parse(line)
	switch r.Kind {
	case KindOpen:
		c.st.openIndex++
		if c.l.needAuth && !c.authorized {
			c.respErr(3, "unauth")
			return
		}
		c.openIndex(r)
	case KindAuth:
		c.st.auth++
		c.auth(r)
	case KindExec:
		c.marks[c.line].exec = true
		if c.l.needAuth && !c.authorized {
			c.respErr(3, "unauth")
			return
		}
		c.exec(r)
	default:
		c.respErr(2, "cmd")
	}
}

// opKind is what an exec request's op token asks for.
type opKind uint8

const (
	opFind opKind = iota
	opInsert
	opSQL // 'S': parsed by the plugin, never implemented
	opBad
)

func parseOp(b []byte) (opKind, engines.Op) {
	switch string(b) {
	case "=":
		return opFind, engines.OpEQ
	case ">":
		return opFind, engines.OpGT
	case ">=":
		return opFind, engines.OpGE
	case "<":
		return opFind, engines.OpLT
	case "<=":
		return opFind, engines.OpLE
	case "+":
		return opInsert, 0
	case "S":
		return opSQL, 0
	}
	return opBad, 0
}

// maxKeyValues is the most key (or insert) values a request may carry.
// MariaDB's plugin (10.11 as Debian ships it) answers a larger count with
// 2\t1\tfldnum before looking at the rest of the request; DeNA's put
// that many values on the stack.
const maxKeyValues = 32

// exec runs an index request. The checks come in the plugin's order
// (do_exec_on_index, then cmd_exec), since a request can fail several.
func (c *conn) exec(r *Request) {
	if uint64(r.ID) >= c.slots {
		c.respErr(2, "stmtnum")
		return
	}
	if r.KeyCount > maxKeyValues {
		c.respErr(2, "fldnum")
		return
	}
	h := c.getHandle(r.ID)
	if r.ErrInValues {
		c.respErr(2, "invalueslen")
		return
	}
	nff := 0
	if h != nil {
		nff = len(h.fcols)
	}
	for _, f := range r.Filters {
		if f.BadType {
			c.respErr(2, "filtertype")
			return
		}
		if uint64(f.Col) >= uint64(nff) {
			c.respErr(2, "filterfld")
			return
		}
	}
	if h == nil { // an id below the highest one opened, never opened itself
		c.respErr(2, "stmtnum")
		return
	}
	kind, op := parseOp(r.Op)
	switch {
	case kind == opBad:
		c.respErr(2, "op")
	case r.KeyCount == 0:
		c.respErr(2, "klen")
	case kind == opInsert:
		c.insert(h, r)
	case kind == opSQL:
		c.respErr(2, "notimpl")
	default:
		c.find(h, r, op)
	}
}

// keyAt is value i of the key list; values past the end of the line read
// as "" (the plugin's tokenizer yields empty tokens there).
func keyAt(r *Request, i int) []byte {
	if i < len(r.Keys) {
		return r.Keys[i]
	}
	return empty
}

func modAt(r *Request, i int) []byte {
	if i < len(r.ModValues) {
		return r.ModValues[i]
	}
	return empty
}

// insert runs "+": the plugin's cmd_insert_internal.
func (c *conn) insert(h *handle, r *Request) {
	c.st.insert++
	if !c.l.write {
		c.respErr(2, "readonly")
		return
	}
	if msg := c.ensure(h); msg != "" {
		c.respErr(2, msg)
		return
	}
	tx, err := c.txn.For(h.eng)
	if err != nil {
		c.respErr(1, "lock_tables")
		return
	}
	row := c.defaultRow(h)
	n := len(h.colOrd)
	if uint64(r.KeyCount) < uint64(n) {
		n = int(r.KeyCount)
	}
	// The plugin stores each value without clearing the column's NULL bit
	// (set_notnull), so a column named twice is NULL if either value is:
	// values first, NULLs after.
	for i := 0; i < n; i++ {
		if v := keyAt(r, i); v != nil {
			ord := h.colOrd[i]
			row[ord] = h.codecs[ord].fromWire(v)
		}
	}
	for i := 0; i < n; i++ {
		if ord := h.colOrd[i]; keyAt(r, i) == nil && h.codecs[ord].nullable {
			row[ord] = nil
		} // NULL into NOT NULL: Field::set_null() does nothing there
	}
	c.wrote()
	sp := c.txn.Savepoint()
	id, err := h.tbl.Insert(tx, row)
	if err != nil {
		c.txn.RollbackTo(sp)
	}
	c.txn.Release(sp)
	switch {
	case err != nil:
		c.respNum(1, uint64(c.errCode(err)))
	case h.autoInc:
		c.respNum(0, id) // 0 when the row named its own id (plugin issue #78)
	default:
		c.respOK()
	}
}

// defaultRow is the record an insert starts from. The plugin fills it with
// each column's default and then clears every NULL bit, so a column that
// the request does not set gets its DEFAULT if it has a non-NULL one, and
// otherwise the type's zero value (an empty string, 0), never NULL (test18).
func (c *conn) defaultRow(h *handle) sql.Row {
	row := make(sql.Row, len(h.def.Schema))
	for i, col := range h.def.Schema {
		if col.Default != nil && !col.AutoIncrement {
			if v, err := col.Default.Eval(c.sctx.get(), nil); err == nil && v != nil {
				if out, _, err := col.Type.Convert(bg, v); err == nil && out != nil {
					row[i] = out
					continue
				}
			}
		}
		row[i] = h.codecs[i].zero()
	}
	return row
}

// find runs a find, with or without a modifier: the plugin's
// cmd_find_internal.
func (c *conn) find(h *handle, r *Request, op engines.Op) {
	var mop byte
	needRows := true
	if len(r.ModOp) > 0 {
		if !c.l.write {
			c.respErr(2, "readonly")
			return
		}
		mop, needRows = r.ModOp[0], len(r.ModOp) > 1 && r.ModOp[1] == '?'
		switch mop {
		case 'U', '+', '-':
			c.st.update++
		case 'D':
			c.st.delete++
		default:
			c.respErr(2, "modop")
			return
		}
	} else {
		c.st.find++
	}
	if msg := c.ensure(h); msg != "" {
		c.respErr(2, msg)
		return
	}
	tx, err := c.txn.For(h.eng)
	if err != nil {
		c.respErr(1, "lock_tables")
		return
	}
	if uint64(r.KeyCount) > uint64(len(h.keyOrd)) {
		c.respErr(2, "kpnum")
		return
	}
	key := c.key[:0]
	for i := 0; i < int(r.KeyCount); i++ {
		key = append(key, h.keyValue(c, i, keyAt(r, i)))
	}
	c.key = key
	fvals := c.fvals[:0]
	for _, f := range r.Filters {
		var v any
		if f.Value != nil {
			cc := &h.codecs[h.fcolOrd[f.Col]]
			if cc.blob {
				c.respErr(2, "filterblob")
				return
			}
			v = cc.fromWire(f.Value)
		}
		fvals = append(fvals, v)
	}
	c.fvals = fvals

	start := len(c.Out)
	if needRows {
		c.Out = append(c.Out, '0', '\t')
		c.Out = strconv.AppendInt(c.Out, int64(len(h.colOrd)), 10)
	}
	var rows []sql.Row
	if rg, ok := h.tbl.(rowenc.RawGetter); ok && mop == 0 && h.pointFind(r, op, key) {
		c.rawHandle = h
		_, err = rg.GetRaw(tx, key, c.appendRaw)
		c.rawHandle = nil
	} else {
		rows, err = c.scan(h, r, tx, op, key, mop, needRows)
	}
	if err == nil && mop != 0 {
		c.wrote()
		var n uint64
		if n, err = c.modify(h, r, tx, mop, rows); err == nil && !needRows {
			c.respNum(0, n)
		}
	}
	clear(rows)
	c.rows = rows[:0]
	switch {
	case err != nil:
		c.Out = c.Out[:start] // the plugin's dbcb_resp_cancel
		c.respNum(1, uint64(c.errCode(err)))
	case needRows:
		c.Out = append(c.Out, '\n')
	}
}

// pointFind reports whether a find without a modifier reads one row by
// its full primary key and answers it as it is: = on every primary key
// column, no NULL among them, no IN list, no filters, no offset (any limit
// then answers the row, if there is one). Such a find copies the opened
// columns straight from the stored row to the answer (appendRawRow) instead
// of decoding the row first, the answer scan would give.
func (h *handle) pointFind(r *Request, op engines.Op, key []any) bool {
	return op == engines.OpEQ && h.idx == 0 && len(key) == len(h.keyOrd) && !slices.Contains(key, nil) &&
		!r.HasIn && len(r.Filters) == 0 && r.Offset == 0
}

// appendRawRow appends the opened columns of c.rawHandle from a stored row,
// each as appendWire would: strings and binary strings in a UTF-8 or
// binary column are the stored bytes, escaped; anything else is decoded
// first.
func (c *conn) appendRawRow(codec *rowenc.Codec, data []byte) error {
	h := c.rawHandle
	fields, err := codec.Fields(c.fields, data, h.readWant)
	if err != nil {
		return err
	}
	c.fields = fields
	for _, ord := range h.colOrd {
		c.Out = append(c.Out, '\t')
		f, cc := fields[ord], &h.codecs[ord]
		switch {
		case f == nil:
			c.Out = append(c.Out, 0)
		case codec.IsBytes(ord) && (cc.kind == kindBinary || cc.kind == kindText && cc.utf8):
			c.Out = appendEscaped(c.Out, f)
		default:
			v, err := codec.DecodeField(ord, f)
			if err != nil {
				return err
			}
			c.Out = cc.appendWire(&c.sctx, c.Out, v)
		}
	}
	return nil
}

// keyValue converts wire value v for key part i.
func (h *handle) keyValue(c *conn, i int, v []byte) any {
	cc := &h.codecs[h.keyOrd[i]]
	if v == nil {
		if cc.nullable {
			return nil
		}
		// The plugin stores a NULL key value into the key part with
		// set_null (a no-op on a NOT NULL column) and an empty store, so
		// on a NOT NULL column NULL finds what "" does.
		v = empty
	}
	return cc.fromWire(v)
}

// scan walks the index as the plugin's find loop does: limit 0 means 1,
// the offset counts only rows that pass the filters, an F filter skips a
// row, a W filter ends the scan, and with an IN list each value positions
// the index afresh and contributes its first row only. The loop bound is
// computed in uint32 like the plugin's. Rows a modifier will change are
// returned; they are changed after the scan, so an update can never move a
// row into the part of the index still to be read.
func (c *conn) scan(h *handle, r *Request, tx engines.Txn, op engines.Op, key []any, mop byte, needRows bool) ([]sql.Row, error) {
	rows := c.rows[:0]
	limit, skip := r.Limit, r.Offset
	if limit == 0 {
		limit = 1
	}
	// The plugin keeps the IN column in an int: ids of 2^31 and up are
	// negative there and switch the IN list off.
	useIn := r.HasIn && r.InCol <= math.MaxInt32
	var it engines.RowIter
	defer func() {
		if it != nil {
			it.Close()
		}
	}()
	in := 0
	for cnt, first := uint32(0), true; cnt < limit+skip; {
		var row sql.Row
		var err error
		switch {
		case first || useIn:
			if !first {
				// IN values missing from the line are not looked up
				// (the plugin would look up "" for each).
				if in++; in >= len(r.InValues) {
					return rows, nil
				}
			}
			first = false
			if useIn && len(r.InValues) > 0 && int(r.InCol) < len(key) {
				key[r.InCol] = h.keyValue(c, int(r.InCol), r.InValues[in])
			}
			row, it, err = c.position(h, tx, op, key, mop != 0, useIn)
		case it != nil:
			row, err = it.Next()
		default:
			err = io.EOF
		}
		if err == io.EOF {
			if useIn {
				continue // next IN value
			}
			return rows, nil
		}
		if err != nil {
			return rows, err
		}
		if res := c.filter(h, r, row); res < 0 {
			return rows, nil
		} else if res > 0 {
			continue
		}
		if skip > 0 {
			skip--
			continue
		}
		if needRows {
			for _, ord := range h.colOrd {
				c.Out = append(c.Out, '\t')
				c.Out = h.codecs[ord].appendWire(&c.sctx, c.Out, row[ord])
			}
		}
		if mop != 0 {
			rows = append(rows, row)
		}
		cnt++
	}
	return rows, nil
}

// position reads the first row at key; it returns the iterator for the rest
// unless only one row is wanted. A full primary key with = is a point get.
// The rows a modification (forUpdate) will change are read with a locking
// read: the newest versions, locked until the batch commits, as an SQL
// UPDATE reads them.
func (c *conn) position(h *handle, tx engines.Txn, op engines.Op, key []any, forUpdate, single bool) (sql.Row, engines.RowIter, error) {
	if !forUpdate && op == engines.OpEQ && h.idx == 0 && len(key) == len(h.keyOrd) && !slices.Contains(key, nil) {
		var (
			row sql.Row
			ok  bool
			err error
		)
		if cg, isCG := h.tbl.(engines.ColumnGetter); isCG {
			row, ok, err = cg.GetColumns(tx, key, h.readWant)
		} else {
			row, ok, err = h.tbl.Get(tx, key)
		}
		if err == nil && !ok {
			err = io.EOF
		}
		return row, nil, err
	}
	req := engines.RangeFor(h.idx, op, key)
	if forUpdate {
		req.ForUpdate = true // and whole rows
	} else {
		req.Columns = h.readCols
	}
	it, err := h.tbl.Read(tx, req)
	if err != nil {
		return nil, nil, err
	}
	row, err := it.Next()
	if single || err != nil {
		it.Close()
		return row, nil, err
	}
	return row, it, nil
}

// filter applies the request's filters to row: 0 = pass, 1 = skip (F),
// -1 = stop (W). Values compare as the plugin's check_filter does: NULL
// equals NULL and sorts before everything else; otherwise the column type
// compares the row's value with the filter value converted to that type.
func (c *conn) filter(h *handle, r *Request, row sql.Row) int {
	for i, f := range r.Filters {
		ord := h.fcolOrd[f.Col]
		a, b := row[ord], c.fvals[i]
		var cv int
		switch {
		case a == nil && b == nil:
		case a == nil:
			cv = -1
		case b == nil:
			cv = 1
		default:
			var err error
			if cv, err = h.codecs[ord].typ.Compare(bg, a, b); err != nil {
				cv = math.MinInt // matches no operator but != and <, <=
			}
		}
		if !filterHolds(f.Op, cv) {
			if f.Type == 'W' {
				return -1
			}
			return 1
		}
	}
	return 0
}

// filterHolds is the plugin's check_filter: an unknown one-character
// operator, or an unknown two-character one ending in '=', never holds (its
// "FIXME: error"); an operator of any other length ("", "<>", "abc") is
// not looked at and always holds.
func filterHolds(op []byte, cv int) bool {
	if len(op) != 1 && (len(op) != 2 || op[1] != '=') {
		return true
	}
	switch string(op) {
	case "=":
		return cv == 0
	case "!=":
		return cv != 0
	case "<":
		return cv < 0
	case "<=":
		return cv <= 0
	case ">":
		return cv > 0
	case ">=":
		return cv >= 0
	}
	return false
}

// modify applies U, D, + or - to the rows a scan found, inside a savepoint
// so that a failing request changes nothing (the plugin keeps the rows it
// changed before the failure). It returns the number of rows changed.
func (c *conn) modify(h *handle, r *Request, tx engines.Txn, mop byte, rows []sql.Row) (uint64, error) {
	sp := c.txn.Savepoint()
	defer c.txn.Release(sp)
	var n uint64
	for _, old := range rows {
		if r.HasIn && !h.def.Keyless() {
			// An IN list may name a row twice; the plugin changes it
			// twice, each time from what the previous change left.
			cur, ok, err := h.tbl.Get(tx, primaryKey(h.def, old))
			if err != nil {
				c.txn.RollbackTo(sp)
				return 0, err
			}
			if !ok {
				continue
			}
			old = cur
		}
		var err error
		switch mop {
		case 'D':
			if err = h.tbl.Delete(tx, old); errors.Is(err, engines.ErrNotFound) {
				continue
			}
		case 'U':
			nw := slices.Clone(old)
			for i, ord := range h.colOrd {
				if v := modAt(r, i); v != nil {
					nw[ord] = h.codecs[ord].fromWire(v)
				} else if h.codecs[ord].nullable {
					nw[ord] = nil
				}
			}
			err = h.tbl.Update(tx, old, nw)
		default:
			nw, ok := c.arith(h, r, mop, old)
			if !ok {
				continue // - would change a value's sign: not changed, not counted
			}
			err = h.tbl.Update(tx, old, nw)
		}
		if err != nil {
			c.txn.RollbackTo(sp)
			return 0, err
		}
		n++
	}
	return n, nil
}

func primaryKey(def *engines.TableDef, row sql.Row) []any {
	pk := make([]any, len(def.PrimaryKey))
	for i, o := range def.PrimaryKey {
		pk[i] = row[o]
	}
	return pk
}

// arith computes the row + or - make (modify_record): each column whose
// value and operand are both non-NULL is read as an integer (val_int) and
// moved by the operand (atoll: sign and leading digits). For -, a value
// that would change sign (0 may go negative) leaves the whole row alone.
// Columns are moved one after the other, each from the value the previous
// ones left, so a column named twice moves twice, as in the plugin.
func (c *conn) arith(h *handle, r *Request, mop byte, old sql.Row) (sql.Row, bool) {
	nw := slices.Clone(old)
	var num [24]byte
	for i, ord := range h.colOrd {
		mv := modAt(r, i)
		if nw[ord] == nil || mv == nil {
			continue
		}
		cc := &h.codecs[ord]
		llv := atoll(mv)
		if mop == '-' {
			llv = -llv // wraps for MinInt64, as the plugin's subtraction does
		}
		if u, ok := nw[ord].(uint64); ok && u > math.MaxInt64 {
			// val_int would wrap this BIGINT UNSIGNED negative and the store
			// would clamp it to 0; move it in its own range instead.
			nw[ord] = cc.boxUint(addClamped(u, llv))
			continue
		}
		pval := cc.valInt(&c.sctx, nw[ord])
		nval := pval + llv
		if mop == '-' && ((pval < 0 && nval > 0) || (pval > 0 && nval < 0)) {
			return nil, false
		}
		nw[ord] = cc.fromWire(strconv.AppendInt(num[:0], nval, 10))
	}
	return nw, true
}

// addClamped adds d to u > 2^63, clamping at the uint64 range.
func addClamped(u uint64, d int64) uint64 {
	if d >= 0 {
		if s := u + uint64(d); s >= u {
			return s
		}
		return math.MaxUint64
	}
	return u - uint64(-d) // |d| <= 2^63 < u: no underflow
}

// atoll is the plugin's atoll_nocheck: an optional sign, then digits up to
// the first non-digit; overflow wraps.
func atoll(b []byte) int64 {
	neg, i := false, 0
	if len(b) > 0 && (b[0] == '-' || b[0] == '+') {
		neg, i = b[0] == '-', 1
	}
	var v int64
	for ; i < len(b) && b[i] >= '0' && b[i] <= '9'; i++ {
		if neg {
			v = v*10 - int64(b[i]-'0')
		} else {
			v = v*10 + int64(b[i]-'0')
		}
	}
	return v
}

// Answers: "<code>\t1[\t<msg>]\n" and "<code>\t1\t<number>\n".

func appendShort(dst []byte, code int, msg string) []byte {
	dst = strconv.AppendInt(dst, int64(code), 10)
	dst = append(dst, '\t', '1')
	if msg != "" {
		dst = append(append(dst, '\t'), msg...)
	}
	return append(dst, '\n')
}

func appendShortNum(dst []byte, code int, n uint64) []byte {
	dst = strconv.AppendInt(dst, int64(code), 10)
	dst = append(dst, '\t', '1', '\t')
	dst = strconv.AppendUint(dst, n, 10)
	return append(dst, '\n')
}

func (c *conn) respOK() { c.Out = append(c.Out, "0\t1\n"...) }

func (c *conn) respErr(code int, msg string) {
	c.st.errors++
	c.Out = appendShort(c.Out, code, msg)
}

func (c *conn) respNum(code int, n uint64) {
	if code != 0 {
		c.st.errors++
	}
	c.Out = appendShortNum(c.Out, code, n)
}
