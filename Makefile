# Folio: `make site` builds the example site into Output/, `make test` runs every test.
# Each first installs what it needs (libcmark-dev, SQLite's headers, libsource-highlight-dev,
# libxml2-dev, libvips-dev, zlib1g-dev and libmimalloc-dev, through apt-get).

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
FOLIO := .build/debug/folio

PREFIX ?= /usr/local

.PHONY: site test deps build browser probe clean bench bench-scale bench-hostile bench-templates release install protos

site: build
	$(FOLIO) build --site . --output Output

test: build browser probe
	$(SWIFT) test

# Foundation's own plist reading, which FoundationPlistTests runs in a process of its own (bench/).
probe:
	$(SWIFT) build --package-path bench --product FoundationProbe

# The offline-search test drives headless Chromium; without it that test says it was skipped.
browser:
	@command -v chromium >/dev/null 2>&1 || { echo "Installing chromium with apt-get (for the offline-search test)"; \
	  ( $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium ) >/dev/null 2>&1 \
	  || echo "Chromium could not be installed: the offline-search test will be skipped"; }

# The folio executable alone: `make test` builds the rest (the tests, and bench/'s Foundation probe).
build: deps
	$(SWIFT) build --product folio

# pkg-config finds libcmark, sqlite3, source-highlight, libxml-2.0, vips and zlib when their -dev packages are installed;
# Debian's libmimalloc-dev has no pkg-config file, so its header is looked for where it puts it.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists libcmark 2>/dev/null || missing="$$missing libcmark-dev"; \
	pkg-config --exists sqlite3 2>/dev/null || missing="$$missing libsqlite3-dev"; \
	pkg-config --exists source-highlight 2>/dev/null || missing="$$missing libsource-highlight-dev"; \
	pkg-config --exists libxml-2.0 2>/dev/null || missing="$$missing libxml2-dev"; \
	pkg-config --exists vips 2>/dev/null || missing="$$missing libvips-dev"; \
	pkg-config --exists zlib 2>/dev/null || missing="$$missing zlib1g-dev"; \
	[ -e /usr/include/mimalloc.h ] || missing="$$missing libmimalloc-dev"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing with apt-get"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

# Folio against Hugo on ../shared/bench's corpus, then the search page in headless Chromium, then a
# reading log (a 2,000-book calibre library with covers and KOReader statistics);
# installs Debian's hugo when missing.
bench: release browser
	@command -v hugo >/dev/null 2>&1 || { echo "Installing hugo with apt-get"; $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hugo; }
	python3 bench/bench.py compare --runs 5
	python3 bench/bench.py reading-log --runs 5
	python3 bench/bench.py notes --runs 5

# swift-mustache as released against Folio's patched copy (FolioMustache), in the same run: per
# {{name}} and per page of the default theme (bench/TemplateBench).
# (swift run takes no --static-swift-stdlib: the product is built as `make release` builds, then run.)
bench-templates: deps
	$(SWIFT) build --package-path bench $(RELEASE) --product TemplateBench
	bench/.build/release/TemplateBench Templates

# Folio on 10,000 and 100,000 memos: time growth and peak memory.
bench-scale: release
	python3 bench/bench.py scale

# Hostile inputs: libcmark's quadratic shapes, a plist that shares one string 1,000 times, 200,000 memos.
bench-hostile: release
	python3 bench/bench.py hostile

# Apple Notes' protobuf layout: regenerates Sources/FolioAppleNotes/NoteStore.pb.swift from
# Protos/notestore.proto with Debian's protoc and swift-protobuf's protoc-gen-swift, built once
# into .build-protoc at the version Package.swift names (the generated file is committed, so a
# build never runs protoc or swift-protobuf's slow build plugin). Not part of `make test`.
PROTOBUF_VERSION := 1.39.0
PROTOC_GEN_SWIFT := .build-protoc/swift-protobuf/.build/release/protoc-gen-swift
NOTES_SOURCES := Sources/FolioAppleNotes

protos: $(PROTOC_GEN_SWIFT)
	@command -v protoc >/dev/null 2>&1 || { echo "Installing protobuf-compiler with apt-get"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq protobuf-compiler; }
	protoc --plugin=protoc-gen-swift=$(PROTOC_GEN_SWIFT) --proto_path=$(NOTES_SOURCES)/Protos \
	  --swift_out=$(NOTES_SOURCES) --swift_opt=Visibility=Internal notestore.proto
	mv $(NOTES_SOURCES)/notestore.pb.swift $(NOTES_SOURCES)/NoteStore.pb.swift

$(PROTOC_GEN_SWIFT):
	rm -rf .build-protoc/swift-protobuf
	git -c advice.detachedHead=false clone --quiet --depth 1 --branch $(PROTOBUF_VERSION) https://github.com/apple/swift-protobuf .build-protoc/swift-protobuf
	cd .build-protoc/swift-protobuf && $(SWIFT) build -c release --product protoc-gen-swift

# The Swift runtime and Foundation linked in: a process starts in 35 ms instead of 44 ms, and
# calls into them are direct (a one-memo rebuild of the benchmark site: 0.62 s to 0.57 s).
# Cross-module optimisation lets the build's stages (one target each) inline into one another
# as they did in one module: a full build of the benchmark site 0.87 s without, 0.82 s with.
RELEASE := -c release --static-swift-stdlib -Xswiftc -cross-module-optimization

release: deps
	$(SWIFT) build $(RELEASE) --product folio

# Puts the release build of folio on PATH, as $(PREFIX)/bin/folio.
install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/folio $(DESTDIR)$(PREFIX)/bin/folio

clean:
	rm -rf .build bench/.build .build-protoc .bench Output .Output.folio-staging .Output.folio-lock
