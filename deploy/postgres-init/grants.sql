-- Run by compose's `grants` service after every `migrate`, as the owner (votacao): the audit
-- trail is append and read for the app's role; the one UPDATE it keeps is an erased voter's
-- reason (LGPD), still behind the erase-only guard (docs/deploy.md, step 3).
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM votacao_app;
GRANT UPDATE (reason) ON audit_log TO votacao_app;
