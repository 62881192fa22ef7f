package server

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
)

// datadir owns the data directory for the life of the process: an
// exclusive lock (so a second handlerd refuses to start on it) and, if the
// directory was created or empty at start, the duty to remove what a
// failed start left behind.
type datadir struct {
	path    string
	lock    *os.File
	fresh   bool // created (or empty) by this start
	created bool // the directory itself was created by this start
}

const lockFile = "handlerd.lock"

func openDatadir(path string) (*datadir, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	d := &datadir{path: abs}
	entries, err := os.ReadDir(abs)
	switch {
	case errors.Is(err, os.ErrNotExist):
		d.fresh, d.created = true, true
		if err := os.MkdirAll(abs, 0o750); err != nil {
			return nil, fmt.Errorf("datadir %s: %w", abs, err)
		}
	case err != nil:
		return nil, fmt.Errorf("datadir %s: %w", abs, err)
	default:
		d.fresh = len(entries) == 0
	}
	f, err := os.OpenFile(filepath.Join(abs, lockFile), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		d.cleanup()
		return nil, fmt.Errorf("datadir %s: %w", abs, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		pid, _ := os.ReadFile(filepath.Join(abs, lockFile))
		return nil, fmt.Errorf("datadir %s is in use by another handlerd (pid %s)", abs, string(pid))
	}
	f.Truncate(0)
	f.WriteString(strconv.Itoa(os.Getpid()))
	d.lock = f
	return d, nil
}

// file returns a path inside the data directory.
func (d *datadir) file(name string) string { return filepath.Join(d.path, name) }

// cleanup undoes a failed first start: the directory was empty before, so
// everything in it is ours.
func (d *datadir) cleanup() {
	if !d.fresh {
		return
	}
	d.close()
	if d.created {
		os.RemoveAll(d.path)
		return
	}
	entries, _ := os.ReadDir(d.path)
	for _, e := range entries {
		os.RemoveAll(filepath.Join(d.path, e.Name()))
	}
}

func (d *datadir) close() {
	if d.lock != nil {
		d.lock.Close()
		d.lock = nil
	}
}

// writePidFile writes the process id to path (relative to the datadir).
func (d *datadir) writePidFile(path string) (string, error) {
	if path == "" {
		return "", nil
	}
	if !filepath.IsAbs(path) {
		path = d.file(path)
	}
	return path, os.WriteFile(path, []byte(strconv.Itoa(os.Getpid())+"\n"), 0o644)
}
