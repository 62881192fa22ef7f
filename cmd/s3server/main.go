// Command s3server is a small S3-compatible server (gofakes3) for handlerd's
// tests and benchmarks: the same server handlerd embeds when no S3 endpoint
// is configured, as a process of its own, so tests can kill it, stop it or
// share it between several handlerd instances.
//
//	s3server [-addr 127.0.0.1:0] [-dir DIR] [-bucket NAME]...
//
// With -dir, objects are files under DIR (they survive a restart); without,
// they are kept in memory. It prints "listening on http://HOST:PORT" once it
// accepts connections, and serves until killed.
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	s3engine "handlerd/engines/s3"
)

type buckets []string

func (b *buckets) String() string     { return strings.Join(*b, ",") }
func (b *buckets) Set(v string) error { *b = append(*b, v); return nil }

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "listen address (loopback unless you mean it)")
	dir := flag.String("dir", "", "store objects under this directory (default: in memory)")
	var bs buckets
	flag.Var(&bs, "bucket", "create this bucket at start (repeatable)")
	flag.Parse()

	h, err := s3engine.NewFakeS3(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "s3server:", err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "s3server:", err)
		os.Exit(1)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	endpoint := "http://" + ln.Addr().String()
	if len(bs) > 0 {
		c := s3.New(s3.Options{Region: "us-east-1", BaseEndpoint: aws.String(endpoint), UsePathStyle: true,
			Credentials: aws.AnonymousCredentials{}})
		for _, b := range bs {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			_, err := c.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(b)})
			cancel()
			if err != nil && !strings.Contains(err.Error(), "BucketAlreadyExists") && !strings.Contains(err.Error(), "BucketAlreadyOwnedByYou") {
				fmt.Fprintln(os.Stderr, "s3server: create bucket:", err)
				os.Exit(1)
			}
		}
	}
	fmt.Println("listening on", endpoint)
	select {}
}
