package s3

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path"
	"strings"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3afero"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	"github.com/spf13/afero"
)

// The embedded endpoint: gofakes3 (an S3-compatible server meant for
// tests) with its filesystem backend, so handlerd works out of the box with
// no S3 configured. Two of gofakes3's weak spots are covered here:
//
//   - its filesystem backend writes an object in place while the request
//     body streams in, under a lock every request takes, so a slow or
//     aborted upload stalls everyone and can leave a torn object (a torn
//     manifest would be a broken table). fsBackend reads the body first;
//     atomicFs writes each file to a temporary name, fsyncs and renames it.
//   - it accepts any signature: it is bound to loopback only.

// NewFakeS3 returns an S3-compatible HTTP handler storing objects under
// dir (in memory when dir is ""). The embedded endpoint and cmd/s3server
// use it.
func NewFakeS3(dir string) (http.Handler, error) {
	var backend gofakes3.Backend
	if dir == "" {
		backend = s3mem.New()
	} else {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, err
		}
		root := afero.NewBasePathFs(afero.NewOsFs(), dir)
		if err := root.RemoveAll(tmpDir); err != nil {
			return nil, err
		}
		if err := root.MkdirAll(tmpDir, 0o700); err != nil {
			return nil, err
		}
		b, err := s3afero.MultiBucket(&atomicFs{Fs: root})
		if err != nil {
			return nil, err
		}
		backend = fsBackend{b}
	}
	faker := gofakes3.New(backend, gofakes3.WithLogger(gofakes3.DiscardLog()), gofakes3.WithTimeSkewLimit(0))
	return faker.Server(), nil
}

// StartEmbedded serves NewFakeS3(dir) on a random loopback port and
// returns its endpoint URL and a function that stops it.
func StartEmbedded(dir string) (endpoint string, stop func(), err error) {
	return StartEmbeddedAt(dir, "127.0.0.1:0")
}

// StartEmbeddedAt is StartEmbedded on a given address (a fixed port lets
// another handlerd share this server's bucket).
func StartEmbeddedAt(dir, addr string) (endpoint string, stop func(), err error) {
	h, err := NewFakeS3(dir)
	if err != nil {
		return "", nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", nil, fmt.Errorf("embedded S3 endpoint: %w", err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	stop = func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if srv.Shutdown(ctx) != nil {
			srv.Close()
		}
	}
	return "http://" + ln.Addr().String(), stop, nil
}

// EmbeddedConfig completes cfg for the embedded endpoint. The bucket name
// is lower-cased: S3 bucket names are (gofakes3 insists), and MariaDB's
// default s3_bucket is "MariaDB".
func EmbeddedConfig(cfg Config, endpoint string) Config {
	cfg.Bucket = strings.ToLower(cfg.Bucket)
	cfg.Endpoint = endpoint
	cfg.ProtocolVersion = "Path"
	cfg.CreateBucket = true
	return cfg
}

// fsBackend fixes the filesystem backend's rough edges:
//
//   - PutObject reads the body completely before the backend sees it, so
//     the backend's lock is never held while a client trickles bytes in,
//     and a body cut short never reaches storage;
//   - listing a prefix whose directory does not exist answers
//     NoSuchBucket; it is an empty list.
type fsBackend struct{ gofakes3.Backend }

func (w fsBackend) ListBucket(name string, prefix *gofakes3.Prefix, page gofakes3.ListBucketPage) (*gofakes3.ObjectList, error) {
	list, err := w.Backend.ListBucket(name, prefix, page)
	if err != nil && gofakes3.HasErrorCode(err, gofakes3.ErrNoSuchBucket) {
		if ok, berr := w.Backend.BucketExists(name); berr == nil && ok {
			return gofakes3.NewObjectList(), nil
		}
	}
	return list, err
}

func (w fsBackend) PutObject(bucket, key string, meta map[string]string, input io.Reader, size int64, cond *gofakes3.PutConditions) (gofakes3.PutObjectResult, error) {
	var data []byte
	var err error
	if size >= 0 {
		data = make([]byte, size)
		_, err = io.ReadFull(input, data)
	} else {
		data, err = io.ReadAll(input)
	}
	if err != nil {
		return gofakes3.PutObjectResult{}, gofakes3.ErrIncompleteBody
	}
	return w.Backend.PutObject(bucket, key, meta, bytes.NewReader(data), int64(len(data)), cond)
}

const tmpDir = "tmp"

// atomicFs makes every file it creates appear whole or not at all: Create
// writes to tmp/<random>, and Close fsyncs it and renames it into place.
type atomicFs struct{ afero.Fs }

func (a *atomicFs) Create(name string) (afero.File, error) {
	return a.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o666)
}

func (a *atomicFs) OpenFile(name string, flag int, perm os.FileMode) (afero.File, error) {
	if flag&os.O_CREATE == 0 || flag&os.O_TRUNC == 0 {
		return a.Fs.OpenFile(name, flag, perm)
	}
	var r [8]byte
	rand.Read(r[:])
	tmp := path.Join(tmpDir, hex.EncodeToString(r[:]))
	f, err := a.Fs.OpenFile(tmp, flag|os.O_EXCL, perm)
	if err != nil {
		return nil, err
	}
	return &atomicFile{File: f, fs: a.Fs, tmp: tmp, name: name}, nil
}

// Remove removes a file and then the directories it leaves empty (an
// object key's "folders"), up to the bucket's own directory, so dropped
// tables leave no empty prefixes for listings to report.
func (a *atomicFs) Remove(name string) error {
	if err := a.Fs.Remove(name); err != nil {
		return err
	}
	for dir := path.Dir(name); strings.Count(dir, "/") >= 2; dir = path.Dir(dir) { // below buckets/<bucket>
		if a.Fs.Remove(dir) != nil { // not empty (or gone): stop
			break
		}
	}
	return nil
}

type atomicFile struct {
	afero.File
	fs        afero.Fs
	tmp, name string
	closed    bool
	werr      error // a failed write: the file is discarded, never published
}

func (f *atomicFile) Name() string { return f.name }

func (f *atomicFile) Write(p []byte) (int, error) {
	n, err := f.File.Write(p)
	if err != nil && f.werr == nil {
		f.werr = err
	}
	return n, err
}

func (f *atomicFile) WriteString(s string) (int, error) { return f.Write([]byte(s)) }

func (f *atomicFile) WriteAt(p []byte, off int64) (int, error) {
	n, err := f.File.WriteAt(p, off)
	if err != nil && f.werr == nil {
		f.werr = err
	}
	return n, err
}

func (f *atomicFile) Close() error {
	if f.closed {
		return nil
	}
	f.closed = true
	err := f.werr
	if err == nil {
		err = f.File.Sync()
	}
	if cerr := f.File.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = f.fs.Rename(f.tmp, f.name)
	}
	if err != nil {
		f.fs.Remove(f.tmp)
		return errors.Join(errors.New("embedded S3: writing "+f.name), err)
	}
	return nil
}
