CREATE TABLE "audit_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"retention_days" integer DEFAULT 2555 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_trail" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"actor_email" text,
	"actor_role" text,
	"actor_job_title" text,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_label" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_settings" ADD CONSTRAINT "audit_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_trail" ADD CONSTRAINT "audit_trail_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_trail_company_idx" ON "audit_trail" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_trail_subject_idx" ON "audit_trail" USING btree ("company_id","subject_type","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_trail_actor_idx" ON "audit_trail" USING btree ("company_id","actor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The audit trail is append-only: the database itself refuses UPDATE, DELETE and TRUNCATE on it.
-- Two deletes get through, each by a path the trigger checks rather than trusts:
--   * the retention job: it runs `SET LOCAL quorum.audit_retention = 'on'` in its own transaction
--     (the setting ends with that transaction, so no other statement inherits it), and even then
--     only rows older than their company's retention (audit_settings, 7 years by default) may go.
--     A transaction-local setting rather than a SECURITY DEFINER purge function: it works the same
--     on PGlite and on PostgreSQL under the runtime role, with no owner-only function to keep.
--   * a removed company's cascade: the foreign key deletes its rows after the company row is gone.
-- One update gets through: the privacy request tool's correction or erasure of an investor
-- (core/audit-privacy.ts), with `quorum.audit_privacy` on for those statements, and only of the
-- columns that can hold an investor's details (actor's name and email, label, before and after).
CREATE FUNCTION "audit_trail_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('quorum.audit_privacy', true) = 'on'
    AND NEW."id" = OLD."id" AND NEW."company_id" = OLD."company_id"
    AND NEW."actor_kind" IS NOT DISTINCT FROM OLD."actor_kind"
    AND NEW."actor_user_id" IS NOT DISTINCT FROM OLD."actor_user_id"
    AND NEW."actor_role" IS NOT DISTINCT FROM OLD."actor_role"
    AND NEW."actor_job_title" IS NOT DISTINCT FROM OLD."actor_job_title"
    AND NEW."area" = OLD."area" AND NEW."action" = OLD."action"
    AND NEW."subject_type" = OLD."subject_type" AND NEW."subject_id" = OLD."subject_id"
    AND NEW."ip" IS NOT DISTINCT FROM OLD."ip" AND NEW."device" IS NOT DISTINCT FROM OLD."device"
    AND NEW."created_at" = OLD."created_at" THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM "companies" WHERE "id" = OLD."company_id") THEN
      RETURN OLD;
    END IF;
    IF current_setting('quorum.audit_retention', true) = 'on' AND OLD."created_at" < now() - make_interval(days => COALESCE(
      (SELECT "retention_days" FROM "audit_settings" WHERE "company_id" = OLD."company_id"), 2555)) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_trail is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_trail_append_only" BEFORE UPDATE OR DELETE ON "audit_trail"
  FOR EACH ROW EXECUTE FUNCTION "audit_trail_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_trail_no_truncate" BEFORE TRUNCATE ON "audit_trail"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_trail_append_only"();
