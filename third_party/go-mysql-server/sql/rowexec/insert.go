// Copyright 2023 Dolthub, Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

package rowexec

import (
	"fmt"
	"io"
	"regexp"

	"github.com/dolthub/vitess/go/vt/proto/query"
	"github.com/shopspring/decimal"
	"gopkg.in/src-d/go-errors.v1"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/expression/function"
	"github.com/dolthub/go-mysql-server/sql/plan"
	"github.com/dolthub/go-mysql-server/sql/transform"
	"github.com/dolthub/go-mysql-server/sql/types"
)

type insertIter struct {
	schema      sql.Schema
	inserter    sql.RowInserter
	replacer    sql.RowReplacer
	updater     sql.RowUpdater
	rowSource   sql.RowIter
	unlocker    func()
	ctx         *sql.Context
	insertExprs []sql.Expression
	updateExprs []sql.Expression
	checks      sql.CheckConstraints
	tableNode   sql.Node
	closed      bool
	ignore      bool
	// handlerd: lenient is set by IGNORE and by a non-strict sql_mode
	// (MySQL's): a value that does not fit its column is adjusted with a
	// warning instead of failing the statement, and a missing NOT NULL
	// value becomes the column type's implicit default. Only IGNORE
	// also skips rows with duplicate keys. singleRow is a one-row
	// VALUES, where an explicit NULL for a NOT NULL column fails even
	// when not strict.
	lenient, singleRow bool
	returnExprs        []sql.Expression
	returnSchema       sql.Schema

	firstGeneratedAutoIncRowIdx int

	deferredDefaults sql.FastIntSet

	// handlerd: extraReplaced counts the rows REPLACE deleted beyond the
	// first for one new row (it conflicted with several unique keys):
	// MySQL counts each deleted row as affected.
	extraReplaced int
	// rowNumber is the 1-based number of the row being inserted, for
	// warnings. handlerd: added.
	rowNumber int
	// handlerd: what the OK packet of INSERT, REPLACE and ON DUPLICATE
	// KEY UPDATE reports as the insert id (okInsertID): the first id the
	// statement generated, the AUTO_INCREMENT column's value in the last
	// row it wrote, and the count of LAST_INSERT_ID(expr) calls when it
	// began. autoIncCol is that column's index in schema, -1 if none.
	generatedID, lastAutoInc int64
	wroteAutoInc             bool
	startLastInsertIDCalls   int64
	autoIncCol               int
}

// okInsertID is the insert id of the OK packet of INSERT, REPLACE and
// INSERT ... ON DUPLICATE KEY UPDATE, by MySQL's rule (sql_insert.cc):
// the first AUTO_INCREMENT value the statement generated; else the
// argument of a LAST_INSERT_ID(expr) it called; else the AUTO_INCREMENT
// column's value in the last row it inserted or updated (an explicit id,
// an updated row's); else 0. handlerd: the release reported
// LAST_INSERT_ID() as the statement left it, an earlier statement's id
// when this one generated none.
func (i *insertIter) okInsertID(ctx *sql.Context) uint64 {
	switch {
	case i.generatedID > 0:
		return uint64(i.generatedID)
	case ctx.Session.GetLastQueryInfoInt(sql.LastInsertIdCalls) != i.startLastInsertIDCalls:
		return uint64(ctx.Session.GetLastQueryInfoInt(sql.LastInsertId))
	case i.wroteAutoInc:
		return uint64(i.lastAutoInc)
	}
	return 0
}

// noteWritten records the AUTO_INCREMENT column's value in a row the
// statement wrote (see okInsertID).
func (i *insertIter) noteWritten(row sql.Row) {
	if j := i.autoIncCol; j >= 0 && j < len(row) && row[j] != nil {
		i.lastAutoInc, i.wroteAutoInc = toInt64(row[j]), true
	}
}

// autoIncrementColumn is the index of schema's AUTO_INCREMENT column, -1
// if it has none. handlerd: added.
func autoIncrementColumn(schema sql.Schema) int {
	for j, c := range schema {
		if c.AutoIncrement {
			return j
		}
	}
	return -1
}

func getInsertExpressions(values sql.Node) []sql.Expression {
	var exprs []sql.Expression
	transform.Inspect(values, func(node sql.Node) bool {
		switch node := node.(type) {
		case *plan.Project:
			exprs = node.Projections
			return false
		}
		return true
	})
	return exprs
}

