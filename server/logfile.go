package server

import (
	"os"
	"sync"
)

// logFile is the error log (log_error) as a writer that FLUSH LOGS and
// SIGHUP reopen, as MySQL does: logrotate renames the file, then asks the
// server to flush its logs, and the server goes on in a new file of the
// old name.
type logFile struct {
	path string
	mu   sync.Mutex
	f    *os.File
}

func openLogFile(path string) (*logFile, error) {
	l := &logFile{path: path}
	if err := l.Reopen(); err != nil {
		return nil, err
	}
	return l, nil
}

func (l *logFile) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f.Write(p)
}

// Reopen opens the path again and writes there from now on; the old file
// is closed. If the path cannot be opened the old file stays in use.
func (l *logFile) Reopen() error {
	f, err := os.OpenFile(l.path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o640)
	if err != nil {
		return err
	}
	l.mu.Lock()
	old := l.f
	l.f = f
	l.mu.Unlock()
	if old != nil {
		old.Close()
	}
	return nil
}

func (l *logFile) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.f.Close()
}
