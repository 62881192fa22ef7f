package sqlhandler_test

import (
	"strconv"
	"strings"
	"testing"
)

// AES_ENCRYPT and AES_DECRYPT in every block_encryption_mode handlerd
// serves, and UUID_SHORT; they were "FUNCTION ... does not exist". The
// expected ciphertexts are openssl's (`printf text | openssl enc
// -aes-256-cbc -K <the folded key> -iv <iv> | xxd -p`); ECB against
// MariaDB is in the corpus (08_queries.sql, aes-and-uuid-short).
func TestAESAndUUIDShort(t *testing.T) {
	forEachEngine(t, func(t *testing.T, d *testDB) {
		expect(t, d, "SELECT HEX(AES_ENCRYPT('text', 'key'))", "[[15E36637363712FC2E699B9C95B75393]]")
		d.mustQuery("SET block_encryption_mode = 'aes-256-cbc'")
		expect(t, d, "SELECT HEX(AES_ENCRYPT('text', 'key', 'abcdefghijklmnop'))", "[[FB937CED1A658FA7129620217C890093]]")
		if _, err := d.query("SELECT AES_ENCRYPT('text', 'key')"); err == nil || !strings.Contains(err.Error(), "Incorrect parameter count") {
			t.Errorf("CBC without an initialization vector: %v, want error 1582", err)
		}
		if _, err := d.query("SELECT AES_ENCRYPT('text', 'key', 'short')"); err == nil || !strings.Contains(err.Error(), "too short") {
			t.Errorf("a 5-byte initialization vector: %v, want error 1882", err)
		}
		for _, mode := range []string{"aes-128-ecb", "aes-192-cbc", "aes-256-cfb128", "aes-128-ofb"} {
			d.mustQuery("SET block_encryption_mode = '" + mode + "'")
			for _, plain := range []string{"", "x", "exactly16bytes!!", "a longer text of several blocks, 0123456789"} {
				q := "SELECT CAST(AES_DECRYPT(AES_ENCRYPT('" + plain + "', 'secret', 'iv-of-16-bytes..'), 'secret', 'iv-of-16-bytes..') AS CHAR)"
				expect(t, d, q, "[["+plain+"]]")
			}
		}
		d.mustQuery("SET block_encryption_mode = 'aes-128-ecb'")
		expect(t, d, "SELECT AES_DECRYPT(AES_ENCRYPT('text', 'key'), 'other key') IS NULL, AES_DECRYPT('not sixteen', 'k') IS NULL", "[[true true]]")

		d.mustQuery("CREATE TABLE u (id INT PRIMARY KEY)")
		d.mustQuery("INSERT INTO u VALUES (1), (2), (3)")
		rows, err := d.query("SELECT UUID_SHORT() FROM u")
		if err != nil {
			t.Fatal(err)
		}
		seen := map[uint64]bool{}
		for _, r := range rows {
			v, err := strconv.ParseUint(r[0], 10, 64)
			if err != nil || v == 0 || seen[v] {
				t.Fatalf("UUID_SHORT() per row: %v (want distinct values above 0)", rows)
			}
			seen[v] = true
		}
	})
}
