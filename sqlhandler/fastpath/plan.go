package fastpath

import (
	"context"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/sqltypes"
	querypb "github.com/dolthub/vitess/go/vt/proto/query"

	"handlerd/engines"
)

// boundStmt is a recognised statement bound to one table definition.
type boundStmt struct {
	st    *statement
	def   *engines.TableDef
	index int     // index number the WHERE clause names in full
	key   []value // values for the index's columns, in index order
	// keyInt says which key columns are integers (the others are
	// keyableType text): decided once here, not per execution.
	keyInt []bool
	cols   []int // selected column ordinals
	// want marks a SELECT's cols among the table's columns: a point read
	// decodes only those (engines.ColumnGetter).
	want  []bool
	names []string
	sets  []setCol
	ins   *insertPlan
	rng   *rangePlan
	// schema is a SELECT's result schema; fields its column descriptions
	// for the character_set_results they were made for.
	schema sql.Schema
	fields atomic.Pointer[fieldsFor]
	// privs are the privilege checks for the last database it ran in.
	privs atomic.Pointer[privilegeOps]
}

// fieldsFor is a result's column descriptions for one
// character_set_results.
type fieldsFor struct {
	results sql.CharacterSetID
	fields  []*querypb.Field
}

// boundFor returns st bound to def, reusing the last binding while the
// table's definition is the same object (definitions are replaced, never
// changed, by DDL).
func boundFor(st *statement, def *engines.TableDef) (*boundStmt, bool) {
	if p := st.bound.Load(); p != nil && p.def == def {
		return p, true
	}
	p, ok := bind(st, def)
	if ok {
		st.bound.Store(p)
	}
	return p, ok
}

type setCol struct {
	ord   int
	val   value
	delta int
}

// bind matches st to def; ok is false when the fast path cannot promise
// exactly the results go-mysql-server would give.
func bind(st *statement, def *engines.TableDef) (*boundStmt, bool) {
	// CHECK constraints are go-mysql-server's to evaluate, on INSERT and
	// UPDATE alike.
	if (st.kind == kindInsert || st.kind == kindUpdate) && len(def.Checks) > 0 {
		return nil, false
	}
	for _, c := range def.Schema {
		if c.Generated != nil || c.Virtual {
			return nil, false
		}
		if st.kind == kindUpdate && c.OnUpdate != nil {
			return nil, false
		}
	}
	p := &boundStmt{st: st, def: def, index: -1}
	if st.kind == kindInsert {
		ip, ok := bindInsert(st, def)
		p.ins = ip
		return p, ok
	}
	if st.isRange {
		if !selectColumns(p) || !bindRange(p) {
			return nil, false
		}
		p.schema = resultSchema(p)
		if st.sum {
			p.schema = sql.Schema{{Name: st.sumName, Type: p.rng.sum.Type(), Nullable: p.rng.sum.IsNullable()}}
		}
		return p, true
	}
	for n := 0; n < def.IndexCount() && p.index < 0; n++ {
		if !def.IndexUnique(n) {
			continue
		}
		cols := def.IndexColumns(n)
		if len(cols) != len(st.where) {
			continue
		}
		key := make([]value, len(cols))
		keyInt := make([]bool, len(cols))
		matched := true
		for i, ic := range cols {
			col := def.Schema[ic.Ordinal]
			found := false
			for _, w := range st.where {
				if strings.EqualFold(w.col, col.Name) {
					key[i], found = w.val, true
				}
			}
			// NULLs are not unique in a unique index, and a prefix key part
			// does not identify a row.
			if !found || ic.Prefix > 0 || (n > 0 && col.Nullable) || !keyableType(col.Type) {
				matched = false
				break
			}
			keyInt[i] = types.IsInteger(col.Type)
		}
		if matched {
			p.index, p.key, p.keyInt = n, key, keyInt
		}
	}
	if p.index < 0 {
		return nil, false
	}
	switch st.kind {
	case kindSelect:
		if !selectColumns(p) {
			return nil, false
		}
		p.want = engines.ColumnMask(len(def.Schema), p.cols)
		p.schema = resultSchema(p)
	case kindUpdate:
		for _, a := range st.assign {
			o := def.ColumnIndex(a.col)
			if o < 0 {
				return nil, false
			}
			t := def.Schema[o].Type
			// col +/- n is computed in int64: fine for every integer
			// column but BIGINT UNSIGNED.
			if a.delta != 0 && !(types.IsInteger(t) && t.Type() != sqltypes.Uint64 && !def.Schema[o].AutoIncrement) {
				return nil, false
			}
			if a.delta == 0 && !assignableType(t) {
				return nil, false
			}
			for _, s := range p.sets {
				if s.ord == o {
					return nil, false
				}
			}
			p.sets = append(p.sets, setCol{ord: o, val: a.val, delta: a.delta})
		}
	}
	return p, true
}

