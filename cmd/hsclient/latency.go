package main

import (
	"math/bits"
	"time"
)

// latencies is a fixed-size histogram of request latencies in
// microseconds: exact below 128 µs, then 64 sub-buckets per power of two
// (under 1.6% error), so a long -bench run costs no memory per request.
// Each connection keeps its own; they are merged at the end.
type latencies struct {
	counts [128 + 58*64]uint64
	n      uint64
}

func latBucket(us uint64) int {
	if us < 128 {
		return int(us)
	}
	e := bits.Len64(us) - 7 // us>>e is in [64, 128)
	i := 128 + (e-1)*64 + int(us>>e) - 64
	if i >= len(latencies{}.counts) {
		i = len(latencies{}.counts) - 1
	}
	return i
}

// latValue is the upper bound of bucket i, in microseconds.
func latValue(i int) uint64 {
	if i < 128 {
		return uint64(i)
	}
	e := (i-128)/64 + 1
	m := uint64((i-128)%64 + 64)
	return (m+1)<<e - 1
}

func (l *latencies) add(d time.Duration) {
	us := d.Microseconds()
	if us < 0 {
		us = 0
	}
	l.counts[latBucket(uint64(us))]++
	l.n++
}

func (l *latencies) merge(o *latencies) {
	for i, c := range o.counts {
		l.counts[i] += c
	}
	l.n += o.n
}

// percentile is the smallest bucket bound at or below which p percent of
// the requests finished (the way sysbench reports its percentiles).
func (l *latencies) percentile(p float64) time.Duration {
	if l.n == 0 {
		return 0
	}
	want := uint64(float64(l.n)*p/100 + 0.5)
	if want == 0 {
		want = 1
	}
	var seen uint64
	for i, c := range l.counts {
		seen += c
		if seen >= want {
			return time.Duration(latValue(i)) * time.Microsecond
		}
	}
	return time.Duration(latValue(len(l.counts)-1)) * time.Microsecond
}
