package sqlhandler

import (
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/analyzer/analyzererrors"
	"github.com/dolthub/go-mysql-server/sql/types"
)

var _ sql.SchemaValidator = (*Database)(nil)

// ValidateSchema implements sql.SchemaValidator: like MySQL, a table whose
// fixed-size columns could exceed 65,535 bytes per row is refused (TEXT and
// BLOB columns count only their pointer), so a schema accepted here also
// loads into MySQL. handlerd's engines themselves have no such limit.
func (d *Database) ValidateSchema(sch sql.Schema) error {
	if n := maxRowSize(sch); n > types.MaxRowLength {
		return analyzererrors.ErrInvalidRowLength.New(types.MaxRowLength, n)
	}
	return nil
}

// maxRowSize estimates a row's largest size the way go-mysql-server's
// reference tables do (memory.maxRowStorageSize), which follows InnoDB.
func maxRowSize(sch sql.Schema) int64 {
	var n int64
	for _, col := range sch {
		// The order matters: some of these interfaces are satisfied by
		// more than one kind of type (sql.NullType by any).
		switch t := col.Type.(type) {
		case sql.NumberType:
			n += 8
		case sql.StringType:
			if types.IsTextBlob(t) {
				n += 16
			} else {
				n += t.MaxByteLength()
			}
		case types.BitType:
			n += 8
		case sql.DatetimeType:
			n += 8
		case sql.DecimalType:
			n += int64(t.MaximumScale())
		case sql.EnumType:
			n += 2
		case types.JsonType:
			n += 20
		case sql.NullType:
			n++
		case types.TimeType:
			n += 16
		default: // YEAR, SET, spatial ...
			n += 8
		}
	}
	return n
}
