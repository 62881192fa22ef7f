package catalog

import (
	"encoding/json"
	"fmt"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/planbuilder"

	"handlerd/engines"
)

// The catalog file stores table definitions as JSON. Column types are kept
// as their SQL text (e.g. "varchar(32) COLLATE utf8mb4_0900_ai_ci") and
// parsed back with go-mysql-server's own parser, and default expressions as
// SQL text that the analyzer resolves when a statement needs them, so the
// format follows go-mysql-server's type system without a mapping of ours.

type fileFormat struct {
	Version     int            `json:"version"`
	NextTableID uint64         `json:"next_table_id"`
	Databases   []databaseJSON `json:"databases"`
}

type databaseJSON struct {
	Name      string      `json:"name"`
	Collation string      `json:"collation,omitempty"`
	Tables    []tableJSON `json:"tables"`
	Objects   []Object    `json:"objects,omitempty"`
}

type tableJSON struct {
	ID                 uint64            `json:"id"`
	Name               string            `json:"name"`
	Engine             string            `json:"engine"`
	Columns            []columnJSON      `json:"columns"`
	PrimaryKey         []int             `json:"primary_key,omitempty"`
	Indexes            []indexJSON       `json:"indexes,omitempty"`
	Collation          string            `json:"collation,omitempty"`
	Comment            string            `json:"comment,omitempty"`
	Options            map[string]string `json:"options,omitempty"`
	AutoIncrementStart uint64            `json:"auto_increment_start,omitempty"`
	NextIndexID        uint32            `json:"next_index_id"`
	Checks             []checkJSON       `json:"checks,omitempty"`
	ForeignKeys        []foreignKeyJSON  `json:"foreign_keys,omitempty"`
}

type foreignKeyJSON struct {
	Name           string   `json:"name"`
	Columns        []string `json:"columns"`
	ParentDatabase string   `json:"parent_database"`
	ParentTable    string   `json:"parent_table"`
	ParentColumns  []string `json:"parent_columns"`
	OnUpdate       string   `json:"on_update,omitempty"`
	OnDelete       string   `json:"on_delete,omitempty"`
	Resolved       bool     `json:"resolved,omitempty"`
}

type checkJSON struct {
	Name     string `json:"name"`
	Expr     string `json:"expr"`
	Enforced bool   `json:"enforced"`
}

type columnJSON struct {
	Name          string  `json:"name"`
	Type          string  `json:"type"`
	Nullable      bool    `json:"nullable,omitempty"`
	Default       *string `json:"default,omitempty"`
	Generated     *string `json:"generated,omitempty"`
	Virtual       bool    `json:"virtual,omitempty"`
	OnUpdate      *string `json:"on_update,omitempty"`
	AutoIncrement bool    `json:"auto_increment,omitempty"`
	PrimaryKey    bool    `json:"primary_key,omitempty"`
	Comment       string  `json:"comment,omitempty"`
	Extra         string  `json:"extra,omitempty"`
}

type indexJSON struct {
	ID      uint32            `json:"id"`
	Name    string            `json:"name"`
	Unique  bool              `json:"unique,omitempty"`
	Columns []indexColumnJSON `json:"columns"`
	Comment string            `json:"comment,omitempty"`
}

type indexColumnJSON struct {
	Ordinal int    `json:"ordinal"`
	Prefix  uint16 `json:"prefix,omitempty"`
}

func exprString(d *sql.ColumnDefaultValue) *string {
	if d == nil {
		return nil
	}
	s := d.String()
	return &s
}

func exprValue(s *string) *sql.ColumnDefaultValue {
	if s == nil {
		return nil
	}
	return sql.NewUnresolvedColumnDefaultValue(*s)
}

func collationName(c sql.CollationID) string {
	if c == sql.Collation_Unspecified {
		return ""
	}
	return c.Name()
}

func parseCollation(name string) (sql.CollationID, error) {
	if name == "" {
		return sql.Collation_Unspecified, nil
	}
	return sql.ParseCollation("", name, false)
}

// MarshalTable encodes one table definition (also used by engines that
// store definitions beside their data, such as S3 manifests).
func MarshalTable(d *engines.TableDef) ([]byte, error) { return json.Marshal(encodeTable(d)) }

// UnmarshalTable decodes what MarshalTable wrote.
func UnmarshalTable(db string, data []byte) (*engines.TableDef, error) {
	var t tableJSON
	if err := json.Unmarshal(data, &t); err != nil {
		return nil, err
	}
	return decodeTable(db, t)
}

