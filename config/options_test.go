package config

import (
	"slices"
	"strings"
	"testing"
)

func TestRegistry(t *testing.T) {
	all := All()
	if !slices.IsSortedFunc(all, func(a, b *Option) int { return strings.Compare(a.Name, b.Name) }) {
		t.Error("All() is not sorted by name")
	}
	for _, o := range all {
		if !slices.Contains(Owners, o.Owner) {
			t.Errorf("%s: owner %q not in Owners", o.Name, o.Owner)
		}
		if o.Help == "" || strings.Contains(o.Help, "\n") {
			t.Errorf("%s: help must be one non-empty line", o.Name)
		}
		if (o.Kind == Enum) != (len(o.Values) > 0) {
			t.Errorf("%s: Values must be set exactly for Enum", o.Name)
		}
		if o.Min > o.Max {
			t.Errorf("%s: Min %d > Max %d", o.Name, o.Min, o.Max)
		}
	}
	// Names the design promises users (DESIGN.md "Names users see") and the brief's kinds/defaults.
	want := []struct{ name, kind, def string }{
		{"port", "uint", "3306"},
		{"bind_address", "string", "127.0.0.1"},
		{"socket", "string", ""},
		{"datadir", "string", "./data"},
		{"max_connections", "uint", "151"},
		{"default_storage_engine", "string", "BTREE"},
		{"skip_name_resolve", "bool", "ON"},
		{"initialize_insecure", "bool", "OFF"},
		{"max_allowed_packet", "size", "67108864"},
		{"innodb_flush_log_at_trx_commit", "int", "1"},
		{"btree_page_size", "size", "4096"},
		{"handlersocket_port", "string", ""},
		{"handlersocket_threads", "uint", "16"},
		{"handlersocket_timeout", "uint", "300"},
		{"handlersocket_max_line", "size", "1048576"},
		{"daemon_memcached_r_batch_size", "uint", "1"},
		{"daemon_memcached_engine_lib_name", "string", "innodb_engine.so"},
		{"innodb_api_bk_commit_interval", "uint", "5"},
		{"s3", "bool", "OFF"},
		{"s3_bucket", "string", "MariaDB"},
		{"s3_protocol_version", "enum", "Auto"},
		{"s3_block_size", "size", "4194304"},
		{"s3_pagecache_buffer_size", "size", "134217728"},
		{"s3_replicate_alter_as_create_select", "bool", "ON"},
		{"query_cache_type", "enum", "OFF"},
		{"query_cache_size", "size", "1048576"},
		{"handlerd_log_level", "enum", "info"},
	}
	c := mustLoad(t)
	for _, w := range want {
		o, ok := Lookup(w.name)
		if !ok {
			t.Errorf("%s not registered", w.name)
			continue
		}
		if o.Kind.String() != w.kind || c.Get(w.name) != w.def {
			t.Errorf("%s: kind %s default %q, want %s %q", w.name, o.Kind, c.Get(w.name), w.kind, w.def)
		}
	}
	for _, name := range []string{"handlerd_root_password", "handlersocket_plain_secret", "handlersocket_plain_secret_wr", "s3_access_key", "s3_secret_key"} {
		if o, _ := Lookup(name); o == nil || !o.Secret {
			t.Errorf("%s must be Secret", name)
		}
	}
	for _, name := range []string{"require_secure_transport", "innodb_flush_log_at_trx_commit", "query_cache_type", "query_cache_size", "s3_debug", "innodb_api_bk_commit_interval"} {
		if o, _ := Lookup(name); o == nil || !o.Dynamic {
			t.Errorf("%s must be Dynamic", name)
		}
	}
}

func TestLookup(t *testing.T) {
	for _, name := range []string{"bind_address", "bind-address", "BIND-Address", "Bind_Address"} {
		if o, ok := Lookup(name); !ok || o.Name != "bind_address" {
			t.Errorf("Lookup(%q) = %v, %v", name, o, ok)
		}
	}
	if o, ok := Lookup("log-level"); !ok || o.Name != "handlerd_log_level" {
		t.Errorf("alias log-level: %v, %v", o, ok)
	}
	for _, name := range []string{"", "bind", "bind_address_", "loose_port", "skip_general_log"} {
		if _, ok := Lookup(name); ok {
			t.Errorf("Lookup(%q) found an option", name)
		}
	}
}

