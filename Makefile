# Folio: `make site` builds the example site into Output/, `make test` runs every test.
# Each first installs what it needs (libcmark-dev, and SQLite's headers, through apt-get).

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
FOLIO := .build/debug/folio

.PHONY: site test deps build clean

site: build
	$(FOLIO) build --site . --output Output

test: build
	$(SWIFT) test

build: deps
	$(SWIFT) build

# pkg-config finds libcmark and sqlite3 when their -dev packages are installed.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists libcmark 2>/dev/null || missing="$$missing libcmark-dev"; \
	pkg-config --exists sqlite3 2>/dev/null || missing="$$missing libsqlite3-dev"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing with apt-get"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

clean:
	rm -rf .build Output
