# tchart: the two commands a user needs are `make run` and `make test`.
SWIFT ?= swift
CONFIG ?= release
BIN := .build/$(CONFIG)/tchart
comma := ,
APT_PACKAGES :=

PREFIX ?= /usr/local
DESTDIR ?=
# The files make install writes, under $(DESTDIR)$(PREFIX).
INSTALL_FILES := bin/tchart lib/tchart/libTChartTOML.so share/man/man1/tchart.1 \
  share/bash-completion/completions/tchart \
  share/zsh/site-functions/_tchart share/fish/vendor_completions.d/tchart.fish
COMMIT_HEADER := Sources/CBuildInfo/commit.generated.h

.PHONY: deps build debug run test unit e2e fuzz fuzz-smoke soak sanitize lint format bench \
  bench-peers bench-clickhouse clean commit-header install uninstall man screenshots

## deps: install what is missing (libncurses-dev, ncurses-term for truecolor, libsqlite3-dev,
## sqlite3, libcurl4-openssl-dev, python3 and openssl for the HTTP tests, clickhouse-server, clickhouse-client, tmux, groff-base; iputils-ping, procps and mawk
## for the guide's stream examples; prometheus, with promtool, for the Prometheus tests; postgresql
## and libpq5 for the PostgreSQL tests; dpkg-dev and lintian for make deb), quietly,
## only when not found.
deps:
	@pkg-config --exists ncursesw 2>/dev/null || need="$$need libncurses-dev"; \
	infocmp xterm-direct256 >/dev/null 2>&1 || need="$$need ncurses-term"; \
	pkg-config --exists sqlite3 2>/dev/null || need="$$need libsqlite3-dev"; \
	command -v sqlite3 >/dev/null 2>&1 || need="$$need sqlite3"; \
	pkg-config --exists libcurl 2>/dev/null || need="$$need libcurl4-openssl-dev"; \
	command -v python3 >/dev/null 2>&1 || need="$$need python3"; \
	command -v openssl >/dev/null 2>&1 || need="$$need openssl"; \
	{ command -v clickhouse-server || test -x /usr/sbin/clickhouse-server; } >/dev/null 2>&1 || need="$$need clickhouse-server"; \
	command -v clickhouse-client >/dev/null 2>&1 || need="$$need clickhouse-client"; \
	command -v tmux >/dev/null 2>&1 || need="$$need tmux"; \
	command -v pkg-config >/dev/null 2>&1 || need="$$need pkg-config"; \
	command -v groff >/dev/null 2>&1 || need="$$need groff-base"; \
	command -v ping >/dev/null 2>&1 || need="$$need iputils-ping"; \
	command -v vmstat >/dev/null 2>&1 || need="$$need procps"; \
	command -v mawk >/dev/null 2>&1 || need="$$need mawk"; \
	ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need="$$need postgresql"; \
	ldconfig -p 2>/dev/null | grep -q 'libpq\.so\.5' || need="$$need libpq5"; \
	command -v dpkg-shlibdeps >/dev/null 2>&1 || need="$$need dpkg-dev"; \
	command -v lintian >/dev/null 2>&1 || need="$$need lintian"; \
	command -v prometheus >/dev/null 2>&1 || need="$$need prometheus"; \
	if [ -n "$$need" ]; then \
	  echo "installing:$$need"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$need >/dev/null; \
	fi

## commit-header: records the git commit for `tchart --version` (rewritten only when it
## changes; a tree without git, such as a tarball, says `commit unknown`).
commit-header:
	@top=$$(git rev-parse --show-toplevel 2>/dev/null || true); \
	if [ "$$top" = "$(CURDIR)" ]; then \
	  commit=$$(git rev-parse --short=12 HEAD 2>/dev/null || true); \
	  if [ -n "$$commit" ] && ! git diff --quiet HEAD -- 2>/dev/null; then commit="$$commit-dirty"; fi; \
	fi; \
	line="#define TCHART_COMMIT \"$$commit\""; \
	if [ "$$(cat $(COMMIT_HEADER) 2>/dev/null)" != "$$line" ]; then \
	  echo "$$line" > $(COMMIT_HEADER); touch Sources/CBuildInfo/BuildInfo.c; \
	fi

