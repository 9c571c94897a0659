#!/usr/bin/env bash
# Runs a command beside a private PostgreSQL server, for `make test`, `make lab` and `make report` (docs/feeds.md):
#   initdb into a new temporary folder (as Debian's unprivileged `postgres` user when run as root, since the server
#   refuses root), password authentication (SCRAM), listening on 127.0.0.1 at a free port; a database `plotline`
#   owned by the user `plotline`; stopped and removed on every exit path (the command ending, Ctrl-C, a hangup, TERM).
# The command gets libpq's PGHOST, PGPORT, PGUSER, PGDATABASE and PGPASSWORD (so `psql`, and Plotline's
# `Database("postgresql://")`, reach the server with nothing more), PLOTLINE_POSTGRES_URL
# (postgresql://plotline@127.0.0.1:PORT/plotline, no password: PGPASSWORD has it), and for the tests
# PLOTLINE_TEST_POSTGRES_URL (the same URL), PLOTLINE_TEST_POSTGRES_PASSWORD and PLOTLINE_REQUIRE_POSTGRES=1 (tests
# that need the server fail rather than skip).
#
#   tools/with-postgres.sh COMMAND [ARGUMENTS...]
set -euo pipefail

[ $# -gt 0 ] || { echo "usage: tools/with-postgres.sh COMMAND [ARGUMENTS...]" >&2; exit 2; }

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "with-postgres.sh: no PostgreSQL server; install Debian's postgresql package" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/plotline-postgres.XXXXXX)
chmod 0755 "$dir"
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres: "$dir"
  as_owner=(runuser -u postgres --)
fi

port=""
stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  [ -z "$port" ] || echo "with-postgres.sh: stopped the PostgreSQL server on 127.0.0.1:$port and removed its files" >&2
}
trap stop EXIT
# A signal ends the script (and so runs stop) once the command it runs has ended; Ctrl-C in a terminal reaches both.
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

free_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
password=$(python3 -c 'import secrets; print(secrets.token_hex(12))')
printf '%s\n' "$password" > "$dir/password"
[ "$(id -u)" = 0 ] && chown postgres: "$dir/password"
chmod 0600 "$dir/password"
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U plotline --pwfile="$dir/password" --auth=scram-sha-256 \
  -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
rm -f "$dir/password"
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $free_port -k $dir -c fsync=off" start >/dev/null \
  || { cat "$dir/server.log" >&2; exit 1; }
port=$free_port
PGPASSWORD="$password" psql -q -h 127.0.0.1 -p "$port" -U plotline -d postgres -c "CREATE DATABASE plotline" >/dev/null

export PLOTLINE_POSTGRES_URL="postgresql://plotline@127.0.0.1:$port/plotline"
export PLOTLINE_TEST_POSTGRES_URL="$PLOTLINE_POSTGRES_URL"
export PLOTLINE_TEST_POSTGRES_PASSWORD="$password"
export PLOTLINE_REQUIRE_POSTGRES=1
# libpq's own defaults too, so `Database("postgresql://")` (and psql) reach the server (notebooks/sql.ipynb).
export PGHOST=127.0.0.1 PGPORT="$port" PGUSER=plotline PGDATABASE=plotline PGPASSWORD="$password"
echo "with-postgres.sh: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, database plotline," \
  "user plotline (PGHOST, PGPORT, PGUSER, PGDATABASE and PGPASSWORD name it), until ${1##*/} ends" >&2
"$@"
