-- Trigram matching (similarity, and GIN indexes that serve ILIKE '%…%'): board search and the
-- registry's typo-tolerant search. PostgreSQL ships it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
