package intfmt

import (
	"math"
	"testing"
)

func TestAppend(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want string
		ok   bool
	}{
		{int64(math.MinInt64), "-9223372036854775808", true},
		{int32(-7), "-7", true},
		{int16(300), "300", true},
		{int8(-128), "-128", true},
		{int(42), "42", true},
		{uint64(math.MaxUint64), "18446744073709551615", true},
		{uint32(7), "7", true},
		{uint16(65535), "65535", true},
		{uint8(255), "255", true},
		{"12", "", false},
		{1.5, "", false},
		{nil, "", false},
	} {
		got, ok := Append([]byte("x="), tc.v)
		if ok != tc.ok || (ok && string(got) != "x="+tc.want) || (!ok && string(got) != "x=") {
			t.Errorf("Append(%T %v) = %q, %v; want %q, %v", tc.v, tc.v, got, ok, tc.want, tc.ok)
		}
	}
}
