package memcached

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"

	"handlerd/engines"
	"handlerd/engines/kv"
)

// The mapping is MySQL's innodb_memcache schema read through the handler
// interface: containers say which table and columns a memcached key maps
// to, cache_policies how each command is served, config_options the
// separator for several value columns. A mapping is immutable; a reload
// builds a new one and swaps it in.

const configDB = "innodb_memcache"

type policy uint8

const (
	polInnoDB policy = iota
	polCacheOnly
	polCaching
	polDisabled
)

var policyNames = map[string]policy{
	"innodb_only": polInnoDB, "cache_only": polCacheOnly, "caching": polCaching, "disabled": polDisabled,
}

func (p policy) String() string {
	for n, q := range policyNames {
		if q == p {
			return n
		}
	}
	return "?"
}

// policies are the cache_policies columns.
type policies struct{ get, set, del, flush policy }

// container is one row of innodb_memcache.containers, resolved.
type container struct {
	name     string
	tbl      engines.Table
	eng      engines.Engine
	def      *engines.TableDef
	keyCol   int
	valCols  []int
	flagsCol int // -1 when unmapped
	casCol   int
	expCol   int
	index    int          // index number used for key lookups
	pkIsKey  bool         // the primary key is exactly the key column: use Table.Get
	itemCols []bool       // the columns an item is made of (ColumnGetter's want)
	conv     []stringConv // by column: toColumn without Convert
	// putter is the table's kv.Putter when pkIsKey, for setOp; keep are
	// the columns of a stored row a set keeps (Putter's keep): those of no
	// item field, and the key where a stored key can differ from the
	// client's yet match it (any collation but binary strings': 'ABC' is
	// 'abc' case-insensitively, 'a ' is 'a' under PAD SPACE).
	putter   kv.Putter
	keep     []bool
	sep      []byte
	watch    *watch // the table's commit generation (caching)
	tcache   *cache // the caching policy's cache for this container
	observed bool   // the engine reports commits, so tcache can be trusted
}

type mapping struct {
	containers map[string]*container
	def        *container // the default container; nil if none is usable
	pol        policies
	sep        string
	delim      string // table_map_delimiter, between container and key in @@c.key
	mapped     bool   // innodb_memcache.containers exists
	defs       []*engines.TableDef
}

// lookup finds a container by name (case-sensitive, like the VARCHAR
// primary key MySQL compared with a binary search).
func (m *mapping) lookup(name string) *container { return m.containers[name] }

// readAll returns every row of a table in primary key order.
func readAll(t engines.Table, e engines.Engine) ([]sql.Row, error) {
	tx, err := e.Begin(engines.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	it, err := t.Read(tx, engines.ReadRequest{})
	if err != nil {
		return nil, err
	}
	defer it.Close()
	var rows []sql.Row
	for {
		r, err := it.Next()
		if err == io.EOF {
			return rows, nil
		}
		if err != nil {
			return nil, err
		}
		rows = append(rows, r)
	}
}

// column returns a row's value of the named column as text.
func column(def *engines.TableDef, row sql.Row, name string) (string, bool) {
	i := def.ColumnIndex(name)
	if i < 0 || row[i] == nil {
		return "", false
	}
	return stringOf(def.Schema[i].Type, row[i]), true
}

// loadMapping reads the three configuration tables and resolves every
// container. Containers that do not check out are logged and skipped, as
// the plugin refused them at load.
func (s *Server) loadMapping() (*mapping, error) {
	m := &mapping{containers: map[string]*container{}, sep: "|", delim: "."}
	ctbl, ceng, err := s.r.OpenTable(configDB, "containers")
	if err != nil {
		var nst *engines.NoSuchTableError
		if errors.As(err, &nst) {
			// No innodb_memcache schema: plain memcached, as the plugin's
			// default engine would serve it.
			m.pol = policies{polCacheOnly, polCacheOnly, polCacheOnly, polCacheOnly}
			return m, nil
		}
		return nil, err
	}
	m.mapped = true
	s.watchTable(ceng, ctbl.Def(), true)
	m.defs = append(m.defs, ctbl.Def())

	if t, e, err := s.r.OpenTable(configDB, "config_options"); err == nil {
		s.watchTable(e, t.Def(), true)
		m.defs = append(m.defs, t.Def())
		rows, err := readAll(t, e)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			name, _ := column(t.Def(), r, "name")
			val, _ := column(t.Def(), r, "value")
			if len(val) > 32 {
				val = val[:32] // MAX_DELIMITER_LEN
			}
			switch name {
			case "separator":
				m.sep = val
			case "table_map_delimiter":
				m.delim = val
			}
		}
	}

	m.pol = policies{polInnoDB, polInnoDB, polInnoDB, polInnoDB}
	if t, e, err := s.r.OpenTable(configDB, "cache_policies"); err == nil {
		s.watchTable(e, t.Def(), true)
		m.defs = append(m.defs, t.Def())
		rows, err := readAll(t, e)
		if err != nil {
			return nil, err
		}
		if len(rows) > 0 { // only the first row counts, as in MySQL
			get := func(col string) policy {
				v, _ := column(t.Def(), rows[0], col)
				if p, ok := policyNames[strings.ToLower(v)]; ok {
					return p
				}
				return polInnoDB
			}
			m.pol = policies{get("get_policy"), get("set_policy"), get("delete_policy"), get("flush_policy")}
		}
	}

	rows, err := readAll(ctbl, ceng)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, r := range rows {
		c, err := s.resolveContainer(m, ctbl.Def(), r)
		if err != nil {
			s.log.Warn("memcached: container skipped", "container", c.name, "err", err)
			continue
		}
		m.containers[c.name] = c
		m.defs = append(m.defs, c.def)
		names = append(names, c.name)
	}
	sort.Strings(names)
	if c := m.containers["default"]; c != nil {
		m.def = c
	} else if len(names) > 0 {
		m.def = m.containers[names[0]]
	}
	return m, nil
}

