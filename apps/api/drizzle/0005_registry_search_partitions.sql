-- Search at scale (issue 4): question_registries becomes hash-partitioned by company, so a
-- company's rows and its full-text index entries sit together; the key becomes (company_id, id).
-- Tab counts move to question_registry_counts, kept by statement triggers in the same transaction.
-- Each question carries a 256-bit Bloom signature of its search words (search_sig_0..3, set by a
-- trigger) that the live list index INCLUDEs, so a search of the live tab can walk the newest
-- questions in the index and read only the rows whose signature fits. The list and search pages
-- are PL/pgSQL functions, whose plans are kept per session: planning cost more than running them.
-- Written by hand: Drizzle models neither partitions nor triggers. The snapshot matches the result.
ALTER TABLE "question_registries" RENAME TO "question_registries_unpartitioned";--> statement-breakpoint
ALTER TABLE "question_registries_unpartitioned" RENAME CONSTRAINT "question_registries_pkey" TO "question_registries_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "question_registries_company_list_idx";--> statement-breakpoint
DROP INDEX "question_registries_search_idx";--> statement-breakpoint
DROP INDEX "question_registries_deleted_idx";--> statement-breakpoint
CREATE TABLE "question_registries" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"question" text NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"drafted" boolean DEFAULT false NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"last_edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_update_by" uuid,
	"locked_by" uuid,
	"locked_until" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', question), 'A') || setweight(to_tsvector('english', response), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_sig_0" bigint DEFAULT 0 NOT NULL,
	"search_sig_1" bigint DEFAULT 0 NOT NULL,
	"search_sig_2" bigint DEFAULT 0 NOT NULL,
	"search_sig_3" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "question_registries_company_id_id_pk" PRIMARY KEY("company_id","id")
) PARTITION BY HASH ("company_id");--> statement-breakpoint
DO $$
BEGIN
	FOR i IN 0..31 LOOP
		EXECUTE format(
			'CREATE TABLE %I PARTITION OF "question_registries" FOR VALUES WITH (MODULUS 32, REMAINDER %s)',
			'question_registries_p' || lpad(i::text, 2, '0'), i);
	END LOOP;
