-- The registry search of migration 0030, mended where a profile of it found the time (issue 17).
-- (A company-first trigram index on the lexicon, with btree_gin, cut a misspelt word's lookup from
-- 1.5 ms to 0.2 ms on PostgreSQL, but made PGlite panic now and then — ERRORDATA_STACK_SIZE
-- exceeded, 3 runs of the registry tests in 9 — so it is not here.)
--
-- Lexemes as a tsquery (as in 0030), in PL/pgSQL: a SQL function called from a PL/pgSQL expression
-- is planned again in every transaction, and every search is one; a PL/pgSQL function's plan is
-- kept for the session (0.07 ms of a 1.2 ms typo search, measured with pgbench).
CREATE OR REPLACE FUNCTION "question_registry_any_lexeme"(lexemes text[], prefix boolean) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
	RETURN (SELECT string_agg('''' || replace(replace(x, '\', '\\'), '''', '''''') || '''' || CASE WHEN prefix THEN ':*' ELSE '' END, ' | ')::tsquery
		FROM unnest(lexemes) AS x);
END $$;--> statement-breakpoint
-- And the search reads the company's question counts once, instead of once in each pass's query
-- and once in each pass's walk: the functions take them from their caller. Same results.
DROP FUNCTION "question_registry_search"(uuid, text, text, boolean, integer, integer, integer, integer);--> statement-breakpoint
DROP FUNCTION "question_registry_newest_matches"(uuid, text, boolean, tsquery, int8[], double precision, integer, integer, uuid[]);--> statement-breakpoint
DROP FUNCTION "question_registry_search_query"(uuid, text, boolean);--> statement-breakpoint
-- What a search for `plain_words` looks for, from the lexicon. `query`: every typed word required,
-- each as the lexemes it begins (exact lexemes, which the full-text index answers far faster than a
-- prefix), or as the prefix itself when it begins more than 32. With `alike`, each word may instead
-- be one of the three lexemes most like it (pg_trgm similarity at least 0.45, words of four letters
-- or more): the typo-tolerant query, NULL when no word has one. `mask`: the signature bits every
-- match holds. `estimate`: how many of the company's questions match, were the words independent
-- (the planner's own reckoning). A NULL query matches nothing: a word no question begins.
-- `question_count`: how many questions the company holds, live and deleted, as the caller read it
-- (the search reads the counts once for both its passes); read here when NULL.
CREATE FUNCTION "question_registry_search_query"(company uuid, plain_words text, alike boolean,
	question_count bigint DEFAULT NULL,
	OUT query tsquery, OUT mask int8[], OUT estimate double precision
) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
	everything double precision := greatest(coalesce(question_count,
		(SELECT c.total + c.deleted FROM question_registry_counts c WHERE c.company_id = company), 0), 1);
	typed text;
	spelled text[];
	held double precision;
	alike_lexemes text[];
	alike_held double precision;
	word tsquery;
	word_mask int8[];
	any_alike boolean := false;
BEGIN
	estimate := everything;
	mask := ARRAY[0, 0, 0, 0]::int8[];
	FOREACH typed IN ARRAY tsvector_to_array(to_tsvector('english', plain_words)) LOOP
		SELECT array_agg(b.lexeme), sum(b.questions) INTO spelled, held FROM (
			SELECT l.lexeme, l.questions FROM question_registry_lexemes l
			WHERE l.company_id = company AND l.lexeme >= typed AND l.lexeme < typed || U&'\+10FFFF'
				AND l.questions > 0
			ORDER BY l.lexeme LIMIT 33
		) b;
		IF cardinality(spelled) > 32 THEN
			word := question_registry_any_lexeme(ARRAY[typed], true);
			word_mask := question_registry_query_signature(ARRAY[typed]);
			held := everything;
		ELSE
			word := question_registry_any_lexeme(spelled, false);
			-- The lexemes' own bits: "lith" spelled out as lithium's bits filters far more rows.
			word_mask := question_registry_shared_signature(coalesce(spelled, ARRAY[typed]));
		END IF;
		IF alike AND length(typed) >= 4 THEN
			SELECT array_agg(a.lexeme), sum(a.questions) INTO alike_lexemes, alike_held FROM (
				SELECT l.lexeme, l.questions FROM question_registry_lexemes l
				WHERE l.company_id = company AND l.lexeme % typed AND l.questions > 0
					AND NOT starts_with(l.lexeme, typed) AND similarity(l.lexeme, typed) >= 0.45
				ORDER BY similarity(l.lexeme, typed) DESC, l.questions DESC, l.lexeme LIMIT 3
			) a;
			IF alike_lexemes IS NOT NULL THEN
				any_alike := true;
				word := CASE WHEN word IS NULL THEN question_registry_any_lexeme(alike_lexemes, false)
					ELSE word || question_registry_any_lexeme(alike_lexemes, false) END;
				-- Only lexemes that exist: a misspelling's own bits would weaken the mask.
				word_mask := question_registry_shared_signature(alike_lexemes || coalesce(spelled, '{}'));
				held := coalesce(held, 0) + alike_held;
			END IF;
		END IF;
		IF word IS NULL THEN
			query := NULL;
			estimate := 0;
			RETURN;
		END IF;
		query := CASE WHEN query IS NULL THEN word ELSE query && word END;
		mask := ARRAY[mask[1] | word_mask[1], mask[2] | word_mask[2], mask[3] | word_mask[3], mask[4] | word_mask[4]];
		estimate := estimate * least(held, everything) / everything;
	END LOOP;
	IF alike AND NOT any_alike THEN
		query := NULL;
		estimate := 0;
	END IF;
END $$;--> statement-breakpoint
-- The newest `wanted` questions of a tab matching `query`, leaving out `excluded`, newest edit
-- first. On the live tab, when the estimate says the newest `scan` questions hold that many, it
-- walks the live list index and reads a row only when its signature holds the query's `mask`;
-- otherwise, or when that walk falls short, the full-text index finds every match. `live`: how many
-- questions the company holds outside the bin, read once by the caller. The tabs' conditions
-- restate TAB_CONDITIONS in registry/search.ts: a change to one is a change to both.
CREATE FUNCTION "question_registry_newest_matches"(
	company uuid, tab text, saved_only boolean, query tsquery, mask int8[], estimate double precision,
	wanted integer, scan integer, excluded uuid[], live bigint
) RETURNS TABLE (id uuid, last_edited_at timestamptz, search tsvector) LANGUAGE plpgsql STABLE ROWS 49
SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
	-- The mask's words apart: read once, not subscripted for every row walked.
	mask_0 int8 := mask[1];
	mask_1 int8 := mask[2];
	mask_2 int8 := mask[3];
	mask_3 int8 := mask[4];
	ids uuid[];
	edited timestamptz[];
	searches tsvector[];
BEGIN
	IF tab = 'all' AND estimate * least(live, scan) / greatest(live, 1) >= wanted THEN
		SELECT array_agg(found.id), array_agg(found.last_edited_at), array_agg(found.search)
		INTO ids, edited, searches
		FROM (
			SELECT c.id, c.last_edited_at, r.search
			FROM (
				SELECT candidate.id, candidate.last_edited_at
				FROM (
					SELECT q.id, q.last_edited_at, q.search_sig_0, q.search_sig_1, q.search_sig_2, q.search_sig_3
					FROM question_registries q
					WHERE q.company_id = company AND q.deleted_at IS NULL
					ORDER BY q.last_edited_at DESC NULLS LAST, q.id
					LIMIT scan
				) candidate
				WHERE (candidate.search_sig_0 & mask_0) = mask_0
					AND (candidate.search_sig_1 & mask_1) = mask_1
					AND (candidate.search_sig_2 & mask_2) = mask_2
					AND (candidate.search_sig_3 & mask_3) = mask_3
					AND candidate.id <> ALL (excluded)
			) c
			CROSS JOIN LATERAL (
				SELECT q.search FROM question_registries q
				WHERE q.company_id = company AND q.id = c.id AND q.search @@ query
					AND NOT (saved_only AND q.drafted)
			) r
			ORDER BY c.last_edited_at DESC NULLS LAST, c.id
			LIMIT wanted
		) found;
		IF coalesce(cardinality(ids), 0) >= wanted OR live <= scan THEN
			RETURN QUERY SELECT * FROM unnest(ids, edited, searches);
			RETURN;
		END IF;
	END IF;
	RETURN QUERY
		SELECT q.id, q.last_edited_at, q.search FROM question_registries q
		WHERE q.company_id = company AND q.search @@ query
			AND CASE tab
				WHEN 'all' THEN q.deleted_at IS NULL
				WHEN 'drafts' THEN q.drafted AND q.deleted_at IS NULL
				WHEN 'starred' THEN q.starred AND q.deleted_at IS NULL
				ELSE q.deleted_at IS NOT NULL
			END
			AND NOT (saved_only AND q.drafted) AND q.id <> ALL (excluded)
		ORDER BY q.last_edited_at DESC NULLS LAST, q.id
		LIMIT wanted;
END $$;--> statement-breakpoint
-- One search page of a tab (search.ts explains the ranking blocks): how many matches were found,
-- counting no further than the page's block end plus one, and the page's questions with their
-- people. The words' matches rank by how they hold the words (0 as a phrase, 1 all of them, 2 as
-- prefixes), then by ts_rank; only when they fall short of the block do questions holding a word
-- like each misspelt one follow (3). An empty page still says how many there are. PL/pgSQL keeps
-- each statement's plan for the session: planning the search cost more than running it.
CREATE FUNCTION "question_registry_search"(
	company uuid, tab text, plain_words text, saved_only boolean, page_limit integer,
	page_offset integer, block integer, scan integer
) RETURNS TABLE (
	matched bigint, id uuid, company_id uuid, question text, response text, drafted boolean,
	starred boolean, deleted_at timestamptz, last_edited_at timestamptz, created_at timestamptz,
	locked_until timestamptz, editor_id uuid, editor_first_name text, editor_last_name text,
	locker_id uuid, locker_first_name text, locker_last_name text
) LANGUAGE plpgsql STABLE ROWS 12
SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
	wanted integer := ((page_offset + page_limit + block - 1) / block) * block + 1;
	words_query tsquery;
	words_mask int8[];
	words_estimate double precision;
	phrase tsquery := phraseto_tsquery('english', plain_words);
	all_words tsquery := plainto_tsquery('english', plain_words);
	ids uuid[] := '{}';
	edited timestamptz[] := '{}';
	tiers integer[] := '{}';
	ranks real[] := '{}';
	word_matches integer;
	live bigint;
	question_count bigint;
BEGIN
	SELECT c.total, c.total + c.deleted INTO live, question_count
	FROM question_registry_counts c WHERE c.company_id = company;
	live := coalesce(live, 0);
	question_count := coalesce(question_count, 0);
	SELECT s.query, s.mask, s.estimate INTO words_query, words_mask, words_estimate
	FROM question_registry_search_query(company, plain_words, false, question_count) s;
	IF words_query IS NOT NULL THEN
		SELECT coalesce(array_agg(m.id), '{}'), coalesce(array_agg(m.last_edited_at), '{}'),
			coalesce(array_agg(CASE
				WHEN m.search @@ phrase THEN 0
				WHEN m.search @@ all_words THEN 1
				ELSE 2 END), '{}'),
			coalesce(array_agg(ts_rank(m.search, words_query)), '{}')
		INTO ids, edited, tiers, ranks
		FROM question_registry_newest_matches(company, tab, saved_only, words_query, words_mask,
			words_estimate, wanted, scan, '{}', live) m;
	END IF;
	word_matches := cardinality(ids);
	IF word_matches < wanted THEN
		SELECT s.query, s.mask, s.estimate INTO words_query, words_mask, words_estimate
		FROM question_registry_search_query(company, plain_words, true, question_count) s;
		IF words_query IS NOT NULL THEN
			SELECT ids || coalesce(array_agg(m.id), '{}'), edited || coalesce(array_agg(m.last_edited_at), '{}'),
				tiers || coalesce(array_agg(3), '{}'), ranks || coalesce(array_agg(ts_rank(m.search, words_query)), '{}')
			INTO ids, edited, tiers, ranks
			FROM question_registry_newest_matches(company, tab, saved_only, words_query, words_mask,
				words_estimate, wanted - word_matches, scan, ids, live) m;
		END IF;
	END IF;
	RETURN QUERY
		SELECT page.matched, r.id, r.company_id, r.question, r.response, r.drafted, r.starred,
			r.deleted_at, r.last_edited_at, r.created_at, r.locked_until,
			editor.id, editor.first_name, editor.last_name, locker.id, locker.first_name, locker.last_name
		FROM (
			SELECT ranked.*
			FROM (
				SELECT u.id, u.last_edited_at, u.tier, u.rank,
					count(*) OVER () AS matched,
					(row_number() OVER (ORDER BY u.tier = 3, u.last_edited_at DESC NULLS LAST, u.id) - 1) / block AS block_number
				FROM unnest(ids, edited, tiers, ranks) AS u(id, last_edited_at, tier, rank)
			) ranked
			ORDER BY ranked.block_number, ranked.tier, ranked.rank DESC, ranked.last_edited_at DESC NULLS LAST, ranked.id
			LIMIT page_limit OFFSET page_offset
		) page
		JOIN question_registries r ON r.company_id = company AND r.id = page.id
		LEFT JOIN users editor ON editor.id = r.last_update_by
		LEFT JOIN users locker ON locker.id = r.locked_by AND r.locked_until > now()
		ORDER BY page.block_number, page.tier, page.rank DESC, page.last_edited_at DESC NULLS LAST, page.id;
	IF NOT FOUND THEN
		RETURN QUERY SELECT cardinality(ids)::bigint, NULL::uuid, NULL::uuid, NULL::text, NULL::text,
			NULL::boolean, NULL::boolean, NULL::timestamptz, NULL::timestamptz, NULL::timestamptz,
			NULL::timestamptz, NULL::uuid, NULL::text, NULL::text, NULL::uuid, NULL::text, NULL::text;
	END IF;
END $$;
