# Two commands do all set-up on a fresh Debian machine:
#   make play   installs what is missing, then starts a game against the computer
#   make test   installs what is missing, then runs the tests, mypy and ruff
# System packages come from apt (with sudo when not root). The Python virtualenv is made
# from Debian's own python3 with --system-site-packages so that it sees python3-louis,
# liblouis's own binding (the PyPI package called "louis" is an unrelated stub).

SYSTEM_PYTHON := /usr/bin/python3
VENV := .venv
PY := $(VENV)/bin/python
# python3-psycopg(-pool): PostgreSQL's driver, for `serve --database` (docs/saves.md); Debian's, as python3-louis is.
APT_PACKAGES := python3 python3-venv python3-pip liblouis-bin liblouis-data python3-louis python3-icu espeak-ng sox tmux strace speech-dispatcher speech-dispatcher-espeak-ng python3-speechd python3-psycopg python3-psycopg-pool python3-prometheus-client
# The web page's tests need a browser and axe-core, the PostgreSQL tests a PostgreSQL server (the suite
# starts its own: tests/postgres_server.py), the balancer's tests HAProxy (tests/haproxy_server.py), the screen
# reader's test Orca under Xvfb with a session D-Bus, the AT-SPI bus, PulseAudio (a null sink) and xdotool
# (tests/orca_helpers.py); a player needs none of them: only `make test` installs them.
TEST_APT_PACKAGES := chromium nodejs postgresql haproxy orca xvfb dbus-x11 at-spi2-core xdotool pulseaudio pulseaudio-utils xfce4-terminal
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
STAMP := $(VENV)/.installed
AXE_VERSION := 4.14.1
AXE := $(VENV)/node/node_modules/axe-core/axe.min.js

.PHONY: cluster docs-images play solitaire test bench bench-peer stress lint typecheck system test-system deps test-deps bytecode clean

# make play ARGS="--players 4 --seed 7" passes options on to shared-table play.
play: deps
	$(VENV)/bin/shared-table play $(ARGS)

# make solitaire ARGS="--seed 7" starts Five Crowns Solitaire the same way.
solitaire: deps
	$(VENV)/bin/shared-table solitaire $(ARGS)

# Three `serve` processes sharing one PostgreSQL behind HAProxy, on this machine, until Ctrl-C: the line it
# prints says where to play (deploy/local_cluster.py; docs/deploy.md). make cluster ARGS="--folder DIR".
cluster: deps
	$(call apt_install,postgresql haproxy)
	$(PY) deploy/local_cluster.py $(ARGS)

# The tests run on every core (pytest-xdist); the statistical ones take samples (tests/sizes.py).
# The browser tests are one group (--dist loadgroup): one worker runs them all, in one Chromium.
test: deps test-deps
	$(PY) -m ruff check src tests benchmarks deploy
	$(PY) -m mypy
	$(PY) -m pytest -n auto --dist loadgroup

bench: deps
	$(PY) benchmarks/bench_start.py
	$(PY) benchmarks/bench_solver.py
	$(PY) benchmarks/bench_bots.py
	$(PY) benchmarks/bench_bots.py --players 7 --games 8
	$(PY) benchmarks/bench_ladder.py --level hard --against medium --deals 40 --jobs 2
	$(PY) benchmarks/bench_ladder.py --level expert --against hard --deals 40 --jobs 2
	$(PY) benchmarks/bench_speech.py
	$(PY) benchmarks/bench_sounds.py
	$(PY) benchmarks/bench_saves.py
	$(PY) benchmarks/bench_play.py --players 3 7 --bots medium hard
	$(PY) benchmarks/bench_play.py --players 3 --bots hard --language fr
	$(PY) benchmarks/bench_braille.py
	$(PY) benchmarks/bench_solitaire.py
	$(PY) benchmarks/bench_server.py
	$(PY) benchmarks/bench_server.py --kind raw --idle 3000 --ping --duration 30
	$(PY) benchmarks/bench_web.py
	$(PY) benchmarks/bench_skipbo.py
	$(PY) benchmarks/bench_attack.py --duration 10
	$(call apt_install,postgresql haproxy)
	$(PY) benchmarks/bench_cluster.py --tables 150 --duration 20 --failover-seconds 8

