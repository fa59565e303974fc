package c

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing/fstest"

	"modernc.org/cc/v4"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// DataModel is a C data model: the widths of int, long and pointers.
type DataModel string

// The data models of SV-COMP tasks.
const (
	ILP32 DataModel = "ILP32" // int, long and pointers 32 bits (i386)
	LP64  DataModel = "LP64"  // int 32, long and pointers 64 bits (x86-64)
)

// ParseDataModel reads ILP32 or LP64 (any case); empty means LP64.
func ParseDataModel(s string) (DataModel, error) {
	switch strings.ToUpper(s) {
	case "", "LP64":
		return LP64, nil
	case "ILP32":
		return ILP32, nil
	}
	return "", fmt.Errorf("unknown data model %q (ILP32 or LP64)", s)
}

// predefinedCommon are the macros a GCC-compatible compiler predefines on
// Linux for both data models, as far as the subset needs them.
const predefinedCommon = `
#define __STDC__ 1
#define __STDC_VERSION__ 201710L
#define __STDC_HOSTED__ 1
#define __GNUC__ 4
#define __GNUC_MINOR__ 2
#define __GNUC_PATCHLEVEL__ 1
#define __linux__ 1
#define __linux 1
#define __unix__ 1
#define __unix 1
#define __ELF__ 1
#define __CHAR_BIT__ 8
#define __SCHAR_MAX__ 0x7f
#define __SHRT_MAX__ 0x7fff
#define __INT_MAX__ 0x7fffffff
#define __LONG_LONG_MAX__ 0x7fffffffffffffffLL
#define __SIZEOF_INT__ 4
#define __SIZEOF_SHORT__ 2
#define __SIZEOF_LONG_LONG__ 8
#define __ORDER_LITTLE_ENDIAN__ 1234
#define __ORDER_BIG_ENDIAN__ 4321
#define __BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__
#define __INT8_TYPE__ signed char
#define __INT16_TYPE__ short
#define __INT32_TYPE__ int
#define __UINT8_TYPE__ unsigned char
#define __UINT16_TYPE__ unsigned short
#define __UINT32_TYPE__ unsigned
#define __WCHAR_TYPE__ int
#define __CHAR16_TYPE__ unsigned short
#define __CHAR32_TYPE__ unsigned
`

// predefinedILP32 are the i386 macros.
const predefinedILP32 = `
#define __i386__ 1
#define __i386 1
#define i386 1
#define __ILP32__ 1
#define __LONG_MAX__ 0x7fffffffL
#define __SIZEOF_LONG__ 4
#define __SIZEOF_POINTER__ 4
#define __SIZE_TYPE__ unsigned
#define __PTRDIFF_TYPE__ int
#define __INTPTR_TYPE__ int
#define __UINTPTR_TYPE__ unsigned
#define __INT64_TYPE__ long long
#define __UINT64_TYPE__ unsigned long long
#define __INTMAX_TYPE__ long long
#define __UINTMAX_TYPE__ unsigned long long
`

// predefinedLP64 are the x86-64 macros.
const predefinedLP64 = `
#define __x86_64__ 1
#define __x86_64 1
#define __amd64__ 1
#define __amd64 1
#define __LP64__ 1
#define _LP64 1
#define __LONG_MAX__ 0x7fffffffffffffffL
#define __SIZEOF_LONG__ 8
#define __SIZEOF_POINTER__ 8
#define __SIZE_TYPE__ unsigned long
#define __PTRDIFF_TYPE__ long
#define __INTPTR_TYPE__ long
#define __UINTPTR_TYPE__ unsigned long
#define __INT64_TYPE__ long
#define __UINT64_TYPE__ unsigned long
#define __INTMAX_TYPE__ long
#define __UINTMAX_TYPE__ unsigned long
`

// Predefined returns the macros predefined for a data model, as C source.
func Predefined(dm DataModel) string {
	if dm == ILP32 {
		return predefinedCommon + predefinedILP32
	}
	return predefinedCommon + predefinedLP64
}

// config returns cc's configuration for a data model: its ABI, the
// bundled macros, and an empty file system (no host headers, no host
// compiler).
func config(dm DataModel) (*cc.Config, error) {
	arch := "amd64"
	if dm == ILP32 {
		arch = "386"
	}
	abi, err := cc.NewABI("linux", arch)
	if err != nil {
		return nil, fmt.Errorf("c: data model %s: %w", dm, err)
	}
	return &cc.Config{ABI: abi, Predefined: Predefined(dm), FS: fstest.MapFS{}, FSOnly: true,
		ExpansionLimit: 1 << 22}, nil
}

// parseC preprocesses, parses and type checks one C file. Errors are an
// smtlib2.ErrorList with the file's positions.
func parseC(name string, src []byte, dm DataModel) (ast *cc.AST, err error) {
	cfg, err := config(dm)
	if err != nil {
		return nil, err
	}
	defer func() { // cc is robust, but no panic may reach a caller
		if x := recover(); x != nil {
			ast, err = nil, smtlib2.ErrorList{{Pos: chc.Pos{File: name}, Msg: fmt.Sprintf("the C reader failed: %v", x)}}
		}
	}()
	sources := []cc.Source{
		{Name: "<predefined>", Value: cfg.Predefined},
		{Name: "<builtin>", Value: cc.Builtin},
		{Name: name, Value: string(src)},
	}
	if err := trailingBackslash(name, src); err != nil {
		return nil, err
	}
	var pp bytes.Buffer
	var text []byte // nil when preprocessing fails: cc.Translate reports why
	if cc.Preprocess(cfg, sources, &pp) == nil {
		text = pp.Bytes()
	}
	if err := eofGuard(name, src, text); err != nil {
		return nil, err
	}
	ast, err = cc.Translate(cfg, sources)
	if err != nil {
		return nil, ccErrors(name, err)
	}
	return ast, nil
}

// ccPos matches the position that starts each of cc's error lines.
var ccPos = regexp.MustCompile(`^(.*?):(\d+):(\d+): (.*)$`)

// ccErrors turns cc's error lines into an ErrorList (at most ten).
func ccErrors(name string, err error) error {
	var list smtlib2.ErrorList
	for _, line := range strings.Split(err.Error(), "\n") {
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		e := &smtlib2.Error{Pos: chc.Pos{File: name}, Msg: line}
		if m := ccPos.FindStringSubmatch(line); m != nil {
			l, _ := strconv.Atoi(m[2])
			c, _ := strconv.Atoi(m[3])
			e = &smtlib2.Error{Pos: chc.Pos{File: m[1], Line: l, Col: c}, Msg: m[4]}
		}
		list = append(list, e)
		if len(list) == 10 {
			break
		}
	}
	if len(list) == 0 {
		return errors.New("c: " + err.Error())
	}
	return list
}
