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
// was not a member. A SET likewise compares as its string ('x,z', so
// `s = 'z,x'` is false) with strings and as its bits with numbers.

// isEnumOrSet reports whether t is an ENUM or a SET.
func isEnumOrSet(t sql.Type) bool {
	switch t.(type) {
	case types.EnumType, types.SetType:
		return true
	}
	return false
}

// EnumComparison reports how a comparison of l and r must treat an ENUM or
// SET operand: asString (compare as strings), asNumber (compare the ENUM's
// position or the SET's bits with a number), or neither (not an ENUM or SET
// comparison).
func EnumComparison(l, r sql.Type) (asString, asNumber bool) {
	lEnum, rEnum := isEnumOrSet(l), isEnumOrSet(r)
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

// EnumValueString returns the string an ENUM or SET value stands for (its
// member or members).
func EnumValueString(ctx *sql.Context, t sql.Type, v interface{}) (string, error) {
	if s, ok := v.(string); ok {
		return s, nil
	}
	switch t := t.(type) {
	case types.EnumType:
		if u, ok := v.(uint16); ok {
			s, _ := t.At(int(u))
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
	case types.SetType:
		conv, _, err := t.Convert(ctx, v)
		if err != nil {
			if sql.ErrConvertingToSet.Is(err) {
				return "", nil
			}
			return "", err
		}
		return t.BitsToString(conv.(uint64))
	}
	s, _, err := types.LongText.Convert(ctx, v)
	if err != nil {
		return "", err
	}
	return s.(string), nil
}

// enumValuePosition returns an ENUM value's position, or a SET value's bits,
// as a number.
func enumValuePosition(ctx *sql.Context, t sql.Type, v interface{}) (interface{}, error) {
	switch t := t.(type) {
	case types.EnumType:
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
	case types.SetType:
		conv, _, err := t.Convert(ctx, v)
		if err != nil {
			if sql.ErrConvertingToSet.Is(err) {
				return uint64(0), nil
			}
			return nil, err
		}
		return conv, nil
	}
	return v, nil
}

// compareEnum compares left and right (non-NULL values of the operands l and
// r) when one of them is an ENUM or SET, as MySQL does; ok is false when
// neither is.
func compareEnum(ctx *sql.Context, l, r sql.Expression, left, right interface{}) (cmp int, ok bool, err error) {
	lt, rt := l.Type(), r.Type()
	asString, asNumber := EnumComparison(lt, rt)
	switch {
	case asString:
		if isEnumOrSet(lt) {
			if left, err = EnumValueString(ctx, lt, left); err != nil {
				return 0, true, err
			}
		}
		if isEnumOrSet(rt) {
			if right, err = EnumValueString(ctx, rt, right); err != nil {
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
		if isEnumOrSet(lt) {
			if left, err = enumValuePosition(ctx, lt, left); err != nil {
				return 0, true, err
			}
		}
		if isEnumOrSet(rt) {
			if right, err = enumValuePosition(ctx, rt, right); err != nil {
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
