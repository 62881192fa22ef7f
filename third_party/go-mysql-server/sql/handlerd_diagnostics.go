package sql

import "github.com/dolthub/vitess/go/mysql"

// DiagnosticsItem is the value of a GET DIAGNOSTICS item over the session's
// conditions (its warnings, oldest first, as SHOW WARNINGS lists them):
// NUMBER and ROW_COUNT with condition 0 (statement information), or item
// name of condition number condition (1 the first). handlerd: added.
func DiagnosticsItem(ctx *Context, condition int64, name string) (any, error) {
	warnings := ctx.Session.Warnings() // newest first
	if condition == 0 {
		switch name {
		case "number":
			return int64(len(warnings)), nil
		case "row_count":
			return int64(0), nil
		}
		return nil, mysql.NewSQLError(mysql.ERParseError, mysql.SSClientError, "unknown GET DIAGNOSTICS item %s", name)
	}
	if condition < 1 || condition > int64(len(warnings)) {
		return nil, ErrInvalidConditionNumber()
	}
	w := warnings[int64(len(warnings))-condition]
	switch name {
	case "returned_sqlstate":
		switch {
		case w.SQLState != "":
			return w.SQLState, nil
		case w.Level == "Error":
			return "HY000", nil
		}
		return "01000", nil // a warning or note: MySQL's class 01
	case "mysql_errno":
		return int64(w.Code), nil
	case "message_text":
		return w.Message, nil
	case "class_origin", "subclass_origin":
		return "MySQL", nil
	case "constraint_catalog", "constraint_schema", "constraint_name", "catalog_name", "schema_name",
		"table_name", "column_name", "cursor_name":
		return "", nil
	}
	return nil, mysql.NewSQLError(mysql.ERParseError, mysql.SSClientError, "unknown GET DIAGNOSTICS item %s", name)
}

// ClientErrorForm maps an error to the MySQL error a client would receive
// for it (code, SQLSTATE, text), for the conditions a stored routine's
// handler reads; handlerd's SQL layer sets it to its own mapping.
// handlerd: added.
var ClientErrorForm = func(err error) error { return err }

// ErrInvalidConditionNumber is MySQL's 1758 for a GET DIAGNOSTICS condition
// number that names no condition. handlerd: added.
func ErrInvalidConditionNumber() error {
	return mysql.NewSQLError(1758, "35000", "Invalid condition number")
}
