// handlerd: added file (see HANDLERD.md).

package function

import "time"

// monthsBetween is TIMESTAMPDIFF's whole months from a to b, negative when
// b is earlier, as MySQL computes them (Item_func_timestamp_diff): the
// difference of the calendar months, less one when b's day and time of day
// come before a's within the month.
func monthsBetween(a, b time.Time) int64 {
	sign := int64(1)
	if b.Before(a) {
		a, b, sign = b, a, -1
	}
	months := int64(b.Year()-a.Year())*12 + int64(b.Month()) - int64(a.Month())
	if b.Day() < a.Day() || b.Day() == a.Day() && timeOfDay(b) < timeOfDay(a) {
		months--
	}
	return sign * months
}

func timeOfDay(t time.Time) time.Duration {
	return time.Duration(t.Hour())*time.Hour + time.Duration(t.Minute())*time.Minute +
		time.Duration(t.Second())*time.Second + time.Duration(t.Nanosecond())
}
