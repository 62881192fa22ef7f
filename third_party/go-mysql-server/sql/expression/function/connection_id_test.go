// Copyright 2020-2021 Dolthub, Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

package function

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/dolthub/go-mysql-server/sql"
)

func TestConnectionID(t *testing.T) {
	require := require.New(t)

	session := sql.NewBaseSessionWithClientServer("", sql.Client{Address: "localhost", User: "root"}, 2)
	ctx := sql.NewContext(context.Background(), sql.WithSession(session))

	connIDFunc := sql.NewFunction0("connection_id", NewConnectionID)
	result, err := connIDFunc.Fn().Eval(ctx, nil)
	require.NoError(err)
	require.Equal(uint32(2), result)
}