# Our server against boardgame.io 0.50's, one Node load client driving both, alternated run by run
# (benchmarks/peer/compare.py): make bench-peer ARGS="--tables 250 --pace 2 --duration 30 --runs 3".
# boardgame.io and its socket.io come from npm into build/peer (never committed), once.
PEER := build/peer
PEER_STAMP := $(PEER)/node_modules/.installed

bench-peer: deps $(PEER_STAMP)
	$(PY) benchmarks/peer/compare.py $(ARGS)

$(PEER_STAMP): benchmarks/peer/package.json
	$(call apt_install,nodejs)
	@command -v npm > /dev/null || { echo "Installing npm"; DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq npm; }
	mkdir -p $(PEER)
	cp benchmarks/peer/package.json $(PEER)/package.json
	npm install --silent --no-audit --no-fund --prefix $(PEER)
	touch $@

# The long reliability run: every statistical test at its full size (STRESS=1, tests/sizes.py):
# 300 random kills, kills at about 150 chosen writes and syncs (strace), 42 pairs of first starts,
# 100,000 fuzzed lines and 100,000 lines of hostile numbers and long lines, 10,000 random playouts,
# 1,000 conformance playouts of every registered game, the computer players' strength over 200
# games (100 solitaire deals), 2,000 changed bytes in a -wal and 3,000 in a database, 20 fresh servers
# each rushed by 50 web-page seats at once, 20 fresh processes brailling from 18 threads, SIGTERM and
# Ctrl-C at 120 moments of a server's start and 60 writes in the middle of its moves, a whole game of each
# game at the web page by keyboard read by Orca (Five Crowns in tests/test_orca.py; Skip-Bo with short
# stock piles and the solitaire in tests/test_orca_games.py), and deep Hypothesis.
stress: deps test-deps
	STRESS=1 HYPOTHESIS_PROFILE=deep $(PY) -m pytest -n auto tests/test_saves.py tests/test_save_faults.py tests/test_fuzz.py \
	  tests/test_engine_playouts.py tests/test_play_piped.py tests/test_conformance.py tests/test_bot_strength.py \
	  tests/test_skipbo_bots.py tests/test_solitaire_players.py tests/test_hostile_signals.py \
	  tests/test_damaged_saves.py tests/test_server_stop.py tests/test_server_rush.py tests/test_threads.py \
	  tests/test_server_edge.py tests/test_orca.py tests/test_orca_games.py

# The web page's screenshots in docs/images (docs/web.md), drawn again in Chromium.
docs-images: deps test-deps
	$(PY) -m pytest -q -p no:cacheprovider tests/test_web.py -k each_table
	for game in fivecrowns skipbo solitaire; do cp build/screenshots/$$game-wide.png docs/images/web-$$game.png; done

lint: deps
	$(PY) -m ruff check src tests benchmarks deploy

typecheck: deps
	$(PY) -m mypy

deps: system $(STAMP) bytecode

# Debian's Chromium (Playwright drives it: `playwright install` cannot download here) and
# axe-core from npm, into .venv: nothing of either is committed.
test-deps: test-system $(AXE)

$(AXE):
	@command -v npm > /dev/null || { echo "Installing npm"; DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq npm; }
	npm install --silent --no-audit --no-fund --prefix $(VENV)/node axe-core@$(AXE_VERSION)

# Python's bytecode of our own modules, as an installed package has it: without it every start
# compiles them again (about 80 ms), and more so where PYTHONDONTWRITEBYTECODE is set. Only what
# changed is compiled again.
bytecode: $(STAMP)
	@$(PY) -m compileall -q src > /dev/null

# Installs only what dpkg says is missing of the packages given, so a ready machine pays nothing.
define apt_install
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
endef

system:
	$(call apt_install,$(APT_PACKAGES))

test-system:
	$(call apt_install,$(TEST_APT_PACKAGES))

$(STAMP): pyproject.toml
	$(SYSTEM_PYTHON) -m venv --system-site-packages $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

clean:
	rm -rf $(VENV) build src/*.egg-info .mypy_cache .pytest_cache .ruff_cache
