-- A misspelt word's lookup in the company's lexicon (migration 0032's question_registry_search_query)
-- reads the lexicon's trigram index across every company and ANDs it with the company's primary-key
-- range: 40,562 index entries for one company of 1,000,000 questions, 0.85 ms of a 1.38 ms typo
-- search (issue 17's benchmark, 2026-11-29). With the company a key of the trigram index
-- (btree_gin), the lookup reads that company's entries only.
--
-- Only where btree_gin is available: PostgreSQL ships it; the embedded PGlite does not, and
-- loading it there made PGlite panic now and then (ERRORDATA_STACK_SIZE exceeded, 2026-11-29), so
-- PGlite keeps 0030's index and the same queries, planned without this one.
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
		CREATE EXTENSION IF NOT EXISTS btree_gin;
		CREATE INDEX IF NOT EXISTS "question_registry_lexemes_company_trgm_idx"
			ON "question_registry_lexemes" USING gin ("company_id", "lexeme" gin_trgm_ops)
			WITH (fastupdate = off);
	END IF;
END $$;
