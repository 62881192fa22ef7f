package sqlparser

import (
	"fmt"
	"strings"
)

// handlerd: statements the release did not parse: stored functions (CREATE
// FUNCTION, DROP FUNCTION, SHOW CREATE FUNCTION) and DO.

// CreateFunctionStr is SHOW CREATE FUNCTION's Show.Type.
const CreateFunctionStr = "create function"

// FunctionSpec is a stored function: set for CREATE FUNCTION (every field)
// and DROP FUNCTION (FuncName).
type FunctionSpec struct {
	FuncName        ProcedureName
	Definer         string
	Params          []ProcedureParam // all IN
	Returns         ColumnType
	Characteristics []Characteristic
	Body            Statement // a Return or a BeginEndBlock
}

// formatCreate writes CREATE FUNCTION as the procedure branch of
// DDL.Format writes CREATE PROCEDURE.
func (f *FunctionSpec) formatCreate(buf *TrackedBuffer) {
	sb := strings.Builder{}
	sb.WriteString("create ")
	if f.Definer != "" {
		sb.WriteString(fmt.Sprintf("definer = %s ", f.Definer))
	}
	sb.WriteString(fmt.Sprintf("function %s (", f.FuncName))
	for i, param := range f.Params {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(fmt.Sprintf("%s %s", param.Name, param.Type.String()))
	}
	sb.WriteString(") returns " + f.Returns.String())
	for _, characteristic := range f.Characteristics {
		sb.WriteString(" " + characteristic.String())
	}
	buf.Myprintf("%s %v", sb.String(), f.Body)
}

// Do is DO expr [, expr] ...: MySQL evaluates the expressions and returns
// no rows. handlerd: added.
type Do struct {
	Exprs SelectExprs
}

func (*Do) iStatement() {}

// Format formats the node.
func (node *Do) Format(buf *TrackedBuffer) {
	buf.Myprintf("do %v", node.Exprs)
}

func (node *Do) walkSubtree(visit Visit) error {
	if node == nil {
		return nil
	}
	return Walk(visit, node.Exprs)
}
