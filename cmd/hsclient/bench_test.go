package main

import (
	"bufio"
	"net"
	"strings"
	"testing"
	"time"
)

// fakeServer answers each request line: "0\t1\t<key>" for even keys, an
// error line for odd ones, with the answers of a read written back in
// pieces of 1..7 bytes, so answers arrive split at every point.
func fakeServer(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				r := bufio.NewReader(c)
				piece := 1
				for {
					line, err := r.ReadString('\n')
					if err != nil {
						return
					}
					f := strings.Split(strings.TrimSuffix(line, "\n"), "\t")
					ans := "0\t1\n"
					if f[0] == "1" {
						ans = "0\t1\t" + f[3] + "\n"
						if (f[3][len(f[3])-1]-'0')%2 == 1 {
							ans = "2\t1\tkpnum\n"
						}
					}
					for len(ans) > 0 {
						n := min(piece, len(ans))
						if _, err := c.Write([]byte(ans[:n])); err != nil {
							return
						}
						ans = ans[n:]
						piece = piece%7 + 1
					}
				}
			}()
		}
	}()
	return ln.Addr().String()
}

// Both runners read every answer and count the error answers: about half
// of the random keys are odd.
func TestBenchRunners(t *testing.T) {
	addr := fakeServer(t)
	for _, loop := range []bool{false, true} {
		for _, depth := range []int{1, 16} {
			b := &benchRun{addr: addr, timeout: 5 * time.Second, depth: depth, keys: 1000,
				prefix: []byte("1\t=\t1\t"), suffix: []byte("\n"), until: time.Now().Add(200 * time.Millisecond)}
			b.setup, _ = requests([]string{"P 1 db t PRIMARY c"})
			lats := make([]latencies, 4)
			run := runGoroutines
			if loop {
				if !loopSupported {
					continue
				}
				run = runLoop
			}
			if err := run(b, lats); err != nil {
				t.Fatalf("loop=%v depth %d: %v", loop, depth, err)
			}
			done, failed := b.done.Load(), b.failed.Load()
			var n uint64
			for i := range lats {
				n += lats[i].n
			}
			if done == 0 || done%int64(depth) != 0 || uint64(done) != n || failed < done/3 || failed > done*2/3 {
				t.Errorf("loop=%v depth %d: %d answers, %d latencies, %d errors", loop, depth, done, n, failed)
			}
		}
	}
}
