// handlerd: added file (see HANDLERD.md).

package sql

import (
	"fmt"
	"strings"
)

// ForeignKeyText describes a foreign key as MySQL's errors 1451 and 1452
// do: "`db`.`child`, CONSTRAINT `fk` FOREIGN KEY (`c`) REFERENCES
// `parent` (`id`) ON DELETE CASCADE" (the parent's database only when it
// is another one; actions only when declared).
func ForeignKeyText(fk ForeignKeyConstraint) string {
	quote := func(names []string) string {
		q := make([]string, len(names))
		for i, n := range names {
			q[i] = "`" + n + "`"
		}
		return strings.Join(q, ", ")
	}
	parent := "`" + fk.ParentTable + "`"
	if fk.ParentDatabase != "" && !strings.EqualFold(fk.ParentDatabase, fk.Database) {
		parent = "`" + fk.ParentDatabase + "`." + parent
	}
	text := fmt.Sprintf("`%s`.`%s`, CONSTRAINT `%s` FOREIGN KEY (%s) REFERENCES %s (%s)",
		fk.Database, fk.Table, fk.Name, quote(fk.Columns), parent, quote(fk.ParentColumns))
	if fk.OnDelete != "" && fk.OnDelete != ForeignKeyReferentialAction_DefaultAction {
		text += " ON DELETE " + string(fk.OnDelete)
	}
	if fk.OnUpdate != "" && fk.OnUpdate != ForeignKeyReferentialAction_DefaultAction {
		text += " ON UPDATE " + string(fk.OnUpdate)
	}
	return text
}
