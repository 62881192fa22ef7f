// Command soak runs one handlerd under mixed SQL, HandlerSocket and
// memcached load for a bounded time, with random client disconnects and a
// SIGTERM + restart in the middle, then checks that every acknowledged
// write is there:
//
//	go run ./bench/soak [-seconds 180] [-bin bin/handlerd] [-out bench/results/soak.md]
//
// (bench/soak.sh builds handlerd and runs it; SOAK_SECONDS sets -seconds.)
// Everything listens and connects on 127.0.0.1 only.
//
// Load: SQL workers (go-sql-driver/mysql) insert, update, delete, read
// back and commit two-row transactions on soak.sqlkv; HandlerSocket
// workers insert, update, delete and read on soak.hskv through the write
// port, partly pipelined; memcached workers set, delete and get on the
// InnoDB-memcached demo container (test.demo_test). Every key belongs to
// one worker, which remembers the last acknowledged value of each. A
// "random disconnect" sends a write and closes the connection without
// waiting for the answer (SQL: cancels the statement's context after a
// random delay), so its outcome is unknown; the worker never touches that
// key again. Errors while the server is down make the writes in flight
// unknown the same way.
//
// Check, after the last clean shutdown and a restart: a key whose last
// write was acknowledged holds exactly that value (or is absent after an
// acknowledged delete); a key with an unknown last write holds the
// acknowledged value or the unknown one; no key exists that nobody wrote.
// Reads during the run must see the worker's own acknowledged writes.
//
// Reported: operations and acknowledged writes per front door and per
// second, the shutdown's duration, and each handlerd process's peak RSS
// (VmHWM from /proc/<pid>/status).
package main

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/go-sql-driver/mysql"
)

var (
	seconds   = flag.Int("seconds", envInt("SOAK_SECONDS", 180), "length of the run (SOAK_SECONDS)")
	binPath   = flag.String("bin", "bin/handlerd", "handlerd binary")
	outPath   = flag.String("out", "", "also write the report (markdown) to this file")
	sqlW      = flag.Int("sql", 4, "SQL workers")
	hsW       = flag.Int("hs", 3, "HandlerSocket workers")
	mcW       = flag.Int("mc", 3, "memcached workers")
	dropEvery = flag.Int("disconnect", 50, "one write in N (on average) is a random disconnect")
	keepDir   = flag.Bool("keep", false, "keep the datadir and log")
)

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

