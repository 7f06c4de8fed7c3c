CREATE TABLE "onboarding_checklists" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"investors_invited_at" timestamp with time zone,
	"investors_invited_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_investors_invited_by_users_id_fk" FOREIGN KEY ("investors_invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;