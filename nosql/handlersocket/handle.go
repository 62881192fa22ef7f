package handlersocket

import (
	"bytes"
	"errors"
	"strings"

	"handlerd/engines"
)

// maxNearID: index ids below it live in a slice, larger ones in a map. The
// plugin keeps a vector as long as the largest id, so "P 4000000000 ..."
// allocates gigabytes there; here it costs one map entry.
const maxNearID = 1024

// handle is an open index (the plugin's prep_stmt): the names the client
// gave, and what they resolve to in the table's current definition.
type handle struct {
	db, table, index string
	cols, fcols      []string

	tbl      engines.Table
	eng      engines.Engine
	def      *engines.TableDef
	idx      int    // index number (0 = primary key)
	keyOrd   []int  // ordinals of the index's key parts
	colOrd   []int  // ordinals of the columns, in request order
	fcolOrd  []int  // ordinals of the filter columns
	readCols []int  // what a plain find reads: columns and filter columns
	readWant []bool // readCols as a mask (engines.ColumnMask)
	codecs   []colCodec
	autoInc  bool

	checked uint64 // batch in which the table was last resolved
	err     string // while the table no longer fits the names: tblnum, idxnum or fld
}

// bind resolves the handle's names in tbl's definition. It returns the
// plugin's error token, or "".
func (h *handle) bind(tbl engines.Table, eng engines.Engine) string {
	def := tbl.Def()
	idx, ok := indexNumber(def, h.index)
	if !ok {
		return "idxnum"
	}
	colOrd, ok1 := ordinals(def, h.cols)
	fcolOrd, ok2 := ordinals(def, h.fcols)
	if !ok1 || !ok2 {
		return "fld"
	}
	h.tbl, h.eng, h.def, h.idx = tbl, eng, def, idx
	h.colOrd, h.fcolOrd = colOrd, fcolOrd
	h.keyOrd = h.keyOrd[:0]
	for _, kc := range def.IndexColumns(idx) {
		h.keyOrd = append(h.keyOrd, kc.Ordinal)
	}
	h.readCols = append(append([]int(nil), colOrd...), fcolOrd...)
	h.readWant = engines.ColumnMask(len(def.Schema), h.readCols)
	h.codecs = make([]colCodec, len(def.Schema))
	for i, col := range def.Schema {
		h.codecs[i] = newColCodec(col)
	}
	h.autoInc = def.AutoIncrementColumn() >= 0
	return ""
}

// indexNumber resolves an index name as the plugin's cmd_open does: a name
// starting with a digit is a number (atoi: leading digits only) counting
// keys as MySQL numbers them (TableDef.KeyOrder: the primary key, unique
// keys, then the rest), so on a table without a primary key 0 is its first
// key; "" is PRIMARY; anything else is an index name. Unlike the plugin
// (strcmp), names match case-insensitively, as MySQL index names do.
func indexNumber(def *engines.TableDef, name string) (int, bool) {
	if name == "" || name[0] < '0' || name[0] > '9' {
		return def.IndexNumber(name)
	}
	keys := def.KeyOrder()
	n := 0
	for i := 0; i < len(name) && name[i] >= '0' && name[i] <= '9'; i++ {
		if n = n*10 + int(name[i]-'0'); n >= len(keys) {
			return 0, false
		}
	}
	return keys[n], true
}

// ordinals resolves column names (case-insensitive, as MySQL column names).
func ordinals(def *engines.TableDef, names []string) ([]int, bool) {
	out := make([]int, len(names))
	for i, n := range names {
		if out[i] = def.ColumnIndex(n); out[i] < 0 {
			return nil, false
		}
	}
	return out, true
}

// splitNames splits a comma-separated column list; "" is no columns, while
// an empty name inside a list ("a,,b") names no column and fails.
func splitNames(b []byte) []string {
	if len(b) == 0 {
		return nil
	}
	return strings.Split(string(b), ",")
}

func (c *conn) getHandle(id uint32) *handle {
	if id < maxNearID {
		if int(id) < len(c.handles) {
			return c.handles[id]
		}
		return nil
	}
	return c.far[id]
}

func (c *conn) setHandle(id uint32, h *handle) {
	if id < maxNearID {
		for int(id) >= len(c.handles) {
			c.handles = append(c.handles, nil)
		}
		c.handles[id] = h
		return
	}
	if h == nil {
		delete(c.far, id)
		return
	}
	if c.far == nil {
		c.far = map[uint32]*handle{}
	}
	c.far[id] = h
}

func (c *conn) openHandles() uint64 {
	n := uint64(len(c.far))
	for _, h := range c.handles {
		if h != nil {
			n++
		}
	}
	return n
}

// ensure re-resolves h's table once a batch, so DDL between batches is
// seen: a dropped table answers tblnum; a changed definition is bound again
// by name (idxnum or fld if the index or a column went away).
func (c *conn) ensure(h *handle) string {
	if h.checked == c.batch {
		return h.err
	}
	h.checked = c.batch
	tbl, eng, err := c.srv.resolver.OpenTable(h.db, h.table)
	switch {
	case err != nil:
		var nst *engines.NoSuchTableError
		if !errors.As(err, &nst) {
			c.srv.log.Warn("resolving table", "db", h.db, "table", h.table, "err", err)
		}
		h.err = "tblnum"
	case tbl.Def() == h.def:
		h.tbl, h.eng, h.err = tbl, eng, ""
	default:
		h.err = h.bind(tbl, eng)
	}
	return h.err
}

// openIndex runs P: the plugin's cmd_open.
func (c *conn) openIndex(r *Request) {
	tbl, eng, err := c.srv.resolver.OpenTable(string(r.DB), string(r.Table))
	if err != nil {
		var nst *engines.NoSuchTableError
		if !errors.As(err, &nst) {
			c.srv.log.Warn("opening table", "db", string(r.DB), "table", string(r.Table), "err", err)
		}
		c.respErr(1, "open_table")
		return
	}
	h := &handle{
		db: string(r.DB), table: string(r.Table), index: string(r.Index),
		cols: splitNames(r.Columns), fcols: splitNames(r.FColumns),
	}
	if msg := h.bind(tbl, eng); msg != "" {
		c.respErr(2, msg) // the id keeps what it had, as in the plugin
		return
	}
	h.checked = c.batch
	c.st.tableOpen++
	c.journal = append(c.journal, undo{id: r.ID, h: c.getHandle(r.ID)})
	c.setHandle(r.ID, h)
	if n := uint64(r.ID) + 1; n > c.slots {
		c.slots = n
	}
	c.respOK()
}

var one = []byte("1")

// auth runs A. A wrong secret also revokes an earlier success, as in the
// plugin; unlike it, the comparison takes the same time whatever the input.
func (c *conn) auth(r *Request) {
	if !bytes.Equal(r.AuthType, one) {
		c.respErr(3, "authtype")
		return
	}
	c.authorized = c.l.checkSecret(r.Secret)
	if !c.authorized {
		c.respErr(3, "unauth")
		return
	}
	c.respOK()
}
