#!/bin/sh
# Checks what can be checked of deploy/ without root, Docker or the network (docs/deploy.md,
# "What was validated"): nginx -t on both sites with a throw-away self-signed certificate,
# systemd-analyze verify on the unit, compose.yaml parsed as YAML with the expected services,
# and the env template loaded by the server's own configuration check.
#   sh deploy/validate.sh        (from the repository root)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
NGINX=${NGINX:-/usr/sbin/nginx}

openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=votacao.example.org \
  -keyout "$TMP/privkey.pem" -out "$TMP/fullchain.pem" 2>/dev/null

check_site() { # $1 site file, $2 label
  mkdir -p "$TMP/logs"
  sed -e "s#/etc/letsencrypt/live/votacao.example.org#$TMP#g" \
      -e "s#/etc/nginx/certs#$TMP#g" \
      -e "s#server app\([12]\):3000#server 127.0.0.1:300\1#g" "$1" > "$TMP/site.conf"
  cat > "$TMP/nginx.conf" <<CONF
pid $TMP/nginx.pid;
error_log $TMP/logs/error.log;
events {}
http {
  access_log off;
  client_body_temp_path $TMP/body; proxy_temp_path $TMP/proxy;
  fastcgi_temp_path $TMP/fastcgi; uwsgi_temp_path $TMP/uwsgi; scgi_temp_path $TMP/scgi;
  include $TMP/site.conf;
}
CONF
  "$NGINX" -t -q -p "$TMP" -c "$TMP/nginx.conf" -g 'daemon off;' && echo "nginx -t: $2 ok"
}
check_site "$ROOT/deploy/nginx/votacao.conf" deploy/nginx/votacao.conf
# compose.conf spells HTTP/2 `http2 on;` (nginx >= 1.25.1, the image's); older nginx checks it
# with the older spelling.
if "$NGINX" -v 2>&1 | grep -qE 'nginx/1\.(1[0-9]|2[0-4])\.'; then
  sed -e 's/^ *http2 on;//' -e 's/listen 443 ssl;/listen 443 ssl http2;/' \
    "$ROOT/deploy/nginx/compose.conf" > "$TMP/compose-old-nginx.conf"
  check_site "$TMP/compose-old-nginx.conf" "deploy/nginx/compose.conf (http2 spelled for $("$NGINX" -v 2>&1 | cut -d/ -f2))"
else
  check_site "$ROOT/deploy/nginx/compose.conf" deploy/nginx/compose.conf
fi

if command -v systemd-analyze >/dev/null; then
  # Verified as an instance (votacao@3001). User=votacao and /opt/votacao/current need not exist
  # here; unknown or malformed directives are what fails.
  cp "$ROOT/deploy/systemd/votacao@.service" "$TMP/votacao@3001.service"
  out=$(systemd-analyze verify "$TMP/votacao@3001.service" 2>&1 || true)
  if printf '%s' "$out" | grep -qiE 'unknown|invalid|failed to parse|ignoring|bad'; then
    printf '%s\n' "$out"; exit 1
  fi
  echo "systemd-analyze verify: deploy/systemd/votacao@.service (as votacao@3001) ok"
fi

python3 - "$ROOT/deploy/compose.yaml" <<'PY'
import sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
services = doc["services"]
assert set(services) == {"app1", "app2", "postgres", "redis", "proxy"}, services.keys()
for name in ("app1", "app2"):
    s = services[name]
    assert s["build"]["dockerfile"] == "deploy/Dockerfile"
    assert s["depends_on"]["postgres"]["condition"] == "service_healthy"
for name in ("postgres", "redis", "proxy"):
    assert "healthcheck" in services[name], name
print("compose.yaml: parsed; app1, app2, postgres, redis, proxy with health checks")
PY

# The template as production would read it, with its REQUIRED JWT_SECRET and audit key filled in.
cd "$ROOT"
( set -a; . deploy/votacao.env.example; set +a
  AUDIT_KEY_FILE= AUDIT_KEY=$(openssl rand -base64 48) \
  JWT_SECRET=$(openssl rand -base64 48) node --import tsx -e "
    const { loadConfig } = await import('./src/server/config.ts');
    const c = loadConfig(process.env);
    console.log('votacao.env.example: accepted by loadConfig (production=' + c.production + ', trustProxy=' + JSON.stringify(c.trustProxy) + ')');
  " )
