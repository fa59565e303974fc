//go:build !linux

package main

// tuneMalloc does nothing outside Linux: the tunable is glibc's.
func tuneMalloc([]string) {}
