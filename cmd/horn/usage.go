package main

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
)

// translator is a subcommand of translate that reads a formalism.
type translator struct{ name, from string }

// translators are translate's subcommands with a from tag, in order.
func translators() []translator {
	var list []translator
	t := reflect.TypeOf(translateCmd{})
	for i := range t.NumField() {
		f := t.Field(i)
		if from, ok := f.Tag.Lookup("from"); ok {
			name := f.Tag.Get("name")
			if name == "" {
				name = strings.ToLower(f.Name)
			}
			list = append(list, translator{name, from})
		}
	}
	return list
}

// translatorList is "rts (resourceful transition systems), boogie (...)".
func translatorList() string {
	var parts []string
	for _, tr := range translators() {
		parts = append(parts, fmt.Sprintf("%s (%s)", tr.name, tr.from))
	}
	return strings.Join(parts, ", ")
}

var (
	unexpectedArg = regexp.MustCompile(`^unexpected argument (.*)$`)
	z3Timeout     = regexp.MustCompile(`^-T:([0-9]+(\.[0-9]+)?)$`)
)

// usageMessage is kong's error for the command line args, with a hint
// where the mistake is a common one: a translator horn does not have,
// --stats's format after a space, z3's -T:N for the timeout.
func usageMessage(args []string, err error) string {
	msg := err.Error()
	if hint := usageHint(args, msg); hint != "" {
		return msg + "\nhorn: " + hint
	}
	return msg
}

func usageHint(args []string, msg string) string {
	words := slices.DeleteFunc(slices.Clone(args), func(a string) bool { return strings.HasPrefix(a, "-") })
	if m := unexpectedArg.FindStringSubmatch(msg); m != nil && len(words) >= 2 && words[0] == "translate" && words[1] == m[1] {
		var names []string
		for _, tr := range translators() {
			names = append(names, tr.name)
		}
		return fmt.Sprintf("no translator %q in this build of horn: translate reads %s (and gen generates RTS families)", m[1], strings.Join(names, ", "))
	}
	for i, a := range args {
		if m := z3Timeout.FindStringSubmatch(a); m != nil {
			return fmt.Sprintf("z3's -T:%s is horn's --timeout %s (seconds; or a duration: --timeout %ss)", m[1], m[1], m[1])
		}
		if (a == "--stats" || a == "-s") && i+1 < len(args) && (args[i+1] == statsJSON || args[i+1] == statsText) {
			return fmt.Sprintf("did you mean --stats=%s? (--stats takes its format after an equals sign)", args[i+1])
		}
	}
	return ""
}
