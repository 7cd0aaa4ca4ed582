#!/usr/bin/env bash
# The two-node drill of docs/deploy.md: two real nodes (src/main.ts under tsx) on one PostgreSQL
# database, the local Redis, an S3-compatible server (s3rver) and a capture SMTP server; a load of
# contact-form writes over both; `kill -TERM` or `kill -9` to node A mid-load; A restarted; then
# every acknowledged write checked against the database and every e-mail counted by Message-ID.
#
#   apps/server/tools/fleet/drill.sh TERM      # or KILL
#   KILL_AFTER=10 LOAD_SECONDS=25 CONCURRENCY=16 PG=postgres://postgres@127.0.0.1:5432 apps/server/tools/fleet/drill.sh KILL
#
# Needs: psql, curl, openssl, redis-cli, PostgreSQL and Redis on 127.0.0.1. The scratch database
# and the Redis keys are removed and every process it started is stopped; the logs stay in WORK.
set -u
SIGNAL=${1:-TERM}
KILL_AFTER=${KILL_AFTER:-10}
LOAD_SECONDS=${LOAD_SECONDS:-25}
CONCURRENCY=${CONCURRENCY:-16}
PG=${PG:-postgres://postgres@127.0.0.1:5432}
cd "$(dirname "$0")/../.."
WORK=$(mktemp -d /tmp/rentfront-drill-XXXXXX)
mkdir -p "$WORK/s3" "$WORK/a" "$WORK/a2" "$WORK/b"
echo "drill: kill -$SIGNAL to node A; files in $WORK"
ms() { date +%s%3N; }
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

DB=rentfront_drill_$$
psql "$PG/postgres" -qc "create database $DB"
export DATABASE_URL=$PG/$DB

# S3: s3rver in its own process; it stops when its stdin (fd 3 here) closes.
mkfifo "$WORK/s3.in"
node --openssl-legacy-provider src/test/s3rver-process.mjs "$WORK/s3" rentfront-drill <"$WORK/s3.in" >"$WORK/s3.out" &
S3_PID=$!
exec 3>"$WORK/s3.in"
node --import tsx tools/fleet/mail-sink.ts >"$WORK/mail.out" 2>&1 &
MAIL_PID=$!
for _ in $(seq 100); do grep -q SMTP_URL "$WORK/mail.out" && grep -q port "$WORK/s3.out" && break; sleep 0.2; done
S3_PORT=$(node -e "console.log(JSON.parse(require('fs').readFileSync('$WORK/s3.out','utf8')).port)")
export "$(grep SMTP_URL "$WORK/mail.out")"

# What every node shares: the fleet settings of docs/deploy.md.
export NODE_ENV=production LOG_LEVEL=info HOST=127.0.0.1 PUBLIC_URL=http://rentfront.test TRUST_PROXY=true \
  SEED_DEMO=false ADMIN_EMAIL=owner@rentfront.test ADMIN_PASSWORD="$(openssl rand -hex 12)" \
  PII_KEY="$(openssl rand -hex 32)" REDIS_URL=redis://127.0.0.1:6379 REDIS_KEY_PREFIX="rentfront-drill-$$:" \
  STORAGE=s3 S3_BUCKET=rentfront-drill S3_REGION=us-east-1 S3_ENDPOINT="http://127.0.0.1:$S3_PORT" \
  S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
PORT_A=$(free_port)
PORT_B=$(free_port)
ready() { curl -sf "http://127.0.0.1:$1/api/health/ready" >/dev/null; }

T=$(ms)
PORT=$PORT_A DATA_DIR=$WORK/a node --import tsx src/main.ts >"$WORK/a.log" 2>&1 &
A=$!
PORT=$PORT_B DATA_DIR=$WORK/b node --import tsx src/main.ts >"$WORK/b.log" 2>&1 &
B=$!
for _ in $(seq 600); do ready "$PORT_A" && ready "$PORT_B" && break; sleep 0.2; done
echo "both nodes ready $(($(ms) - T)) ms after their start (A pid $A port $PORT_A, B pid $B port $PORT_B); $(uptime | sed 's/.*load/load/')"

node --import tsx tools/fleet/drill-load.ts --node "a=http://127.0.0.1:$PORT_A" --node "b=http://127.0.0.1:$PORT_B" \
  --seconds "$LOAD_SECONDS" --concurrency "$CONCURRENCY" --mail-wait 300 >"$WORK/load.out" 2>&1 &
LOAD=$!
sleep "$KILL_AFTER"

# A's readiness every 50 ms from the signal on, until its port refuses.
(while :; do
  c=$(curl -s -o /dev/null -w "%{http_code}" --max-time 2 "http://127.0.0.1:$PORT_A/api/health/ready")
  echo "$(ms) $c"
  [ "$c" = 000 ] && break
  sleep 0.05
done) >"$WORK/probe.out" &
PROBE=$!
T=$(ms)
kill "-$SIGNAL" "$A"
wait "$A" 2>/dev/null
echo "kill -$SIGNAL A: exit status $? after $(($(ms) - T)) ms"
wait "$PROBE"
awk -v t0="$T" 'BEGIN { last = "-" } { if ($2 "" != last "") { print "  A readiness " ($1 - t0) " ms after the signal: " $2; last = $2 } }' "$WORK/probe.out"

# Back: A again on the same port (a new process, as a supervisor would restart it).
T=$(ms)
PORT=$PORT_A DATA_DIR=$WORK/a2 node --import tsx src/main.ts >"$WORK/a2.log" 2>&1 &
A2=$!
for _ in $(seq 600); do ready "$PORT_A" && break; sleep 0.1; done
echo "A restarted: ready $(($(ms) - T)) ms after its start"

wait "$LOAD"
grep -v '^ *[0-9]* s ' "$WORK/load.out"
echo "--- then 10 s more on both nodes (A restarted):"
node --import tsx tools/fleet/drill-load.ts --node "a=http://127.0.0.1:$PORT_A" --node "b=http://127.0.0.1:$PORT_B" \
  --seconds 10 --concurrency "$CONCURRENCY" --mail-wait 300 2>&1 | grep -v '^ *[0-9]* s '

kill -TERM "$A2" "$B"
wait "$A2" "$B"
kill -TERM "$MAIL_PID"
wait "$MAIL_PID"
tail -n +2 "$WORK/mail.out"
exec 3>&-
wait "$S3_PID"
psql "$PG/postgres" -qc "drop database if exists $DB with (force)"
# The run's rate-limit counters (they would expire within the hour anyway).
redis-cli --scan --pattern "rentfront-drill-$$:*" | xargs -r -n 500 redis-cli del >/dev/null
