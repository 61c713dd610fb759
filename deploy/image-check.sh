#!/usr/bin/env bash
# Runs the production image (Dockerfile) as REPLICAS API containers behind nginx on one PostgreSQL and
# one Redis, and checks what docs/deploy.md says of it: every container becomes ready (/readyz) and
# healthy (its HEALTHCHECK), runs as a user that is not root, serves the site and the API through
# nginx (the demo member signs in and reads the balance), and a `stop` of one container under traffic
# drains it (exit 0, "shut down cleanly") while nginx answers every request from the others.
#
#   docker build -t playdeck:latest . && deploy/image-check.sh
#   CONTAINER_ENGINE=podman deploy/image-check.sh
#
# Environment: CONTAINER_ENGINE (docker), IMAGE (playdeck:latest), REPLICAS (2), POSTGRES_ADMIN_URL
# (postgres://postgres@127.0.0.1:5432/postgres: a throw-away database is made there and dropped),
# REDIS_URL (redis://127.0.0.1:6379), BASE_PORT (3701: containers on BASE_PORT+1…), NGINX_PORT (8098).
# The containers use the host's network, so the addresses above are the host's. Needs psql, nginx,
# curl, openssl and node (with the repository's node_modules, for the sign-in's JWE).
set -euo pipefail

ENGINE="${CONTAINER_ENGINE:-docker}"
IMAGE="${IMAGE:-playdeck:latest}"
REPLICAS="${REPLICAS:-2}"
ADMIN_URL="${POSTGRES_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
BASE_PORT="${BASE_PORT:-3701}"
NGINX_PORT="${NGINX_PORT:-8098}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUN_ID="$(openssl rand -hex 4)"
DB_NAME="playdeck_image_check_${RUN_ID}"
DATABASE_URL="${ADMIN_URL%/*}/${DB_NAME}"
WORK="$(mktemp -d)"
SECRET="$(openssl rand -hex 32)"
NAMES=()

say() { printf 'image-check: %s\n' "$*"; }
fail() {
  say "FAIL: $*"
  exit 1
}

cleanup() {
  for name in "${NAMES[@]}"; do "$ENGINE" rm -f "$name" >/dev/null 2>&1 || true; done
  if [ -f "$WORK/nginx.pid" ]; then kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true; fi
  psql "$ADMIN_URL" -qc "drop database if exists ${DB_NAME} with (force)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# Polls a URL until it answers 200, for at most $2 seconds.
wait_ok() {
  local deadline=$((SECONDS + $2))
  until [ "$(curl -s -o /dev/null -w '%{http_code}' "$1")" = 200 ]; do
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 1
  done
}

start_container() {
  local index="$1" seed="$2" name="playdeck-check-${RUN_ID}-$1"
  NAMES+=("$name")
  "$ENGINE" run -d --name "$name" --network host \
    -e DATABASE_URL="$DATABASE_URL" -e REDIS_URL="$REDIS_URL" \
    -e PORT="$((BASE_PORT + index))" -e HOST=127.0.0.1 -e TRUST_PROXY=true \
    -e HOUSE_VENDOR_SECRET="$SECRET" -e SEED_DEMO_DATA="$seed" -e SHUTDOWN_DELAY_MS=2000 \
    "$IMAGE" >/dev/null
  wait_ok "http://127.0.0.1:$((BASE_PORT + index))/readyz" 180 ||
    fail "container $index never became ready: $("$ENGINE" logs --tail 20 "$name" 2>&1)"
  say "container $index ready on port $((BASE_PORT + index))"
}

say "image $IMAGE, $REPLICAS containers, engine $ENGINE"
psql "$ADMIN_URL" -qc "create database ${DB_NAME}" >/dev/null
# The first container migrates and seeds the demo data; the others start on the migrated database.
start_container 1 true
for index in $(seq 2 "$REPLICAS"); do start_container "$index" false; done

for name in "${NAMES[@]}"; do
  uid="$("$ENGINE" exec "$name" id -u)"
  [ "$uid" != 0 ] || fail "$name runs as root"
  # The image's own HEALTHCHECK command, run now rather than waited for.
  if [ "$ENGINE" = podman ]; then
    "$ENGINE" healthcheck run "$name" >/dev/null || fail "$name: HEALTHCHECK failed"
  else
    deadline=$((SECONDS + 120))
    until [ "$("$ENGINE" inspect -f '{{.State.Health.Status}}' "$name")" = healthy ]; do
      [ "$SECONDS" -lt "$deadline" ] || fail "$name never reported healthy"
      sleep 2
    done
  fi
  say "$name: user id $uid, healthy"
done

servers=""
for index in $(seq 1 "$REPLICAS"); do
  servers+="  server 127.0.0.1:$((BASE_PORT + index)) max_fails=3 fail_timeout=10s;"$'\n'
done
mkdir -p "$WORK/logs"
# The shipped site file (deploy/systemd/nginx-playdeck.conf) with this run's servers and port.
awk -v servers="$servers" -v port="$NGINX_PORT" '
  /^upstream playdeck/ { print; printf "%s", servers; skipping = 1; next }
  skipping && /^  server / { next }
  { skipping = 0 }
  /^  listen 80;/ { print "  listen 127.0.0.1:" port ";"; next }
  { print }
' "$ROOT/deploy/systemd/nginx-playdeck.conf" >"$WORK/site.conf"
cat >"$WORK/nginx.conf" <<EOF
pid $WORK/nginx.pid;
error_log $WORK/logs/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $WORK/body; proxy_temp_path $WORK/proxy; fastcgi_temp_path $WORK/fastcgi;
  uwsgi_temp_path $WORK/uwsgi; scgi_temp_path $WORK/scgi;
  include $WORK/site.conf;
}
EOF
nginx -p "$WORK" -c "$WORK/nginx.conf"
SITE="http://127.0.0.1:${NGINX_PORT}"
wait_ok "$SITE/readyz" 10 || fail "nginx does not answer /readyz"

