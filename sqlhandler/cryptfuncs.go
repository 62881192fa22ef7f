package sqlhandler

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/dolthub/vitess/go/mysql"
)

// MySQL's AES_ENCRYPT, AES_DECRYPT and UUID_SHORT, which go-mysql-server
// lacks.
var cryptFunctions = []sql.Function{
	scalar("aes_encrypt", 2, 3, fixed(types.LongBlob), aesEncrypt),
	scalar("aes_decrypt", 2, 3, fixed(types.LongBlob), aesDecrypt),
	sql.Function0{Name: "uuid_short", Fn: func() sql.Expression { return uuidShort{} }},
}

// aesMode is one value of block_encryption_mode.
type aesMode struct {
	keyBytes int
	chain    string // ecb, cbc, cfb128 or ofb
}

// blockEncryptionMode reads the session's block_encryption_mode
// ("aes-128-ecb" by default).
func blockEncryptionMode(ctx *sql.Context) (aesMode, error) {
	name := "aes-128-ecb"
	if v, err := ctx.GetSessionVariable(ctx, "block_encryption_mode"); err == nil {
		if s, ok := v.(string); ok && s != "" {
			name = strings.ToLower(s)
		}
	}
	var bits int
	var chain string
	if _, err := fmt.Sscanf(name, "aes-%d-%s", &bits, &chain); err == nil && (bits == 128 || bits == 192 || bits == 256) {
		switch chain {
		case "ecb", "cbc", "cfb128", "ofb":
			return aesMode{keyBytes: bits / 8, chain: chain}, nil
		}
	}
	return aesMode{}, mysql.NewSQLError(mysql.ERNotSupportedYet, "42000", "This version of handlerd doesn't yet support 'block_encryption_mode %s'", name)
}

// aesKey folds key into the mode's key length by XOR, as MySQL's
// my_aes_create_key: a key of any length gives a key of the right one.
func aesKey(key []byte, n int) []byte {
	k := make([]byte, n)
	for i, b := range key {
		k[i%n] ^= b
	}
	return k
}

// aesArgs reads the arguments: the data, the cipher of the folded key,
// and the initialization vector when the mode uses one.
func aesArgs(ctx *sql.Context, fn string, a []any) (data []byte, block cipher.Block, mode aesMode, iv []byte, err error) {
	if mode, err = blockEncryptionMode(ctx); err != nil {
		return
	}
	data, key := toBytes(a[0]), toBytes(a[1])
	if block, err = aes.NewCipher(aesKey(key, mode.keyBytes)); err != nil {
		return
	}
	switch {
	case mode.chain == "ecb":
		if len(a) > 2 {
			ctx.Warn(1618, "<IV> option ignored")
		}
	case len(a) < 3:
		err = mysql.NewSQLError(1582, "42000", "Incorrect parameter count in the call to native function '%s'", fn)
	default:
		if iv = toBytes(a[2]); len(iv) < aes.BlockSize {
			err = mysql.NewSQLError(1882, "HY000", "The initialization vector supplied to %s is too short. Must be at least %d bytes long", fn, aes.BlockSize)
		}
		iv = iv[:min(len(iv), aes.BlockSize)]
	}
	return
}

// aesEncrypt is AES_ENCRYPT(str, key_str [, init_vector]): str encrypted
// in block_encryption_mode, padded to whole blocks (PKCS#7) in the ECB and
// CBC modes.
func aesEncrypt(ctx *sql.Context, a []any) (any, error) {
	data, block, mode, iv, err := aesArgs(ctx, "aes_encrypt", a)
	if err != nil {
		return nil, err
	}
	switch mode.chain {
	case "ecb", "cbc":
		pad := aes.BlockSize - len(data)%aes.BlockSize
		out := append(bytes.Clone(data), bytes.Repeat([]byte{byte(pad)}, pad)...)
		if mode.chain == "cbc" {
			cipher.NewCBCEncrypter(block, iv).CryptBlocks(out, out)
		} else {
			ecb(block.Encrypt, out)
		}
		return out, nil
	}
	return stream(block, mode, iv, data, true), nil
}

