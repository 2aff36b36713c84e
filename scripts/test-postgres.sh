#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the tests, in a temporary folder on a free port:
#   eval "$(bash scripts/test-postgres.sh start)"   starts it; prints `export TEST_DATABASE_URL=…`
#                                                    and `export TEST_POSTGRES_DIR=…`
#   bash scripts/test-postgres.sh stop [DIR]         stops it and removes the folder
#                                                    (DIR defaults to $TEST_POSTGRES_DIR)
# Needs Debian's `postgresql` package (scripts/test.sh installs it). As root the cluster runs as
# the `postgres` user (initdb refuses root); otherwise as the calling user.
set -euo pipefail

pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [ -z "$dir" ]; then
    echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
    exit 1
  fi
  echo "$dir"
}

as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

case "${1:-}" in
  start)
    bin=$(pg_bin)
    dir=$(mktemp -d /tmp/test-postgres.XXXXXX)
    chmod 755 "$dir"
    [ "$(id -u)" = "0" ] && chown postgres "$dir"
    port=$(free_port)
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U app >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    # fsync off: a throw-away cluster need not survive a power cut, and tests run faster.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
      || { cat "$dir/log" >&2; exit 1; }
    echo "export TEST_POSTGRES_DIR=$dir"
    echo "export TEST_DATABASE_URL=postgres://app@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir="${2:-${TEST_POSTGRES_DIR:-}}"
    if [ -z "$dir" ] || [ ! -d "$dir/data" ]; then
      echo "No cluster to stop (give its folder, or set TEST_POSTGRES_DIR)" >&2
      exit 1
    fi
    as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *)
    echo "Usage: $0 start|stop [DIR]" >&2
    exit 2
    ;;
esac
