-- The rights of Quorum's runtime role (here quorum_app): read and write rows, change no schema.
-- Run as the role that owns the schema (the one MIGRATION_DATABASE_URL names), once after the
-- first `npm run db:migrate`; the default privileges then cover the tables later migrations add.
-- Tested as written by src/db/runtime-role.test.ts.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO quorum_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO quorum_app;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO quorum_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO quorum_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO quorum_app;
-- The server checks at start that no migration is pending: it reads drizzle's record of them.
GRANT USAGE ON SCHEMA drizzle TO quorum_app;
GRANT SELECT ON drizzle.__drizzle_migrations TO quorum_app;