// aesDecrypt is AES_DECRYPT(crypt_str, key_str [, init_vector]); NULL when
// the padding shows a wrong key or data that is not AES_ENCRYPT's.
func aesDecrypt(ctx *sql.Context, a []any) (any, error) {
	data, block, mode, iv, err := aesArgs(ctx, "aes_decrypt", a)
	if err != nil {
		return nil, err
	}
	switch mode.chain {
	case "ecb", "cbc":
		if len(data) == 0 || len(data)%aes.BlockSize != 0 {
			return nil, nil
		}
		out := bytes.Clone(data)
		if mode.chain == "cbc" {
			cipher.NewCBCDecrypter(block, iv).CryptBlocks(out, out)
		} else {
			ecb(block.Decrypt, out)
		}
		pad := int(out[len(out)-1])
		if pad < 1 || pad > aes.BlockSize || !bytes.Equal(out[len(out)-pad:], bytes.Repeat([]byte{byte(pad)}, pad)) {
			return nil, nil
		}
		return out[:len(out)-pad], nil
	}
	return stream(block, mode, iv, data, false), nil
}

// ecb applies one block operation to every block of b in place.
func ecb(op func(dst, src []byte), b []byte) {
	for i := 0; i < len(b); i += aes.BlockSize {
		op(b[i:i+aes.BlockSize], b[i:i+aes.BlockSize])
	}
}

// stream is the CFB128 and OFB modes, which need no padding.
func stream(block cipher.Block, mode aesMode, iv, data []byte, encrypt bool) []byte {
	var s cipher.Stream
	switch {
	case mode.chain == "ofb":
		s = cipher.NewOFB(block, iv)
	case encrypt:
		s = cipher.NewCFBEncrypter(block, iv)
	default:
		s = cipher.NewCFBDecrypter(block, iv)
	}
	out := make([]byte, len(data))
	s.XORKeyStream(out, data)
	return out
}

// toBytes is a string or binary argument's bytes (other values as their
// text, as MySQL converts them).
func toBytes(v any) []byte {
	switch x := v.(type) {
	case []byte:
		return x
	case string:
		return []byte(x)
	}
	s, _, err := types.LongText.Convert(nil, v)
	if err != nil {
		return nil
	}
	return []byte(s.(string))
}

// uuidShortBase is UUID_SHORT's start: the start time in seconds in bits
// 24..55, as MySQL's server_id bits above them are added per call.
var (
	uuidShortBase  = uint64(time.Now().Unix()) << 24
	uuidShortCount atomic.Uint64
)

// uuidShort is UUID_SHORT(): (server_id & 255) << 56, plus the server's
// start time in seconds << 24, plus a counter incremented by each call, as
// in MySQL: unique and increasing within a server, across restarts more
// than a second apart, and across servers with distinct server_ids.
type uuidShort struct{}

var _ sql.NonDeterministicExpression = uuidShort{}

func (uuidShort) Resolved() bool             { return true }
func (uuidShort) IsNullable() bool           { return false }
func (uuidShort) IsNonDeterministic() bool   { return true }
func (uuidShort) Type() sql.Type             { return types.Uint64 }
func (uuidShort) Children() []sql.Expression { return nil }
func (uuidShort) String() string             { return "uuid_short()" }
func (uuidShort) FunctionName() string       { return "uuid_short" }
func (uuidShort) Description() string        { return "MySQL's UUID_SHORT()." }
func (u uuidShort) WithChildren(c ...sql.Expression) (sql.Expression, error) {
	if len(c) != 0 {
		return nil, sql.ErrInvalidChildrenNumber.New(u, len(c), 0)
	}
	return u, nil
}

func (uuidShort) Eval(ctx *sql.Context, _ sql.Row) (any, error) {
	var serverID uint64
	if _, v, ok := sql.SystemVariables.GetGlobal("server_id"); ok {
		if id, ok := toInt(v); ok {
			serverID = uint64(id)
		}
	}
	return (serverID&255)<<56 + uuidShortBase + uuidShortCount.Add(1) - 1, nil
}
