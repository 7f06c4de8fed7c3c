-- A session's absolute lifetime, fixed at sign-in (ASVS 5.0 V7.3). Sessions already open get
-- theirs from when they began.
ALTER TABLE "sessions" ADD COLUMN "absolute_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "absolute_expires_at" = "created_at" + interval '90 days';--> statement-breakpoint
UPDATE "sessions" SET "expires_at" = LEAST("expires_at", "absolute_expires_at");--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "absolute_expires_at" SET NOT NULL;
