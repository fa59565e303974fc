//go:build !cgo

package z3

// horn's Z3 binding is cgo: without cgo (CGO_ENABLED=0, or no C compiler
// found) the build stops here, with an error whose name says what to do.
// A type declaration, since the type checker reports those first, before
// the names the files cgo would have compiled leave undefined.
type _ horn_needs_cgo_and_Z3_development_files_see_README
