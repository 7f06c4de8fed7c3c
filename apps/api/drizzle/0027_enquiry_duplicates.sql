CREATE TABLE "enquiry_duplicates" (
	"company_id" uuid NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"duplicate_id" uuid NOT NULL,
	"similarity" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_duplicates_enquiry_id_duplicate_id_pk" PRIMARY KEY("enquiry_id","duplicate_id")
);
--> statement-breakpoint
ALTER TABLE "enquiry_duplicates" ADD CONSTRAINT "enquiry_duplicates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_duplicates" ADD CONSTRAINT "enquiry_duplicates_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_duplicates" ADD CONSTRAINT "enquiry_duplicates_duplicate_id_enquiries_id_fk" FOREIGN KEY ("duplicate_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_duplicates_duplicate_idx" ON "enquiry_duplicates" USING btree ("duplicate_id");