#!/bin/sh
# Run once by the postgres image when its volume is new (/docker-entrypoint-initdb.d), as the
# image's superuser. Two roles, as docs/deploy.md step 3 has them on a server (issue 36): votacao
# owns the tables and runs the migrations; votacao_app is what the apps connect as and owns
# nothing, so it cannot switch the audit trail's guards off. Neither is a superuser (the image's
# POSTGRES_USER is; the apps never use it).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v owner_password="$VOTACAO_OWNER_PASSWORD" -v app_password="$VOTACAO_APP_PASSWORD" \
  -v dbname="$POSTGRES_DB" <<'SQL'
CREATE ROLE votacao LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'owner_password';
CREATE ROLE votacao_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'app_password';
ALTER DATABASE :"dbname" OWNER TO votacao;
ALTER SCHEMA public OWNER TO votacao;
GRANT USAGE ON SCHEMA public TO votacao_app;
ALTER DEFAULT PRIVILEGES FOR ROLE votacao IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO votacao_app;
ALTER DEFAULT PRIVILEGES FOR ROLE votacao IN SCHEMA public
  GRANT USAGE, SELECT ON SEQUENCES TO votacao_app;
SQL
