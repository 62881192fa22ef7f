package fastpath

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	ast "github.com/dolthub/vitess/go/vt/sqlparser"

	"handlerd/engines"
	"handlerd/sqlhandler"
)

// INSERT INTO t [(cols)] VALUES (...)[, (...)] with literal values (or
// bind variables) is run here when the table has no triggers, generated
// columns or CHECK constraints (handlerd has no foreign keys), every value
// is an integer for an integer column, a string for a non-binary text
// column or NULL, and every column left out has a literal default, is
// nullable or is the AUTO_INCREMENT column: the cases in which
// go-mysql-server's insert (sql/analyzer/inserts.go, sql/rowexec/insert.go
// and dml_iters.go) converts, numbers and reports exactly as done below.
// INSERT IGNORE, ON DUPLICATE KEY UPDATE, REPLACE, INSERT ... SELECT or
// SET, DEFAULT and expressions go the full way.

func recognizeInsert(s *ast.Insert) (*statement, bool) {
	if s.Action != ast.InsertStr || s.Ignore != "" || s.With != nil || len(s.Partitions) > 0 || len(s.Comments) > 0 ||
		len(s.Returning) > 0 || len(s.OnDup) > 0 || !s.Table.SchemaQualifier.IsEmpty() {
		return nil, false
	}
	var vals ast.Values
	switch r := s.Rows.(type) {
	case *ast.AliasedValues:
		// VALUES ... AS alias (for ON DUPLICATE KEY UPDATE) is refused.
		if !r.As.IsEmpty() || len(r.Columns) > 0 {
			return nil, false
		}
		vals = r.Values
	case ast.AliasedValues:
		if !r.As.IsEmpty() || len(r.Columns) > 0 {
			return nil, false
		}
		vals = r.Values
	case ast.Values:
		vals = r
	}
	if len(vals) == 0 {
		return nil, false
	}
	st := &statement{kind: kindInsert, table: s.Table.Name.String(), db: s.Table.DbQualifier.String()}
	if st.table == "" {
		return nil, false
	}
	for _, c := range s.Columns {
		st.insCols = append(st.insCols, c.String())
	}
	for _, tup := range vals {
		if len(tup) == 0 || (len(st.insCols) > 0 && len(tup) != len(st.insCols)) {
			return nil, false
		}
		row := make([]value, len(tup))
		for i, e := range tup {
			v, ok := valueOf(e)
			if !ok {
				return nil, false
			}
			row[i] = v
		}
		st.rows = append(st.rows, row)
	}
	return st, true
}

// insertPlan is how a recognised INSERT fills its table's rows.
type insertPlan struct {
	// ords are the ordinals the values of a row go to, in order.
	ords []int
	// listed says which ordinals get a value; the others their default.
	listed []bool
	// ai is the AUTO_INCREMENT column's ordinal (-1: none), aiPos its
	// position in a row's values (-1: left out, so always generated).
	ai, aiPos int
}

// bindInsert matches a recognised INSERT to its table definition.
func bindInsert(st *statement, def *engines.TableDef) (*insertPlan, bool) {
	ip := &insertPlan{listed: make([]bool, len(def.Schema)), ai: -1, aiPos: -1}
	if len(st.insCols) == 0 {
		for i := range def.Schema {
			ip.ords = append(ip.ords, i)
		}
	}
	for _, name := range st.insCols {
		o := def.ColumnIndex(name)
		if o < 0 {
			return nil, false
		}
		ip.ords = append(ip.ords, o)
	}
	for _, row := range st.rows {
		if len(row) != len(ip.ords) {
			return nil, false
		}
	}
	for pos, o := range ip.ords {
		if ip.listed[o] {
			return nil, false // a column named twice
		}
		ip.listed[o] = true
		if def.Schema[o].AutoIncrement {
			ip.aiPos = pos
		} else if !assignableType(def.Schema[o].Type) {
			return nil, false
		}
	}
	for o, col := range def.Schema {
		if col.AutoIncrement {
			if ip.ai >= 0 || !types.IsInteger(col.Type) {
				return nil, false
			}
			ip.ai = o
			continue
		}
		if ip.listed[o] {
			continue
		}
		if col.Default == nil && !col.Nullable || col.Default != nil && !col.Default.IsLiteral() {
			return nil, false
		}
	}
	return ip, true
}

