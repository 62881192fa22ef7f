package main

import (
	"testing"
	"time"
)

func TestLatencyBuckets(t *testing.T) {
	prev := -1
	for us := uint64(0); us < 1<<24; us += 1 + us/97 {
		i := latBucket(us)
		if i < prev {
			t.Fatalf("bucket of %d µs (%d) below the previous one (%d)", us, i, prev)
		}
		prev = i
		v := latValue(i)
		if v < us || float64(v-us) > float64(us)*0.016+1 {
			t.Fatalf("%d µs lands in bucket %d with bound %d", us, i, v)
		}
	}
}

func TestLatencyPercentiles(t *testing.T) {
	var l latencies
	for i := 1; i <= 1000; i++ {
		l.add(time.Duration(i) * time.Microsecond)
	}
	if p := l.percentile(50); p < 500*time.Microsecond || p > 508*time.Microsecond {
		t.Errorf("p50 = %v", p)
	}
	if p := l.percentile(99); p < 990*time.Microsecond || p > 1006*time.Microsecond {
		t.Errorf("p99 = %v", p)
	}
	var empty latencies
	if empty.percentile(99) != 0 {
		t.Error("empty histogram")
	}
}
