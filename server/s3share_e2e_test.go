package server_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"handlerd/internal/testserver"
)

// TestS3SharedBucket runs two handlerd processes over one bucket: the
// first serves the embedded S3 endpoint and archives a table; the second,
// with no local copy, sees it (SHOW TABLES, SELECT), and sees a DROP and a
// re-archive made by the first.
func TestS3SharedBucket(t *testing.T) {
	s3port := strconv.Itoa(testserver.FreePort(t))
	a := testserver.Start(t, testserver.Options{Args: []string{"--s3=ON", "--s3-port=" + s3port}})
	b := testserver.Start(t, testserver.Options{Args: []string{"--s3=ON", "--s3-host-name=127.0.0.1", "--s3-port=" + s3port,
		"--s3-use-http=ON", "--s3-protocol-version=Path", "--s3-access-key=k", "--s3-secret-key=s", "--s3-region=us-east-1"}})

	a.MustMySQL(`CREATE DATABASE arch; CREATE TABLE arch.t (id INT PRIMARY KEY, v VARCHAR(10), KEY kv (v));
		INSERT INTO arch.t VALUES (1, 'one'), (2, 'two'), (3, 'three');
		ALTER TABLE arch.t ENGINE=S3 COMPRESSION_ALGORITHM=zstd`)
	expect(t, a.MustMySQL("SELECT v FROM arch.t WHERE id = 2"), "v\ntwo\n")

	waitFor(t, func() bool {
		out, _ := b.MySQL("SHOW TABLES FROM arch")
		return strings.Contains(out, "\nt\n")
	})
	expect(t, b.MustMySQL("SELECT COUNT(*) FROM arch.t"), "COUNT(*)\n3\n")
	expect(t, b.MustMySQL("SELECT id FROM arch.t WHERE v = 'three'"), "id\n3\n")
	if c := b.MustMySQL("SHOW CREATE TABLE arch.t"); !strings.Contains(c, "ENGINE=S3") {
		t.Errorf("second server's SHOW CREATE TABLE:\n%s", c)
	}
	if _, err := b.MySQL("INSERT INTO arch.t VALUES (4, 'four')"); err == nil || !strings.Contains(err.Error(), "ERROR 1036") {
		t.Errorf("insert into an S3 table on the second server: want 1036, got %v", err)
	}

	// Re-archived with another row on the first server: the second one
	// sees the new version.
	a.MustMySQL("ALTER TABLE arch.t ENGINE=BTREE; INSERT INTO arch.t VALUES (4, 'four'); ALTER TABLE arch.t ENGINE=S3")
	waitFor(t, func() bool {
		out, err := b.MySQL("SELECT COUNT(*) FROM arch.t")
		return err == nil && out == "COUNT(*)\n4\n"
	})

	a.MustMySQL("DROP TABLE arch.t")
	waitFor(t, func() bool {
		_, err := b.MySQL("SELECT COUNT(*) FROM arch.t")
		return err != nil && strings.Contains(err.Error(), "ERROR 1146")
	})
}

// waitFor polls cond for up to 15 seconds (discovery answers are reused
// for a couple of seconds).
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met within 15s")
		}
		time.Sleep(200 * time.Millisecond)
	}
}
