package information_schema

// handlerd: information_schema.ROUTINES rows for stored functions, which
// SHOW FUNCTION STATUS and so mysqldump --routines read.

import (
	"sort"
	"strings"

	ast "github.com/dolthub/vitess/go/vt/sqlparser"

	. "github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/plan"
)

// functionRoutineRows returns a ROUTINES row for every stored function in
// a database privSet lets the client see routines of.
func functionRoutineRows(ctx *Context, c Catalog, privSet PrivilegeSet, characterSetClient, collationConnection any) ([]Row, error) {
	databases, err := AllDatabasesWithNames(ctx, c, false)
	if err != nil {
		return nil, err
	}
	var rows []Row
	for _, db := range databases {
		sfdb, ok := plan.StoredFunctionDb(db.Database)
		if !ok || !hasRoutinePrivsOnDB(privSet, db.SchemaName) {
			continue
		}
		functions, err := sfdb.GetStoredFunctions(ctx)
		if err != nil {
			return nil, err
		}
		sort.Slice(functions, func(i, j int) bool { return functions[i].Name < functions[j].Name }) // as MySQL lists them
		dbCollation := plan.GetDatabaseCollation(ctx, db.Database).String()
		for _, f := range functions {
			stmt, err := ast.ParseWithOptions(ctx, f.CreateStatement, NewSqlModeFromString(f.SqlMode).ParserOptions())
			if err != nil {
				return nil, err
			}
			ddl, ok := stmt.(*ast.DDL)
			if !ok || ddl.FunctionSpec == nil {
				continue
			}
			spec := ddl.FunctionSpec
			dtd := spec.Returns
			dtd.Charset, dtd.Collate = "", "" // MySQL's DTD_IDENTIFIER is the type alone
			body := ""
			if ddl.SubStatementPositionEnd > ddl.SubStatementPositionStart && ddl.SubStatementPositionEnd <= len(f.CreateStatement) {
				body = strings.TrimSpace(f.CreateStatement[ddl.SubStatementPositionStart:ddl.SubStatementPositionEnd])
			}
			deterministic, dataAccess, security, comment := "NO", "CONTAINS SQL", "DEFINER", ""
			for _, ch := range spec.Characteristics {
				switch ch.Type {
				case ast.CharacteristicValue_Deterministic:
					deterministic = "YES"
				case ast.CharacteristicValue_NotDeterministic:
					deterministic = "NO"
				case ast.CharacteristicValue_ContainsSql, ast.CharacteristicValue_NoSql,
					ast.CharacteristicValue_ReadsSqlData, ast.CharacteristicValue_ModifiesSqlData:
					dataAccess = strings.ToUpper(string(ch.Type))
				case ast.CharacteristicValue_SqlSecurityInvoker:
					security = "INVOKER"
				case ast.CharacteristicValue_Comment:
					comment = ch.Comment
				}
			}
			rows = append(rows, Row{
				f.Name,                             // specific_name
				"def",                              // routine_catalog
				db.SchemaName,                      // routine_schema
				f.Name,                             // routine_name
				"FUNCTION",                         // routine_type
				strings.ToLower(spec.Returns.Type), // data_type
				nil, nil, nil, nil, nil, nil, nil,  // lengths, precision, scale, charset, collation
				strings.ToLower(dtd.String()), // dtd_identifier
				"SQL",                         // routine_body
				body,                          // routine_definition
				nil,                           // external_name
				"SQL",                         // external_language
				"SQL",                         // parameter_style
				deterministic,                 // is_deterministic
				dataAccess,                    // sql_data_access
				nil,                           // sql_path
				security,                      // security_type
				f.CreatedAt.UTC(),             // created
				f.ModifiedAt.UTC(),            // last_altered
				f.SqlMode,                     // sql_mode
				comment,                       // routine_comment
				removeBackticks(spec.Definer), // definer
				characterSetClient,            // character_set_client
				collationConnection,           // collation_connection
				dbCollation,                   // database_collation
			})
		}
	}
	return rows, nil
}
