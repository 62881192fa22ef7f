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
func bench(addr, secret string, timeout, d time.Duration, conns, depth, keys int, args []string) error {
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
	var done, failed atomic.Int64
	errs := make(chan error, conns)
	lats := make([]latencies, conns)
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < conns; i++ {
		wg.Add(1)
		go func(seed uint64, lat *latencies) {
			defer wg.Done()
			errs <- benchConn(addr, secret, timeout, start.Add(d), depth, keys, seed, setup, prefix, suffix, &done, &failed, lat)
		}(uint64(i)+1, &lats[i])
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return err
		}
	}
	el := time.Since(start)
	var lat latencies
	for i := range lats {
		lat.merge(&lats[i])
	}
	fmt.Printf("%d answers in %v: %.0f/s (%d connections, depth %d, %d errors) latency p50 %.3f ms p99 %.3f ms\n",
		done.Load(), el.Round(time.Millisecond), float64(done.Load())/el.Seconds(), conns, depth, failed.Load(),
		float64(lat.percentile(50))/1e6, float64(lat.percentile(99))/1e6)
	return nil
}

func benchConn(addr, secret string, timeout time.Duration, until time.Time, depth, keys int, seed uint64,
	setup []hsclient.Request, prefix, suffix []byte, done, failed *atomic.Int64, lat *latencies) error {
	c, err := hsclient.DialTimeout(addr, timeout)
	if err != nil {
		return err
	}
	defer c.Close()
	if secret != "" {
		if err := c.Auth(secret); err != nil {
			return err
		}
	}
	if len(setup) > 0 {
		rs, err := c.Execute(setup...)
		if err != nil {
			return err
		}
		for _, r := range rs {
			if err := r.Err(); err != nil {
				return fmt.Errorf("setup: %w", err)
			}
		}
	}
	// Lines are written and read raw: the load generator should cost as
	// little as it can next to the server it measures.
	conn := c.Conn()
	w := bufio.NewWriterSize(conn, 64<<10)
	r := bufio.NewReaderSize(conn, 64<<10)
	rng := rand.New(rand.NewPCG(seed, seed*0x9e3779b97f4a7c15))
	line := make([]byte, 0, 256)
	var n, bad int64
	for time.Now().Before(until) {
		for i := 0; i < depth; i++ {
			line = append(append(line[:0], prefix...), strconv.Itoa(rng.IntN(keys)+1)...)
			w.Write(append(line, suffix...))
		}
		sent := time.Now()
		conn.SetDeadline(sent.Add(timeout))
		if err := w.Flush(); err != nil {
			return err
		}
		for i := 0; i < depth; i++ {
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
		n += int64(depth)
	}
	done.Add(n)
	failed.Add(bad)
	return nil
}
