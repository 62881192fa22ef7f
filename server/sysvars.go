package server

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"

	"handlerd/config"
)

// Every handlerd option is a system variable: SHOW VARIABLES lists it with
// its configured value, @@global.name reads it, and SET GLOBAL changes the
// dynamic ones (the others fail with MySQL's error 1238). go-mysql-server
// already defines some (port, max_connections, default_storage_engine...);
// those keep their scope and only take the configured value as default.

// onChange hooks run when a dynamic option is SET GLOBAL.
type onChange map[string]func(value string) error

func registerSysVars(cfg *config.Config, hooks onChange) error {
	var vars []sql.SystemVariable
	for _, opt := range config.All() {
		name := opt.Name
		val := cfg.Get(name)
		if opt.Secret && val != "" {
			val = "*****"
		}
		typ, def, err := sysVarType(opt, val)
		if err != nil {
			return fmt.Errorf("option %s: %w", name, err)
		}
		scope := sql.GetMysqlScope(sql.SystemVariableScope_Global)
		dynamic := opt.Dynamic
		if existing, _, ok := sql.SystemVariables.GetGlobal(name); ok {
			if mv, ok := existing.(*sql.MysqlSystemVariable); ok {
				scope = mv.Scope
				dynamic = dynamic || (mv.Dynamic && !isStartupOnly(name))
				if name != "default_storage_engine" {
					typ = mv.Type
					// sql_mode's value stays the text go-mysql-server
					// reads (its type would turn it into a bit set).
					if c, _, err := typ.Convert(sql.NewEmptyContext(), val); err == nil && name != "sql_mode" {
						def = c
					}
				}
			}
		}
		hook := hooks[name]
		v := &sql.MysqlSystemVariable{
			Name: name, Scope: scope, Dynamic: dynamic, Type: typ, Default: def,
			NotifyChanged: func(ctx *sql.Context, sc sql.SystemVariableScope, v sql.SystemVarValue) error {
				if !sc.IsGlobalOnly() {
					return nil
				}
				s := valueString(v.Val)
				if err := cfg.Set(name, s); err != nil {
					return err
				}
				if hook != nil {
					return hook(cfg.Get(name))
				}
				return nil
			},
		}
		vars = append(vars, v)
	}
	sql.SystemVariables.AddSystemVariables(vars)
	return nil
}

// isStartupOnly lists options go-mysql-server lets you SET but that take
// effect only at startup in handlerd.
func isStartupOnly(name string) bool {
	switch name {
	case "port", "bind_address", "socket", "datadir", "pid_file", "log_error":
		return true
	}
	return false
}

func valueString(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case int8:
		if x != 0 {
			return "ON"
		}
		return "OFF"
	default:
		return fmt.Sprint(x)
	}
}

func sysVarType(opt *config.Option, val string) (sql.Type, any, error) {
	switch opt.Kind {
	case config.Bool:
		var d int8
		if val == "ON" {
			d = 1
		}
		return types.NewSystemBoolType(opt.Name), d, nil
	case config.Int, config.Size:
		n, err := strconv.ParseInt(val, 10, 64)
		if err != nil {
			return nil, nil, err
		}
		lo, hi := opt.Min, opt.Max
		if lo == 0 && hi == 0 {
			lo, hi = -1<<63, 1<<63-1
		}
		return types.NewSystemIntType(opt.Name, lo, hi, false), n, nil
	case config.Uint:
		n, err := strconv.ParseUint(val, 10, 64)
		if err != nil {
			return nil, nil, err
		}
		hi := uint64(opt.Max)
		if hi == 0 {
			hi = 1<<64 - 1
		}
		return types.NewSystemUintType(opt.Name, uint64(opt.Min), hi), n, nil
	case config.Enum:
		return types.NewSystemEnumType(opt.Name, opt.Values...), canonicalEnum(opt, val), nil
	}
	return types.NewSystemStringType(opt.Name), val, nil
}

func canonicalEnum(opt *config.Option, val string) string {
	for _, v := range opt.Values {
		if strings.EqualFold(v, val) {
			return v
		}
	}
	return val
}

// overrideDefaults changes the defaults of go-mysql-server variables that
// describe the server rather than an option: the version string, and
// secure_file_priv (empty means LOAD DATA INFILE may read any file; confine
// it to the datadir's files directory as mysqld confines it to one place).
func overrideDefaults(values map[string]any) {
	var vars []sql.SystemVariable
	for name, def := range values {
		if existing, _, ok := sql.SystemVariables.GetGlobal(name); ok {
			if mv, ok := existing.(*sql.MysqlSystemVariable); ok {
				c := *mv
				c.Default = def
				vars = append(vars, &c)
			}
		}
	}
	sql.SystemVariables.AddSystemVariables(vars)
}

// buildDefaults are the variables that describe the server's build and
// host, which tools print and check (the mysql CLI's status shows
// version_comment): go-mysql-server left version_comment as "Dolt" and
// the others empty.
func buildDefaults() map[string]any {
	machine := map[string]string{"amd64": "x86_64", "arm64": "aarch64", "386": "i686"}[runtime.GOARCH]
	if machine == "" {
		machine = runtime.GOARCH
	}
	host, _ := os.Hostname()
	return map[string]any{
		"version_comment":         "handlerd, MySQL-compatible server with HandlerSocket and memcached",
		"version_compile_os":      map[string]string{"linux": "Linux", "darwin": "macOS"}[runtime.GOOS],
		"version_compile_machine": machine,
		"hostname":                host,
	}
}

// connectionCharsetDefaults makes a session's character set and collation
// variables start from character_set_server and collation_server, as a
// MySQL 8 client's session does (utf8mb4, utf8mb4_0900_ai_ci), instead of
// go-mysql-server's utf8mb4_0900_bin: string literals compare under
// collation_connection, so 'a' = 'A' is true, as in MySQL.
func connectionCharsetDefaults(cfg *config.Config) map[string]any {
	cs, coll := cfg.Get("character_set_server"), cfg.Get("collation_server")
	return map[string]any{
		"character_set_client": cs, "character_set_connection": cs, "character_set_results": cs,
		"character_set_database": cs, "collation_connection": coll, "collation_database": coll,
	}
}
