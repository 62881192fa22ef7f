// Copyright 2026 handlerd authors. Licensed under the Apache License, Version 2.0.

package rowexec

import (
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
)

// columnPrivilegeNames are the privileges SHOW FULL COLUMNS lists, in
// MySQL's order.
var columnPrivilegeNames = []struct {
	priv sql.PrivilegeType
	name string
}{
	{sql.PrivilegeType_Select, "select"},
	{sql.PrivilegeType_Insert, "insert"},
	{sql.PrivilegeType_Update, "update"},
	{sql.PrivilegeType_References, "references"},
}

// columnPrivileges is SHOW FULL COLUMNS' Privileges for a column of the
// table child resolves: those of select, insert, update and references the
// current user holds on it, globally, on its database, its table or the
// column itself, as MySQL lists them ("select,insert,update,references" for
// root).
func columnPrivileges(ctx *sql.Context, child sql.Node, column string) string {
	rt, ok := child.(sql.Nameable)
	if !ok || ctx.Session == nil {
		return ""
	}
	ps, _ := ctx.Session.GetPrivilegeSet()
	if ps == nil {
		return ""
	}
	var dbName string
	if d, ok := child.(sql.Databaser); ok && d.Database() != nil {
		dbName = d.Database().Name()
	}
	db := ps.Database(dbName)
	table := db.Table(rt.Name())
	col := table.Column(column)
	var held []string
	for _, p := range columnPrivilegeNames {
		if ps.Has(p.priv) || db.Has(p.priv) || table.Has(p.priv) || col.Has(p.priv) {
			held = append(held, p.name)
		}
	}
	return strings.Join(held, ",")
}
