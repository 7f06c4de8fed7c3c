CREATE TABLE "extension_emails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"added_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"code_hash" text,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_expires_at" timestamp with time zone,
	"code_sent_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extension_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"extension_email_id" uuid NOT NULL,
	"client_origin" text NOT NULL,
	"code_challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extension_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"extension_email_id" uuid NOT NULL,
	"client_origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "audience" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "extension_emails" ADD CONSTRAINT "extension_emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_emails" ADD CONSTRAINT "extension_emails_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_grants" ADD CONSTRAINT "extension_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_grants" ADD CONSTRAINT "extension_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_grants" ADD CONSTRAINT "extension_grants_extension_email_id_extension_emails_id_fk" FOREIGN KEY ("extension_email_id") REFERENCES "public"."extension_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_sessions" ADD CONSTRAINT "extension_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_sessions" ADD CONSTRAINT "extension_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_sessions" ADD CONSTRAINT "extension_sessions_extension_email_id_extension_emails_id_fk" FOREIGN KEY ("extension_email_id") REFERENCES "public"."extension_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extension_emails_company_email_idx" ON "extension_emails" USING btree ("company_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "extension_grants_code_idx" ON "extension_grants" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "extension_grants_expiry_idx" ON "extension_grants" USING btree ("expires_at") WHERE "extension_grants"."used_at" IS NULL;--> statement-breakpoint
CREATE INDEX "extension_sessions_email_idx" ON "extension_sessions" USING btree ("extension_email_id");--> statement-breakpoint
CREATE INDEX "extension_sessions_company_idx" ON "extension_sessions" USING btree ("company_id");