func (i *insertIter) Next(ctx *sql.Context) (returnRow sql.Row, returnErr error) {
	row, err := i.rowSource.Next(ctx)
	if err == io.EOF {
		return nil, err
	}

	if err != nil {
		return nil, i.ignoreOrClose(ctx, row, err)
	}
	i.rowNumber++

	// Prune the row down to the size of the schema. It can be larger in the case of running with an outer scope, in which
	// case the additional scope variables are prepended to the row.
	if len(row) > len(i.schema) {
		row = row[len(row)-len(i.schema):]
	}

	err = i.validateNullability(ctx, i.schema, row)
	if err != nil {
		return nil, i.ignoreOrClose(ctx, row, err)
	}

	err = i.evaluateChecks(ctx, row)
	if err != nil {
		return nil, i.ignoreOrClose(ctx, row, err)
	}

	origRow := make(sql.Row, len(row))
	copy(origRow, row)

	// Do any necessary type conversions to the target schema
	for idx, col := range i.schema {
		if row[idx] != nil {
			converted, inRange, cErr := col.Type.Convert(ctx, row[idx])
			if cErr == nil && !inRange {
				cErr = sql.ErrValueOutOfRange.New(row[idx], col.Type)
			}
			if cErr != nil && types.ErrLengthBeyondLimit.Is(cErr) {
				// handlerd: trailing spaces beyond the length are cut with a note
				if trimmed, ok := types.TrimExcessSpaces(ctx, col.Type, row[idx], col.Name); ok {
					converted, cErr = trimmed, nil
				}
			}
			if cErr != nil {
				// Ignore individual column errors when INSERT IGNORE, UPDATE IGNORE, etc. is specified.
				// For JSON column types, always throw an error. MySQL throws the following error even when
				// IGNORE is specified:
				// ERROR 3140 (22032): Invalid JSON text: "Invalid value." at position 0 in value for column
				// 'table.column'.
				if i.lenient && col.Type.Type() != query.Type_JSON {
					if numericType(col.Type) {
						converted = adjustedNumber(ctx, col.Type, row[idx], converted)
						row[idx] = converted
						// Add a warning instead
						ctx.Session.Warn(&sql.Warning{
							Level:   "Note",
							Code:    sql.CastSQLError(cErr).Num,
							Message: cErr.Error(),
						})
					} else {
						row = convertDataAndWarn(ctx, i.schema, row, idx, cErr)
					}
					continue
				} else {
					// Fill in error with information
					if types.ErrLengthBeyondLimit.Is(cErr) {
						cErr = types.ErrLengthBeyondLimit.New(row[idx], col.Name)
					} else if types.IsTimespan(col.Type) && sql.ErrValueOutOfRange.Is(cErr) {
						// handlerd: MySQL's 1292 (incorrect time value)
						cErr = types.ErrConvertingToTimeType.New(row[idx])
					} else if sql.ErrNotMatchingSRID.Is(cErr) {
						cErr = sql.ErrNotMatchingSRIDWithColName.New(col.Name, cErr)
					}
					return nil, sql.NewWrappedInsertError(origRow, cErr)
				}
			}
			// handlerd: a DECIMAL value rounded to the column's scale is a
			// note (1265), as in MySQL.
			if w := types.DecimalRoundingNote(col.Type, col.Name, i.rowNumber, row[idx], converted); w != nil {
				ctx.Session.Warn(w)
			}
			row[idx] = converted
		}
	}

	if i.replacer != nil {
		toReturn := make(sql.Row, len(row)*2)
		for i := 0; i < len(row); i++ {
			toReturn[i+len(row)] = row[i]
		}
		// May have multiple duplicate pk & unique errors due to multiple indexes
		//TODO: how does this interact with triggers?
		deleted := 0
		for {
			if err := i.replacer.Insert(ctx, row); err != nil {
				if !sql.ErrPrimaryKeyViolation.Is(err) && !sql.ErrUniqueKeyViolation.Is(err) {
					i.rowSource.Close(ctx)
					i.rowSource = nil
					return nil, sql.NewWrappedInsertError(row, err)
				}

				ue := err.(*errors.Error).Cause().(sql.UniqueKeyError)
				if err = i.replacer.Delete(ctx, ue.Existing); err != nil {
					i.rowSource.Close(ctx)
					i.rowSource = nil
					return nil, sql.NewWrappedInsertError(row, err)
				}
				// the row had to be deleted, write the values into the toReturn row
				copy(toReturn, ue.Existing)
				if deleted++; deleted > 1 {
					i.extraReplaced++ // handlerd: see extraReplaced
				}
			} else {
				break
			}
		}
		// handlerd: REPLACE sets LAST_INSERT_ID() and its OK packet's
		// insert id as INSERT does (the release returned before).
		i.updateLastInsertId(ctx, row)
		i.noteWritten(row)
		return toReturn, nil
	} else {
		if err := i.inserter.Insert(ctx, row); err != nil {
			if (!sql.ErrPrimaryKeyViolation.Is(err) && !sql.ErrUniqueKeyViolation.Is(err) && !sql.ErrDuplicateEntry.Is(err)) || len(i.updateExprs) == 0 {
				return nil, i.ignoreOrClose(ctx, row, err)
			}

			ue := err.(*errors.Error).Cause().(sql.UniqueKeyError)
			return i.handleOnDuplicateKeyUpdate(ctx, ue.Existing, row)
		}
	}

	i.updateLastInsertId(ctx, row)
	i.noteWritten(row) // handlerd: see okInsertID

	if len(i.returnExprs) > 0 {
		var retExprRow sql.Row
		for _, returnExpr := range i.returnExprs {
			result, err := returnExpr.Eval(ctx, row)
			if err != nil {
				return nil, err
			}
			retExprRow = append(retExprRow, result)
		}
		return retExprRow, nil
	}

	return row, nil
}