// insertRowsOf is an INSERT's rows, converted by prepareInsert.
type insertRowsOf struct {
	rows []sql.Row
	// generate: the rows whose AUTO_INCREMENT value is to be generated;
	// firstGenerated is the first one a NULL or 0 literal asks for it
	// (go-mysql-server's firstGeneratedAutoIncRowIdx, for LAST_INSERT_ID).
	generate       []bool
	firstGenerated int
	// oneRow and oneGenerate hold a one-row INSERT's slices.
	oneRow      [1]sql.Row
	oneGenerate [1]bool
}

// prepareInsert converts an INSERT's rows before anything is done; ok is
// false when a value is not one of the plain cases (the full path takes
// the statement then).
func prepareInsert(ctx *sql.Context, p *boundStmt, h engines.Table, arg args) (*insertRowsOf, bool) {
	ip, def := p.ins, p.def
	// Values of the columns left out: defaults, the same for every row.
	base := make(sql.Row, len(def.Schema))
	for o, col := range def.Schema {
		if ip.listed[o] || o == ip.ai || col.Default == nil {
			continue
		}
		v, err := col.Default.Eval(ctx, nil)
		if err != nil {
			return nil, false
		}
		if v != nil {
			c, inRange, err := col.Type.Convert(ctx, v)
			if err != nil || inRange != sql.InRange {
				return nil, false
			}
			v = c
		}
		if v == nil && !col.Nullable {
			return nil, false
		}
		base[o] = v
	}
	in := &insertRowsOf{}
	rows, generate := in.oneRow[:], in.oneGenerate[:]
	if n := len(p.st.rows); n > 1 {
		rows, generate = make([]sql.Row, n), make([]bool, n)
	}
	firstGenerated := -1
	if ip.ai >= 0 && ip.aiPos < 0 {
		firstGenerated = 0
	}
	for r, vals := range p.st.rows {
		row := base
		if r < len(rows)-1 {
			row = base.Copy() // the last row takes base itself
		}
		for pos, v := range vals {
			x, ok := resolve(v, arg)
			if !ok {
				return nil, false
			}
			o := ip.ords[pos]
			col := def.Schema[o]
			if pos == ip.aiPos {
				switch n := x.(type) {
				case nil:
					generate[r] = true
				case int64, uint64:
					if isZeroInt(n) && !sqlModeEnabled(ctx, sql.NoAutoValueOnZero) {
						generate[r] = true
						break
					}
					c, inRange, err := col.Type.Convert(ctx, n)
					if err != nil || inRange != sql.InRange {
						return nil, false
					}
					row[o] = c
				default:
					return nil, false
				}
				if generate[r] && firstGenerated < 0 {
					firstGenerated = r
				}
				continue
			}
			if row[o], ok = setValue(ctx, col, x); !ok {
				return nil, false
			}
		}
		if ip.ai >= 0 && ip.aiPos < 0 {
			generate[r] = true
		}
		rows[r] = row
	}
	if ip.ai >= 0 {
		// A generated value beyond the column's range is an error of the
		// full path's; hand such statements back before taking values.
		next := h.PeekAutoIncrement() + uint64(len(rows))
		if _, inRange, err := def.Schema[ip.ai].Type.Convert(ctx, next); err != nil || inRange != sql.InRange || next < uint64(len(rows)) {
			return nil, false
		}
	}
	in.rows, in.generate, in.firstGenerated = rows, generate, firstGenerated
	return in, true
}

