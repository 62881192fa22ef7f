package sqlhandler

import (
	"errors"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/vitess/go/mysql"

	"handlerd/engines/catalog"
)

// Views, triggers, stored procedures and stored functions are kept in the
// catalog as the SQL that defines them.

var (
	_ sql.ViewDatabase            = (*Database)(nil)
	_ sql.TriggerDatabase         = (*Database)(nil)
	_ sql.StoredProcedureDatabase = (*Database)(nil)
	_ sql.StoredFunctionDatabase  = (*Database)(nil)
)

func sqlMode(ctx *sql.Context) string {
	if m, err := ctx.GetSessionVariable(ctx, "sql_mode"); err == nil {
		s, _ := m.(string)
		return s
	}
	return ""
}

func (d *Database) createObject(o catalog.Object, exists error) error {
	err := d.p.cat.CreateObject(d.name, o)
	var dup *catalog.TableExistsError
	if errors.As(err, &dup) {
		return exists
	}
	return translate(err)
}

func (d *Database) dropObject(kind, name string, missing error) error {
	ok, err := d.p.cat.DropObject(d.name, kind, name)
	if err != nil {
		return translate(err)
	}
	if !ok {
		return missing
	}
	return nil
}

// CreateView implements sql.ViewDatabase.
func (d *Database) CreateView(ctx *sql.Context, name, selectStatement, createViewStmt string) error {
	now := time.Now().UTC()
	return d.createObject(catalog.Object{Kind: catalog.KindView, Name: name, Definition: selectStatement,
		CreateStatement: createViewStmt, SQLMode: sqlMode(ctx), CreatedAt: now, ModifiedAt: now},
		sql.ErrExistingView.New(d.name, name))
}

// DropView implements sql.ViewDatabase.
func (d *Database) DropView(ctx *sql.Context, name string) error {
	return d.dropObject(catalog.KindView, name, sql.ErrViewDoesNotExist.New(d.name, name))
}

func viewDefinition(o catalog.Object) sql.ViewDefinition {
	return sql.ViewDefinition{Name: o.Name, TextDefinition: o.Definition, CreateViewStatement: o.CreateStatement, SqlMode: o.SQLMode}
}

// GetViewDefinition implements sql.ViewDatabase.
func (d *Database) GetViewDefinition(ctx *sql.Context, name string) (sql.ViewDefinition, bool, error) {
	o, ok := d.p.cat.Object(d.name, catalog.KindView, name)
	return viewDefinition(o), ok, nil
}

// AllViews implements sql.ViewDatabase.
func (d *Database) AllViews(ctx *sql.Context) ([]sql.ViewDefinition, error) {
	var out []sql.ViewDefinition
	for _, o := range d.p.cat.Objects(d.name, catalog.KindView) {
		out = append(out, viewDefinition(o))
	}
	return out, nil
}

// GetTriggers implements sql.TriggerDatabase.
func (d *Database) GetTriggers(ctx *sql.Context) ([]sql.TriggerDefinition, error) {
	var out []sql.TriggerDefinition
	for _, o := range d.p.cat.Objects(d.name, catalog.KindTrigger) {
		out = append(out, sql.TriggerDefinition{Name: o.Name, CreateStatement: o.CreateStatement, CreatedAt: o.CreatedAt, SqlMode: o.SQLMode})
	}
	return out, nil
}

// CreateTrigger implements sql.TriggerDatabase.
func (d *Database) CreateTrigger(ctx *sql.Context, def sql.TriggerDefinition) error {
	return d.createObject(catalog.Object{Kind: catalog.KindTrigger, Name: def.Name, CreateStatement: def.CreateStatement,
		SQLMode: def.SqlMode, CreatedAt: def.CreatedAt, ModifiedAt: def.CreatedAt},
		mysql.NewSQLError(1359, "HY000", "Trigger already exists"))
}

// DropTrigger implements sql.TriggerDatabase.
func (d *Database) DropTrigger(ctx *sql.Context, name string) error {
	return d.dropObject(catalog.KindTrigger, name, sql.ErrTriggerDoesNotExist.New(name))
}

func procedureDetails(o catalog.Object) sql.StoredProcedureDetails {
	return sql.StoredProcedureDetails{Name: o.Name, CreateStatement: o.CreateStatement, CreatedAt: o.CreatedAt, ModifiedAt: o.ModifiedAt, SqlMode: o.SQLMode}
}

// routine returns the stored procedure or function (kind) named name.
func (d *Database) routine(kind, name string) (sql.StoredProcedureDetails, bool) {
	o, ok := d.p.cat.Object(d.name, kind, name)
	return procedureDetails(o), ok
}

// routines returns every stored procedure or function (kind).
func (d *Database) routines(kind string) []sql.StoredProcedureDetails {
	var out []sql.StoredProcedureDetails
	for _, o := range d.p.cat.Objects(d.name, kind) {
		out = append(out, procedureDetails(o))
	}
	return out
}

// saveRoutine stores a stored procedure or function (kind).
func (d *Database) saveRoutine(kind string, spd sql.StoredProcedureDetails, exists error) error {
	return d.createObject(catalog.Object{Kind: kind, Name: spd.Name, CreateStatement: spd.CreateStatement,
		SQLMode: spd.SqlMode, CreatedAt: spd.CreatedAt, ModifiedAt: spd.ModifiedAt}, exists)
}

// GetStoredProcedure implements sql.StoredProcedureDatabase.
func (d *Database) GetStoredProcedure(ctx *sql.Context, name string) (sql.StoredProcedureDetails, bool, error) {
	spd, ok := d.routine(catalog.KindProcedure, name)
	return spd, ok, nil
}

// GetStoredProcedures implements sql.StoredProcedureDatabase.
func (d *Database) GetStoredProcedures(ctx *sql.Context) ([]sql.StoredProcedureDetails, error) {
	return d.routines(catalog.KindProcedure), nil
}

// SaveStoredProcedure implements sql.StoredProcedureDatabase.
func (d *Database) SaveStoredProcedure(ctx *sql.Context, spd sql.StoredProcedureDetails) error {
	return d.saveRoutine(catalog.KindProcedure, spd, sql.ErrStoredProcedureAlreadyExists.New(spd.Name))
}

// DropStoredProcedure implements sql.StoredProcedureDatabase.
func (d *Database) DropStoredProcedure(ctx *sql.Context, name string) error {
	return d.dropObject(catalog.KindProcedure, name, sql.ErrStoredProcedureDoesNotExist.New(name))
}

// GetStoredFunction implements sql.StoredFunctionDatabase.
func (d *Database) GetStoredFunction(ctx *sql.Context, name string) (sql.StoredProcedureDetails, bool, error) {
	spd, ok := d.routine(catalog.KindFunction, name)
	return spd, ok, nil
}

// GetStoredFunctions implements sql.StoredFunctionDatabase.
func (d *Database) GetStoredFunctions(ctx *sql.Context) ([]sql.StoredProcedureDetails, error) {
	return d.routines(catalog.KindFunction), nil
}

// SaveStoredFunction implements sql.StoredFunctionDatabase.
func (d *Database) SaveStoredFunction(ctx *sql.Context, spd sql.StoredProcedureDetails) error {
	return d.saveRoutine(catalog.KindFunction, spd, mysql.NewSQLError(1304, "42000", "FUNCTION %s already exists", spd.Name))
}

// DropStoredFunction implements sql.StoredFunctionDatabase.
func (d *Database) DropStoredFunction(ctx *sql.Context, name string) error {
	return d.dropObject(catalog.KindFunction, name, plan.ErrFunctionDoesNotExist(d.name, name))
}
