package s3

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/ratelimit"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/aws/smithy-go/logging"
)

// client wraps aws-sdk-go-v2's S3 client with what every call here needs:
// one bucket, a deadline on every operation (retries included) so a dead
// or silent endpoint yields an error rather than a hang, counters, and
// errors that name the operation and object but never a credential.
type client struct {
	api      *s3.Client
	http     *http.Client
	bucket   string
	endpoint string
	timeout  time.Duration // per operation, all attempts included
	log      *slog.Logger
	debug    atomic.Bool

	gets, puts, heads, lists, deletes atomic.Uint64
	bytesIn, bytesOut                 atomic.Uint64
	errors                            atomic.Uint64
}

func newClient(cfg *Config, log *slog.Logger) (*client, error) {
	endpoint, pathStyle, err := cfg.endpoint()
	if err != nil {
		return nil, err
	}
	dialer := &net.Dialer{Timeout: cfg.ConnectTimeout, KeepAlive: 30 * time.Second}
	transport := &http.Transport{
		Proxy:                 nil, // the endpoint is configured explicitly; no environment proxies
		DialContext:           dialer.DialContext,
		MaxIdleConns:          64,
		MaxIdleConnsPerHost:   32,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   cfg.ConnectTimeout,
		ResponseHeaderTimeout: cfg.RequestTimeout,
		ExpectContinueTimeout: time.Second,
		TLSClientConfig:       &tls.Config{InsecureSkipVerify: cfg.SSLNoVerify}, //nolint:gosec // s3_ssl_no_verify asks for it
	}
	hc := &http.Client{Transport: transport}
	var creds aws.CredentialsProvider = aws.AnonymousCredentials{}
	if cfg.AccessKey != "" || cfg.SecretKey != "" {
		creds = credentials.NewStaticCredentialsProvider(cfg.AccessKey, cfg.SecretKey, "")
	}
	region := cfg.Region
	if region == "" {
		region = "us-east-1"
	}
	attempts := cfg.MaxAttempts
	api := s3.New(s3.Options{
		Region:       region,
		BaseEndpoint: aws.String(endpoint),
		UsePathStyle: pathStyle,
		Credentials:  creds,
		HTTPClient:   hc,
		Retryer: retry.NewStandard(func(o *retry.StandardOptions) {
			o.MaxAttempts = attempts
			o.MaxBackoff = 2 * time.Second
			o.RateLimiter = ratelimit.None // every operation has its own deadline instead
		}),
		// Checksums only where S3 requires them: S3-compatible stores
		// differ in what they accept, and range reads cannot be checked.
		RequestChecksumCalculation:                aws.RequestChecksumCalculationWhenRequired,
		ResponseChecksumValidation:                aws.ResponseChecksumValidationWhenRequired,
		DisableLogOutputChecksumValidationSkipped: true,
		Logger: logging.Nop{},
	})
	// An operation's deadline: every attempt's wait for response headers,
	// plus time to move a body (a 16 MiB block or part on a slow link).
	deadline := cfg.RequestTimeout*time.Duration(attempts) + 30*time.Second
	c := &client{api: api, http: hc, bucket: cfg.Bucket, endpoint: endpoint, timeout: deadline, log: log}
	c.debug.Store(cfg.Debug)
	return c, nil
}

// S3Error is a failed S3 operation.
type S3Error struct {
	Op, Bucket, Key string
	Err             error
}

func (e *S3Error) Error() string {
	return fmt.Sprintf("S3 %s s3://%s/%s failed: %s", e.Op, e.Bucket, e.Key, describe(e.Err))
}

func (e *S3Error) Unwrap() error { return e.Err }

// describe shortens the SDK's error chain to what an operator needs.
func describe(err error) string {
	var ne net.Error
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "no answer from the S3 endpoint in time (deadline exceeded)"
	case errors.Is(err, context.Canceled):
		return "canceled"
	case errors.As(err, &ne) && ne.Timeout():
		return "no answer from the S3 endpoint in time: " + err.Error()
	}
	return err.Error()
}

