# The two set-up commands of the README: `make example` and `make test`.
# Both install what is missing first (scripts/setup.sh).

GO ?= go

.PHONY: setup build example test race fuzz fuzz-diff vet strategy

setup:
	@scripts/setup.sh

# VERSION is what horn version prints: git describe's name of the checkout
# (a tag, else the abbreviated commit; -dirty with uncommitted changes).
VERSION ?= $(shell git describe --always --dirty 2>/dev/null || echo dev)

build: setup
	$(GO) build -ldflags "-X main.version=$(VERSION)" -o horn ./cmd/horn

example: build
	./horn solve --model examples/counter.smt2
	./horn solve --cex examples/unsafe.smt2

test: setup
	$(GO) vet ./...
	$(GO) test -timeout 20m ./...

race: setup
	$(GO) test -race ./...

fuzz: setup
	$(GO) test -run='^$$' -fuzz='^FuzzParse$$' -fuzztime=60s ./smtlib2/
	$(GO) test -run='^$$' -fuzz='^FuzzParseWitness$$' -fuzztime=30s ./smtlib2/
	$(GO) test -run='^$$' -fuzz='^FuzzParse$$' -fuzztime=30s ./translate/rts/
	$(GO) test -run='^$$' -fuzz='^FuzzParseJSON$$' -fuzztime=15s ./translate/rts/
	$(GO) test -run='^$$' -fuzz='^FuzzSolvePath$$' -fuzztime=60s ./cmd/horn/
	$(GO) test -run='^$$' -fuzz='^FuzzParse$$' -fuzztime=30s ./translate/boogie/
	$(GO) test -run='^$$' -fuzz='^FuzzEncode$$' -fuzztime=30s ./translate/boogie/
	$(GO) test -run='^$$' -fuzz='^FuzzTranslate$$' -fuzztime=30s ./translate/c/
	$(GO) test -run='^$$' -fuzz='^FuzzBitwise$$' -fuzztime=30s ./translate/c/

# fuzz-diff: a long differential campaign against z3 (DIFF_N random systems
# from seed DIFF_SEED; disagreements are kept as engine fixtures).
DIFF_N ?= 3000
DIFF_SEED ?= 1
fuzz-diff: setup
	$(GO) test -timeout 0 -count=1 -v -run='^TestDifferentialZ3$$' ./cmd/horn/ -args -diff.n=$(DIFF_N) -diff.seed=$(DIFF_SEED) -diff.keep

# strategy: the instances that justified the strategy table's entries
# (testdata/strategy, see docs/strategy.md) each decided by horn solve,
# as its "; expect:" line says, within its "; cpu:" seconds of CPU.
strategy: build
	@fail=0; for f in testdata/strategy/*.smt2; do \
		want=$$(sed -n 's/^; expect: //p' $$f); cpu=$$(sed -n 's/^; cpu: //p' $$f); \
		got=$$( (ulimit -t $$((cpu + 5)); ./horn solve $$f 2>/dev/null) | head -1); \
		if [ "$$got" = "$$want" ]; then echo "ok   $$f $$got"; else echo "FAIL $$f: got '$$got', want $$want"; fail=1; fi; \
	done; exit $$fail