func (i *insertIter) handleOnDuplicateKeyUpdate(ctx *sql.Context, oldRow, newRow sql.Row) (returnRow sql.Row, returnErr error) {
	var err error
	updateAcc := append(oldRow, newRow...)
	var evalRow sql.Row
	for _, updateExpr := range i.updateExprs {
		// this SET <val> indexes into LHS, but the <expr> can
		// reference the new row on RHS
		val, err := updateExpr.Eval(i.ctx, updateAcc)
		if err != nil {
			if i.ignore {
				idx, ok := getFieldIndexFromUpdateExpr(updateExpr)
				if !ok {
					return nil, err
				}

				val = convertDataAndWarn(ctx, i.schema, newRow, idx, err)
			} else {
				return nil, err
			}
		}

		updateAcc = val.(sql.Row)
	}
	// project LHS only
	evalRow = updateAcc[:len(oldRow)]

	// Should revaluate the check conditions.
	err = i.evaluateChecks(ctx, evalRow)
	if err != nil {
		return nil, i.ignoreOrClose(ctx, newRow, err)
	}

	err = i.updater.Update(ctx, oldRow, evalRow)
	if err != nil {
		return nil, i.ignoreOrClose(ctx, newRow, err)
	}
	i.noteWritten(evalRow) // handlerd: see okInsertID

	// In the case that we attempted an update, return a concatenated [old,new] row just like update.
	return oldRow.Append(evalRow), nil
}

func getFieldIndexFromUpdateExpr(updateExpr sql.Expression) (int, bool) {
	setField, ok := updateExpr.(*expression.SetField)
	if !ok {
		return 0, false
	}

	getField, ok := setField.LeftChild.(*expression.GetField)
	if !ok {
		return 0, false
	}

	return getField.Index(), true
}

// resolveValues resolves all VALUES functions.
func (i *insertIter) resolveValues(ctx *sql.Context, insertRow sql.Row) error {
	for _, updateExpr := range i.updateExprs {
		var err error
		sql.Inspect(updateExpr, func(expr sql.Expression) bool {
			valuesExpr, ok := expr.(*function.Values)
			if !ok {
				return true
			}
			getField, ok := valuesExpr.Child.(*expression.GetField)
			if !ok {
				err = fmt.Errorf("VALUES functions may only contain column names")
				return false
			}
			valuesExpr.Value = insertRow[getField.Index()]
			return false
		})
		if err != nil {
			return err
		}
	}
	return nil
}