END $$;--> statement-breakpoint
-- The signature of a list of lexemes: for each, its first 3 letters and (when it has them) its first
-- 5, each hashed three ways into 256 bits. A question's signature covers every lexeme of its text;
-- a search's covers its words, so a question can match only if its signature holds every bit of
-- the search's (a prefix shares its first 3 or 5 letters with every word it starts). These helpers
-- are PL/pgSQL rather than SQL so that their statements' plans are kept for the session.
CREATE FUNCTION "question_registry_signature"(lexemes text[]) RETURNS int8[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
	RETURN (
		SELECT ARRAY[
			coalesce(bit_or(1::int8 << (h & 63)) FILTER (WHERE (h >> 6) & 3 = 0), 0),
			coalesce(bit_or(1::int8 << (h & 63)) FILTER (WHERE (h >> 6) & 3 = 1), 0),
			coalesce(bit_or(1::int8 << (h & 63)) FILTER (WHERE (h >> 6) & 3 = 2), 0),
			coalesce(bit_or(1::int8 << (h & 63)) FILTER (WHERE (h >> 6) & 3 = 3), 0)]
		FROM unnest(lexemes) AS l,
			LATERAL (SELECT left(l, 3) WHERE length(l) >= 3 UNION ALL SELECT left(l, 5) WHERE length(l) >= 5) AS beginning(b),
			LATERAL (VALUES (hashtext(b || '1')), (hashtext(b || '2')), (hashtext(b || '3'))) AS hashes(h));
END $$;--> statement-breakpoint
-- The same signature for a search's few lexemes, computed in PL/pgSQL expressions: cheaper than
-- running a query for it on every search. (question_registry_signature does the same for a
-- question's many lexemes, where one query is cheaper; the tests hold the two to agree.)
CREATE FUNCTION "question_registry_query_signature"(lexemes text[]) RETURNS int8[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
	signature int8[] := ARRAY[0, 0, 0, 0]::int8[];
	lexeme text;
	beginning text;
	salt integer;
	h integer;
BEGIN
	FOREACH lexeme IN ARRAY lexemes LOOP
		CONTINUE WHEN length(lexeme) < 3;
		FOREACH beginning IN ARRAY CASE WHEN length(lexeme) >= 5
				THEN ARRAY[left(lexeme, 3), left(lexeme, 5)] ELSE ARRAY[left(lexeme, 3)] END LOOP
			FOR salt IN 1..3 LOOP
				h := hashtext(beginning || salt);
				signature[((h >> 6) & 3) + 1] := signature[((h >> 6) & 3) + 1] | (1::int8 << (h & 63));
			END LOOP;
		END LOOP;
	END LOOP;
	RETURN signature;
END $$;--> statement-breakpoint
-- How many of the company's live questions PostgreSQL's planner expects to match (from the
-- statistics ANALYZE keeps for the company's partition): planning a one-row question is far
-- cheaper than finding out. VOLATILE only because PostgreSQL allows EXPLAIN in no other function.
CREATE FUNCTION "question_registry_match_estimate"(company uuid, query tsquery) RETURNS double precision LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	plan json;
BEGIN
	EXECUTE 'EXPLAIN (FORMAT JSON) SELECT 1 FROM question_registries WHERE company_id = $1 AND deleted_at IS NULL AND search @@ $2'
		INTO plan USING company, query;
	RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
END $$;--> statement-breakpoint
CREATE FUNCTION "question_registries_sign"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	signature int8[] := question_registry_signature(tsvector_to_array(
		to_tsvector('english', NEW.question) || to_tsvector('english', NEW.response)));
BEGIN
	NEW.search_sig_0 := signature[1];
	NEW.search_sig_1 := signature[2];
	NEW.search_sig_2 := signature[3];
	NEW.search_sig_3 := signature[4];
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "question_registries_sign" BEFORE INSERT OR UPDATE OF "question", "response" ON "question_registries"
	FOR EACH ROW EXECUTE FUNCTION "question_registries_sign"();--> statement-breakpoint
-- One page of a tab without search, newest edit first, with the tab's total (from the kept counts
-- where the tab is one of them) on every row. A function for the same reason as the search: its
-- plans are kept for the session, and planning cost more than running these queries.
CREATE FUNCTION "question_registry_list_page"(
	company uuid, tab text, saved_only boolean, page_limit integer, page_offset integer
) RETURNS TABLE (
	total_items bigint, id uuid, company_id uuid, question text, response text, drafted boolean,
	starred boolean, deleted_at timestamptz, last_edited_at timestamptz, created_at timestamptz,
	locked_until timestamptz, editor_id uuid, editor_first_name text, editor_last_name text,
	locker_id uuid, locker_first_name text, locker_last_name text
) LANGUAGE plpgsql STABLE ROWS 12
SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
	total bigint;
	ids uuid[];
BEGIN
	IF tab = 'all' THEN
		SELECT array_agg(p.id) INTO ids FROM (
			SELECT q.id FROM question_registries q
			WHERE q.company_id = company AND q.deleted_at IS NULL AND NOT (saved_only AND q.drafted)
			ORDER BY q.last_edited_at DESC NULLS LAST, q.id LIMIT page_limit OFFSET page_offset) p;
	ELSIF tab = 'drafts' THEN
		SELECT array_agg(p.id) INTO ids FROM (
			SELECT q.id FROM question_registries q
			WHERE q.company_id = company AND q.drafted AND q.deleted_at IS NULL AND NOT saved_only
			ORDER BY q.last_edited_at DESC NULLS LAST, q.id LIMIT page_limit OFFSET page_offset) p;
	ELSIF tab = 'starred' THEN
		SELECT array_agg(p.id) INTO ids FROM (
			SELECT q.id FROM question_registries q
			WHERE q.company_id = company AND q.starred AND q.deleted_at IS NULL AND NOT (saved_only AND q.drafted)
			ORDER BY q.last_edited_at DESC NULLS LAST, q.id LIMIT page_limit OFFSET page_offset) p;
	ELSE
		SELECT array_agg(p.id) INTO ids FROM (
			SELECT q.id FROM question_registries q
			WHERE q.company_id = company AND q.deleted_at IS NOT NULL AND NOT saved_only
			ORDER BY q.last_edited_at DESC NULLS LAST, q.id LIMIT page_limit OFFSET page_offset) p;
	END IF;
	IF saved_only AND tab = 'starred' THEN
		SELECT count(*) INTO total FROM question_registries q
		WHERE q.company_id = company AND q.starred AND q.deleted_at IS NULL AND NOT q.drafted;
	ELSE
		SELECT CASE
				WHEN saved_only AND tab = 'all' THEN c.total - c.drafted
				WHEN saved_only THEN 0
				WHEN tab = 'all' THEN c.total
				WHEN tab = 'drafts' THEN c.drafted
				WHEN tab = 'starred' THEN c.starred
				ELSE c.deleted
			END
		INTO total FROM question_registry_counts c WHERE c.company_id = company;
	END IF;
	RETURN QUERY
		SELECT coalesce(total, 0), r.id, r.company_id, r.question, r.response, r.drafted, r.starred,
			r.deleted_at, r.last_edited_at, r.created_at, r.locked_until,
			editor.id, editor.first_name, editor.last_name, locker.id, locker.first_name, locker.last_name
		FROM unnest(ids) WITH ORDINALITY AS page(id, position)
		JOIN question_registries r ON r.company_id = company AND r.id = page.id
		LEFT JOIN users editor ON editor.id = r.last_update_by
		LEFT JOIN users locker ON locker.id = r.locked_by AND r.locked_until > now()
		ORDER BY page.position;
	IF ids IS NULL THEN
		-- An empty page still says how many there are.
		RETURN QUERY SELECT coalesce(total, 0), NULL::uuid, NULL::uuid, NULL::text, NULL::text,
			NULL::boolean, NULL::boolean, NULL::timestamptz, NULL::timestamptz, NULL::timestamptz,
			NULL::timestamptz, NULL::uuid, NULL::text, NULL::text, NULL::uuid, NULL::text, NULL::text;
	END IF;
END $$;--> statement-breakpoint
-- One search page of the live tab (search.ts explains the ranking blocks): how many
-- matches were found (at most `wanted`) and the page's questions with their people. When the planner expects the
-- words to fill `wanted` within the newest `scan` questions, it walks the live list index reading
-- a row only when its signature holds the search's; otherwise, or when that walk falls short, the
-- full-text index finds every match. PL/pgSQL keeps each statement's plan for the session, so a
-- search is planned once per connection rather than on every page.
CREATE FUNCTION "question_registry_search_page"(
	company uuid, words text, plain_words text, saved_only boolean, wanted integer, block integer,
	page_limit integer, page_offset integer, scan integer
) RETURNS TABLE (
	matched bigint, id uuid, company_id uuid, question text, response text, drafted boolean,
	starred boolean, deleted_at timestamptz, last_edited_at timestamptz, created_at timestamptz,
	locked_until timestamptz, editor_id uuid, editor_first_name text, editor_last_name text,
	locker_id uuid, locker_first_name text, locker_last_name text
) LANGUAGE plpgsql VOLATILE ROWS 12
-- Its statements' generic plans are right whatever the company (runtime partition pruning) and
-- save planning on every call; PostgreSQL's default would keep re-planning some of them.
SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
	query tsquery := to_tsquery('english', words);
	-- The same lexemes as the query's: to_tsvector parses and stems words as to_tsquery does.
	mask int8[] := question_registry_query_signature(tsvector_to_array(to_tsvector('english', plain_words)));
	live integer := coalesce((SELECT c.total FROM question_registry_counts c WHERE c.company_id = company), 0);
	complete boolean := false;
	ids uuid[];
	edited timestamptz[];
	ranks real[];
BEGIN
	IF question_registry_match_estimate(company, query) * least(live, scan) / greatest(live, 1) >= wanted THEN
		SELECT array_agg(found.id), array_agg(found.last_edited_at), array_agg(found.rank)
		INTO ids, edited, ranks
		FROM (
			SELECT c.id, c.last_edited_at, r.rank
			FROM (
				SELECT candidate.id, candidate.last_edited_at
				FROM (
					SELECT q.id, q.last_edited_at, q.search_sig_0, q.search_sig_1, q.search_sig_2, q.search_sig_3
					FROM question_registries q
					WHERE q.company_id = company AND q.deleted_at IS NULL
					ORDER BY q.last_edited_at DESC NULLS LAST, q.id
					LIMIT scan
				) candidate
				WHERE (candidate.search_sig_0 & mask[1]) = mask[1]
					AND (candidate.search_sig_1 & mask[2]) = mask[2]
					AND (candidate.search_sig_2 & mask[3]) = mask[3]
					AND (candidate.search_sig_3 & mask[4]) = mask[4]
			) c
			CROSS JOIN LATERAL (
				SELECT ts_rank(q.search, query) AS rank FROM question_registries q
				WHERE q.company_id = company AND q.id = c.id AND q.search @@ query
					AND NOT (saved_only AND q.drafted)
			) r
			ORDER BY c.last_edited_at DESC NULLS LAST, c.id
			LIMIT wanted
		) found;
		complete := coalesce(cardinality(ids), 0) >= wanted OR live <= scan;
	END IF;
	IF NOT complete THEN
		-- Planned afresh for its words (EXECUTE), unlike the function's other statements: the
		-- planner's choice here turns on how common they are.
		EXECUTE 'SELECT array_agg(n.id), array_agg(n.last_edited_at), array_agg(ts_rank(n.search, $2))
			FROM (
				SELECT q.id, q.last_edited_at, q.search FROM question_registries q
				WHERE q.company_id = $1 AND q.deleted_at IS NULL AND q.search @@ $2
					AND NOT ($3 AND q.drafted)
				ORDER BY q.last_edited_at DESC NULLS LAST, q.id
				LIMIT $4
			) n'
		INTO ids, edited, ranks
		USING company, query, saved_only, wanted;
	END IF;
	RETURN QUERY
		SELECT page.matched, r.id, r.company_id, r.question, r.response, r.drafted, r.starred,
			r.deleted_at, r.last_edited_at, r.created_at, r.locked_until,
			editor.id, editor.first_name, editor.last_name, locker.id, locker.first_name, locker.last_name
		FROM (
			SELECT ranked.id, ranked.matched, ranked.block_number, ranked.rank, ranked.last_edited_at
			FROM (
				SELECT u.id, u.last_edited_at, u.rank,
					count(*) OVER () AS matched,
					(row_number() OVER (ORDER BY u.last_edited_at DESC NULLS LAST, u.id) - 1) / block AS block_number
				FROM unnest(ids, edited, ranks) AS u(id, last_edited_at, rank)
			) ranked
			ORDER BY ranked.block_number, ranked.rank DESC, ranked.last_edited_at DESC NULLS LAST, ranked.id
			LIMIT page_limit OFFSET page_offset
		) page
		JOIN question_registries r ON r.company_id = company AND r.id = page.id
		LEFT JOIN users editor ON editor.id = r.last_update_by
		LEFT JOIN users locker ON locker.id = r.locked_by AND r.locked_until > now()
		ORDER BY page.block_number, page.rank DESC, page.last_edited_at DESC NULLS LAST, page.id;
END $$;--> statement-breakpoint
INSERT INTO "question_registries" ("id", "company_id", "question", "response", "drafted", "starred", "deleted_at", "last_edited_at", "last_update_by", "locked_by", "locked_until", "created_at", "updated_at")
SELECT "id", "company_id", "question", "response", "drafted", "starred", "deleted_at", "last_edited_at", "last_update_by", "locked_by", "locked_until", "created_at", "updated_at"
FROM "question_registries_unpartitioned";--> statement-breakpoint
DROP TABLE "question_registries_unpartitioned";--> statement-breakpoint
ALTER TABLE "question_registries" ADD CONSTRAINT "question_registries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_registries" ADD CONSTRAINT "question_registries_last_update_by_users_id_fk" FOREIGN KEY ("last_update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_registries" ADD CONSTRAINT "question_registries_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_registries_live_list_idx" ON "question_registries" USING btree ("company_id","last_edited_at" DESC NULLS LAST,"id") INCLUDE ("search_sig_0","search_sig_1","search_sig_2","search_sig_3") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "question_registries_drafts_list_idx" ON "question_registries" USING btree ("company_id","last_edited_at" DESC NULLS LAST,"id") WHERE drafted AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "question_registries_starred_list_idx" ON "question_registries" USING btree ("company_id","last_edited_at" DESC NULLS LAST,"id") WHERE starred AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "question_registries_deleted_list_idx" ON "question_registries" USING btree ("company_id","last_edited_at" DESC NULLS LAST,"id") WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "question_registries_search_idx" ON "question_registries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "question_registries_id_idx" ON "question_registries" USING btree ("id");--> statement-breakpoint
CREATE INDEX "question_registries_deleted_idx" ON "question_registries" USING btree ("deleted_at") WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "question_registries_lock_expiry_idx" ON "question_registries" USING btree ("locked_until") WHERE locked_until IS NOT NULL;--> statement-breakpoint
CREATE TABLE "question_registry_counts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"starred" integer DEFAULT 0 NOT NULL,
	"drafted" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
ALTER TABLE "question_registry_counts" ADD CONSTRAINT "question_registry_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One statement's change to the counts: every row it touched takes its old state off and adds its
-- new one, company by company. Inserts may bring a company's first question, so they upsert;
-- updates and deletes adjust the existing row (a company being deleted loses it to the cascade).
CREATE FUNCTION "question_registry_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO question_registry_counts AS c (company_id, total, starred, drafted, deleted)
		SELECT company_id,
			count(*) FILTER (WHERE deleted_at IS NULL),
			count(*) FILTER (WHERE deleted_at IS NULL AND starred),
			count(*) FILTER (WHERE deleted_at IS NULL AND drafted),
			count(*) FILTER (WHERE deleted_at IS NOT NULL)
		FROM new_rows GROUP BY company_id ORDER BY company_id
		ON CONFLICT (company_id) DO UPDATE SET
			total = c.total + excluded.total,
			starred = c.starred + excluded.starred,
			drafted = c.drafted + excluded.drafted,
			deleted = c.deleted + excluded.deleted;
	ELSIF TG_OP = 'UPDATE' THEN
		WITH changes AS (
			SELECT company_id, deleted_at, starred, drafted, -1 AS sign FROM old_rows
			UNION ALL
			SELECT company_id, deleted_at, starred, drafted, 1 FROM new_rows
		), delta AS (
			SELECT company_id,
				coalesce(sum(sign) FILTER (WHERE deleted_at IS NULL), 0) AS total,
				coalesce(sum(sign) FILTER (WHERE deleted_at IS NULL AND starred), 0) AS starred,
				coalesce(sum(sign) FILTER (WHERE deleted_at IS NULL AND drafted), 0) AS drafted,
				coalesce(sum(sign) FILTER (WHERE deleted_at IS NOT NULL), 0) AS deleted
			FROM changes GROUP BY company_id
		)
		UPDATE question_registry_counts AS c SET
			total = c.total + d.total,
			starred = c.starred + d.starred,
			drafted = c.drafted + d.drafted,
			deleted = c.deleted + d.deleted
		FROM delta AS d
		WHERE c.company_id = d.company_id AND (d.total, d.starred, d.drafted, d.deleted) <> (0, 0, 0, 0);
	ELSE
		WITH changes AS (
			SELECT company_id, deleted_at, starred, drafted, -1 AS sign FROM old_rows
		), delta AS (
			SELECT company_id,
				coalesce(sum(sign) FILTER (WHERE deleted_at IS NULL), 0) AS total,
				coalesce(sum(sign) FILTER (WHERE deleted_at IS NULL AND starred), 0) AS starred,
				coalesce(sum(sign) FILTER (WHERE deleted_at IS NULL AND drafted), 0) AS drafted,
				coalesce(sum(sign) FILTER (WHERE deleted_at IS NOT NULL), 0) AS deleted
			FROM changes GROUP BY company_id
		)
		UPDATE question_registry_counts AS c SET
			total = c.total + d.total,
			starred = c.starred + d.starred,
			drafted = c.drafted + d.drafted,
			deleted = c.deleted + d.deleted
		FROM delta AS d
		WHERE c.company_id = d.company_id AND (d.total, d.starred, d.drafted, d.deleted) <> (0, 0, 0, 0);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "question_registry_counts_insert" AFTER INSERT ON "question_registries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "question_registry_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "question_registry_counts_update" AFTER UPDATE ON "question_registries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "question_registry_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "question_registry_counts_delete" AFTER DELETE ON "question_registries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "question_registry_counts_apply"();--> statement-breakpoint
INSERT INTO "question_registry_counts" ("company_id", "total", "starred", "drafted", "deleted")
SELECT "company_id",
	count(*) FILTER (WHERE "deleted_at" IS NULL),
	count(*) FILTER (WHERE "deleted_at" IS NULL AND "starred"),
	count(*) FILTER (WHERE "deleted_at" IS NULL AND "drafted"),
	count(*) FILTER (WHERE "deleted_at" IS NOT NULL)
FROM "question_registries" GROUP BY "company_id";
