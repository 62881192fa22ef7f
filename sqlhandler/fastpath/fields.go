package fastpath

import (
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	querypb "github.com/dolthub/vitess/go/vt/proto/query"
)

// fields describes result columns exactly as go-mysql-server's server does
// (its schemaToFields), so clients cannot tell which path answered.
func fields(ctx *sql.Context, sch sql.Schema, _ sql.Schema, _ []int) []*querypb.Field {
	results := ctx.GetCharacterSetResults()
	out := make([]*querypb.Field, len(sch))
	for i, c := range sch {
		charset := uint32(sql.Collation_Default.CharacterSet())
		if ct, ok := c.Type.(sql.TypeWithCollation); ok {
			charset = uint32(ct.Collation().CharacterSet())
		}
		if types.IsBinaryType(c.Type) {
			charset = uint32(sql.Collation_binary)
		} else if results != sql.CharacterSet_Unspecified {
			charset = uint32(results)
		}
		var flags querypb.MySqlFlag
		if !c.Nullable {
			flags |= querypb.MySqlFlag_NOT_NULL_FLAG
		}
		if c.AutoIncrement {
			flags |= querypb.MySqlFlag_AUTO_INCREMENT_FLAG
		}
		if c.PrimaryKey {
			flags |= querypb.MySqlFlag_PRI_KEY_FLAG
		}
		if types.IsUnsigned(c.Type) {
			flags |= querypb.MySqlFlag_UNSIGNED_FLAG
		}
		out[i] = &querypb.Field{
			Name: c.Name, OrgName: c.Name, Table: c.Source, OrgTable: c.Source, Database: c.DatabaseSource,
			Type: c.Type.Type(), Charset: charset, ColumnLength: c.Type.MaxTextResponseByteLength(ctx), Flags: uint32(flags),
		}
		if types.IsDecimal(c.Type) {
			out[i].Decimals = uint32(c.Type.(sql.DecimalType).Scale())
		} else if types.IsDatetimeType(c.Type) {
			out[i].Decimals = uint32(c.Type.(sql.DatetimeType).Precision())
		}
	}
	return out
}