func (c *client) fail(op, key string, err error) error {
	c.errors.Add(1)
	return &S3Error{Op: op, Bucket: c.bucket, Key: key, Err: err}
}

// isNotFound reports an HTTP 404 (no such key, bucket or upload).
func isNotFound(err error) bool {
	var re *awshttp.ResponseError
	if errors.As(err, &re) && re.HTTPStatusCode() == http.StatusNotFound {
		return true
	}
	var nsk *types.NoSuchKey
	var nf *types.NotFound
	return errors.As(err, &nsk) || errors.As(err, &nf)
}

func (c *client) op(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, c.timeout)
}

func (c *client) trace(op, key string, start time.Time, n int, err error) {
	if c.debug.Load() {
		c.log.Info("s3 request", "op", op, "key", key, "bytes", n, "ms", time.Since(start).Milliseconds(), "err", err)
	}
}

// getRange reads n bytes of key from off.
func (c *client) getRange(ctx context.Context, key string, off, n int64) ([]byte, error) {
	ctx, cancel := c.op(ctx)
	defer cancel()
	start := time.Now()
	c.gets.Add(1)
	out, err := c.api.GetObject(ctx, &s3.GetObjectInput{
		Bucket: aws.String(c.bucket), Key: aws.String(key),
		Range: aws.String(fmt.Sprintf("bytes=%d-%d", off, off+n-1)),
	})
	if err != nil {
		c.trace("GET", key, start, 0, err)
		return nil, c.fail("GET", key, err)
	}
	defer out.Body.Close()
	buf := make([]byte, n)
	_, err = io.ReadFull(out.Body, buf)
	c.trace("GET", key, start, len(buf), err)
	if err != nil {
		return nil, c.fail("GET", key, fmt.Errorf("reading %d bytes at %d: %w", n, off, err))
	}
	c.bytesIn.Add(uint64(n))
	return buf, nil
}

// get reads a whole object; ok is false if it does not exist.
func (c *client) get(ctx context.Context, key string) (data []byte, etag string, ok bool, err error) {
	ctx, cancel := c.op(ctx)
	defer cancel()
	start := time.Now()
	c.gets.Add(1)
	out, err := c.api.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(c.bucket), Key: aws.String(key)})
	if err != nil {
		c.trace("GET", key, start, 0, err)
		if isNotFound(err) {
			return nil, "", false, nil
		}
		return nil, "", false, c.fail("GET", key, err)
	}
	defer out.Body.Close()
	data, err = io.ReadAll(out.Body)
	c.trace("GET", key, start, len(data), err)
	if err != nil {
		return nil, "", false, c.fail("GET", key, err)
	}
	c.bytesIn.Add(uint64(len(data)))
	return data, aws.ToString(out.ETag), true, nil
}

// head returns an object's ETag and user metadata; ok is false if it does
// not exist.
func (c *client) head(ctx context.Context, key string) (etag string, meta map[string]string, ok bool, err error) {
	ctx, cancel := c.op(ctx)
	defer cancel()
	start := time.Now()
	c.heads.Add(1)
	out, err := c.api.HeadObject(ctx, &s3.HeadObjectInput{Bucket: aws.String(c.bucket), Key: aws.String(key)})
	c.trace("HEAD", key, start, 0, err)
	if err != nil {
		if isNotFound(err) {
			return "", nil, false, nil
		}
		return "", nil, false, c.fail("HEAD", key, err)
	}
	return aws.ToString(out.ETag), out.Metadata, true, nil
}

// put stores a whole object.
func (c *client) put(ctx context.Context, key string, data []byte, meta map[string]string) (string, error) {
	ctx, cancel := c.op(ctx)
	defer cancel()
	start := time.Now()
	c.puts.Add(1)
	out, err := c.api.PutObject(ctx, &s3.PutObjectInput{
		Bucket: aws.String(c.bucket), Key: aws.String(key),
		Body: bytes.NewReader(data), ContentLength: aws.Int64(int64(len(data))),
		ContentType: aws.String("application/octet-stream"), Metadata: meta,
	})
	c.trace("PUT", key, start, len(data), err)
	if err != nil {
		return "", c.fail("PUT", key, err)
	}
	c.bytesOut.Add(uint64(len(data)))
	return aws.ToString(out.ETag), nil
}

