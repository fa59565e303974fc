//go:build !z3nopkgconfig

package z3

// The compiler and linker flags for Z3 come from pkg-config's z3.pc
// (Debian's libz3-dev, Fedora's z3-devel, Homebrew's z3 and Z3's own
// `make install` ship it). Without pkg-config, build with
// -tags z3nopkgconfig (link_plain.go) and give the paths in CGO_CFLAGS
// and CGO_LDFLAGS if Z3 is not in the compiler's default paths.

// #cgo pkg-config: z3
import "C"
