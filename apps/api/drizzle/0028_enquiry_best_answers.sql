CREATE TABLE "enquiry_best_answers" (
	"enquiry_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"registry_question_id" uuid NOT NULL,
	"score" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiry_best_answers" ADD CONSTRAINT "enquiry_best_answers_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_best_answers" ADD CONSTRAINT "enquiry_best_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_best_answers_item_idx" ON "enquiry_best_answers" USING btree ("company_id","registry_question_id");