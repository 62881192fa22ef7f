package sqlhandler

import (
	"fmt"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/vitess/go/mysql"

	"handlerd/engines"
)

// CHECK constraints live in the table definition as SQL text;
// go-mysql-server parses and enforces them on INSERT and UPDATE, and checks
// the existing rows before CreateCheck is called.

var (
	_ sql.CheckTable          = (*Table)(nil)
	_ sql.CheckAlterableTable = (*Table)(nil)
)

// GetChecks implements sql.CheckTable.
func (t *Table) GetChecks(*sql.Context) ([]sql.CheckDefinition, error) {
	out := make([]sql.CheckDefinition, len(t.def.Checks))
	for i, c := range t.def.Checks {
		out[i] = sql.CheckDefinition{Name: c.Name, CheckExpression: c.Expr, Enforced: c.Enforced}
	}
	return out, nil
}

// CreateCheck implements sql.CheckAlterableTable. An unnamed check gets
// MySQL's generated name, <table>_chk_<n>.
func (t *Table) CreateCheck(ctx *sql.Context, check *sql.CheckDefinition) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	name := check.Name
	if name == "" {
		name = nextCheckName(old)
	}
	for _, c := range old.Checks {
		if strings.EqualFold(c.Name, name) {
			// MySQL's ER_CHECK_CONSTRAINT_DUP_NAME.
			return mysql.NewSQLError(3822, "HY000", "Duplicate check constraint name '%s'.", name)
		}
	}
	next := old.Clone()
	next.Checks = append(next.Checks, engines.CheckDef{Name: name, Expr: check.CheckExpression, Enforced: check.Enforced})
	return t.replace(ctx, old, next)
}

func nextCheckName(def *engines.TableDef) string {
	for i := 1; ; i++ {
		name := fmt.Sprintf("%s_chk_%d", def.Name, i)
		taken := false
		for _, c := range def.Checks {
			if strings.EqualFold(c.Name, name) {
				taken = true
				break
			}
		}
		if !taken {
			return name
		}
	}
}

// DropCheck implements sql.CheckAlterableTable.
func (t *Table) DropCheck(ctx *sql.Context, name string) error {
	old, err := t.current(ctx)
	if err != nil {
		return err
	}
	next := old.Clone()
	next.Checks = next.Checks[:0]
	found := false
	for _, c := range old.Checks {
		if strings.EqualFold(c.Name, name) {
			found = true
			continue
		}
		next.Checks = append(next.Checks, c)
	}
	if !found {
		return fmt.Errorf("check '%s' was not found on the table", name)
	}
	return t.replace(ctx, old, next)
}
