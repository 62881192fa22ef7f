package server

import (
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"handlerd/config"
	"handlerd/engines"
	"handlerd/nosql/handlersocket"
	"handlerd/nosql/memcached"
	"handlerd/sqlhandler"
)

// pluginLoaded reports whether plugin_load or plugin_load_add names a
// plugin (by any of its names: "daemon_memcached", "libmemcached.so").
func pluginLoaded(cfg *config.Config, names ...string) bool {
	list := strings.ToLower(cfg.Get("plugin_load") + ";" + cfg.Get("plugin_load_add"))
	for _, n := range names {
		if strings.Contains(list, n) {
			return true
		}
	}
	return false
}

// hsDoor is the HandlerSocket listener as a front door.
type hsDoor struct{ *handlersocket.Server }

func newHandlerSocket(cfg *config.Config, r engines.Resolver, s *Server) (FrontDoor, error) {
	read, write := cfg.Get("handlersocket_port"), cfg.Get("handlersocket_port_wr")
	if read == "" && write == "" {
		return nil, nil
	}
	hs, err := handlersocket.New(handlersocket.Config{
		Address:        cfg.Get("handlersocket_address"),
		ReadPort:       read,
		WritePort:      write,
		Threads:        int(cfg.Int("handlersocket_threads")),
		ThreadsWr:      int(cfg.Int("handlersocket_threads_wr")),
		Timeout:        time.Duration(cfg.Int("handlersocket_timeout")) * time.Second,
		Backlog:        int(cfg.Int("handlersocket_backlog")),
		ReadSize:       int(cfg.Int("handlersocket_readsize")),
		MaxLine:        int(cfg.Int("handlersocket_max_line")),
		PlainSecret:    cfg.Get("handlersocket_plain_secret"),
		PlainSecretWr:  cfg.Get("handlersocket_plain_secret_wr"),
		MaxConnections: int(cfg.Int("handlersocket_max_connections")),
	}, r, s.log)
	if err != nil {
		return nil, fmt.Errorf("HandlerSocket: %w", err)
	}
	return hsDoor{hs}, nil
}

func (d hsDoor) Close() { d.Server.Close() }

func (d hsDoor) Plugins() []sqlhandler.Plugin {
	r, w := d.Active()
	status := "INACTIVE"
	if r || w {
		status = "ACTIVE"
	}
	return []sqlhandler.Plugin{{Name: "handlersocket", Status: status, Type: "DAEMON", Library: "handlersocket.so",
		Description: "Direct access to the handler interface over the HandlerSocket protocol"}}
}

// mcDoor is the memcached listener as a front door.
type mcDoor struct{ *memcached.Server }

func newMemcached(cfg *config.Config, r engines.Resolver, s *Server) (FrontDoor, error) {
	opt := cfg.Get("daemon_memcached_option")
	if opt == "" && !pluginLoaded(cfg, "daemon_memcached", "libmemcached") {
		return nil, nil
	}
	mc, err := memcached.New(memcached.Config{
		Option:           opt,
		RBatchSize:       int(cfg.Int("daemon_memcached_r_batch_size")),
		WBatchSize:       int(cfg.Int("daemon_memcached_w_batch_size")),
		TrxLevel:         int(cfg.Int("innodb_api_trx_level")),
		BkCommitInterval: time.Duration(cfg.Int("innodb_api_bk_commit_interval")) * time.Second,
		EnableMDL:        cfg.Bool("innodb_api_enable_mdl"),
		// Without -l, memcached stays on loopback even when MySQL listens
		// more widely: its text protocol has no authentication.
		DefaultAddress: "127.0.0.1",
		SASLCheck:      s.checkAccount,
	}, r, s.log)
	if err != nil {
		return nil, fmt.Errorf("memcached: %w", err)
	}
	return mcDoor{mc}, nil
}

func (d mcDoor) Plugins() []sqlhandler.Plugin {
	status := "INACTIVE"
	if d.Active() {
		status = "ACTIVE"
	}
	return []sqlhandler.Plugin{{Name: "daemon_memcached", Status: status, Type: "DAEMON", Library: "libmemcached.so",
		Description: "memcached protocol mapped to tables (InnoDB memcached plugin)"}}
}

// Stats prefixes memcached's counters as MySQL's plugin did not, so they
// cannot collide with server status names.
func (d mcDoor) Stats() map[string]uint64 {
	out := map[string]uint64{}
	for _, st := range d.Server.Stats() {
		var n uint64
		if _, err := fmt.Sscan(st.Value, &n); err == nil {
			out["Memcached_"+st.Name] = n
		}
	}
	return out
}

// checkAccount verifies a user name and password against the MySQL
// accounts (mysql_native_password or caching_sha2_password), for
// memcached's SASL PLAIN.
func (s *Server) checkAccount(user, pass string) bool {
	db := s.eng.Analyzer.Catalog.MySQLDb
	rd := db.Reader()
	defer rd.Close()
	for _, host := range []string{"localhost", "%"} {
		u := db.GetUser(rd, user, host, false)
		if u == nil || u.Locked {
			continue
		}
		return passwordMatches(u, pass) // both plugins (accounts.go)
	}
	return false
}

// nativeHash is mysql_native_password's stored form of a password.
func nativeHash(pw string) string {
	if pw == "" {
		return ""
	}
	h1 := sha1.Sum([]byte(pw))
	h2 := sha1.Sum(h1[:])
	return "*" + strings.ToUpper(hex.EncodeToString(h2[:]))
}
