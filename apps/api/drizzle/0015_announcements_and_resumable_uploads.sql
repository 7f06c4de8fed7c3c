CREATE TABLE "announcement_views" (
	"announcement_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"investor_id" uuid,
	"views" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_views_announcement_id_viewer_key_pk" PRIMARY KEY("announcement_id","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"announcement_type" text DEFAULT 'announcement' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp with time zone,
	"starred" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" text,
	"media" text,
	"attachment_size" bigint,
	"attachment_duration" real,
	"attachment_total_pages" integer,
	"attachment_thumbnail_key" text,
	"from_asx" boolean DEFAULT false NOT NULL,
	"asx_code" text,
	"total_views" integer DEFAULT 0 NOT NULL,
	"unique_viewers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_ballot_choices" (
	"announcement_id" uuid NOT NULL,
	"voter_key" text NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "poll_ballot_choices_announcement_id_voter_key_option_id_pk" PRIMARY KEY("announcement_id","voter_key","option_id")
);
--> statement-breakpoint
CREATE TABLE "poll_ballots" (
	"announcement_id" uuid NOT NULL,
	"voter_key" text NOT NULL,
	"investor_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"investor_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_ballots_announcement_id_voter_key_pk" PRIMARY KEY("announcement_id","voter_key")
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"announcement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"announcement_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"question" text NOT NULL,
	"multiple_choice" boolean DEFAULT false NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"audience_type" text DEFAULT 'all' NOT NULL,
	"total_votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumable_upload_chunks" (
	"upload_id" uuid NOT NULL,
	"chunk_index" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumable_upload_chunks_upload_id_chunk_index_pk" PRIMARY KEY("upload_id","chunk_index")
);
--> statement-breakpoint
CREATE TABLE "resumable_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"declared_type" text NOT NULL,
	"detected_type" text,
	"size_bytes" bigint NOT NULL,
	"chunk_bytes" integer NOT NULL,
	"total_chunks" integer NOT NULL,
	"sha256" text,
	"storage_key" text NOT NULL,
	"multipart_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "resumable_uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "size_bytes" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "announcement_views" ADD CONSTRAINT "announcement_views_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_views" ADD CONSTRAINT "announcement_views_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_ballot_choices" ADD CONSTRAINT "poll_ballot_choices_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_ballots" ADD CONSTRAINT "poll_ballots_announcement_id_polls_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."polls"("announcement_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_ballots" ADD CONSTRAINT "poll_ballots_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_announcement_id_polls_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."polls"("announcement_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_upload_chunks" ADD CONSTRAINT "resumable_upload_chunks_upload_id_resumable_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."resumable_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("company_id","is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "announcements_deleted_idx" ON "announcements" USING btree ("company_id","deleted_at" DESC NULLS LAST) WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "poll_options_position_idx" ON "poll_options" USING btree ("announcement_id","position");--> statement-breakpoint
CREATE INDEX "resumable_uploads_company_idx" ON "resumable_uploads" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resumable_uploads_idle_idx" ON "resumable_uploads" USING btree ("updated_at") WHERE status IN ('open', 'completing', 'discarded');--> statement-breakpoint
CREATE INDEX "enquiries_announcement_idx" ON "enquiries" USING btree ("company_id",("announcement_info"->>'announcementId')) WHERE announcement_info IS NOT NULL;