package server

import (
	"crypto/subtle"

	"github.com/dolthub/go-mysql-server/sql/mysql_db"
	"github.com/dolthub/vitess/go/mysql"
)

// passwordMatches checks a clear-text password against an account's
// stored authentication string, for either plugin handlerd's MySQL
// accounts use (memcached's SASL PLAIN logs in with MySQL accounts).
func passwordMatches(u *mysql_db.User, pass string) bool {
	if u.Plugin == string(mysql.CachingSha2Password) && u.AuthString != "" {
		digest, iterations, salt, _, err := mysql.DeserializeCachingSha2PasswordAuthString([]byte(u.AuthString))
		if err != nil || digest != "SHA256" {
			return false
		}
		want, err := mysql.SerializeCachingSha2PasswordAuthString(pass, salt, iterations)
		return err == nil && subtle.ConstantTimeCompare(want, []byte(u.AuthString)) == 1
	}
	return subtle.ConstantTimeCompare([]byte(nativeHash(pass)), []byte(u.AuthString)) == 1
}