## build: the release binary at .build/release/tchart, and beside it libTChartTOML.so (the
## TOML reader it opens only when a config file exists).
build: deps commit-header
	$(SWIFT) build -c $(CONFIG) --product tchart
	$(SWIFT) build -c $(CONFIG) --product TChartTOML

## debug: the debug binary at .build/debug/tchart (used by the end-to-end tests), and its
## libTChartTOML.so.
debug: deps commit-header
	$(SWIFT) build --product tchart
	$(SWIFT) build --product TChartTOML

## install: the release binary (and its TOML reader in lib/tchart), the man page and bash,
## zsh and fish completions under
## $(DESTDIR)$(PREFIX) (PREFIX=/usr/local); nothing else is touched. INSTALL_BIN=PATH installs
## that binary instead of building the release one (the end-to-end test does; its TOML reader is
## taken from beside it or from ../lib/tchart, as in `make dist`'s folder).
install: $(if $(INSTALL_BIN),,build)
	@bin="$(or $(INSTALL_BIN),$(BIN))"; root="$(DESTDIR)$(PREFIX)"; set -e; \
	for file in $(INSTALL_FILES); do mkdir -p "$$root/$$(dirname $$file)"; done; \
	install -m 755 "$$bin" "$$root/bin/tchart"; \
	toml="$$(dirname "$$bin")/libTChartTOML.so"; \
	[ -f "$$toml" ] || toml="$$(dirname "$$bin")/../lib/tchart/libTChartTOML.so"; \
	install -m 755 "$$toml" "$$root/lib/tchart/libTChartTOML.so"; \
	install -m 644 docs/tchart.1 "$$root/share/man/man1/tchart.1"; \
	"$$bin" --generate-completion-script bash > "$$root/share/bash-completion/completions/tchart"; \
	"$$bin" --generate-completion-script zsh > "$$root/share/zsh/site-functions/_tchart"; \
	"$$bin" --generate-completion-script fish > "$$root/share/fish/vendor_completions.d/tchart.fish"; \
	echo "installed tchart under $$root"

## uninstall: removes what install wrote, and the folders it made that are left empty.
uninstall:
	@root="$(DESTDIR)$(PREFIX)"; \
	for file in $(INSTALL_FILES); do rm -f "$$root/$$file"; done; \
	for dir in share/bash-completion/completions share/bash-completion share/zsh/site-functions \
	  share/zsh share/fish/vendor_completions.d share/fish share/man/man1 share/man share bin \
	  lib/tchart lib; do \
	  rmdir "$$root/$$dir" 2>/dev/null || true; \
	done; \
	echo "removed tchart from $$root"

## deb: a Debian package for machines without Swift (the Swift runtime linked in; depends on
## the system's libc, ncursesw and sqlite3, recommends libcurl and libpq), in
## .build-static/packages (PACKAGE_OUT=DIR elsewhere). dist: the same files in a .tar.gz
## (bin, lib/tchart, share) for other glibc distributions: copy them under a prefix, or
## `make install INSTALL_BIN=FOLDER/bin/tchart`.
PACKAGE_OUT ?= .build-static/packages
deb: deps commit-header
	bash scripts/package.sh deb $(PACKAGE_OUT)

dist: deps commit-header
	bash scripts/package.sh dist $(PACKAGE_OUT)

## man: docs/tchart.1 again: ArgumentParser's generate-manual plugin (the options, from the
## command definitions) with the sections made from the key and config tables put after them.
man: build
	$(SWIFT) package plugin generate-manual --date $$(git log -1 --format=%cs 2>/dev/null || date +%F)
	bash scripts/man-page.sh .build/plugins/GenerateManual/outputs/tchart/tchart.1 $(BIN) > docs/tchart.1

## screenshots: docs/*.png from real frames (pyte and Pillow in .build/screenshots-venv).
screenshots: debug
	python3 scripts/screenshots.py --tchart .build/debug/tchart --out docs

## run: open the explorer on the bundled sample.
run: build
	$(BIN)

## test: unit tests (Swift Testing), the end-to-end tmux tests and 15 s of every fuzz harness.
test: deps unit e2e fuzz-smoke

unit: deps
	$(SWIFT) test --parallel

e2e: debug
	bash Tests/e2e/run.sh .build/debug/tchart

## fuzz: the libFuzzer harnesses of Tests/Fuzz (JSON, CSV, terminal input, session files, the
## whole explorer, cache entries), FUZZ_SECONDS each (default 60); FUZZ_TARGETS="csv json" runs only those.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash scripts/fuzz.sh $(FUZZ_TARGETS)