func (c *client) createMultipart(ctx context.Context, key string) (string, error) {
	ctx, cancel := c.op(ctx)
	defer cancel()
	c.puts.Add(1)
	out, err := c.api.CreateMultipartUpload(ctx, &s3.CreateMultipartUploadInput{
		Bucket: aws.String(c.bucket), Key: aws.String(key), ContentType: aws.String("application/octet-stream"),
	})
	if err != nil {
		return "", c.fail("CreateMultipartUpload", key, err)
	}
	return aws.ToString(out.UploadId), nil
}

func (c *client) uploadPart(ctx context.Context, key, uploadID string, part int32, data []byte) (types.CompletedPart, error) {
	ctx, cancel := c.op(ctx)
	defer cancel()
	start := time.Now()
	c.puts.Add(1)
	out, err := c.api.UploadPart(ctx, &s3.UploadPartInput{
		Bucket: aws.String(c.bucket), Key: aws.String(key), UploadId: aws.String(uploadID),
		PartNumber: aws.Int32(part), Body: bytes.NewReader(data), ContentLength: aws.Int64(int64(len(data))),
	})
	c.trace("UploadPart", key, start, len(data), err)
	if err != nil {
		return types.CompletedPart{}, c.fail("UploadPart", key, err)
	}
	c.bytesOut.Add(uint64(len(data)))
	return types.CompletedPart{ETag: out.ETag, PartNumber: aws.Int32(part)}, nil
}

func (c *client) completeMultipart(ctx context.Context, key, uploadID string, parts []types.CompletedPart) error {
	ctx, cancel := c.op(ctx)
	defer cancel()
	c.puts.Add(1)
	_, err := c.api.CompleteMultipartUpload(ctx, &s3.CompleteMultipartUploadInput{
		Bucket: aws.String(c.bucket), Key: aws.String(key), UploadId: aws.String(uploadID),
		MultipartUpload: &types.CompletedMultipartUpload{Parts: parts},
	})
	if err != nil {
		return c.fail("CompleteMultipartUpload", key, err)
	}
	return nil
}

func (c *client) abortMultipart(ctx context.Context, key, uploadID string) error {
	ctx, cancel := c.op(ctx)
	defer cancel()
	_, err := c.api.AbortMultipartUpload(ctx, &s3.AbortMultipartUploadInput{
		Bucket: aws.String(c.bucket), Key: aws.String(key), UploadId: aws.String(uploadID),
	})
	if err != nil && !isNotFound(err) {
		return c.fail("AbortMultipartUpload", key, err)
	}
	return nil
}

// list returns the keys under prefix and, with delimiter "/", the "folders"
// one level down.
func (c *client) list(ctx context.Context, prefix, delimiter string) (keys, prefixes []string, err error) {
	var token *string
	for {
		ictx, cancel := c.op(ctx)
		c.lists.Add(1)
		in := &s3.ListObjectsV2Input{Bucket: aws.String(c.bucket), Prefix: aws.String(prefix), ContinuationToken: token}
		if delimiter != "" {
			in.Delimiter = aws.String(delimiter)
		}
		out, err := c.api.ListObjectsV2(ictx, in)
		cancel()
		if err != nil {
			return nil, nil, c.fail("LIST", prefix, err)
		}
		for _, o := range out.Contents {
			keys = append(keys, aws.ToString(o.Key))
		}
		for _, p := range out.CommonPrefixes {
			prefixes = append(prefixes, aws.ToString(p.Prefix))
		}
		if !aws.ToBool(out.IsTruncated) || out.NextContinuationToken == nil {
			return keys, prefixes, nil
		}
		token = out.NextContinuationToken
	}
}

// listed is one listed object.
type listed struct {
	key      string
	modified time.Time
}

