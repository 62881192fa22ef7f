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

// HandlerStatement is one of MySQL's HANDLER statements:
//
//	HANDLER t OPEN [[AS] alias]
//	HANDLER t READ index {FIRST | NEXT | PREV | LAST} [WHERE ...] [LIMIT ...]
//	HANDLER t READ index {= | <= | >= | < | >} (value, ...) [WHERE ...] [LIMIT ...]
//	HANDLER t READ {FIRST | NEXT} [WHERE ...] [LIMIT ...]
//	HANDLER t CLOSE
//
// handlerd: added.
type HandlerStatement struct {
	Table  TableName
	Alias  TableIdent // OPEN's
	Action string     // HandlerOpenStr, HandlerReadStr, HandlerCloseStr
	Index  string     // READ's index; "" reads in the table's own order
	Mode   string     // READ's: HandlerFirstStr ... or a comparison (EqualStr ...)
	Keys   Exprs      // the values a comparison compares the index's first columns with
	Where  *Where
	Limit  *Limit
}

// HANDLER actions and read modes.
const (
	HandlerOpenStr  = "open"
	HandlerReadStr  = "read"
	HandlerCloseStr = "close"
	HandlerFirstStr = "first"
	HandlerNextStr  = "next"
	HandlerPrevStr  = "prev"
	HandlerLastStr  = "last"
)

func (*HandlerStatement) iStatement() {}

// Format formats the node.
func (node *HandlerStatement) Format(buf *TrackedBuffer) {
	buf.Myprintf("handler %v %s", node.Table, node.Action)
	switch node.Action {
	case HandlerOpenStr:
		if !node.Alias.IsEmpty() {
			buf.Myprintf(" as %v", node.Alias)
		}
	case HandlerReadStr:
		if node.Index != "" {
			buf.Myprintf(" %s", node.Index)
		}
		buf.Myprintf(" %s", node.Mode)
		if node.Keys != nil {
			buf.Myprintf(" (%v)", node.Keys)
		}
		buf.Myprintf("%v%v", node.Where, node.Limit)
	}
}

func (node *HandlerStatement) walkSubtree(visit Visit) error {
	if node == nil {
		return nil
	}
	return Walk(visit, node.Table, node.Keys, node.Where, node.Limit)
}

// GetDiagnostics is GET [CURRENT | STACKED] DIAGNOSTICS: the statement
// information items (NUMBER, ROW_COUNT) or, with a Condition number, that
// condition's (RETURNED_SQLSTATE, MYSQL_ERRNO, MESSAGE_TEXT, ...), each
// into a target variable. handlerd: added.
type GetDiagnostics struct {
	Condition Expr // nil: statement information
	Items     []DiagnosticsItem
}

// DiagnosticsItem is target = item_name; Name is lower case.
type DiagnosticsItem struct {
	Target string
	Name   string
}

func (*GetDiagnostics) iStatement() {}

// Format formats the node.
func (node *GetDiagnostics) Format(buf *TrackedBuffer) {
	buf.Myprintf("get diagnostics")
	if node.Condition != nil {
		buf.Myprintf(" condition %v", node.Condition)
	}
	for i, item := range node.Items {
		sep := ","
		if i == 0 {
			sep = ""
		}
		buf.Myprintf("%s %s = %s", sep, item.Target, item.Name)
	}
}

func (node *GetDiagnostics) walkSubtree(visit Visit) error {
	if node == nil {
		return nil
	}
	return Walk(visit, node.Condition)
}
