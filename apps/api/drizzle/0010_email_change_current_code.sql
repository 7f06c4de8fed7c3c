ALTER TABLE "email_changes" ADD COLUMN "current_code_hash" text;--> statement-breakpoint
-- A change waiting from before this migration has no code at the current address: it must start again.
DELETE FROM "email_changes";
