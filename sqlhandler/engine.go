package sqlhandler

import (
	sqle "github.com/dolthub/go-mysql-server"
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/analyzer"
)

// NewEngine returns a go-mysql-server engine over p with handlerd's parser
// and SHOW hooks installed.
func NewEngine(p *Provider, cfg *sqle.Config, plugins func() []Plugin) (*sqle.Engine, error) {
	a := analyzer.NewBuilder(p).AddPostValidationRule(onlyFullGroupByRuleID, onlyFullGroupByRule).Build()
	e := sqle.New(a, cfg)
	e.Parser = Parser{Inner: sql.GlobalParser}
	registerFunctions(e.Analyzer.Catalog)
	if plugins == nil {
		plugins = func() []Plugin { return nil }
	}
	if err := InstallShowHooks(e, p, plugins); err != nil {
		return nil, err
	}
	return e, nil
}
