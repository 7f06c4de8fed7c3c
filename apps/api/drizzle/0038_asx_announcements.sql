CREATE TABLE "enquiry_announcement_links" (
	"enquiry_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "exchange_announcement_id" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "price_sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_announcement_links" ADD CONSTRAINT "enquiry_announcement_links_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_announcement_links" ADD CONSTRAINT "enquiry_announcement_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_announcement_links" ADD CONSTRAINT "enquiry_announcement_links_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_announcement_links_announcement_idx" ON "enquiry_announcement_links" USING btree ("announcement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_exchange_id_idx" ON "announcements" USING btree ("company_id","exchange_announcement_id") WHERE exchange_announcement_id IS NOT NULL;