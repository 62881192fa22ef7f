package s3

import (
	"fmt"
	"log/slog"
	"net"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is the S3 engine's configuration: MariaDB's s3_* options plus
// tuning knobs with sensible defaults (zero means default).
type Config struct {
	Bucket string
	// Endpoint, when set, is the endpoint's base URL (http://127.0.0.1:9000)
	// and wins over Host, Port and UseHTTP. The embedded endpoint is
	// passed this way.
	Endpoint    string
	Host        string // s3_host_name
	Port        int    // s3_port; 0 = the scheme's default
	UseHTTP     bool   // s3_use_http
	SSLNoVerify bool   // s3_ssl_no_verify
	AccessKey   string // s3_access_key; never logged
	SecretKey   string // s3_secret_key; never logged
	Region      string // s3_region; "" = us-east-1
	// ProtocolVersion is s3_protocol_version: Path, Legacy and Original
	// address the bucket in the path; Domain and Amazon in the host name;
	// Auto uses the host name for *.amazonaws.com and the path elsewhere
	// (S3-compatible stores and IP addresses).
	ProtocolVersion string
	// BlockSize is s3_block_size, the default S3_BLOCK_SIZE of new
	// tables: uncompressed bytes per block, the unit of fetching and
	// caching.
	BlockSize int
	// PageCacheSize is s3_pagecache_buffer_size: the byte budget of the
	// page cache all S3 tables share.
	PageCacheSize int64
	Debug         bool // s3_debug: log every S3 request

	// ConnectTimeout bounds connecting (and the TLS handshake); default 5s.
	ConnectTimeout time.Duration
	// RequestTimeout bounds one attempt of a request until its response
	// headers; an operation gets MaxAttempts times that plus 30s to move
	// its body. Default 10s: a silent endpoint fails a statement after
	// about MaxAttempts x 10s.
	RequestTimeout time.Duration
	// MaxAttempts per request, the first included; default 3.
	MaxAttempts int
	// Prefetch is how many blocks a scan reads ahead; default 4.
	Prefetch int
	// UploadConcurrency bounds a load's requests in flight; default 4.
	UploadConcurrency int
	// ObjectSize caps one data object (blocks are concatenated into
	// objects and read back with range GETs); default 64 MiB.
	ObjectSize int64
	// PartSize is the multipart upload part size; objects larger than one
	// part are uploaded in parts. Default 16 MiB (S3 needs >= 5 MiB).
	PartSize int64
	// SortBufferSize bounds the memory one load uses to sort secondary
	// index entries; beyond it sorted runs spill to TempDir. Default 64 MiB.
	SortBufferSize int64
	// TempDir holds sort spill files; default os.TempDir().
	TempDir string
	// CreateBucket creates the bucket when it is missing (the embedded
	// endpoint); otherwise a missing bucket is an error, as in MariaDB.
	CreateBucket bool
}

// Defaults and limits.
const (
	DefaultBlockSize     = 4 << 20
	MinBlockSize         = 64 << 10
	MaxBlockSize         = 16 << 20
	DefaultPageCacheSize = 128 << 20
)

// Options is how ConfigFrom reads handlerd's option registry
// (*config.Config satisfies it).
type Options interface {
	Get(name string) string
	Int(name string) int64
	Bool(name string) bool
}

// ConfigFrom reads the s3_* options.
func ConfigFrom(o Options) Config {
	return Config{
		// S3 bucket names are lower-case (MariaDB's default s3_bucket is
		// "MariaDB"): every server sharing a bucket must agree on it.
		Bucket:          strings.ToLower(o.Get("s3_bucket")),
		Host:            o.Get("s3_host_name"),
		Port:            int(o.Int("s3_port")),
		UseHTTP:         o.Bool("s3_use_http"),
		SSLNoVerify:     o.Bool("s3_ssl_no_verify"),
		AccessKey:       o.Get("s3_access_key"),
		SecretKey:       o.Get("s3_secret_key"),
		Region:          o.Get("s3_region"),
		ProtocolVersion: o.Get("s3_protocol_version"),
		BlockSize:       int(o.Int("s3_block_size")),
		PageCacheSize:   o.Int("s3_pagecache_buffer_size"),
		Debug:           o.Bool("s3_debug"),
	}
}

// LogValue implements slog.LogValuer: keys are never printed.
func (c Config) LogValue() slog.Value {
	mask := func(s string) string {
		if s == "" {
			return ""
		}
		return "*****"
	}
	ep, _, err := c.endpoint()
	if err != nil {
		ep = "(" + err.Error() + ")"
	}
	return slog.GroupValue(
		slog.String("endpoint", ep), slog.String("bucket", c.Bucket), slog.String("region", c.Region),
		slog.String("access_key", mask(c.AccessKey)), slog.String("secret_key", mask(c.SecretKey)),
		slog.Int("block_size", c.BlockSize), slog.Int64("pagecache_buffer_size", c.PageCacheSize),
	)
}

// String masks the keys too.
func (c Config) String() string { return c.LogValue().String() }

func (c *Config) setDefaults() {
	if c.BlockSize == 0 {
		c.BlockSize = DefaultBlockSize
	}
	if c.PageCacheSize == 0 {
		c.PageCacheSize = DefaultPageCacheSize
	}
	if c.ConnectTimeout == 0 {
		c.ConnectTimeout = 5 * time.Second
	}
	if c.RequestTimeout == 0 {
		c.RequestTimeout = 10 * time.Second
	}
	if c.MaxAttempts == 0 {
		c.MaxAttempts = 3
	}
	if c.Prefetch == 0 {
		c.Prefetch = 4
	}
	if c.UploadConcurrency == 0 {
		c.UploadConcurrency = 4
	}
	if c.ObjectSize == 0 {
		c.ObjectSize = 64 << 20
	}
	if c.PartSize == 0 {
		c.PartSize = 16 << 20
	}
	if c.SortBufferSize == 0 {
		c.SortBufferSize = 64 << 20
	}
	if c.TempDir == "" {
		c.TempDir = os.TempDir()
	}
}

func (c *Config) validate() error {
	if l := len(c.Bucket); l < 3 || l > 63 {
		return fmt.Errorf("s3_bucket %q: a bucket name has 3 to 63 characters", c.Bucket)
	}
	if c.Endpoint == "" && c.Host == "" {
		return fmt.Errorf("s3_host_name is not set")
	}
	if c.PageCacheSize < 1<<20 {
		return fmt.Errorf("s3_pagecache_buffer_size %d is too small", c.PageCacheSize)
	}
	if c.MaxAttempts < 1 || c.Prefetch < 0 || c.UploadConcurrency < 1 || c.PartSize < 1<<10 || c.ObjectSize < c.PartSize {
		return fmt.Errorf("bad S3 tuning options")
	}
	return nil
}

// endpoint returns the base URL and whether the bucket goes in the path.
func (c *Config) endpoint() (string, bool, error) {
	proto := strings.ToLower(c.ProtocolVersion)
	if c.Endpoint != "" {
		return strings.TrimRight(c.Endpoint, "/"), proto != "domain" && proto != "amazon", nil
	}
	if c.Host == "" {
		return "", false, fmt.Errorf("s3_host_name is not set")
	}
	scheme := "https"
	if c.UseHTTP {
		scheme = "http"
	}
	host := c.Host
	if c.Port != 0 {
		host = net.JoinHostPort(host, strconv.Itoa(c.Port))
	} else if strings.Contains(host, ":") && net.ParseIP(host) != nil {
		host = "[" + host + "]"
	}
	var path bool
	switch proto {
	case "path", "legacy", "original":
		path = true
	case "domain", "amazon":
		path = false
	default: // auto
		path = !strings.HasSuffix(strings.ToLower(c.Host), "amazonaws.com")
	}
	return scheme + "://" + host, path, nil
}

// parseBlockSize reads an S3_BLOCK_SIZE table option: bytes, or a number
// with K, M or G. As in MariaDB it must be a multiple of 8192 between
// 64 KiB and 16 MiB.
func parseBlockSize(s string, min int) (int, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	mult := 1
	switch {
	case strings.HasSuffix(t, "K"):
		mult, t = 1<<10, t[:len(t)-1]
	case strings.HasSuffix(t, "M"):
		mult, t = 1<<20, t[:len(t)-1]
	case strings.HasSuffix(t, "G"):
		mult, t = 1<<30, t[:len(t)-1]
	}
	n, err := strconv.Atoi(t)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("Incorrect value '%s' for option 's3_block_size'", s)
	}
	n *= mult
	if n < min || n > MaxBlockSize || n%8192 != 0 && n >= MinBlockSize {
		return 0, fmt.Errorf("Incorrect value '%s' for option 's3_block_size' (a multiple of 8192 from %d to %d)", s, MinBlockSize, MaxBlockSize)
	}
	return n, nil
}
