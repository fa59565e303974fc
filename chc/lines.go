package chc

import "sort"

// Lines maps byte offsets of a source text to positions; readers build one
// per input and compute file:line:col only when they report an error.
type Lines struct {
	file  string
	start []int // offset of the first byte of each line
}

// NewLines indexes the line starts of src, a text named file.
func NewLines(file string, src []byte) *Lines {
	l := &Lines{file: file, start: []int{0}}
	for i, c := range src {
		if c == '\n' {
			l.start = append(l.start, i+1)
		}
	}
	return l
}

// Pos returns the 1-based line and byte column of offset off.
func (l *Lines) Pos(off int) Pos {
	i := sort.Search(len(l.start), func(i int) bool { return l.start[i] > off }) - 1
	if i < 0 {
		i = 0
	}
	return Pos{File: l.file, Line: i + 1, Col: off - l.start[i] + 1}
}
