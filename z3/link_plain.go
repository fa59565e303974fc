//go:build z3nopkgconfig

package z3

// With -tags z3nopkgconfig the binding links -lz3 without asking
// pkg-config; CGO_CFLAGS=-I/prefix/include and CGO_LDFLAGS=-L/prefix/lib
// point the compiler at a Z3 outside the default paths.

// #cgo LDFLAGS: -lz3
import "C"