## fuzz-smoke: every harness for 15 s, so that none rots (part of make test).
fuzz-smoke: deps
	FUZZ_SECONDS=15 bash scripts/fuzz.sh

## soak: the explorer's random-run property test at SOAK sequences (default 100,000); not in CI.
SOAK ?= 100000
soak: deps
	TCHART_SOAK=$(SOAK) $(SWIFT) test -c release -Xswiftc -enable-testing --scratch-path .build-soak \
	  --parallel --filter SoakTests

## sanitize: the unit tests under AddressSanitizer, and the stream and loader suites (the code
## that reads on other threads) under ThreadSanitizer, each in its own build folder. ASan runs
## an optimised build with testing enabled: debug frames under ASan overflow the test threads'
## stacks before any test ends.
TSAN_SUITES ?= Stream|CSVParallel|ChartLoader|LoadProgress|WakeSource|SourceQueryRunner
sanitize: deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test -c release -Xswiftc -enable-testing --parallel \
	  --scratch-path .build-asan --sanitize=address
	$(SWIFT) test --parallel --scratch-path .build-tsan --sanitize=thread --filter '$(TSAN_SUITES)'

## lint: swift format lint --strict over Sources and Tests.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

## bench: frame, load, startup and live stream figures (see BENCHMARKS.md); BENCH_ARGS="--ns 1000,1000000" to cut it short;
## RENDER_LOAD_ARGS="--render-points 5000000,50000000" adds the 606 MB file; the cold opens' private memory is
## measured at 5×10^6 and 5×10^7 points, and at 2×10^9 (a 23 GB file, HUGE_COLD_ARGS="--huge-points N" sizes it).
CACHED_RENDER_ARGS ?= --cached-points 5000000,50000000
bench: deps
	$(SWIFT) build -c release --product tchart-bench
	$(SWIFT) build -c release --product tchart
	.build/release/tchart-bench $(BENCH_ARGS)
	.build/release/tchart-bench --render-load $(RENDER_LOAD_ARGS)
	.build/release/tchart-bench --cached-render $(CACHED_RENDER_ARGS)
	.build/release/tchart-bench --stream
	.build/release/tchart-bench --stream --rate 0
	.build/release/tchart-bench --sqlite
	.build/release/tchart-bench --postgres
	.build/release/tchart-bench --derived --sqlite
	.build/release/tchart-bench --prometheus
	.build/release/tchart-bench --archive
	.build/release/tchart-bench --huge-cold $(HUGE_COLD_ARGS)

## bench-peers: ../shared/peerbench with tchart added (in-process: tchart-bench; end to end:
## tchart render), then a live stream through tchart and ttyplot (scripts/stream-peers.sh).
## NS=1000,1000000 by default; NS=1000,1000000,10000000 adds 1e7 (slow peers).
NS ?= 1000,1000000
PEERS ?= uniplot,gnuplot
PEERBENCH ?= ../shared/peerbench
bench-peers: deps
	$(SWIFT) build -c release --product tchart-bench
	$(SWIFT) build -c release --product tchart
	NS_GEN="$(subst $(comma), ,$(NS))" $(PEERBENCH)/run.sh --ns $(NS) --peers $(PEERS),tchart --no-tty \
	  --extra 'tchart|$(CURDIR)/.build/release/tchart-bench --csv {csv} --width {w} --height {h} --frames {frames}|$(CURDIR)/.build/release/tchart render {csv} --width {w} --height {h} --color never'
	@command -v ttyplot >/dev/null 2>&1 || { SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get install -y -qq ttyplot >/dev/null 2>&1 || echo "ttyplot could not be installed"; }
	bash scripts/stream-peers.sh .build/release/tchart

## bench-clickhouse: a 10^8-row ClickHouse table on a local server of its own (ROWS=…, RUNS=…):
## tchart render latency per window, median and p99, and the explorer's keypress → frame
## (BENCHMARKS.md).
ROWS ?= 100000000
RUNS ?= 20
bench-clickhouse: deps
	$(SWIFT) build -c release --product tchart
	$(SWIFT) build -c release --product tchart-bench
	bash scripts/bench-clickhouse.sh .build/release/tchart $(ROWS) $(RUNS)

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan .build-soak