func (s *Server) resolveContainer(m *mapping, cdef *engines.TableDef, r sql.Row) (*container, error) {
	get := func(col string) string { v, _ := column(cdef, r, col); return v }
	c := &container{name: get("name"), flagsCol: -1, casCol: -1, expCol: -1, sep: []byte(m.sep)}
	db, table := get("db_schema"), get("db_table")
	t, e, err := s.r.OpenTable(db, table)
	if err != nil {
		return c, err
	}
	def := t.Def()
	c.tbl, c.eng, c.def = t, e, def
	if c.keyCol = def.ColumnIndex(strings.TrimSpace(get("key_columns"))); c.keyCol < 0 {
		return c, fmt.Errorf("key column %q not in %s", get("key_columns"), def.QualifiedName())
	}
	if kt := def.Schema[c.keyCol].Type; !types.IsText(kt) && !types.IsBinaryType(kt) {
		return c, fmt.Errorf("key column %s must be CHAR or VARCHAR", def.Schema[c.keyCol].Name)
	}
	// value_columns splits on any of " ;,|\n" (innodb_config_parse_value_col).
	for _, name := range strings.FieldsFunc(get("value_columns"), func(r rune) bool { return strings.ContainsRune(" ;,|\n", r) }) {
		i := def.ColumnIndex(name)
		if i < 0 {
			return c, fmt.Errorf("value column %q not in %s", name, def.QualifiedName())
		}
		c.valCols = append(c.valCols, i)
	}
	if len(c.valCols) == 0 {
		return c, fmt.Errorf("no value columns")
	}
	optional := func(col string) (int, error) {
		v := strings.TrimSpace(get(col))
		if v == "" || v == "0" {
			return -1, nil
		}
		i := def.ColumnIndex(v)
		if i < 0 {
			return -1, fmt.Errorf("%s %q not in %s", col, v, def.QualifiedName())
		}
		if !types.IsInteger(def.Schema[i].Type) {
			return -1, fmt.Errorf("%s %s must be an integer column", col, v)
		}
		return i, nil
	}
	if c.flagsCol, err = optional("flags"); err != nil {
		return c, err
	}
	if c.casCol, err = optional("cas_column"); err != nil {
		return c, err
	}
	if c.expCol, err = optional("expire_time_column"); err != nil {
		return c, err
	}
	idx, ok := def.IndexNumber(get("unique_idx_name_on_key"))
	if !ok {
		return c, fmt.Errorf("no index %q on %s", get("unique_idx_name_on_key"), def.QualifiedName())
	}
	cols := def.IndexColumns(idx)
	if !def.IndexUnique(idx) || len(cols) != 1 || cols[0].Ordinal != c.keyCol || cols[0].Prefix != 0 {
		return c, fmt.Errorf("index %s must be a unique index on exactly the key column", def.IndexName(idx))
	}
	c.index, c.pkIsKey = idx, idx == 0
	c.conv = make([]stringConv, len(def.Schema))
	for i, col := range def.Schema {
		c.conv[i] = newStringConv(col.Type)
	}
	c.itemCols = make([]bool, len(def.Schema))
	for _, col := range append([]int{c.flagsCol, c.casCol, c.expCol}, c.valCols...) {
		if col >= 0 {
			c.itemCols[col] = true
		}
	}
	if p, ok := t.(kv.Putter); ok && c.pkIsKey {
		c.putter = p
		c.keep = make([]bool, len(def.Schema))
		for i := range c.keep {
			c.keep[i] = !c.itemCols[i]
		}
		// Binary strings are keys byte for byte: a stored key matching
		// the client's is the client's.
		c.keep[c.keyCol] = !types.IsBinaryType(def.Schema[c.keyCol].Type)
	}
	c.watch, c.observed = s.watchTable(e, def, false)
	c.tcache = s.tableCache(c.name)
	return c, nil
}