func main() {
	flag.Parse()
	log.SetFlags(log.Ltime)
	mysql.SetLogger(log.New(io.Discard, "", 0)) // resets are expected
	dir, err := os.MkdirTemp("", "handlerd-soak")
	if err != nil {
		log.Fatal(err)
	}
	if !*keepDir {
		defer os.RemoveAll(dir)
	}
	srv := &server{bin: *binPath, dir: dir}
	for _, p := range []*int{&srv.port, &srv.hsR, &srv.hsW, &srv.mc} {
		*p = freePort()
	}
	if err := srv.start(); err != nil {
		log.Fatal(err)
	}
	defer srv.kill()
	setup(srv)

	r := &run{srv: srv}
	ctx, stop := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for i := 0; i < *sqlW; i++ {
		w := newWorker("sql", i)
		r.workers = append(r.workers, w)
		wg.Add(1)
		go func() { defer wg.Done(); r.sqlWorker(ctx, w) }()
	}
	for i := 0; i < *hsW; i++ {
		w := newWorker("hs", i)
		r.workers = append(r.workers, w)
		wg.Add(1)
		go func() { defer wg.Done(); r.hsWorker(ctx, w) }()
	}
	for i := 0; i < *mcW; i++ {
		w := newWorker("mc", i)
		r.workers = append(r.workers, w)
		wg.Add(1)
		go func() { defer wg.Done(); r.mcWorker(ctx, w) }()
	}
	total := time.Duration(*seconds) * time.Second
	began := time.Now()
	log.Printf("soak: %v of load on MySQL :%d, HandlerSocket :%d/:%d, memcached :%d (datadir %s)",
		total, srv.port, srv.hsR, srv.hsW, srv.mc, dir)
	progress := time.NewTicker(15 * time.Second)
	half := time.After(total / 2)
	end := time.After(total)
loop:
	for {
		select {
		case <-progress.C:
			log.Printf("soak: %s", r.line(time.Since(began)))
		case <-half:
			log.Printf("soak: SIGTERM under load")
			took, err := srv.stop()
			if err != nil {
				log.Fatalf("soak: shutdown: %v\n%s", err, srv.tail())
			}
			r.shutdowns = append(r.shutdowns, took)
			log.Printf("soak: stopped in %v; restarting", took.Round(time.Millisecond))
			if err := srv.start(); err != nil {
				log.Fatal(err)
			}
			log.Printf("soak: serving again")
		case <-end:
			break loop
		}
	}
	stop()
	wg.Wait()
	elapsed := time.Since(began)
	took, err := srv.stop()
	if err != nil {
		log.Fatalf("soak: final shutdown: %v", err)
	}
	r.shutdowns = append(r.shutdowns, took)
	if err := srv.start(); err != nil {
		log.Fatal(err)
	}
	problems := r.check()
	report := r.report(elapsed, problems)
	fmt.Print(report)
	if *outPath != "" {
		if err := os.WriteFile(*outPath, []byte(report), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	srv.stop()
	if len(problems) > 0 {
		os.Exit(1)
	}
}

// ---- the server process

type server struct {
	bin, dir           string
	port, hsR, hsW, mc int
	cmd                *exec.Cmd
	exited             chan struct{}
	logf               *os.File
	peaks              []int64 // VmHWM (kB) of each process so far
	sampling           sync.WaitGroup
	stopSampling       chan struct{}
	mu                 sync.Mutex
}

func (s *server) start() error {
	args := []string{"--no-defaults", "--datadir=" + filepath.Join(s.dir, "data"), "--port=" + strconv.Itoa(s.port),
		"--bind-address=127.0.0.1", "--initialize-insecure", "--innodb-flush-log-at-trx-commit=1",
		"--max-connections=200",
		"--handlersocket-port=" + strconv.Itoa(s.hsR), "--handlersocket-port-wr=" + strconv.Itoa(s.hsW),
		"--handlersocket-address=127.0.0.1",
		fmt.Sprintf("--daemon-memcached-option=-p%d -l 127.0.0.1", s.mc)}
	var err error
	if s.logf, err = os.OpenFile(filepath.Join(s.dir, "handlerd.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644); err != nil {
		return err
	}
	s.cmd = exec.Command(s.bin, args...)
	s.cmd.Stdout, s.cmd.Stderr = s.logf, s.logf
	if err := s.cmd.Start(); err != nil {
		return err
	}
	s.exited = make(chan struct{})
	go func(cmd *exec.Cmd, done chan struct{}) { cmd.Wait(); close(done) }(s.cmd, s.exited)
	deadline := time.Now().Add(60 * time.Second)
	for _, p := range []int{s.port, s.hsW, s.mc} {
		for {
			if c, err := net.DialTimeout("tcp", "127.0.0.1:"+strconv.Itoa(p), time.Second); err == nil {
				c.Close()
				break
			}
			select {
			case <-s.exited:
				return fmt.Errorf("handlerd exited during start:\n%s", s.tail())
			default:
			}
			if time.Now().After(deadline) {
				return fmt.Errorf("handlerd did not listen on %d:\n%s", p, s.tail())
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	s.mu.Lock()
	s.peaks = append(s.peaks, 0)
	idx := len(s.peaks) - 1
	s.mu.Unlock()
	s.stopSampling = make(chan struct{})
	s.sampling.Add(1)
	go s.sample(s.cmd.Process.Pid, idx, s.stopSampling)
	return nil
}

// sample keeps the process's VmHWM (peak resident set) up to date.
func (s *server) sample(pid, idx int, stop chan struct{}) {
	defer s.sampling.Done()
	t := time.NewTicker(500 * time.Millisecond)
	defer t.Stop()
	for {
		if kb := vmHWM(pid); kb > 0 {
			s.mu.Lock()
			s.peaks[idx] = max(s.peaks[idx], kb)
			s.mu.Unlock()
		}
		select {
		case <-stop:
			return
		case <-t.C:
		}
	}
}

func vmHWM(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

// stop sends SIGTERM and waits for a clean exit.
func (s *server) stop() (time.Duration, error) {
	if kb := vmHWM(s.cmd.Process.Pid); kb > 0 { // the last sample before exit
		s.mu.Lock()
		s.peaks[len(s.peaks)-1] = max(s.peaks[len(s.peaks)-1], kb)
		s.mu.Unlock()
	}
	start := time.Now()
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(60 * time.Second):
		s.cmd.Process.Kill()
		<-s.exited
		return time.Since(start), errors.New("no exit within 60s of SIGTERM")
	}
	close(s.stopSampling)
	s.sampling.Wait()
	s.logf.Close()
	if code := s.cmd.ProcessState.ExitCode(); code != 0 {
		return time.Since(start), fmt.Errorf("exit code %d:\n%s", code, s.tail())
	}
	return time.Since(start), nil
}

func (s *server) kill() {
	if s.cmd != nil && s.cmd.Process != nil {
		select {
		case <-s.exited:
		default:
			s.cmd.Process.Kill()
		}
	}
}

func (s *server) tail() string {
	b, _ := os.ReadFile(filepath.Join(s.dir, "handlerd.log"))
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

func freePort() int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func (s *server) dsn() string {
	c := mysql.NewConfig()
	c.User, c.Net, c.Addr, c.DBName = "root", "tcp", "127.0.0.1:"+strconv.Itoa(s.port), "soak"
	c.Timeout, c.ReadTimeout, c.WriteTimeout = 2*time.Second, 30*time.Second, 30*time.Second
	c.InterpolateParams = true
	return c.FormatDSN()
}

func setup(s *server) {
	c := mysql.NewConfig()
	c.User, c.Net, c.Addr = "root", "tcp", "127.0.0.1:"+strconv.Itoa(s.port)
	db, err := sql.Open("mysql", c.FormatDSN())
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	for _, q := range []string{
		"CREATE DATABASE soak",
		"CREATE TABLE soak.sqlkv (k VARCHAR(64) PRIMARY KEY, v BIGINT NOT NULL) ENGINE=BTREE",
		"CREATE TABLE soak.hskv (k VARCHAR(64) PRIMARY KEY, v VARCHAR(32) NOT NULL) ENGINE=BTREE",
	} {
		if _, err := db.Exec(q); err != nil {
			log.Fatalf("%s: %v", q, err)
		}
	}
}

// ---- the model: what each worker knows about its keys

type keyState struct {
	acked    string // last acknowledged value ("" with deleted: none)
	hasAcked bool
	deleted  bool   // the last acknowledged write was a delete
	unknown  bool   // the last write's outcome is unknown: key abandoned
	pending  string // that write's value ("" for a delete)
}

type worker struct {
	door  string
	id    int
	keys  map[string]*keyState
	live  []string // keys with an acknowledged value, not abandoned
	next  int
	ver   int64
	rng   *rand.Rand
	ops   atomic.Int64
	acks  atomic.Int64
	unk   atomic.Int64
	drops atomic.Int64
	errs  atomic.Int64
	bad   []string // read-your-writes violations seen during the run
}

func newWorker(door string, id int) *worker {
	return &worker{door: door, id: id, keys: map[string]*keyState{}, rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), uint64(id)))}
}

func (w *worker) newKey() string {
	w.next++
	return fmt.Sprintf("%s%d-%d", w.door[:1], w.id, w.next)
}

func (w *worker) value() string {
	w.ver++
	return strconv.FormatInt(w.ver, 10)
}

func (w *worker) pickLive() (string, int) {
	if len(w.live) == 0 {
		return "", -1
	}
	i := w.rng.IntN(len(w.live))
	return w.live[i], i
}

func (w *worker) dropLive(i int) {
	w.live[i] = w.live[len(w.live)-1]
	w.live = w.live[:len(w.live)-1]
}

// ack records an acknowledged write (value "" and del: a delete).
func (w *worker) ack(k, v string, del bool) {
	st := w.keys[k]
	if st == nil {
		st = &keyState{}
		w.keys[k] = st
	}
	st.acked, st.hasAcked, st.deleted = v, true, del
	w.acks.Add(1)
}

// lost records a write whose outcome is unknown; the key is abandoned.
func (w *worker) lost(k, v string) {
	st := w.keys[k]
	if st == nil {
		st = &keyState{}
		w.keys[k] = st
	}
	st.unknown, st.pending = true, v
	for i, l := range w.live {
		if l == k {
			w.dropLive(i)
			break
		}
	}
	w.unk.Add(1)
}

func (w *worker) sawWrong(k, got string, present bool) {
	st := w.keys[k]
	want := "absent"
	if st != nil && st.hasAcked && !st.deleted {
		want = st.acked
	}
	if !present {
		got = "absent"
	}
	if got != want && len(w.bad) < 20 {
		w.bad = append(w.bad, fmt.Sprintf("%s read %s = %s, acknowledged %s", w.door, k, got, want))
	}
}

// ---- SQL

func (r *run) sqlWorker(ctx context.Context, w *worker) {
	db, err := sql.Open("mysql", r.srv.dsn())
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for ctx.Err() == nil {
		w.ops.Add(1)
		op := w.rng.IntN(100)
		switch {
		case w.rng.IntN(*dropEvery) == 0: // random disconnect mid-statement
			k, v := w.newKey(), w.value()
			w.drops.Add(1)
			c, cancel := context.WithTimeout(ctx, time.Duration(w.rng.IntN(3000))*time.Microsecond)
			_, err := db.ExecContext(c, "INSERT INTO sqlkv (k, v) VALUES (?, ?)", k, v)
			cancel()
			if err == nil {
				w.ack(k, v, false)
				w.live = append(w.live, k)
			} else {
				w.lost(k, v)
			}
		case op < 35 || len(w.live) < 10:
			k, v := w.newKey(), w.value()
			if _, err := db.ExecContext(ctx, "INSERT INTO sqlkv (k, v) VALUES (?, ?)", k, v); err != nil {
				w.errs.Add(1)
				w.lost(k, v)
				r.pause(ctx)
				continue
			}
			w.ack(k, v, false)
			w.live = append(w.live, k)
		case op < 60:
			k, _ := w.pickLive()
			v := w.value()
			res, err := db.ExecContext(ctx, "UPDATE sqlkv SET v = ? WHERE k = ?", v, k)
			if err != nil {
				w.errs.Add(1)
				w.lost(k, v)
				r.pause(ctx)
				continue
			}
			if n, _ := res.RowsAffected(); n != 1 {
				w.sawWrong(k, "", false)
			}
			w.ack(k, v, false)
		case op < 65:
			k, i := w.pickLive()
			if _, err := db.ExecContext(ctx, "DELETE FROM sqlkv WHERE k = ?", k); err != nil {
				w.errs.Add(1)
				w.lost(k, "")
				r.pause(ctx)
				continue
			}
			w.ack(k, "", true)
			w.dropLive(i)
		case op < 75: // a two-row transaction
			k1, k2, v := w.newKey(), w.newKey(), w.value()
			err := func() error {
				tx, err := db.BeginTx(ctx, nil)
				if err != nil {
					return err
				}
				defer tx.Rollback()
				for _, k := range []string{k1, k2} {
					if _, err := tx.Exec("INSERT INTO sqlkv (k, v) VALUES (?, ?)", k, v); err != nil {
						return err
					}
				}
				return tx.Commit()
			}()
			for _, k := range []string{k1, k2} {
				if err != nil {
					w.lost(k, v)
				} else {
					w.ack(k, v, false)
					w.live = append(w.live, k)
				}
			}
			if err != nil {
				w.errs.Add(1)
				r.pause(ctx)
			}
		default:
			k, _ := w.pickLive()
			var v string
			err := db.QueryRowContext(ctx, "SELECT v FROM sqlkv WHERE k = ?", k).Scan(&v)
			switch {
			case errors.Is(err, sql.ErrNoRows):
				w.sawWrong(k, "", false)
			case err != nil:
				w.errs.Add(1)
				r.pause(ctx)
			default:
				w.sawWrong(k, v, true)
			}
		}
	}
}

func (r *run) pause(ctx context.Context) {
	select {
	case <-ctx.Done():
	case <-time.After(50 * time.Millisecond):
	}
}

// ---- line protocols (HandlerSocket, memcached text)

type lineConn struct {
	c net.Conn
	r *bufio.Reader
}

func dialLine(ctx context.Context, port int) (*lineConn, error) {
	for ctx.Err() == nil {
		c, err := net.DialTimeout("tcp", "127.0.0.1:"+strconv.Itoa(port), time.Second)
		if err == nil {
			return &lineConn{c: c, r: bufio.NewReader(c)}, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return nil, ctx.Err()
}

func (l *lineConn) send(s string) error {
	l.c.SetDeadline(time.Now().Add(30 * time.Second))
	_, err := l.c.Write([]byte(s))
	return err
}

func (l *lineConn) line() (string, error) {
	s, err := l.r.ReadString('\n')
	return strings.TrimRight(s, "\r\n"), err
}

func (r *run) hsWorker(ctx context.Context, w *worker) {
	var c *lineConn
	connect := func() bool {
		if c != nil {
			c.c.Close()
		}
		var err error
		if c, err = dialLine(ctx, r.srv.hsW); err != nil {
			return false
		}
		if c.send("P\t1\tsoak\thskv\tPRIMARY\tk,v\n") != nil {
			return false
		}
		got, err := c.line()
		return err == nil && got == "0\t1"
	}
	for ctx.Err() == nil {
		if c == nil && !connect() {
			c = nil
			r.pause(ctx)
			continue
		}
		w.ops.Add(1)
		op := w.rng.IntN(100)
		fail := func(ks, vs []string) {
			w.errs.Add(1)
			for i := range ks {
				w.lost(ks[i], vs[i])
			}
			c.c.Close()
			c = nil
			r.pause(ctx)
		}
		switch {
		case w.rng.IntN(*dropEvery) == 0: // write, then hang up without reading
			k, v := w.newKey(), w.value()
			w.drops.Add(1)
			c.send("1\t+\t2\t" + k + "\t" + v + "\n")
			c.c.Close()
			c = nil
			w.lost(k, v)
		case op < 30 || len(w.live) < 10: // a pipelined batch of inserts
			n := 1 + w.rng.IntN(8)
			var ks, vs []string
			var req strings.Builder
			for i := 0; i < n; i++ {
				k, v := w.newKey(), w.value()
				ks, vs = append(ks, k), append(vs, v)
				req.WriteString("1\t+\t2\t" + k + "\t" + v + "\n")
			}
			if c.send(req.String()) != nil {
				fail(ks, vs)
				continue
			}
			for i := range ks {
				got, err := c.line()
				if err != nil {
					fail(ks[i:], vs[i:])
					break
				}
				if got != "0\t1" {
					w.bad = append(w.bad, fmt.Sprintf("hs insert %s: %q", ks[i], got))
					w.lost(ks[i], vs[i])
					continue
				}
				w.ack(ks[i], vs[i], false)
				w.live = append(w.live, ks[i])
			}
		case op < 60:
			k, _ := w.pickLive()
			v := w.value()
			if c.send("1\t=\t1\t"+k+"\t1\t0\tU\t"+k+"\t"+v+"\n") != nil {
				fail([]string{k}, []string{v})
				continue
			}
			got, err := c.line()
			if err != nil {
				fail([]string{k}, []string{v})
				continue
			}
			if got != "0\t1\t1" {
				w.sawWrong(k, "", false)
			}
			w.ack(k, v, false)
		case op < 65:
			k, i := w.pickLive()
			if c.send("1\t=\t1\t"+k+"\t1\t0\tD\n") != nil {
				fail([]string{k}, []string{""})
				continue
			}
			got, err := c.line()
			if err != nil {
				fail([]string{k}, []string{""})
				continue
			}
			if got != "0\t1\t1" {
				w.sawWrong(k, "", false)
			}
			w.ack(k, "", true)
			w.dropLive(i)
		default:
			k, _ := w.pickLive()
			if c.send("1\t=\t1\t"+k+"\n") != nil {
				fail(nil, nil)
				continue
			}
			got, err := c.line()
			if err != nil {
				fail(nil, nil)
				continue
			}
			f := strings.Split(got, "\t")
			if len(f) == 4 && f[0] == "0" && f[2] == k {
				w.sawWrong(k, f[3], true)
			} else {
				w.sawWrong(k, "", false)
			}
		}
		if c != nil && w.rng.IntN(500) == 0 { // hang up between requests now and then
			c.c.Close()
			c = nil
		}
	}
	if c != nil {
		c.c.Close()
	}
}

func (r *run) mcWorker(ctx context.Context, w *worker) {
	var c *lineConn
	for ctx.Err() == nil {
		if c == nil {
			var err error
			if c, err = dialLine(ctx, r.srv.mc); err != nil {
				return
			}
		}
		w.ops.Add(1)
		op := w.rng.IntN(100)
		fail := func(k, v string) {
			w.errs.Add(1)
			if k != "" {
				w.lost(k, v)
			}
			c.c.Close()
			c = nil
			r.pause(ctx)
		}
		set := func(k, v string) string { return fmt.Sprintf("set %s 0 0 %d\r\n%s\r\n", k, len(v), v) }
		switch {
		case w.rng.IntN(*dropEvery) == 0:
			k, v := w.newKey(), w.value()
			w.drops.Add(1)
			c.send(set(k, v))
			c.c.Close()
			c = nil
			w.lost(k, v)
		case op < 60 || len(w.live) < 10:
			// New keys and overwrites of live ones.
			k, v := w.newKey(), w.value()
			fresh := true
			if op >= 30 && len(w.live) > 0 {
				k, _ = w.pickLive()
				fresh = false
			}
			if c.send(set(k, v)) != nil {
				fail(k, v)
				continue
			}
			got, err := c.line()
			if err != nil {
				fail(k, v)
				continue
			}
			if got != "STORED" {
				w.bad = append(w.bad, fmt.Sprintf("mc set %s: %q", k, got))
				w.lost(k, v)
				continue
			}
			w.ack(k, v, false)
			if fresh {
				w.live = append(w.live, k)
			}
		case op < 65:
			k, i := w.pickLive()
			if c.send("delete "+k+"\r\n") != nil {
				fail(k, "")
				continue
			}
			got, err := c.line()
			if err != nil {
				fail(k, "")
				continue
			}
			if got != "DELETED" {
				w.sawWrong(k, "", false)
			}
			w.ack(k, "", true)
			w.dropLive(i)
		default:
			k, _ := w.pickLive()
			if c.send("get "+k+"\r\n") != nil {
				fail("", "")
				continue
			}
			got, err := c.line()
			if err != nil {
				fail("", "")
				continue
			}
			if got == "END" {
				w.sawWrong(k, "", false)
				continue
			}
			val, err := c.line()
			end, err2 := c.line()
			if err != nil || err2 != nil || end != "END" {
				fail("", "")
				continue
			}
			w.sawWrong(k, val, true)
		}
		if c != nil && w.rng.IntN(500) == 0 {
			c.c.Close()
			c = nil
		}
	}
	if c != nil {
		c.c.Close()
	}
}

// ---- the run, the check and the report

type run struct {
	srv       *server
	workers   []*worker
	shutdowns []time.Duration
	checked   int64
}

func (r *run) line(elapsed time.Duration) string {
	var parts []string
	for _, door := range []string{"sql", "hs", "mc"} {
		var ops, acks int64
		for _, w := range r.workers {
			if w.door == door {
				ops += w.ops.Load() - w.errs.Load()
				acks += w.acks.Load()
			}
		}
		parts = append(parts, fmt.Sprintf("%s %d ops (%.0f/s), %d acked writes", door, ops, float64(ops)/elapsed.Seconds(), acks))
	}
	return strings.Join(parts, "; ")
}

// check reads every table back through SQL and compares with the model.
func (r *run) check() []string {
	c := mysql.NewConfig()
	c.User, c.Net, c.Addr = "root", "tcp", "127.0.0.1:"+strconv.Itoa(r.srv.port)
	db, err := sql.Open("mysql", c.FormatDSN())
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	tables := map[string]string{
		"sql": "SELECT k, CAST(v AS CHAR) FROM soak.sqlkv",
		"hs":  "SELECT k, v FROM soak.hskv",
		"mc":  "SELECT c1, c2 FROM test.demo_test WHERE c1 <> 'AA'",
	}
	var problems []string
	for door, q := range tables {
		rows, err := db.Query(q)
		if err != nil {
			log.Fatalf("%s: %v", q, err)
		}
		got := map[string]string{}
		for rows.Next() {
			var k, v string
			if err := rows.Scan(&k, &v); err != nil {
				log.Fatal(err)
			}
			got[k] = v
		}
		rows.Close()
		known := map[string]bool{}
		for _, w := range r.workers {
			if w.door != door {
				continue
			}
			problems = append(problems, w.bad...)
			for k, st := range w.keys {
				known[k] = true
				v, present := got[k]
				ok := false
				ackedPresent := st.hasAcked && !st.deleted
				switch {
				case !st.unknown: // last write acknowledged
					r.checked++
					ok = present == ackedPresent && (!present || v == st.acked)
				default: // the acknowledged state or the unknown write
					if st.hasAcked {
						r.checked++
					}
					okAcked := present == ackedPresent && (!present || v == st.acked)
					okPending := (st.pending == "" && !present) || (st.pending != "" && present && v == st.pending)
					ok = okAcked || okPending
				}
				if !ok && len(problems) < 50 {
					problems = append(problems, fmt.Sprintf("%s key %s: found %q (present %v), acknowledged %+v", door, k, v, present, *st))
				}
			}
		}
		for k := range got {
			if !known[k] && len(problems) < 50 {
				problems = append(problems, fmt.Sprintf("%s key %s exists but nobody wrote it", door, k))
			}
		}
	}
	return problems
}

func (r *run) report(elapsed time.Duration, problems []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "## handlerd soak, %s\n\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(&b, "%v of load (%d SQL, %d HandlerSocket, %d memcached workers; one write in %d a random disconnect), SIGTERM + restart at %v, then SIGTERM + restart + check.\n\n",
		elapsed.Round(time.Second), *sqlW, *hsW, *mcW, *dropEvery, (time.Duration(*seconds) * time.Second / 2).Round(time.Second))
	fmt.Fprintf(&b, "| front door | operations | ops/s | acknowledged writes | unknown (disconnect or error) | random disconnects | errors |\n|---|---:|---:|---:|---:|---:|---:|\n")
	var tOps, tAcks int64
	for _, door := range []string{"sql", "hs", "mc"} {
		var ops, acks, unk, drops, errs int64
		for _, w := range r.workers {
			if w.door == door {
				ops, acks, unk, drops, errs = ops+w.ops.Load(), acks+w.acks.Load(), unk+w.unk.Load(), drops+w.drops.Load(), errs+w.errs.Load()
			}
		}
		ops -= errs // attempts that failed (mostly while the server was down) are not operations
		tOps, tAcks = tOps+ops, tAcks+acks
		name := map[string]string{"sql": "MySQL (SQL)", "hs": "HandlerSocket", "mc": "memcached"}[door]
		fmt.Fprintf(&b, "| %s | %d | %.0f | %d | %d | %d | %d |\n", name, ops, float64(ops)/elapsed.Seconds(), acks, unk, drops, errs)
	}
	fmt.Fprintf(&b, "| all | %d | %.0f | %d | | | |\n\n", tOps, float64(tOps)/elapsed.Seconds(), tAcks)
	r.srv.mu.Lock()
	var peaks []string
	for _, kb := range r.srv.peaks {
		peaks = append(peaks, fmt.Sprintf("%.1f MiB", float64(kb)/1024))
	}
	r.srv.mu.Unlock()
	var downs []string
	for _, d := range r.shutdowns {
		downs = append(downs, d.Round(time.Millisecond).String())
	}
	fmt.Fprintf(&b, "Peak RSS (VmHWM) per handlerd process: %s.\n\n", strings.Join(peaks, ", "))
	fmt.Fprintf(&b, "SIGTERM to exit: %s.\n\n", strings.Join(downs, ", "))
	if len(problems) == 0 {
		fmt.Fprintf(&b, "Check: every acknowledged write present (%d keys checked against their last acknowledged value; keys with an unknown last write hold either value), no key nobody wrote, reads saw their own writes: **OK**.\n", r.checked)
	} else {
		fmt.Fprintf(&b, "Check: **%d problems**:\n\n", len(problems))
		for _, p := range problems {
			fmt.Fprintf(&b, "- %s\n", p)
		}
	}
	return b.String()
}