// selectColumns resolves a SELECT's columns.
func selectColumns(p *boundStmt) bool {
	if p.st.star {
		for i, c := range p.def.Schema {
			p.cols, p.names = append(p.cols, i), append(p.names, c.Name)
		}
	}
	for _, name := range p.st.cols {
		o := p.def.ColumnIndex(name)
		if o < 0 {
			return false // let go-mysql-server report the unknown column
		}
		p.cols, p.names = append(p.cols, o), append(p.names, name)
	}
	return true
}

// keyableType: integers and text compare with a literal exactly as the
// key encoding does.
func keyableType(t sql.Type) bool {
	return types.IsInteger(t) || (types.IsText(t) && !types.IsBinaryType(t))
}

// assignableType: a SET col = value the fast path converts itself.
func assignableType(t sql.Type) bool {
	return types.IsInteger(t) || (types.IsText(t) && !types.IsBinaryType(t) && !types.IsEnum(t) && !types.IsSet(t))
}

// keyValue converts a WHERE value for a key column, refusing (ok=false)
// whenever go-mysql-server's comparison could differ from the key's
// equality: mixed types, text with trailing spaces, out-of-range numbers.
// col is a keyableType column; integer says whether it is an integer one
// (else it is text), as bind found.
func keyValue(ctx context.Context, col *sql.Column, integer bool, v any) (any, bool) {
	t := col.Type
	switch x := v.(type) {
	case int64, uint64:
		if !integer {
			return nil, false
		}
		c, inRange, err := t.Convert(ctx, x)
		return c, err == nil && inRange == sql.InRange
	case string:
		if integer {
			// WHERE id = '123', as mysqlslap writes its key queries: MySQL
			// compares the number the string spells. Only plain decimal
			// digits are taken (no sign, space, point or exponent, at most
			// 18 of them), whose value is exact; anything else is left to
			// go-mysql-server's conversion and its warnings.
			n, ok := plainDecimal(x)
			if !ok {
				return nil, false
			}
			c, inRange, err := t.Convert(ctx, n)
			return c, err == nil && inRange == sql.InRange
		}
		if strings.HasSuffix(x, " ") {
			return nil, false
		}
		c, inRange, err := t.Convert(ctx, x)
		if err != nil || inRange != sql.InRange {
			return nil, false
		}
		return c, true
	}
	return nil, false
}

// plainDecimal parses s when it is 1 to 18 decimal digits.
func plainDecimal(s string) (int64, bool) {
	if len(s) == 0 || len(s) > 18 {
		return 0, false
	}
	var n int64
	for i := 0; i < len(s); i++ {
		d := s[i] - '0'
		if d > 9 {
			return 0, false
		}
		n = n*10 + int64(d)
	}
	return n, true
}

// setValue converts a SET value, refusing anything go-mysql-server would
// truncate, round or warn about.
func setValue(ctx context.Context, col *sql.Column, v any) (any, bool) {
	if v == nil {
		return nil, col.Nullable
	}
	t := col.Type
	switch x := v.(type) {
	case int64, uint64:
		if !types.IsInteger(t) {
			return nil, false
		}
	case string:
		if !types.IsText(t) {
			return nil, false
		}
		if st, ok := t.(sql.StringType); ok && int64(len([]rune(x))) > st.MaxCharacterLength() {
			return nil, false
		}
		if s, ok := plainText(t, x); ok {
			if len(s) == len(x) {
				return v, true // the caller's interface: no allocation
			}
			return s, true
		}
	default:
		return nil, false
	}
	c, inRange, err := t.Convert(ctx, v)
	return c, err == nil && inRange == sql.InRange
}

// plainText is what StringType.Convert makes of string x for text column
// type t (types.ConvertToBytes), without its copies, in the cases where
// that is x itself (less a CHAR's trailing spaces): a character set of
// multi-byte characters, valid UTF-8, within the column's length (the
// caller checked the characters; TEXT types count bytes). ok is false for
// any other case, which Convert then handles.
func plainText(t sql.Type, x string) (string, bool) {
	st, ok := t.(types.StringType)
	if !ok || st.CharacterSet().MaxLength() <= 1 || !utf8.ValidString(x) {
		return "", false
	}
	switch st.Type() {
	case sqltypes.Char:
		return strings.TrimRight(x, " "), true
	case sqltypes.VarChar:
		return x, true
	case sqltypes.Text:
		return x, int64(len(x)) <= st.MaxByteLength()
	}
	return "", false
}