// insertRows numbers and inserts the rows one by one, as go-mysql-server's
// insert does.
func (f *FastPath) insertRows(ctx *sql.Context, p *boundStmt, h engines.Table, tx engines.Txn, in *insertRowsOf) (*outcome, error) {
	ip, def := p.ins, p.def
	rows, generate, firstGenerated := in.rows, in.generate, in.firstGenerated
	set := sqlhandler.TxnSet(ctx)
	mark := set.Savepoint()
	stmt := set.BeginStatement()
	defer func() {
		set.Release(mark)
		set.EndStatement(stmt)
	}()
	var insertID uint64
	generated := false
	for r, row := range rows {
		if ip.ai >= 0 {
			aiCol := def.Schema[ip.ai]
			var given any
			if !generate[r] {
				given = row[ip.ai]
			}
			if generate[r] || positiveInt(given) {
				// As go-mysql-server's AutoIncrement expression: a value
				// given moves the counter past it, NULL or 0 takes one.
				seq, err := h.NextAutoIncrement(given)
				if err != nil {
					set.RollbackTo(mark)
					return nil, sqlhandler.Translate(err)
				}
				if generate[r] {
					c, inRange, err := aiCol.Type.Convert(ctx, seq)
					if err != nil || inRange != sql.InRange {
						set.RollbackTo(mark)
						return nil, errFallback
					}
					row[ip.ai] = c
				}
			}
		}
		if err := sqlhandler.InsertRow(h, tx, row); err != nil {
			set.RollbackTo(mark)
			return nil, sql.NewWrappedInsertError(row, sqlhandler.Translate(err))
		}
		if ip.ai >= 0 && !generated {
			// MySQL's insert id: the first value generated, else the
			// last row's (go-mysql-server change 91 has the slow path's).
			insertID = uint64(autoIncInt64(row[ip.ai]))
			if r == firstGenerated {
				ctx.SetLastQueryInfoInt(sql.LastInsertId, autoIncInt64(row[ip.ai]))
				generated = true
			}
		}
	}
	return okOutcome(ctx, types.OkResult{RowsAffected: uint64(len(rows)), InsertID: insertID}), nil
}

// sqlModeEnabled is sql.LoadSqlMode(ctx).ModeEnabled(mode) without
// building the mode set: the comma-separated sql_mode is searched in
// place, case-insensitively, as go-mysql-server lowercases and splits it.
func sqlModeEnabled(ctx *sql.Context, mode string) bool {
	v, err := ctx.Session.GetSessionVariable(ctx, sql.SqlModeSessionVar)
	if err != nil {
		return false
	}
	s, ok := v.(string)
	if !ok {
		return sql.LoadSqlMode(ctx).ModeEnabled(mode) // logs the invalid value, as the full path
	}
	for s != "" {
		var elem string
		elem, s, _ = strings.Cut(s, ",")
		if strings.EqualFold(elem, mode) {
			return true
		}
	}
	return false
}

func isZeroInt(v any) bool {
	switch n := v.(type) {
	case int64:
		return n == 0
	case uint64:
		return n == 0
	}
	return false
}

// positiveInt: go-mysql-server stores a negative AUTO_INCREMENT value, or
// a 0 under NO_AUTO_VALUE_ON_ZERO, without touching the counter.
func positiveInt(v any) bool {
	switch n := v.(type) {
	case int8, int16, int32, int64:
		return autoIncInt64(n) > 0
	case uint8, uint16, uint32, uint64:
		return autoIncInt64(n) != 0
	}
	return false
}

// autoIncInt64 is go-mysql-server's toInt64 for an AUTO_INCREMENT value.
func autoIncInt64(v any) int64 {
	switch n := v.(type) {
	case int8:
		return int64(n)
	case uint8:
		return int64(n)
	case int16:
		return int64(n)
	case uint16:
		return int64(n)
	case int32:
		return int64(n)
	case uint32:
		return int64(n)
	case int64:
		return n
	case uint64:
		return int64(n)
	}
	return 0
}
