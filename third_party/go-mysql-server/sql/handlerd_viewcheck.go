// handlerd: added file (see HANDLERD.md).

package sql

import (
	"strings"

	"github.com/dolthub/vitess/go/mysql"
)

// ViewCheckOptionPrefix starts the name of the check a view WITH CHECK
// OPTION puts on the rows written through it (planbuilder's updatable
// views); the rest is the view's db.name.
const ViewCheckOptionPrefix = "CHECK OPTION "

const erViewCheckFailed = 1369

// CheckViolation is the error for a row failing the check named name:
// MySQL's 1369 for a view's CHECK OPTION, else ErrCheckConstraintViolated.
func CheckViolation(name string) error {
	if view, ok := strings.CutPrefix(name, ViewCheckOptionPrefix); ok {
		return mysql.NewSQLError(erViewCheckFailed, "44000", "CHECK OPTION failed '%s'", view)
	}
	return ErrCheckConstraintViolated.New(name)
}
