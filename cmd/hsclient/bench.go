package main

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"handlerd/nosql/handlersocket/hsclient"
)

// bench is -bench: from conns connections, after sending setup (the
// arguments but the last) once each, it repeats the last argument with
// {key} replaced by a random integer in [1, keys], depth requests per
// write, for d, and prints the rate of answers and the 50th and 99th
// percentiles of request latency (from the write of a request's batch to
// the read of its answer, so with -depth > 1 a request also waits for the
// ones before it in its batch). The same client for every
// server keeps comparisons fair (bench/ runs it against handlerd and
// MariaDB's plugin).
func bench(addr, secret string, timeout, d time.Duration, conns, depth, keys int, loop bool, args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("-bench needs a request template, such as '1 = 1 {key}'")
	}
	setup, err := requests(args[:len(args)-1])
	if err != nil {
		return err
	}
	tmpl, err := requests(args[len(args)-1:])
	if err != nil {
		return err
	}
	prefix, suffix, ok := bytes.Cut(tmpl[0].AppendTo(nil), []byte("{key}"))
	if !ok {
		return fmt.Errorf("the request template has no {key}")
	}
	b := &benchRun{addr: addr, secret: secret, timeout: timeout, depth: depth, keys: keys,
		setup: setup, prefix: prefix, suffix: suffix}
	lats := make([]latencies, conns)
	start := time.Now()
	b.until = start.Add(d)
	run := runGoroutines
	if loop && loopSupported {
		run = runLoop
	}
	if err := run(b, lats); err != nil {
		return err
	}
	el := time.Since(start)
	var lat latencies
	for i := range lats {
		lat.merge(&lats[i])
	}
	fmt.Printf("%d answers in %v: %.0f/s (%d connections, depth %d, %d errors) latency p50 %.3f ms p99 %.3f ms\n",
		b.done.Load(), el.Round(time.Millisecond), float64(b.done.Load())/el.Seconds(), conns, depth, b.failed.Load(),
		float64(lat.percentile(50))/1e6, float64(lat.percentile(99))/1e6)
	return nil
}

// benchRun is what every connection of a -bench run shares.
type benchRun struct {
	addr, secret   string
	timeout        time.Duration
	until          time.Time
	depth, keys    int
	setup          []hsclient.Request
	prefix, suffix []byte // a request is prefix, the key, suffix

	done, failed atomic.Int64 // answers read, error answers among them
}

// dial opens a connection, authenticates and sends the setup requests.
func (b *benchRun) dial() (*hsclient.Client, error) {
	c, err := hsclient.DialTimeout(b.addr, b.timeout)
	if err != nil {
		return nil, err
	}
	if b.secret != "" {
		if err := c.Auth(b.secret); err != nil {
			c.Close()
			return nil, err
		}
	}
	if len(b.setup) > 0 {
		rs, err := c.Execute(b.setup...)
		if err != nil {
			c.Close()
			return nil, err
		}
		for _, r := range rs {
			if err := r.Err(); err != nil {
				c.Close()
				return nil, fmt.Errorf("setup: %w", err)
			}
		}
	}
	return c, nil
}

// appendBatch appends depth requests with random keys.
func (b *benchRun) appendBatch(dst []byte, rng *rand.Rand) []byte {
	for i := 0; i < b.depth; i++ {
		dst = append(dst, b.prefix...)
		dst = strconv.AppendInt(dst, int64(rng.IntN(b.keys)+1), 10)
		dst = append(dst, b.suffix...)
	}
	return dst
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed*0x9e3779b97f4a7c15)) }

// runGoroutines serves each connection from a goroutine of its own,
// through the net package (-loop=false, and where there is no epoll).
func runGoroutines(b *benchRun, lats []latencies) error {
	errs := make(chan error, len(lats))
	var wg sync.WaitGroup
	for i := range lats {
		wg.Add(1)
		go func(seed uint64, lat *latencies) {
			defer wg.Done()
			errs <- b.conn(seed, lat)
		}(uint64(i)+1, &lats[i])
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func (b *benchRun) conn(seed uint64, lat *latencies) error {
	c, err := b.dial()
	if err != nil {
		return err
	}
	defer c.Close()
	// Lines are written and read raw: the load generator should cost as
	// little as it can next to the server it measures.
	conn := c.Conn()
	r := bufio.NewReaderSize(conn, 64<<10)
	rng := newRand(seed)
	var batch []byte
	var n, bad int64
	for time.Now().Before(b.until) {
		batch = b.appendBatch(batch[:0], rng)
		sent := time.Now()
		conn.SetDeadline(sent.Add(b.timeout))
		if _, err := conn.Write(batch); err != nil {
			return err
		}
		for i := 0; i < b.depth; i++ {
			ans, err := r.ReadSlice('\n')
			if err != nil && err != bufio.ErrBufferFull {
				return err
			}
			for err == bufio.ErrBufferFull { // a long answer
				_, err = r.ReadSlice('\n')
			}
			if len(ans) == 0 || ans[0] != '0' {
				bad++
			}
			lat.add(time.Since(sent))
		}
		n += int64(b.depth)
	}
	b.done.Add(n)
	b.failed.Add(bad)
	return nil
}
