# reel — the two set-up commands are `make demo` and `make test`.
SWIFT ?= swift
CONFIG ?= debug
BUILD_FLAGS ?=
REEL = .build/$(CONFIG)/reel
# The sample package (examples/reelkit-gallery) built in the root's build folder: one build of reel serves both.
SAMPLE_BUILD = --package-path examples/reelkit-gallery --scratch-path "$(CURDIR)/.build"
# Release builds on Linux link the Swift runtime and Foundation statically: the dynamic loader binding them was a
# third of reel's start-up (docs/performance.md).
STATIC_STDLIB = $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
# That build is of the `reel` product: ReelTesting imports Swift Testing, which the static standard library does not
# carry, so a static build of every target stops there.
RELEASE_FLAGS = $(if $(filter release,$(CONFIG)),$(STATIC_STDLIB) --product reel)

.PHONY: all deps test-deps build release-reel install dist demo reelkit-demo test test-quick references fuzz tsan signals bench clean format lint real-galleries

all: build

deps:
	@scripts/install-deps.sh

test-deps: deps
	@scripts/install-test-deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG) $(RELEASE_FLAGS) $(BUILD_FLAGS)

# `make install PREFIX=DIR` (default /usr/local): a release build into DIR/lib/reel/, linked as DIR/bin/reel
# (scripts/install-reel.sh). `make dist`: the same as dist/reel-<version>-linux-<arch>.tar.gz with a README naming the
# Debian packages it needs at run time (scripts/dist.sh). Both run from any directory.
PREFIX ?= /usr/local
release-reel: deps
	$(SWIFT) build -c release $(STATIC_STDLIB) --product reel $(BUILD_FLAGS)

install: release-reel
	@scripts/install-reel.sh "$(PREFIX)" .build/release

dist: release-reel
	@scripts/dist.sh .build/release dist

demo: CONFIG = release
demo: build
	$(REEL) render examples/quickstart.json --out output/quickstart
	@echo "frames, timeline.jsonl, cells.csv and summary.json are in output/quickstart/"

# The sample package's galleries — UIKit code run through ReelKit — rendered into output/reelkit/.
reelkit-demo: deps
	@scripts/reelkit-demo.sh

test: test-deps lint
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	# docs/reelkit-api.md against ReelKit's public symbols, read from the build just made (so not in `make lint`,
	# which runs before anything is built).
	@SWIFT="$(SWIFT)" scripts/reelkit-api.py --check
	# Every ReelKit declaration that mirrors UIKit against UIKit's published one (Tests/UIKitDeclarations/uikit.txt):
	# labels, types, optionality, defaults, async/throws, generic constraints, settability.
	@SWIFT="$(SWIFT)" scripts/uikit-declarations.py check
	# Four test processes at once, each running its share of the suites one test at a time, the shares balanced by
	# the suites' measured times (scripts/test-times.tsv): the end-to-end tests take their own ports (port 0) and
	# temporary folders, but time real transfers (scripts/run-test-shards.sh).
	@SWIFT="$(SWIFT)" scripts/run-test-shards.sh $(BUILD_FLAGS)
	# Real public galleries (Tests/RealGalleries) compiled against this build's ReelKit and image libraries, with the
	# import changed, after `reel port` and after their hand patches: docs/reelkit.md's table must be what they give.
	# Before the sample's build, which writes its own build manifest where this reads the compiler's flags.
	@scripts/real-galleries.py --check
	# The sample package (examples/reelkit-gallery): a user's package that depends on reel by path, with UIKit
	# code run on ReelKit; its tests render each gallery against its goldens. It builds into the root's build folder
	# (SAMPLE_BUILD), where reel's modules are already built with the same flags, so only its own targets compile.
	$(SWIFT) build --build-tests $(SAMPLE_BUILD) $(BUILD_FLAGS)
	@SWIFT="$(SWIFT)" scripts/run-tests.sh --skip-build $(SAMPLE_BUILD) $(BUILD_FLAGS)