func TestParseValue(t *testing.T) {
	tests := []struct {
		option, in, want, err string // err: substring of the error; "" means valid
	}{
		{"general_log", "on", "ON", ""},
		{"general_log", "True", "ON", ""},
		{"general_log", "YES", "ON", ""},
		{"general_log", "1", "ON", ""},
		{"general_log", "off", "OFF", ""},
		{"general_log", "false", "OFF", ""},
		{"general_log", "no", "OFF", ""},
		{"general_log", "0", "OFF", ""},
		{"general_log", "2", "", "must be ON or OFF"},
		{"general_log", "", "", "must be ON or OFF"},
		{"general_log", "enabled", "", "must be ON or OFF"},

		{"innodb_flush_log_at_trx_commit", "2", "2", ""},
		{"innodb_flush_log_at_trx_commit", "+0", "0", ""},
		{"innodb_flush_log_at_trx_commit", "3", "", "must be between 0 and 2"},
		{"innodb_flush_log_at_trx_commit", "-1", "", "must be between 0 and 2"},
		{"innodb_flush_log_at_trx_commit", "one", "", "not an integer"},
		{"innodb_flush_log_at_trx_commit", "1.0", "", "not an integer"},

		{"port", "0", "0", ""},
		{"port", "65535", "65535", ""},
		{"port", "65536", "", "must be between 0 and 65535"},
		{"port", "-1", "", "must not be negative"},
		{"port", "", "", "not an integer"},
		{"port", "3306x", "", "not an integer"},
		{"port", "99999999999999999999", "", "not an integer"},
		{"max_connections", "0", "", "must be between 1 and 100000"},

		{"s3_protocol_version", "path", "Path", ""},
		{"s3_protocol_version", "DOMAIN", "Domain", ""},
		{"s3_protocol_version", "4", "Path", ""},
		{"s3_protocol_version", "6", "", "must be one of Auto, Original"},
		{"s3_protocol_version", "virtual", "", "must be one of"},
		{"query_cache_type", "demand", "DEMAND", ""},
		{"query_cache_type", "1", "ON", ""},
		{"handlerd_log_level", "DEBUG", "debug", ""},

		{"max_allowed_packet", "1024", "1024", ""},
		{"max_allowed_packet", "16k", "16384", ""},
		{"max_allowed_packet", "16K", "16384", ""},
		{"max_allowed_packet", "64M", "67108864", ""},
		{"max_allowed_packet", "1g", "1073741824", ""},
		{"max_allowed_packet", "2G", "", "must be between 1024 and 1073741824"},
		{"max_allowed_packet", "1023", "", "must be between"},
		{"max_allowed_packet", "64MB", "", "not a size"},
		{"max_allowed_packet", "64X", "", "not a size"},
		{"max_allowed_packet", "M", "", "not a size"},
		{"max_allowed_packet", "-1M", "", "not a size"},
		{"max_allowed_packet", "1.5M", "", "not a size"},
		{"query_cache_size", "0", "0", ""},
		{"query_cache_size", "8E", "", "not a size"}, // overflows int64
		{"query_cache_size", "7E", "8070450532247928832", ""},
		{"s3_block_size", "32K", "", "must be between 65536 and 16777216"},
		{"s3_pagecache_buffer_size", "16M", "", "must be at least 33554432"},

		{"datadir", ` /x y `, ` /x y `, ""},
	}
	for _, tt := range tests {
		o, _ := Lookup(tt.option)
		got, _, err := o.parse(tt.in)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%s=%q: %v", tt.option, tt.in, err)
		case tt.err == "" && got != tt.want:
			t.Errorf("%s=%q: got %q, want %q", tt.option, tt.in, got, tt.want)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s=%q: error %v, want one containing %q", tt.option, tt.in, err, tt.err)
		case tt.err != "" && !strings.Contains(err.Error(), "'"+tt.in+"'"):
			t.Errorf("%s=%q: error %q does not name the value", tt.option, tt.in, err)
		}
	}
}
