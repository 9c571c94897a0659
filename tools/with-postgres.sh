#!/usr/bin/env bash
# Runs a command beside a private PostgreSQL server (reference/sql.md), for `make test`:
#   initdb into a new temporary folder (as Debian's unprivileged `postgres` user when run as root, since the server
#   refuses root), password authentication (SCRAM), listening on 127.0.0.1 at a free port; a database `plotline`
#   owned by the user `plotline`; stopped and removed on every exit path.
# The command gets PLOTLINE_TEST_POSTGRES_URL (postgresql://plotline@127.0.0.1:PORT/plotline, no password),
# PLOTLINE_TEST_POSTGRES_PASSWORD, PLOTLINE_REQUIRE_POSTGRES=1 (tests that need the server fail rather than skip),
# and libpq's PGHOST, PGPORT, PGUSER, PGDATABASE and PGPASSWORD.
#
#   tools/with-postgres.sh COMMAND [ARGUMENTS...]
set -euo pipefail

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

stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 130' INT TERM

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
password=$(python3 -c 'import secrets; print(secrets.token_hex(12))')
printf '%s\n' "$password" > "$dir/password"
[ "$(id -u)" = 0 ] && chown postgres: "$dir/password"
chmod 0600 "$dir/password"
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U plotline --pwfile="$dir/password" --auth=scram-sha-256 \
  -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
rm -f "$dir/password"
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >/dev/null \
  || { cat "$dir/server.log" >&2; exit 1; }
PGPASSWORD="$password" psql -q -h 127.0.0.1 -p "$port" -U plotline -d postgres -c "CREATE DATABASE plotline" >/dev/null

export PLOTLINE_TEST_POSTGRES_URL="postgresql://plotline@127.0.0.1:$port/plotline"
export PLOTLINE_TEST_POSTGRES_PASSWORD="$password"
export PLOTLINE_REQUIRE_POSTGRES=1
# libpq's own defaults too, so `Database("postgresql://")` (and psql) reach the server (notebooks/sql.ipynb).
export PGHOST=127.0.0.1 PGPORT="$port" PGUSER=plotline PGDATABASE=plotline PGPASSWORD="$password"
echo "with-postgres.sh: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
"$@"