func encodeTable(d *engines.TableDef) tableJSON {
	t := tableJSON{
		ID: d.ID, Name: d.Name, Engine: d.Engine, PrimaryKey: d.PrimaryKey,
		Collation: collationName(d.Collation), Comment: d.Comment, Options: d.Options,
		AutoIncrementStart: d.AutoIncrementStart, NextIndexID: d.NextIndexID,
	}
	for _, c := range d.Schema {
		t.Columns = append(t.Columns, columnJSON{
			Name: c.Name, Type: c.Type.String(), Nullable: c.Nullable,
			Default: exprString(c.Default), Generated: exprString(c.Generated), Virtual: c.Virtual,
			OnUpdate: exprString(c.OnUpdate), AutoIncrement: c.AutoIncrement, PrimaryKey: c.PrimaryKey,
			Comment: c.Comment, Extra: c.Extra,
		})
	}
	for _, c := range d.Checks {
		t.Checks = append(t.Checks, checkJSON{Name: c.Name, Expr: c.Expr, Enforced: c.Enforced})
	}
	for _, fk := range d.ForeignKeys {
		t.ForeignKeys = append(t.ForeignKeys, foreignKeyJSON{
			Name: fk.Name, Columns: fk.Columns,
			ParentDatabase: fk.ParentDatabase, ParentTable: fk.ParentTable, ParentColumns: fk.ParentColumns,
			OnUpdate: string(fk.OnUpdate), OnDelete: string(fk.OnDelete), Resolved: fk.IsResolved,
		})
	}
	for _, ix := range d.Indexes {
		j := indexJSON{ID: ix.ID, Name: ix.Name, Unique: ix.Unique, Comment: ix.Comment}
		for _, c := range ix.Columns {
			j.Columns = append(j.Columns, indexColumnJSON{Ordinal: c.Ordinal, Prefix: c.Prefix})
		}
		t.Indexes = append(t.Indexes, j)
	}
	return t
}

func decodeTable(db string, t tableJSON) (*engines.TableDef, error) {
	coll, err := parseCollation(t.Collation)
	if err != nil {
		return nil, fmt.Errorf("table %s.%s: %w", db, t.Name, err)
	}
	d := &engines.TableDef{
		ID: t.ID, Database: db, Name: t.Name, Engine: t.Engine, PrimaryKey: t.PrimaryKey,
		Collation: coll, Comment: t.Comment, Options: t.Options,
		AutoIncrementStart: t.AutoIncrementStart, NextIndexID: t.NextIndexID,
	}
	if d.Options == nil {
		d.Options = map[string]string{}
	}
	for _, c := range t.Columns {
		typ, err := planbuilder.ParseColumnTypeString(c.Type)
		if err != nil {
			return nil, fmt.Errorf("table %s.%s column %s: type %q: %w", db, t.Name, c.Name, c.Type, err)
		}
		d.Schema = append(d.Schema, &sql.Column{
			Name: c.Name, Type: typ, Nullable: c.Nullable, Source: t.Name, DatabaseSource: db,
			Default: exprValue(c.Default), Generated: exprValue(c.Generated), Virtual: c.Virtual,
			OnUpdate: exprValue(c.OnUpdate), AutoIncrement: c.AutoIncrement, PrimaryKey: c.PrimaryKey,
			Comment: c.Comment, Extra: c.Extra,
		})
	}
	for _, j := range t.Indexes {
		ix := engines.IndexDef{ID: j.ID, Name: j.Name, Unique: j.Unique, Comment: j.Comment}
		for _, c := range j.Columns {
			ix.Columns = append(ix.Columns, engines.IndexColumn{Ordinal: c.Ordinal, Prefix: c.Prefix})
		}
		d.Indexes = append(d.Indexes, ix)
	}
	for _, c := range t.Checks {
		d.Checks = append(d.Checks, engines.CheckDef{Name: c.Name, Expr: c.Expr, Enforced: c.Enforced})
	}
	for _, fk := range t.ForeignKeys {
		d.ForeignKeys = append(d.ForeignKeys, sql.ForeignKeyConstraint{
			Name: fk.Name, Database: d.Database, Table: d.Name, Columns: fk.Columns,
			ParentDatabase: fk.ParentDatabase, ParentTable: fk.ParentTable, ParentColumns: fk.ParentColumns,
			OnUpdate: sql.ForeignKeyReferentialAction(fk.OnUpdate), OnDelete: sql.ForeignKeyReferentialAction(fk.OnDelete),
			IsResolved: fk.Resolved,
		})
	}
	if err := d.Validate(); err != nil {
		return nil, err
	}
	return d, nil
}
