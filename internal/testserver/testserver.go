// Package testserver runs a real handlerd process for end-to-end tests:
// the binary built from this checkout, on free loopback ports, in a
// temporary datadir, talked to with real clients (the mysql CLI, ...).
package testserver

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// Binary returns the path of a handlerd binary: $HANDLERD_BIN if set (the
// Makefile builds it once for all packages), else one built from this
// checkout into a temporary directory, once per test process.
func Binary(t testing.TB) string {
	t.Helper()
	if p := os.Getenv("HANDLERD_BIN"); p != "" {
		return p
	}
	buildOnce.Do(func() { binPath, buildErr = build() })
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// build builds handlerd from this checkout into a directory of the
// system's temp dir named after the checkout, so that the test processes
// of every package (and every later run) share one binary instead of
// leaving one 90 MB copy each behind. Each process still builds (go's
// cache makes that a link), into a file of its own renamed over the
// shared name: a process already running the old binary keeps its inode.
func build() (string, error) {
	root := repoRoot()
	sum := sha256.Sum256([]byte(root))
	dir := filepath.Join(os.TempDir(), "handlerd-test-"+hex.EncodeToString(sum[:6]))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	tmp := filepath.Join(dir, "handlerd."+strconv.Itoa(os.Getpid()))
	cmd := exec.Command("go", "build", "-o", tmp, ".")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	bin := filepath.Join(dir, "handlerd")
	if err := os.Rename(tmp, bin); err != nil {
		os.Remove(tmp)
		return "", err
	}
	return bin, nil
}

func repoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// FreePort returns a loopback TCP port nobody listens on right now.
func FreePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Server is a running handlerd child process.
type Server struct {
	t       testing.TB
	Dir     string   // datadir
	Port    int      // MySQL port
	Args    []string // extra arguments, kept for restarts
	LogPath string
	cmd     *exec.Cmd
	exited  chan struct{}
}

// Options configure Start.
type Options struct {
	// Dir is the datadir; a new temporary one when empty.
	Dir string
	// Args are extra command-line options (--handlersocket-port=..., ...).
	Args []string
}

// Start launches handlerd with --initialize-insecure on a free port and
// waits until it accepts MySQL connections. The process is stopped when
// the test ends.
func Start(t testing.TB, o Options) *Server {
	t.Helper()
	s := &Server{t: t, Dir: o.Dir, Args: o.Args}
	if s.Dir == "" {
		s.Dir = filepath.Join(t.TempDir(), "data")
	}
	s.LogPath = filepath.Join(filepath.Dir(s.Dir), filepath.Base(s.Dir)+".log")
	// Another process may take the free port before handlerd binds it
	// (other test binaries run in parallel): try a few ports.
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		s.Port = FreePort(t)
		if err = s.start(); err == nil || !strings.Contains(err.Error(), "address already in use") {
			break
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Stop() })
	return s
}

func (s *Server) start() error {
	args := append([]string{"--no-defaults", "--datadir=" + s.Dir, "--port=" + strconv.Itoa(s.Port),
		"--bind-address=127.0.0.1", "--initialize-insecure", "--innodb-flush-log-at-trx-commit=1"}, s.Args...)
	logf, err := os.OpenFile(s.LogPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	s.cmd = exec.Command(Binary(s.t), args...)
	s.cmd.Stdout, s.cmd.Stderr = logf, logf
	if err := s.cmd.Start(); err != nil {
		logf.Close()
		return err
	}
	s.exited = make(chan struct{})
	go func() {
		s.cmd.Wait()
		logf.Close()
		close(s.exited)
	}()
	return s.waitReady(30 * time.Second)
}

func (s *Server) waitReady(timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		select {
		case <-s.exited:
			return fmt.Errorf("handlerd exited during start:\n%s", s.Log())
		default:
		}
		if c, err := net.DialTimeout("tcp", s.Addr(), 200*time.Millisecond); err == nil {
			c.Close()
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("handlerd did not listen on %s within %s:\n%s", s.Addr(), timeout, s.Log())
}

// Addr is the MySQL address.
func (s *Server) Addr() string { return net.JoinHostPort("127.0.0.1", strconv.Itoa(s.Port)) }

// Log returns what the server wrote so far.
func (s *Server) Log() string {
	b, _ := os.ReadFile(s.LogPath)
	return string(b)
}

// Stop sends SIGTERM and waits for a clean exit.
func (s *Server) Stop() {
	s.signal(syscall.SIGTERM, 30*time.Second)
}

// Kill sends SIGKILL: a crash.
func (s *Server) Kill() {
	s.signal(syscall.SIGKILL, 10*time.Second)
}

// Hangup sends SIGHUP, which does not stop handlerd (it reopens its log).
func (s *Server) Hangup() {
	if s.cmd != nil && s.cmd.Process != nil {
		s.cmd.Process.Signal(syscall.SIGHUP)
	}
}

func (s *Server) signal(sig syscall.Signal, wait time.Duration) {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	select {
	case <-s.exited:
		return
	default:
	}
	s.cmd.Process.Signal(sig)
	select {
	case <-s.exited:
	case <-time.After(wait):
		s.cmd.Process.Kill()
		<-s.exited
		s.t.Errorf("handlerd did not exit within %s after %v", wait, sig)
	}
}

// Exited reports whether the process has ended (and its exit code).
func (s *Server) Exited() (bool, int) {
	select {
	case <-s.exited:
		return true, s.cmd.ProcessState.ExitCode()
	default:
		return false, 0
	}
}

// Restart stops the server (if running) and starts it again on the same
// datadir and ports.
func (s *Server) Restart() {
	s.t.Helper()
	s.Stop()
	if err := s.start(); err != nil {
		s.t.Fatal(err)
	}
}

// RestartAfter starts the server again after it was stopped or killed.
func (s *Server) RestartAfter() error { return s.start() }

// MySQL runs statements with the real mysql CLI (--batch: tab-separated
// rows with a header line) and returns its output; a statement error is
// returned with the CLI's message (ERROR nnnn (SQLSTATE) ...).
func (s *Server) MySQL(statements string, extra ...string) (string, error) {
	return runMySQL(s.Port, statements, extra...)
}

func runMySQL(port int, statements string, extra ...string) (string, error) {
	bin, err := exec.LookPath("mysql")
	if err != nil {
		bin, err = exec.LookPath("mariadb")
	}
	if err != nil {
		return "", fmt.Errorf("the mysql client is not installed (apt-get install mariadb-client): %w", err)
	}
	args := append([]string{"--no-defaults", "-h127.0.0.1", "-P" + strconv.Itoa(port), "-uroot", "--batch"}, extra...)
	args = append(args, "-e", statements)
	cmd := exec.Command(bin, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.String(), fmt.Errorf("%s", strings.TrimSpace(errb.String()))
	}
	return out.String(), nil
}

// MustMySQL is MySQL failing the test on error.
func (s *Server) MustMySQL(statements string, extra ...string) string {
	s.t.Helper()
	out, err := s.MySQL(statements, extra...)
	if err != nil {
		s.t.Fatalf("mysql %q: %v", statements, err)
	}
	return out
}