func (i *insertIter) Close(ctx *sql.Context) error {
	if !i.closed {
		i.closed = true
		if i.unlocker != nil {
			i.unlocker()
		}
		var rsErr, iErr, rErr, uErr error
		if i.rowSource != nil {
			rsErr = i.rowSource.Close(ctx)
		}
		if i.inserter != nil {
			iErr = i.inserter.Close(ctx)
		}
		if i.replacer != nil {
			rErr = i.replacer.Close(ctx)
		}
		if i.updater != nil {
			uErr = i.updater.Close(ctx)
		}
		if rsErr != nil {
			return rsErr
		}
		if iErr != nil {
			return iErr
		}
		if rErr != nil {
			return rErr
		}
		if uErr != nil {
			return uErr
		}
	}
	return nil
}

func (i *insertIter) updateLastInsertId(ctx *sql.Context, row sql.Row) {
	if i.firstGeneratedAutoIncRowIdx < 0 {
		return
	}
	if i.firstGeneratedAutoIncRowIdx == 0 {
		autoIncVal := i.getAutoIncVal(row)
		ctx.SetLastQueryInfoInt(sql.LastInsertId, autoIncVal)
		i.generatedID = autoIncVal // handlerd: see okInsertID
	}
	i.firstGeneratedAutoIncRowIdx--
}

func (i *insertIter) getAutoIncVal(row sql.Row) int64 {
	for i, expr := range i.insertExprs {
		if _, ok := expr.(*expression.AutoIncrement); ok {
			return toInt64(row[i])
		}
	}
	return 0
}

func (i *insertIter) ignoreOrClose(ctx *sql.Context, row sql.Row, err error) error {
	if !i.ignore {
		return sql.NewWrappedInsertError(row, err)
	}
	// handlerd: the skipped row's generated AUTO_INCREMENT value goes to
	// the statement's next row, as in MySQL.
	for _, e := range i.insertExprs {
		if ai, ok := e.(*expression.AutoIncrement); ok {
			ai.GiveBack()
		}
	}

	return warnOnIgnorableError(ctx, row, err)
}

// convertDataAndWarn modifies a row with data conversion issues in INSERT/UPDATE IGNORE calls
// Per MySQL docs "Rows set to values that would cause data conversion errors are set to the closest valid values instead"
// cc. https://dev.mysql.com/doc/refman/8.0/en/sql-mode.html#sql-mode-strict
func convertDataAndWarn(ctx *sql.Context, tableSchema sql.Schema, row sql.Row, columnIdx int, err error) sql.Row {
	if types.ErrLengthBeyondLimit.Is(err) {
		maxLength := tableSchema[columnIdx].Type.(sql.StringType).MaxCharacterLength()
		row[columnIdx] = row[columnIdx].(string)[:maxLength] // truncate string
	} else if types.IsTimespan(tableSchema[columnIdx].Type) && sql.ErrValueOutOfRange.Is(err) {
		// handlerd: clipped to TIME's range, as MySQL does
		row[columnIdx], _, _ = tableSchema[columnIdx].Type.Convert(ctx, row[columnIdx])
	} else if numericType(tableSchema[columnIdx].Type) && (sql.ErrValueOutOfRange.Is(err) || types.ErrConvertToDecimalLimit.Is(err)) {
		// handlerd: the nearest value in range, as in INSERT
		t := tableSchema[columnIdx].Type
		converted, _, _ := t.Convert(ctx, row[columnIdx])
		row[columnIdx] = adjustedNumber(ctx, t, row[columnIdx], converted)
	} else {
		row[columnIdx] = tableSchema[columnIdx].Type.Zero()
	}

	sqlerr := sql.CastSQLError(err)

	// Add a warning instead
	if ctx != nil && ctx.Session != nil {
		ctx.Session.Warn(&sql.Warning{
			Level:   "Note",
			Code:    sqlerr.Num,
			Message: err.Error(),
		})
	}

	return row
}

func warnOnIgnorableError(ctx *sql.Context, row sql.Row, err error) error {
	// Check that this error is a part of the list of Ignorable Errors and create the relevant warning
	for _, ie := range plan.IgnorableErrors {
		if ie.Is(err) {
			sqlerr := sql.CastSQLError(err)

			// Add a warning instead
			if ctx != nil && ctx.Session != nil {
				ctx.Session.Warn(&sql.Warning{
					Level:   "Note",
					Code:    sqlerr.Num,
					Message: err.Error(),
				})
			}

			// In this case the default value gets updated so return nil
			if sql.ErrInsertIntoNonNullableDefaultNullColumn.Is(err) {
				return nil
			}

			// Return the InsertIgnore err to ensure our accumulator doesn't count this row.
			return sql.NewIgnorableError(row)
		}
	}

	return err
}