page="$(curl -s "$SITE/")"
case "$page" in *'<div id="root"'*) ;; *) fail "the home page through nginx is not the site" ;; esac
say "through nginx: /readyz 200, the home page served"

# The demo member signs in as the browser does (the credentials sealed with the site's key).
balance="$(
  cd "$ROOT/apps/server" && SITE="$SITE" node --input-type=module -e '
    import { CompactEncrypt, importJWK } from "jose";
    const site = process.env.SITE;
    const permission = await (await fetch(`${site}/api/permission`)).json();
    const jwk = permission.value.encryption.jwk;
    const jwe = await new CompactEncrypt(
      new TextEncoder().encode(JSON.stringify({ username: "demo", password: "Demo2026", site: "member" })),
    )
      .setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A256GCM", kid: jwk.kid })
      .encrypt(await importJWK(jwk, "RSA-OAEP-256"));
    const signIn = await fetch(`${site}/api/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jwe }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const { token } = (await signIn.json()).value;
    const answer = await fetch(`${site}/api/wallet/balance`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 200) throw new Error(`balance answered ${answer.status}`);
    console.log(JSON.stringify((await answer.json()).value));
  '
)" || fail "the demo member could not sign in and read the balance through nginx"
say "the demo member signed in through nginx; balance $balance"

# Traffic through nginx while the first container is stopped: every answer must be 200.
first="${NAMES[0]}"
(
  count=0
  bad=0
  end=$((SECONDS + 12))
  while [ "$SECONDS" -lt "$end" ]; do
    code="$(curl -s -o /dev/null -w '%{http_code}' "$SITE/api/permission")"
    count=$((count + 1))
    [ "$code" = 200 ] || bad=$((bad + 1))
  done
  echo "$count $bad" >"$WORK/traffic"
) &
traffic=$!
sleep 2
"$ENGINE" stop -t 30 "$first" >/dev/null
exit_code="$("$ENGINE" inspect -f '{{.State.ExitCode}}' "$first")"
wait "$traffic"
read -r count bad <"$WORK/traffic"
"$ENGINE" logs "$first" 2>&1 | grep -q 'shut down cleanly' || fail "$first did not log a clean shutdown"
[ "$exit_code" = 0 ] || fail "$first exited $exit_code on stop"
[ "$bad" = 0 ] || fail "$bad of $count requests through nginx failed while $first stopped"
say "stopped $first under traffic: exit 0, shut down cleanly; $count requests through nginx, none failed"
say "PASS"
