// Package rts reads resourceful transition systems (RTS, HORN-LA §2) and
// encodes their bounded reachability as constrained Horn clauses.
package rts
