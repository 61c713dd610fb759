#!/usr/bin/env bash
# A point-in-time recovery drill (docs/deploy.md "Point-in-time recovery"), with the host's
# PostgreSQL binaries in a throw-away folder: a primary archiving its WAL as the compose file does,
# the weekly base backup of the guide (pg_basebackup -Ft -z -Xs), good rows, a wrong bulk delete
# after a noted moment, then the guide's recovery steps into an empty data directory with
# recovery_target_time at that moment. It prints what came back: the good rows, not the mistake.
# Run as root (it runs PostgreSQL as the postgres user): deploy/pitr-drill.sh
# PG_BIN (/usr/lib/postgresql/15/bin), PITR_PORT (55432).
set -euo pipefail
B="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PORT="${PITR_PORT:-55432}"
W=$(mktemp -d /tmp/pitr.XXXX); chown postgres "$W"; chmod 755 "$W"
P="runuser -u postgres --"
cleanup() {
  for dir in "$W/data" "$W/restored"; do
    [ -f "$dir/postmaster.pid" ] && $P $B/pg_ctl -D "$dir" -m immediate stop > /dev/null 2>&1 || true
  done
  rm -rf "$W"
}
trap cleanup EXIT
$P mkdir -p $W/data $W/wal-archive $W/restored
$P $B/initdb -D $W/data -U playdeck --auth=trust > /dev/null
cat >> $W/data/postgresql.conf <<CONF
port = $PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$W'
wal_level = replica
archive_mode = on
archive_timeout = 300
archive_command = 'test ! -f $W/wal-archive/%f && cp %p $W/wal-archive/%f'
CONF
$P $B/pg_ctl -D $W/data -l $W/primary.log -w start > /dev/null
Q="$P psql -h 127.0.0.1 -p $PORT -U playdeck -d postgres -tAq"
$Q -c "create table ledger_test (id serial primary key, note text, at timestamptz default now())"
$Q -c "insert into ledger_test (note) select 'before backup ' || g from generate_series(1, 100) g"
# the weekly base backup, as in the guide
$P $B/pg_basebackup -h 127.0.0.1 -p $PORT -U playdeck -D $W/wal-archive/base -Ft -z -Xs > /dev/null
$Q -c "insert into ledger_test (note) select 'good ' || g from generate_series(1, 50) g"
sleep 1.2
TARGET=$($Q -c "select now()")
sleep 1.2
$Q -c "delete from ledger_test where note like 'good %'"   # the wrong bulk change after the target
$Q -c "insert into ledger_test (note) values ('after the mistake')"
$Q -c "select pg_switch_wal()" > /dev/null
sleep 2
echo "primary now: $($Q -c "select count(*) from ledger_test") rows; target $TARGET"
$P $B/pg_ctl -D $W/data -m fast -w stop > /dev/null
# the recovery steps of the guide, into an empty data directory
PGDATA=$W/restored
$P tar -xzf $W/wal-archive/base/base.tar.gz -C "$PGDATA"
$P tar -xzf $W/wal-archive/base/pg_wal.tar.gz -C "$PGDATA/pg_wal"
cat >> "$PGDATA/postgresql.auto.conf" <<CONF
restore_command = 'cp $W/wal-archive/%f %p'
recovery_target_time = '$TARGET'
recovery_target_action = 'promote'
CONF
$P touch "$PGDATA/recovery.signal"
chmod 700 "$PGDATA"
$P $B/pg_ctl -D "$PGDATA" -l $W/restored.log -w start > /dev/null
sleep 1
GOOD=$($Q -c "select count(*) from ledger_test where note like 'good %'")
AFTER=$($Q -c "select count(*) from ledger_test where note = 'after the mistake'")
PROMOTED=$($Q -c "select not pg_is_in_recovery()")
echo "restored: $($Q -c "select count(*) from ledger_test") rows, good ones $GOOD, after the mistake $AFTER, promoted $PROMOTED"
grep -E "recovery stopping|archive recovery complete|selected new timeline" $W/restored.log | head -3
if [ "$GOOD" = 50 ] && [ "$AFTER" = 0 ] && [ "$PROMOTED" = t ]; then echo "PASS"; else echo "FAIL"; exit 1; fi