// listObjects returns every object under prefix with its modification time.
func (c *client) listObjects(ctx context.Context, prefix string) ([]listed, error) {
	var out []listed
	var token *string
	for {
		ictx, cancel := c.op(ctx)
		c.lists.Add(1)
		res, err := c.api.ListObjectsV2(ictx, &s3.ListObjectsV2Input{Bucket: aws.String(c.bucket), Prefix: aws.String(prefix), ContinuationToken: token})
		cancel()
		if err != nil {
			return nil, c.fail("LIST", prefix, err)
		}
		for _, o := range res.Contents {
			out = append(out, listed{key: aws.ToString(o.Key), modified: aws.ToTime(o.LastModified)})
		}
		if !aws.ToBool(res.IsTruncated) || res.NextContinuationToken == nil {
			return out, nil
		}
		token = res.NextContinuationToken
	}
}

// staleUploads returns multipart uploads under prefix started before
// cutoff (key -> upload id).
func (c *client) staleUploads(ctx context.Context, prefix string, cutoff time.Time) (map[string]string, error) {
	ctx, cancel := c.op(ctx)
	defer cancel()
	c.lists.Add(1)
	res, err := c.api.ListMultipartUploads(ctx, &s3.ListMultipartUploadsInput{Bucket: aws.String(c.bucket), Prefix: aws.String(prefix)})
	if err != nil {
		return nil, c.fail("ListMultipartUploads", prefix, err)
	}
	out := map[string]string{}
	for _, u := range res.Uploads {
		if aws.ToTime(u.Initiated).Before(cutoff) {
			out[aws.ToString(u.Key)] = aws.ToString(u.UploadId)
		}
	}
	return out, nil
}

// deleteKeys removes objects, up to 1000 per request.
func (c *client) deleteKeys(ctx context.Context, keys []string) error {
	for len(keys) > 0 {
		n := min(len(keys), 1000)
		batch := keys[:n]
		keys = keys[n:]
		ids := make([]types.ObjectIdentifier, len(batch))
		for i, k := range batch {
			ids[i] = types.ObjectIdentifier{Key: aws.String(k)}
		}
		ictx, cancel := c.op(ctx)
		c.deletes.Add(uint64(len(batch)))
		out, err := c.api.DeleteObjects(ictx, &s3.DeleteObjectsInput{
			Bucket: aws.String(c.bucket), Delete: &types.Delete{Objects: ids, Quiet: aws.Bool(true)},
		})
		cancel()
		if err != nil {
			return c.fail("DELETE", batch[0], err)
		}
		if len(out.Errors) > 0 {
			e := out.Errors[0]
			return c.fail("DELETE", aws.ToString(e.Key), errors.New(aws.ToString(e.Message)))
		}
	}
	return nil
}

// deleteKey removes one object (a missing object is not an error).
func (c *client) deleteKey(ctx context.Context, key string) error {
	ctx, cancel := c.op(ctx)
	defer cancel()
	c.deletes.Add(1)
	_, err := c.api.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(c.bucket), Key: aws.String(key)})
	if err != nil && !isNotFound(err) {
		return c.fail("DELETE", key, err)
	}
	return nil
}

// deletePrefix removes every object under prefix.
func (c *client) deletePrefix(ctx context.Context, prefix string) error {
	if !strings.HasSuffix(prefix, "/") || strings.Count(prefix, "/") < 3 {
		return fmt.Errorf("refusing to delete by the broad prefix %q", prefix)
	}
	keys, _, err := c.list(ctx, prefix, "")
	if err != nil {
		return err
	}
	return c.deleteKeys(ctx, keys)
}

// ensureBucket creates the bucket if it does not exist.
func (c *client) ensureBucket(ctx context.Context) error {
	ctx, cancel := c.op(ctx)
	defer cancel()
	if _, err := c.api.HeadBucket(ctx, &s3.HeadBucketInput{Bucket: aws.String(c.bucket)}); err == nil {
		return nil
	} else if !isNotFound(err) {
		return c.fail("HEAD bucket", "", err)
	}
	if _, err := c.api.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(c.bucket)}); err != nil {
		var owned *types.BucketAlreadyOwnedByYou
		if !errors.As(err, &owned) {
			return c.fail("CreateBucket", "", err)
		}
	}
	return nil
}

func (c *client) close() { c.http.CloseIdleConnections() }