func (i *insertIter) evaluateChecks(ctx *sql.Context, row sql.Row) error {
	for _, check := range i.checks {
		if !check.Enforced {
			continue
		}

		res, err := sql.EvaluateCondition(ctx, check.Expr, row)

		if err != nil {
			return err
		}

		if sql.IsFalse(res) {
			return sql.CheckViolation(check.Name) // handlerd: 1369 for a view's CHECK OPTION
		}
	}

	return nil
}

func (i *insertIter) validateNullability(ctx *sql.Context, dstSchema sql.Schema, row sql.Row) error {
	for count, col := range dstSchema {
		if !col.Nullable && row[count] == nil {
			// In the case of an IGNORE we set the nil value to a default and add a warning
			// handlerd: also when not strict, except an explicit NULL in
			// a one-row VALUES; the warning for a missing value is
			// MySQL's 1364, not 1048.
			missing := i.deferredDefaults.Contains(count)
			if !i.ignore && (!i.lenient || (!missing && i.singleRow)) {
				if missing {
					return sql.ErrInsertIntoNonNullableDefaultNullColumn.New(col.Name)
				}
				return sql.ErrInsertIntoNonNullableProvidedNull.New(col.Name)
			}
			row[count] = col.Type.Zero()
			if missing {
				err := sql.ErrInsertIntoNonNullableDefaultNullColumn.New(col.Name)
				ctx.Session.Warn(&sql.Warning{Level: "Note", Code: sql.CastSQLError(err).Num, Message: err.Error()})
			} else {
				_ = warnOnIgnorableError(ctx, row, sql.ErrInsertIntoNonNullableProvidedNull.New(col.Name)) // will always return nil
			}
		}
	}
	return nil
}

func toInt64(x interface{}) int64 {
	switch x := x.(type) {
	case int:
		return int64(x)
	case uint:
		return int64(x)
	case int8:
		return int64(x)
	case uint8:
		return int64(x)
	case int16:
		return int64(x)
	case uint16:
		return int64(x)
	case int32:
		return int64(x)
	case uint32:
		return int64(x)
	case int64:
		return x
	case uint64:
		return int64(x)
	case float32:
		return int64(x)
	case float64:
		return int64(x)
	default:
		panic(fmt.Sprintf("Expected a numeric auto increment value, but got %T", x))
	}
}

// adjustedNumber is the value MySQL stores for v in a numeric column of
// type t when v does not fit and IGNORE or a non-strict sql_mode adjusts it
// instead of failing: the nearest value of t's range. converted is what
// t.Convert gave (a clipped signed integer; a wrapped unsigned one; nil).
// handlerd: added; the release stored zero or the wrapped value.
func adjustedNumber(ctx *sql.Context, t sql.Type, v, converted any) any {
	f, _, err := types.Float64.Convert(ctx, v)
	sign := 0
	if fv, ok := f.(float64); ok && err == nil {
		switch {
		case fv < 0:
			sign = -1
		case fv > 0:
			sign = 1
		}
	}
	if dt, ok := t.(sql.DecimalType); ok && sign != 0 {
		if _, _, err := t.Convert(ctx, v); err != nil && types.ErrConvertToDecimalLimit.Is(err) {
			p, s := int32(dt.Precision()), int32(dt.Scale())
			max := decimal.New(1, p-s).Sub(decimal.New(1, -s))
			if sign < 0 {
				return max.Neg()
			}
			return max
		}
	}
	if types.IsUnsigned(t) && sign < 0 {
		return t.Zero()
	}
	if converted == nil {
		// '12abc' is 12 (MySQL reads the number it starts with)
		if str, ok := v.(string); ok {
			if prefix := numericPrefix.FindString(str); prefix != "" && prefix != str {
				c, _, _ := t.Convert(ctx, prefix)
				return adjustedNumber(ctx, t, prefix, c)
			}
		}
		return t.Zero()
	}
	return converted
}

// numericPrefix matches the number a string starts with. handlerd: added.
var numericPrefix = regexp.MustCompile(`^\s*[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?`)

// numericType: integer, float and decimal types. handlerd: added.
func numericType(t sql.Type) bool {
	_, n := t.(sql.NumberType)
	_, d := t.(sql.DecimalType)
	return n || d
}