# Compiles the real galleries and prints their table (docs/reelkit.md, "Real galleries"); VERBOSE=1 lists the errors
# left after `reel port`.
real-galleries: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	@scripts/real-galleries.py $(if $(VERBOSE),--verbose)

# The quick loop for contributors: every Swift Testing test but those tagged end to end, fuzz or timing (the tags are
# declared in Tests/ReelTestSupport/Tags.swift), run in parallel; about a minute after an incremental build. XCTest's
# tests (one end-to-end class, which cannot carry a tag) are left out too. `make test` stays the whole check.
QUICK_SKIP_TAGS = endToEnd,fuzz,timing
test-quick: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	@SWIFT="$(SWIFT)" scripts/run-tests.sh --skip-build --disable-xctest --skip-tags $(QUICK_SKIP_TAGS) $(BUILD_FLAGS)

# Rewrites the docs generated from tables (the tests tagged `reference`; docs/development.md): run it after changing
# a table, a command's options or reel-bench's.
references: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	@REEL_UPDATE=changed SWIFT="$(SWIFT)" scripts/run-tests.sh --skip-build --disable-xctest --only-tags reference \
	  $(BUILD_FLAGS)

# Many more fuzz cases than `make test` runs (ReelFuzzTests): FUZZ_CASES per domain from seed FUZZ_SEED; prints cases
# run, failures and crashes (a crash names its seed and case). See docs/goldens.md.
FUZZ_SEED ?= 1
FUZZ_CASES ?= 20000
fuzz: test-deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	@scripts/fuzz.sh "$(FUZZ_SEED)" "$(FUZZ_CASES)" $(BUILD_FLAGS)

# The concurrency-heavy suites under ThreadSanitizer (docs/development.md), tagged `concurrency`: the pipeline, the
# embedded server and the loader, render workers (1/2/7 byte-identical), ReelKit's executors, interrupts. A build
# folder of its own, so the ordinary build is left alone; scripts/tsan-suppressions.txt says why each suppression is
# there. TSAN_TAGS takes other tags (comma-separated).
TSAN_TAGS ?= concurrency
tsan: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan $(BUILD_FLAGS)
	TSAN_OPTIONS="suppressions=$(CURDIR)/scripts/tsan-suppressions.txt halt_on_error=1 second_deadlock_stack=1" \
	  SWIFT="$(SWIFT)" TEST_LOG=.build/tsan-output.log scripts/run-tests.sh --skip-build --sanitize=thread \
	  --scratch-path .build/tsan --no-parallel --only-tags '$(TSAN_TAGS)' $(BUILD_FLAGS)

# SIGINT, SIGTERM and SIGKILL at every write point of render, check --update, animate and merge-reports
# (scripts/signal-harness.py): old or new output, whole; no leftovers after a clean interrupt; the next run correct.
signals: build
	@scripts/signal-harness.py $(REEL)

# Every figure is printed as a ratio against a baseline measured in the same run (see docs/performance.md); the diff
# figures' baseline is ImageMagick's `compare`, installed here like the test suite's oracles.
bench: deps
	@scripts/install-deps.sh imagemagick
	$(SWIFT) build -c release $(STATIC_STDLIB) --product reel $(BUILD_FLAGS)
	$(SWIFT) build -c release $(STATIC_STDLIB) --product reel-bench $(BUILD_FLAGS)
	$(SWIFT) build -c release --product reel-bench-foundation $(BUILD_FLAGS)  # dynamic, like most Swift programs
	.build/release/reel-bench

# The code is formatted by the toolchain's swift-format with .swift-format; CI fails on unformatted code. The real
# galleries (Tests/RealGalleries) are other people's files, kept byte for byte, so neither formatted nor linted.
FORMATTED = Package.swift Sources Benchmarks $(filter-out Tests/RealGalleries,$(wildcard Tests/*))

format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)
	@scripts/check-line-length.sh $(FORMATTED)
	@scripts/check-history-references.py
	@scripts/check-doc-links.py
	@scripts/check-generated-docs.py

clean:
	rm -rf .build output/*/
