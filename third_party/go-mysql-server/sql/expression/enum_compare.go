// Copyright 2020-2021 Dolthub, Inc.
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

package expression

import (
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
)

// handlerd: added. In MySQL an ENUM is a string type: compared with a string
// (or another ENUM) it compares as its string, under the collation the two
// sides resolve to (`e < 'b'` is a string comparison, an unknown string is
// no error), and compared with a number it compares as its position
// (`e = 2`). Only ORDER BY (and the ENUM's own index) sorts by position.
// The release compared every operand by position, converting strings to
// positions: `e < 'b'` compared positions and `e IN ('x')` failed when 'x'
// was not a member.

// EnumComparison reports how a comparison of l and r must treat an ENUM
// operand: asString (compare as strings), asNumber (compare the ENUM's
// position with a number), or neither (not an ENUM comparison).
func EnumComparison(l, r sql.Type) (asString, asNumber bool) {
	_, lEnum := l.(sql.EnumType)
	_, rEnum := r.(sql.EnumType)
	if !lEnum && !rEnum {
		return false, false
	}
	isStr := func(t sql.Type, enum bool) bool {
		return enum || types.IsTextOnly(t)
	}
	if isStr(l, lEnum) && isStr(r, rEnum) {
		return true, false
	}
	other := r
	if rEnum {
		other = l
	}
	if types.IsNumber(other) {
		return false, true
	}
	return false, false
}

// EnumValueString returns the member an ENUM value stands for (its position
// or its string).
func EnumValueString(ctx *sql.Context, t sql.EnumType, v interface{}) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case uint16:
		s, _ := t.At(int(v))
		return s, nil
	}
	conv, _, err := t.Convert(ctx, v)
	if err != nil {
		if types.ErrConvertingToEnum.Is(err) {
			return "", nil
		}
		return "", err
	}
	s, _ := t.At(int(conv.(uint16)))
	return s, nil
}

// enumValuePosition returns an ENUM value's position as a number.
func enumValuePosition(ctx *sql.Context, t sql.EnumType, v interface{}) (interface{}, error) {
	if u, ok := v.(uint16); ok {
		return uint64(u), nil
	}
	conv, _, err := t.Convert(ctx, v)
	if err != nil {
		if types.ErrConvertingToEnum.Is(err) {
			return uint64(0), nil
		}
		return nil, err
	}
	return uint64(conv.(uint16)), nil
}

// compareEnum compares left and right (non-NULL values of the operands l and
// r) when one of them is an ENUM, as MySQL does; ok is false when neither is.
func compareEnum(ctx *sql.Context, l, r sql.Expression, left, right interface{}) (cmp int, ok bool, err error) {
	lt, rt := l.Type(), r.Type()
	asString, asNumber := EnumComparison(lt, rt)
	switch {
	case asString:
		if e, isEnum := lt.(sql.EnumType); isEnum {
			if left, err = EnumValueString(ctx, e, left); err != nil {
				return 0, true, err
			}
		}
		if e, isEnum := rt.(sql.EnumType); isEnum {
			if right, err = EnumValueString(ctx, e, right); err != nil {
				return 0, true, err
			}
		}
		if left, _, err = types.LongText.Convert(ctx, left); err != nil {
			return 0, true, err
		}
		if right, _, err = types.LongText.Convert(ctx, right); err != nil {
			return 0, true, err
		}
		lc, lco := sql.GetCoercibility(ctx, l)
		rc, rco := sql.GetCoercibility(ctx, r)
		collation, _ := sql.ResolveCoercibility(lc, lco, rc, rco)
		cmp, err = types.MustCreateString(types.LongText.Type(), types.LongText.Length(), collation).Compare(ctx, left, right)
		return cmp, true, err
	case asNumber:
		if e, isEnum := lt.(sql.EnumType); isEnum {
			if left, err = enumValuePosition(ctx, e, left); err != nil {
				return 0, true, err
			}
		}
		if e, isEnum := rt.(sql.EnumType); isEnum {
			if right, err = enumValuePosition(ctx, e, right); err != nil {
				return 0, true, err
			}
		}
		l, r, err := convertLeftAndRight(ctx, left, right, ConvertToDecimal)
		if err != nil {
			return 0, true, err
		}
		cmp, err = types.InternalDecimalType.Compare(ctx, l, r)
		return cmp, true, err
	}
	return 0, false, nil
}
