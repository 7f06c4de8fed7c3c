CREATE TABLE "board_column_counts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"outstanding" integer DEFAULT 0 NOT NULL,
	"drafted" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL,
	"archived" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_column_counts" ADD CONSTRAINT "board_column_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The question board at scale (issue 17). Written by hand below the table Drizzle made: triggers,
-- functions and expression indexes it does not model.
--
-- Column counts: statement triggers keep board_column_counts in the transaction of every insert,
-- move and delete of enquiries, whoever makes it (the web form, the investor page, the mobile app's
-- questions, moves, close, the privacy purge, a company's removal, the demo seed), as
-- question_registry_counts does for the registry. One statement's change: every row it touched
-- takes its old column off and adds its new one, company by company. Inserts may bring a company's
-- first question, so they upsert; updates and deletes adjust the existing row (a company being
-- deleted loses it to the cascade, and nothing is added back).
CREATE FUNCTION "board_column_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO board_column_counts AS c (company_id, outstanding, drafted, resolved, archived)
		SELECT company_id,
			count(*) FILTER (WHERE board_status = 'outstanding'),
			count(*) FILTER (WHERE board_status = 'drafted'),
			count(*) FILTER (WHERE board_status = 'resolved'),
			count(*) FILTER (WHERE board_status = 'archived')
		FROM new_rows GROUP BY company_id ORDER BY company_id
		ON CONFLICT (company_id) DO UPDATE SET
			outstanding = c.outstanding + excluded.outstanding,
			drafted = c.drafted + excluded.drafted,
			resolved = c.resolved + excluded.resolved,
			archived = c.archived + excluded.archived;
	ELSIF TG_OP = 'UPDATE' THEN
		WITH changes AS (
			SELECT company_id, board_status, -1 AS sign FROM old_rows
			UNION ALL
			SELECT company_id, board_status, 1 FROM new_rows
		), delta AS (
			SELECT company_id,
				coalesce(sum(sign) FILTER (WHERE board_status = 'outstanding'), 0) AS outstanding,
				coalesce(sum(sign) FILTER (WHERE board_status = 'drafted'), 0) AS drafted,
				coalesce(sum(sign) FILTER (WHERE board_status = 'resolved'), 0) AS resolved,
				coalesce(sum(sign) FILTER (WHERE board_status = 'archived'), 0) AS archived
			FROM changes GROUP BY company_id
		)
		UPDATE board_column_counts AS c SET
			outstanding = c.outstanding + d.outstanding,
			drafted = c.drafted + d.drafted,
			resolved = c.resolved + d.resolved,
			archived = c.archived + d.archived
		FROM delta AS d
		-- An update that moved no card (a priority, a mark, a score) takes no lock on the counts.
		WHERE c.company_id = d.company_id
			AND (d.outstanding, d.drafted, d.resolved, d.archived) <> (0, 0, 0, 0);
	ELSE
		WITH delta AS (
			SELECT company_id,
				count(*) FILTER (WHERE board_status = 'outstanding') AS outstanding,
				count(*) FILTER (WHERE board_status = 'drafted') AS drafted,
				count(*) FILTER (WHERE board_status = 'resolved') AS resolved,
				count(*) FILTER (WHERE board_status = 'archived') AS archived
			FROM old_rows GROUP BY company_id
		)
		UPDATE board_column_counts AS c SET
			outstanding = c.outstanding - d.outstanding,
			drafted = c.drafted - d.drafted,
			resolved = c.resolved - d.resolved,
			archived = c.archived - d.archived
		FROM delta AS d
		WHERE c.company_id = d.company_id;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "board_column_counts_insert" AFTER INSERT ON "enquiries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_column_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "board_column_counts_update" AFTER UPDATE ON "enquiries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_column_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "board_column_counts_delete" AFTER DELETE ON "enquiries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_column_counts_apply"();--> statement-breakpoint
-- The cards already there. (A migration runs in one transaction before the product serves.)
INSERT INTO "board_column_counts" (company_id, outstanding, drafted, resolved, archived)
SELECT company_id,
	count(*) FILTER (WHERE board_status = 'outstanding'),
	count(*) FILTER (WHERE board_status = 'drafted'),
	count(*) FILTER (WHERE board_status = 'resolved'),
	count(*) FILTER (WHERE board_status = 'archived')
FROM "enquiries" GROUP BY company_id;--> statement-breakpoint
-- Board search: every word of a search must be in the card's text or its asker's name (ILIKE
-- '%word%'). Trigram GIN indexes (pg_trgm, migration 0024) answer those patterns without reading
-- every card; the expressions are the ones card-repo.ts's filter writes, word for word.
CREATE INDEX "enquiries_search_trgm_idx" ON "enquiries" USING gin ((coalesce(subject, '') || ' ' || question || ' ' || coalesce(guest_first_name, '') || ' ' || coalesce(guest_last_name, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investors_name_trgm_idx" ON "investors" USING gin ((first_name || ' ' || last_name) gin_trgm_ops);--> statement-breakpoint
-- Cards as the board shows them, for ids already chosen (a page, or named cards), in the ids'
-- order, as one JSON array: the asker, the people, the categories, the caller's unread flag and the
-- thread's length, each an index lookup per card, so the joins run after the page's limit.
-- PL/pgSQL keeps the statement's plan for the session: it is planned once per connection, not on
-- every request. The keys are card-repo.ts's CardRow.
CREATE FUNCTION "board_cards"(company uuid, viewer uuid, ids uuid[]) RETURNS json
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
	RETURN (
		SELECT coalesce(json_agg(json_build_object(
			'id', e.id, 'company_id', e.company_id, 'enquiry_type', e.enquiry_type,
			'subject', e.subject, 'question', e.question, 'audio', e.audio,
			'announcement_info', e.announcement_info, 'status', e.status,
			'board_status', e.board_status, 'board_priority', e.board_priority,
			'is_guest', e.is_guest, 'is_sample_question', e.is_sample_question,
			'guest_first_name', e.guest_first_name, 'guest_last_name', e.guest_last_name,
			'guest_email', e.guest_email, 'investor_id', e.investor_id,
			'investor_email', inv.email, 'investor_first_name', inv.first_name,
			'investor_last_name', inv.last_name, 'investor_user_name', inv.user_name,
			'investor_mobile_num', inv.mobile_num, 'investor_deleted', inv.deleted_at IS NOT NULL,
			'company_removed', ic.removed_at IS NOT NULL,
			'added_to_registry', e.added_to_registry, 'rating', e.rating,
			'responded_at', e.responded_at, 'sentiment_score', e.sentiment_score,
			'sentiment_label', e.sentiment_label, 'created_at', e.created_at,
			'updated_at', e.updated_at,
			'unread', NOT EXISTS (SELECT 1 FROM enquiry_reads rd
				WHERE rd.user_id = viewer AND rd.enquiry_id = e.id
					AND rd.read_at >= e.last_investor_message_at),
			'reply_count', (SELECT count(*) FROM enquiry_replies rp
				WHERE rp.company_id = e.company_id AND rp.enquiry_id = e.id
					AND NOT (rp.from_quorum AND rp.sent_at IS NULL)),
			'archived_by', CASE WHEN archiver.id IS NOT NULL THEN json_build_object('id', archiver.id,
				'first_name', archiver.first_name, 'last_name', archiver.last_name,
				'profile_image', archiver.profile_image) END,
			'resolved_by', CASE WHEN resolver.id IS NOT NULL THEN json_build_object('id', resolver.id,
				'first_name', resolver.first_name, 'last_name', resolver.last_name,
				'profile_image', resolver.profile_image) END,
			'assignees', (SELECT json_agg(json_build_object('id', u.id, 'first_name', u.first_name,
					'last_name', u.last_name, 'profile_image', u.profile_image) ORDER BY a.created_at, u.id)
				FROM enquiry_assignees a JOIN users u ON u.id = a.user_id
				WHERE a.enquiry_id = e.id),
			'categories', (SELECT json_agg(json_build_object('id', c.id, 'name', c.name,
					'color_index', c.color_index, 'created_by', c.created_by) ORDER BY lower(c.name), c.id)
				FROM enquiry_category_assignments ca JOIN enquiry_categories c ON c.id = ca.category_id
				WHERE ca.enquiry_id = e.id)
		) ORDER BY page.position), '[]'::json)
		FROM unnest(ids) WITH ORDINALITY AS page(id, position)
		JOIN enquiries e ON e.id = page.id AND e.company_id = company
		LEFT JOIN investors inv ON inv.id = e.investor_id
		LEFT JOIN investor_companies ic ON ic.investor_id = e.investor_id AND ic.company_id = e.company_id
		LEFT JOIN users archiver ON archiver.id = e.archived_by
		LEFT JOIN users resolver ON resolver.id = e.resolved_by
	);
END $$;--> statement-breakpoint
-- A column's page, unfiltered: the board's first pages and the home's lists. Newest first walks the
-- column index (company_id, board_status, created_at desc, id desc) forwards, oldest first
-- backwards; `after` (a card's id) continues after that card (keyset: no rows skipped, so a deep
-- page costs what the first does), else `page_offset` skips rows. The total is the kept count,
-- null unless asked. Answers {"total": n, "cards": [...]}.
CREATE FUNCTION "board_column_page"(
	company uuid, viewer uuid, column_status text, page_limit integer, page_offset integer,
	after uuid, oldest boolean, with_total boolean
) RETURNS json
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
	total integer;
	after_at timestamptz;
	ids uuid[];
BEGIN
	IF with_total THEN
		SELECT CASE column_status WHEN 'outstanding' THEN c.outstanding WHEN 'drafted' THEN c.drafted
			WHEN 'resolved' THEN c.resolved ELSE c.archived END
		INTO total FROM board_column_counts c WHERE c.company_id = company;
		total := coalesce(total, 0);
	END IF;
	IF after IS NOT NULL THEN
		SELECT e.created_at INTO after_at FROM enquiries e WHERE e.id = after AND e.company_id = company;
	END IF;
	IF after_at IS NOT NULL AND NOT oldest THEN
		ids := ARRAY(SELECT e.id FROM enquiries e
			WHERE e.company_id = company AND e.board_status = column_status
				AND (e.created_at, e.id) < (after_at, after)
			ORDER BY e.created_at DESC NULLS LAST, e.id DESC NULLS LAST LIMIT page_limit);
	ELSIF after_at IS NOT NULL THEN
		ids := ARRAY(SELECT e.id FROM enquiries e
			WHERE e.company_id = company AND e.board_status = column_status
				AND (e.created_at, e.id) > (after_at, after)
			ORDER BY e.created_at ASC NULLS FIRST, e.id ASC NULLS FIRST LIMIT page_limit);
	ELSIF NOT oldest THEN
		ids := ARRAY(SELECT e.id FROM enquiries e
			WHERE e.company_id = company AND e.board_status = column_status
			ORDER BY e.created_at DESC NULLS LAST, e.id DESC NULLS LAST
			LIMIT page_limit OFFSET page_offset);
	ELSE
		ids := ARRAY(SELECT e.id FROM enquiries e
			WHERE e.company_id = company AND e.board_status = column_status
			ORDER BY e.created_at ASC NULLS FIRST, e.id ASC NULLS FIRST
			LIMIT page_limit OFFSET page_offset);
	END IF;
	RETURN json_build_object('total', total, 'cards', board_cards(company, viewer, ids));
END $$;
