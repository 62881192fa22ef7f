// Command hsclient sends HandlerSocket requests and prints the answers.
//
//	hsclient -h 127.0.0.1 -p 9999 'P 1 test t PRIMARY id,v' '1 = 1 5'
//
// Each argument is one request. Its fields are separated by tabs if it has
// any, else by spaces; a field written \N is NULL, and \t, \n, \\ and \0
// stand for tab, newline, backslash and a 0x00 byte. Without arguments,
// requests are read from standard input, one a line. All requests are sent
// pipelined in one write; each answer is printed as one line of
// tab-separated fields, NULL as \N and tab, newline, backslash and 0x00
// escaped as above. The exit status is 1 if any answer is an error.
//
// With -bench it is a load generator instead:
//
//	hsclient -p 9998 -bench 10s -c 16 -depth 16 'P 1 sbtest sbtest1 PRIMARY c' '1 = 1 {key}'
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"net"
	"os"
	"runtime/pprof"
	"strings"
	"time"

	"handlerd/nosql/handlersocket/hsclient"
)

func main() {
	host := flag.String("h", "127.0.0.1", "server host")
	port := flag.String("p", "9999", "server port (9998: read-only, 9999: read-write)")
	secret := flag.String("secret", "", "send 'A 1 <secret>' first")
	timeout := flag.Duration("timeout", 10*time.Second, "connect and I/O timeout")
	benchFor := flag.Duration("bench", 0, "run the last request, {key} replaced by random keys, for this long (see -c, -depth, -keys)")
	conns := flag.Int("c", 16, "-bench: connections")
	depth := flag.Int("depth", 1, "-bench: requests pipelined per write")
	keys := flag.Int("keys", 1000000, "-bench: keys are 1..keys")
	loop := flag.Bool("loop", true, "-bench: serve every connection from one epoll loop (Linux; false: a goroutine each)")
	cpuProfile := flag.String("cpuprofile", "", "-bench: write a CPU profile of the load generator to this file")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: hsclient [flags] [request ...]\n")
		fmt.Fprintf(os.Stderr, "       hsclient -bench 10s [-c 16] [-depth 1] [-keys N] [setup request ...] 'template {key}'\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *benchFor > 0 {
		if *cpuProfile != "" {
			f, err := os.Create(*cpuProfile)
			if err != nil {
				fail(err)
			}
			if err := pprof.StartCPUProfile(f); err != nil {
				fail(err)
			}
			defer f.Close()
			defer pprof.StopCPUProfile()
		}
		if err := bench(net.JoinHostPort(*host, *port), *secret, *timeout, *benchFor, *conns, *depth, *keys, *loop, flag.Args()); err != nil {
			pprof.StopCPUProfile()
			fail(err)
		}
		return
	}

	reqs, err := requests(flag.Args())
	if err != nil {
		fail(err)
	}
	c, err := hsclient.DialTimeout(net.JoinHostPort(*host, *port), *timeout)
	if err != nil {
		fail(err)
	}
	defer c.Close()
	if *secret != "" {
		if err := c.Auth(*secret); err != nil {
			fail(err)
		}
	}
	resps, err := c.Execute(reqs...)
	out := bufio.NewWriter(os.Stdout)
	status := 0
	for _, r := range resps {
		fmt.Fprintf(out, "%d\t%d", r.Code, r.N)
		for _, f := range r.Fields {
			out.WriteByte('\t')
			out.WriteString(format(f))
		}
		out.WriteByte('\n')
		if r.Code != 0 {
			status = 1
		}
	}
	out.Flush()
	if err != nil {
		fail(err)
	}
	os.Exit(status)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "hsclient:", err)
	os.Exit(2)
}

func requests(args []string) ([]hsclient.Request, error) {
	if len(args) == 0 {
		sc := bufio.NewScanner(os.Stdin)
		sc.Buffer(make([]byte, 64<<10), 1<<30)
		for sc.Scan() {
			if strings.TrimSpace(sc.Text()) != "" {
				args = append(args, sc.Text())
			}
		}
		if err := sc.Err(); err != nil {
			return nil, err
		}
	}
	var reqs []hsclient.Request
	for _, a := range args {
		var fields []string
		if strings.Contains(a, "\t") {
			fields = strings.Split(a, "\t")
		} else {
			fields = strings.Fields(a)
		}
		raw := make(hsclient.Raw, len(fields))
		for i, f := range fields {
			v, err := parse(f)
			if err != nil {
				return nil, fmt.Errorf("request %q: %w", a, err)
			}
			raw[i] = v
		}
		reqs = append(reqs, raw)
	}
	return reqs, nil
}

// parse reads a field as typed: \N is NULL; \t \n \\ \0 are escapes.
func parse(f string) ([]byte, error) {
	if f == `\N` {
		return nil, nil
	}
	out := []byte{}
	for i := 0; i < len(f); i++ {
		if f[i] != '\\' {
			out = append(out, f[i])
			continue
		}
		if i++; i == len(f) {
			return nil, fmt.Errorf("trailing backslash")
		}
		switch f[i] {
		case 't':
			out = append(out, '\t')
		case 'n':
			out = append(out, '\n')
		case '0':
			out = append(out, 0)
		case '\\':
			out = append(out, '\\')
		default:
			return nil, fmt.Errorf(`unknown escape \%c`, f[i])
		}
	}
	return out, nil
}

func format(v []byte) string {
	if v == nil {
		return `\N`
	}
	var b bytes.Buffer
	for _, c := range v {
		switch c {
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\\':
			b.WriteString(`\\`)
		case 0:
			b.WriteString(`\0`)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
