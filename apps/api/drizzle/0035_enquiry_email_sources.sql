CREATE TABLE "enquiry_email_sources" (
	"enquiry_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"mailbox" text NOT NULL,
	"message_id" text,
	"thread_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiry_email_sources" ADD CONSTRAINT "enquiry_email_sources_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_email_sources" ADD CONSTRAINT "enquiry_email_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_email_sources_message_idx" ON "enquiry_email_sources" USING btree ("company_id","message_id") WHERE "enquiry_email_sources"."message_id" IS NOT NULL;