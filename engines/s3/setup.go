package s3

import (
	"fmt"
	"log/slog"
	"net"
	"path/filepath"
	"strconv"

	"handlerd/engines"
)

// Setup opens the S3 engine from handlerd's options, as the server does
// when s3=ON. With s3_host_name empty it first starts the embedded
// endpoint (gofakes3, files under <datadir>/s3) on 127.0.0.1 — on s3_port
// when set, so another handlerd can share it, else on a random port — and
// the engine stops it when it is closed.
func Setup(o Options, datadir string, log *slog.Logger) (*Engine, error) {
	cfg := ConfigFrom(o)
	cfg.TempDir = filepath.Join(datadir, "tmp")
	if cfg.Host != "" {
		return Open(cfg, log)
	}
	addr := "127.0.0.1:0"
	if cfg.Port != 0 {
		addr = net.JoinHostPort("127.0.0.1", strconv.Itoa(cfg.Port))
	}
	endpoint, stop, err := StartEmbeddedAt(filepath.Join(datadir, "s3"), addr)
	if err != nil {
		return nil, err
	}
	e, err := Open(EmbeddedConfig(cfg, endpoint), log)
	if err != nil {
		stop()
		return nil, fmt.Errorf("embedded S3 endpoint %s: %w", endpoint, err)
	}
	e.onClose = append(e.onClose, stop)
	log.Info("embedded S3 endpoint", "endpoint", endpoint, "dir", filepath.Join(datadir, "s3"), "bucket", e.cfg.Bucket)
	return e, nil
}

// table is an S3 table's handler: kv's, with what kv cannot know.
type table struct {
	engines.Table
	tm *tableMeta
}

// DataLength implements engines.Table: the archive's stored bytes
// (SHOW TABLE STATUS, information_schema.TABLES).
func (t *table) DataLength() uint64 { return uint64(t.tm.m.StoredBytes) }

// Check implements engines.Checker (CHECK TABLE reads the whole archive
// back from S3).
func (t *table) Check(tx engines.Txn) ([]string, error) {
	if c, ok := t.Table.(engines.Checker); ok {
		return c.Check(tx)
	}
	return nil, &engines.UnsupportedError{Engine: engines.S3, What: "CHECK TABLE"}
}
