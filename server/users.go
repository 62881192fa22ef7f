package server

import (
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/mysql_db"

	"handlerd/internal/atomicfile"
)

// Accounts and grants live in go-mysql-server's mysql database, saved in
// the datadir after every change (CREATE USER, GRANT, ...).
const usersFile = "mysql_users.db"

type usersPersister struct{ path string }

func (p usersPersister) Persist(_ *sql.Context, data []byte) error {
	return atomicfile.Write(p.path, data, 0o600)
}

// setupUsers loads the accounts, or on first start creates root@localhost:
// without a password under --initialize-insecure, with
// handlerd_root_password if configured, else with a generated password
// printed once to the log, as mysqld --initialize does.
func setupUsers(db *mysql_db.MySQLDb, path string, insecure bool, rootPassword string, log *slog.Logger) error {
	ctx := sql.NewEmptyContext()
	db.SetPersister(usersPersister{path: path})
	data, err := os.ReadFile(path)
	if err == nil {
		if err := db.LoadData(ctx, data); err != nil {
			return fmt.Errorf("accounts file %s: %w", path, err)
		}
		db.SetEnabled(true)
		return nil
	}
	if !errors.Is(err, os.ErrNotExist) {
		return err
	}
	pw := rootPassword
	switch {
	case insecure:
		pw = ""
		log.Warn("root@localhost is created with an empty password (--initialize-insecure)")
	case pw == "":
		pw = generatePassword()
		log.Info("A temporary password is generated for root@localhost: " + pw)
	}
	ed := db.Editor()
	db.AddSuperUser(ed, "root", "localhost", pw)
	defer ed.Close()
	return db.Persist(ctx, ed)
}

func generatePassword() string {
	const alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789#%+-_"
	b := make([]byte, 16)
	for i := range b {
		n, _ := rand.Int(rand.Reader, big.NewInt(int64(len(alphabet))))
		b[i] = alphabet[n.Int64()]
	}
	return string(b)
}
