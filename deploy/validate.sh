#!/bin/sh
# Checks what can be checked of deploy/ without root, Docker or the network (docs/deploy.md,
# "What was validated"): nginx -t on both sites with a throw-away self-signed certificate,
# systemd-analyze verify on the unit, compose.yaml parsed as YAML with the expected services,
# and the env template loaded by the server's own configuration check.
#   sh deploy/validate.sh        (from the repository root)
#   sh deploy/validate.sh --edge-only SITE   (only the edge's rules, on one site file)
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
      -e "s#/var/log/nginx/votacao/#$TMP/logs/#g" -e "s#/dev/stdout#$TMP/logs/stdout.log#g" \
      -e "s#/etc/nginx/certs#$TMP#g" -e "s#/var/www/certbot#$TMP/www#g" \
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
# The edge's rules (docs/deploy.md, step 9), read off each site: what nginx -t cannot tell.
check_edge() { # $1 site file
  fail() { echo "$1: $2" >&2; exit 1; }
  grep -qE '^    client_max_body_size 16k;' "$1" || fail "$1" "no server-level client_max_body_size 16k"
  grep -qE '^ *server .*max_fails=[1-9]' "$1" && fail "$1" "max_fails above 0 lets one client take a process out"
  grep -q 'https://\$host' "$1" && fail "$1" "the redirect uses the client's Host"
  [ "$(grep -c 'server_tokens off;' "$1")" -ge 2 ] || fail "$1" "server_tokens off missing in a server block"
  grep -qF 'location ~ ^/(livez|readyz)/*$' "$1" || fail "$1" "health location misses /readyz/"
  grep -qF 'location ~ ^/metrics/*$' "$1" || fail "$1" "metrics location misses /metrics/"
  echo "edge rules: $1 ok"
}
if [ "${1:-}" = --edge-only ]; then check_edge "$2"; exit 0; fi
check_edge "$ROOT/deploy/nginx/votacao.conf"
check_edge "$ROOT/deploy/nginx/compose.conf"
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
  for unit in votacao-backup.service votacao-backup.timer; do
    cp "$ROOT/deploy/systemd/$unit" "$TMP/$unit"
    out=$(systemd-analyze verify "$TMP/$unit" 2>&1 || true)
    if printf '%s' "$out" | grep -qiE 'unknown|invalid|failed to parse|ignoring|bad'; then
      printf '%s\n' "$out"; exit 1
    fi
    echo "systemd-analyze verify: deploy/systemd/$unit ok"
  done
fi

python3 - "$ROOT/deploy/compose.yaml" "$ROOT/deploy/prometheus/votacao-alerts.yml" <<'PY'
import sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
services = doc["services"]
assert set(services) == {"migrate", "grants", "app1", "app2", "postgres", "redis", "proxy"}, services.keys()
for name in ("app1", "app2"):
    s = services[name]
    assert s["build"]["dockerfile"] == "deploy/Dockerfile"
    # The apps start once the schema is migrated by the owner and the grants are in place; they
    # connect as the role that owns nothing, never as a superuser.
    assert s["depends_on"]["grants"]["condition"] == "service_completed_successfully"
    assert s["environment"]["DATABASE_URL"].startswith("postgres://votacao_app:"), name
assert services["grants"]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
assert services["migrate"]["environment"]["DATABASE_URL"].startswith("postgres://votacao:")
assert services["postgres"]["environment"]["POSTGRES_USER"] == "postgres"
for name in ("postgres", "redis", "proxy"):
    assert "healthcheck" in services[name], name
sh = open(sys.argv[1].replace("compose.yaml", "postgres-init/10-roles.sh")).read()
assert "NOSUPERUSER" in sh and "votacao_app" in sh, "10-roles.sh: the two roles, neither a superuser"
for name, s in services.items():
    assert s.get("logging", {}).get("options", {}).get("max-size"), f"{name}: logs not rotated"
print("compose.yaml: parsed; migrate and grants before app1 and app2 (as votacao_app), postgres, redis, proxy with health checks and rotated logs")
rules = yaml.safe_load(open(sys.argv[2]))["groups"][0]["rules"]
assert all({"alert", "expr", "labels", "annotations"} <= set(r) for r in rules), rules
print(f"prometheus/votacao-alerts.yml: parsed; {len(rules)} rules")
PY
sh -n "$ROOT/deploy/backup/votacao-backup" && echo "backup/votacao-backup: sh -n ok"

# The template as production would read it: refused as it ships (its CHANGE-ME placeholders and
# example address named, each), then accepted once they, the REQUIRED JWT_SECRET and the audit
# key are filled in.
cd "$ROOT"
( set -a; . deploy/votacao.env.example; set +a
  AUDIT_KEY_FILE= AUDIT_KEY=$(openssl rand -base64 48) \
  JWT_SECRET=$(openssl rand -base64 48) node --import tsx -e "
    const { loadConfig } = await import('./src/server/config.ts');
    try {
      loadConfig(process.env);
      console.error('votacao.env.example: accepted with its placeholders'); process.exit(1);
    } catch (error) {
      const named = ['DATABASE_URL', 'SMTP_URL', 'TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY', 'PUBLIC_URL']
        .filter((name) => !String(error.message).includes(name + ':'));
      if (named.length) { console.error('placeholders not named: ' + named.join(', ') + '\n' + error.message); process.exit(1); }
      console.log('votacao.env.example: refused as shipped, each placeholder named');
    }
    for (const [name, value] of Object.entries(process.env))
      if (/CHANGE-ME/.test(value ?? '')) process.env[name] = value.replaceAll('CHANGE-ME', 'filled-' + name.toLowerCase());
    process.env.PUBLIC_URL = 'https://votacao.associacao.org.br';
    const c = loadConfig(process.env);
    console.log('votacao.env.example, filled in: accepted by loadConfig (production=' + c.production + ', trustProxy=' + JSON.stringify(c.trustProxy) + ')');
  " )
