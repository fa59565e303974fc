// Package layers holds the test that keeps horn's imports flowing one way,
// as ../shared/design/ARCHITECTURE.md draws them: chc at the bottom; the
// readers, translators, passes, the solver facets and the engine contract
// above it; the Z3 binding and the witness checks above those; the engines,
// which never import each other or the driver; the driver; and the batch
// runner and the command at the top. It has no code of its own.
package layers
