CREATE TABLE "monthly_prompt_copies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"fingerprint" text NOT NULL,
	"registry_question_id" uuid NOT NULL,
	"copied_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "welcomed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "monthly_prompt_copies" ADD CONSTRAINT "monthly_prompt_copies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_prompt_copies" ADD CONSTRAINT "monthly_prompt_copies_copied_by_users_id_fk" FOREIGN KEY ("copied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_prompt_copies_company_idx" ON "monthly_prompt_copies" USING btree ("company_id","month","fingerprint");