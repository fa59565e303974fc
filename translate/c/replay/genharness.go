package replay

import (
	"fmt"
	"strings"
)

// The generating harness's report words (beside those of harness.go).
const (
	repBound = "bound" // the run asked for more values than Generator allows
	repAsked = "asked" // the program asked for a first value
	genEnv   = "HORN_GEN"
)

// genHarness returns the C source of the generating harness: each nondet
// function makes up a value by the run's strategy (read from $HORN_GEN:
// "strategy seed max"), records it as "index hexbits" lines on fd 3
// (buffered, flushed when the run reaches reach_error), and returns it.
func genHarness(names []string, m model) string {
	var b strings.Builder
	b.WriteString(harnessHead)
	b.WriteString("static const char *const horn_names[] = {\n")
	for _, n := range names {
		fmt.Fprintf(&b, "\t%q,\n", n)
	}
	b.WriteString("};\n\n")
	b.WriteString(genCore)
	b.WriteString(hooks("horn_flush();\n\t\t"))
	for i, n := range names {
		t, _ := typeOf(n, m)
		sgn := 0
		if t.signed {
			sgn = 1
		}
		conv := fmt.Sprintf("(%s)horn_gen(%d, %d, %d)", t.c, i, t.bits(m), sgn)
		if t.c == "_Bool" {
			conv = fmt.Sprintf("horn_gen(%d, 1, 0) != 0", i)
		}
		fmt.Fprintf(&b, "HORN_NOINST %s %s(void) { return %s; }\n", t.c, n, conv)
	}
	return b.String()
}

// genCore is the generator: a splitmix64 stream seeded per run, and the
// strategies (their numbers are Strategy's values).
const genCore = `#include <stdlib.h>

static int horn_ready, horn_mode;
static unsigned long long horn_state;
static unsigned long horn_max = 1000000;
static char horn_buf[1 << 16];
static unsigned horn_fill;

HORN_NOINST static void horn_flush(void) {
	unsigned off = 0;
	while (off < horn_fill) {
		ssize_t n = write(3, horn_buf + off, horn_fill - off);
		if (n <= 0)
			break;
		off += (unsigned)n;
	}
	horn_fill = 0;
}

HORN_NOINST static unsigned long long horn_rand(void) {
	unsigned long long z = (horn_state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

HORN_NOINST static void horn_setup(void) {
	const char *s = getenv("` + genEnv + `");
	horn_ready = 1;
	dprintf(3, "` + repAsked + `\n");
	if (s != 0) {
		char *end;
		horn_mode = (int)strtol(s, &end, 10);
		horn_state = strtoull(end, &end, 10);
		horn_max = strtoul(end, &end, 10);
	}
}

/* horn_pick makes up a value of a type of width bits (signed when sgn) by
   strategy mode; the caller keeps the low width bits. */
HORN_NOINST static unsigned long long horn_pick(int mode, int width, int sgn) {
	unsigned long long r = horn_rand();
	long long lo = 0, span;
	unsigned long long top = width >= 64 ? ~0ULL : (1ULL << width) - 1;
	switch (mode) {
	case 0: /* zeros */
		return 0;
	case 1: /* small: [-8, 8], or [0, 16] unsigned */
		return sgn ? (unsigned long long)((long long)(r % 17) - 8) : r % 17;
	case 2: /* extremes: min, max, their neighbours, 0, 1, -1 */
		switch (r % 7) {
		case 0: return sgn ? 1ULL << (width - 1) : 0;
		case 1: return sgn ? top >> 1 : top;
		case 2: return sgn ? (1ULL << (width - 1)) + 1 : 1;
		case 3: return sgn ? (top >> 1) - 1 : top - 1;
		case 4: return 0;
		case 5: return 1;
		default: return sgn ? ~0ULL : top;
		}
	case 3: /* uniform over the type */
		return r;
	case 4: /* a small range: [-span, span] or [0, 2 span], span 2^k for k in 1..12 */
		span = 1LL << (1 + (r >> 60) % 12);
		if (sgn)
			lo = -span;
		return (unsigned long long)(lo + (long long)((r & 0xffffffff) % (unsigned long long)(2 * span + 1)));
	default: /* mixed: each call another of the above */
		return horn_pick((int)(horn_rand() % 5), width, sgn);
	}
}

HORN_NOINST static unsigned long long horn_gen(int fn, int width, int sgn) {
	unsigned long long v;
	if (!horn_ready)
		horn_setup();
	if (horn_calls >= horn_max)
		horn_report(75, "` + repBound + `\t%lu\t%s\n", horn_calls, horn_names[fn]);
	v = horn_pick(horn_mode, width, sgn);
	if (width < 64)
		v &= (1ULL << width) - 1;
	if (horn_fill > sizeof horn_buf - 40)
		horn_flush();
	horn_fill += (unsigned)snprintf(horn_buf + horn_fill, sizeof horn_buf - horn_fill, "%d %llx\n", fn, v);
	horn_calls++;
	return v;
}

`
