package s3

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The tests run against a real S3-compatible server in a separate process
// on loopback: cmd/s3server (gofakes3), built once in TestMain. Tests that
// kill or freeze the server start their own.

var s3serverBin string

// shared is the server most tests use (objects in memory).
var shared *s3proc

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "handlerd-s3-test-")
	if err != nil {
		panic(err)
	}
	s3serverBin = filepath.Join(dir, "s3server")
	build := exec.Command("go", "build", "-o", s3serverBin, "handlerd/cmd/s3server")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building cmd/s3server:", err)
		os.Exit(1)
	}
	shared, err = startS3("", "")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	shared.kill()
	os.RemoveAll(dir)
	os.Exit(code)
}

// s3proc is one cmd/s3server process.
type s3proc struct {
	cmd      *exec.Cmd
	endpoint string
	addr     string
	dir      string
	done     chan struct{}
}

// startS3 starts cmd/s3server storing under dir ("" = memory), on addr
// ("" = a random port).
func startS3(dir, addr string) (*s3proc, error) {
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	args := []string{"-addr", addr}
	if dir != "" {
		args = append(args, "-dir", dir)
	}
	cmd := exec.Command(s3serverBin, args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p := &s3proc{cmd: cmd, dir: dir, done: make(chan struct{})}
	go func() { cmd.Wait(); close(p.done) }()
	line := make(chan string, 1)
	go func() {
		s := bufio.NewScanner(out)
		if s.Scan() {
			line <- s.Text()
		}
		io.Copy(io.Discard, out)
	}()
	select {
	case l := <-line:
		p.endpoint = strings.TrimPrefix(l, "listening on ")
		p.addr = strings.TrimPrefix(p.endpoint, "http://")
		return p, nil
	case <-time.After(20 * time.Second):
		p.kill()
		return nil, fmt.Errorf("s3server did not start")
	}
}

func (p *s3proc) kill() {
	p.cmd.Process.Kill()
	<-p.done
}

// freeze stops the server and returns once every one of its threads has
// stopped. kill(2) returns as soon as one thread is woken to begin the stop;
// on a busy machine another thread could still answer a request in the
// meantime (CI saw a "frozen" server serve a read).
func (p *s3proc) freeze() {
	p.cmd.Process.Signal(syscall.SIGSTOP)
	deadline := time.Now().Add(10 * time.Second)
	for !allThreadsStopped(p.cmd.Process.Pid) {
		if time.Now().After(deadline) {
			panic("s3server did not stop after SIGSTOP")
		}
		time.Sleep(time.Millisecond)
	}
}

func (p *s3proc) unfreeze() { p.cmd.Process.Signal(syscall.SIGCONT) }

// allThreadsStopped reports whether every thread of pid is in the stopped
// state ('T' in /proc/pid/task/tid/stat).
func allThreadsStopped(pid int) bool {
	tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil || len(tasks) == 0 {
		return false
	}
	for _, task := range tasks {
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/stat", pid, task.Name()))
		if err != nil {
			return false
		}
		// The state follows the command name, which is in parentheses and
		// may itself contain spaces or parentheses.
		i := strings.LastIndexByte(string(stat), ')')
		if i < 0 || i+2 >= len(stat) || stat[i+2] != 'T' {
			return false
		}
	}
	return true
}

// restart starts the server again on the same address and directory.
func (p *s3proc) restart(t *testing.T) *s3proc {
	t.Helper()
	var q *s3proc
	var err error
	for i := 0; i < 50; i++ { // the port may take a moment to free
		if q, err = startS3(p.dir, p.addr); err == nil {
			return q
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal(err)
	return nil
}

var bucketSeq struct {
	sync.Mutex
	n int
}

// newBucket returns a fresh bucket name, so tests sharing a server do not
// see each other's tables.
func newBucket() string {
	bucketSeq.Lock()
	defer bucketSeq.Unlock()
	bucketSeq.n++
	return fmt.Sprintf("test-%d-%d", os.Getpid(), bucketSeq.n)
}

// testConfig is a configuration for tests: small blocks, objects and
// parts so that a few thousand rows span many of each, and short timeouts.
func testConfig(endpoint, bucket string) Config {
	return Config{
		Endpoint: endpoint, Bucket: bucket, CreateBucket: true,
		AccessKey: "AKIDTEST", SecretKey: "very-secret-key-1234",
		BlockSize: 4096, PageCacheSize: 8 << 20,
		ObjectSize: 64 << 10, PartSize: 16 << 10,
		RequestTimeout: 2 * time.Second, MaxAttempts: 2, ConnectTimeout: time.Second,
	}
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func openEngine(t *testing.T, cfg Config) *Engine {
	t.Helper()
	e, err := Open(cfg, quietLog())
	if err != nil {
		t.Fatal(err)
	}
	e.minBlockSize = 1024
	t.Cleanup(func() { e.Close() })
	return e
}

// recorder is a reverse proxy in front of the S3 server that records the
// requests going through (method and path), to check their order.
type recorder struct {
	mu   sync.Mutex
	reqs []string
	srv  *httptest.Server
}

func newRecorder(t *testing.T, endpoint string) *recorder {
	u, err := url.Parse(endpoint)
	if err != nil {
		t.Fatal(err)
	}
	r := &recorder{}
	proxy := httputil.NewSingleHostReverseProxy(u)
	r.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		r.mu.Lock()
		line := req.Method + " " + req.URL.Path
		for _, k := range []string{"delete", "uploads", "partNumber", "uploadId"} {
			if _, ok := req.URL.Query()[k]; ok {
				line += "?" + k
				break
			}
		}
		r.reqs = append(r.reqs, line)
		r.mu.Unlock()
		proxy.ServeHTTP(w, req)
	}))
	t.Cleanup(r.srv.Close)
	return r
}

func (r *recorder) take() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.reqs
	r.reqs = nil
	return out
}

func withTimeout(t *testing.T, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}
