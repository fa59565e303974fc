package boogie

import "sort"

// sortFuncs orders functions by their declaration's offset.
func sortFuncs(list []*Func) {
	sort.Slice(list, func(i, j int) bool { return list[i].Decl.Off < list[j].Decl.Off })
}
