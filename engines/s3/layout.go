package s3

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Bucket layout. One table is
//
//	<db>/<table>/manifest                the commit point: definition, row count, block index
//	<db>/<table>/<version>/<n>           data objects: concatenated compressed blocks
//
// <db> and <table> are the names lower-cased (the catalog resolves names
// case-insensitively) and escaped like MySQL's file names: every byte
// outside [a-z0-9_$-] becomes @ and four hex digits of its code point, so
// names are safe as S3 keys and as paths of a filesystem-backed store.
//
// <version> is random and new for every archive of a table, so objects of
// an upload in progress, of the archive being replaced and of its
// replacement never share a key; a table's objects are deleted by listing
// its version prefix. The manifest names its version; a version prefix
// without a manifest naming it is garbage (an interrupted upload).

// manifestName is the last path element of a manifest key.
const manifestName = "manifest"

// escapeName turns a database or table name into one key path element.
func escapeName(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '_', r == '$', r == '-':
			b.WriteRune(r)
		case r == utf8.RuneError:
			b.WriteString("@fffd")
		case r > 0xffff:
			fmt.Fprintf(&b, "@@%06x", r)
		default:
			fmt.Fprintf(&b, "@%04x", r)
		}
	}
	if b.Len() == 0 {
		return "@"
	}
	return b.String()
}

// tablePrefix is the key prefix of everything of db.table, with a trailing
// slash.
func tablePrefix(db, table string) string {
	return escapeName(db) + "/" + escapeName(table) + "/"
}

func manifestKey(db, table string) string { return tablePrefix(db, table) + manifestName }

// versionPrefix is the key prefix of one archive's data objects.
func versionPrefix(db, table, version string) string {
	return tablePrefix(db, table) + version + "/"
}

func objectKey(db, table, version string, n int) string {
	return fmt.Sprintf("%s%06d", versionPrefix(db, table, version), n)
}

// newVersion returns a fresh archive version: 16 random bytes in hex.
func newVersion() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	return hex.EncodeToString(b[:])
}

// validVersion reports whether v looks like a version newVersion made (it
// becomes part of keys that are deleted by prefix, so it must be exact).
func validVersion(v string) bool {
	if len(v) != 32 {
		return false
	}
	_, err := hex.DecodeString(v)
	return err == nil
}
