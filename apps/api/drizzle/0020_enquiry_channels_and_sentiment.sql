ALTER TABLE "enquiries" ADD COLUMN "channel" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "sentiment_score" real;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "sentiment_label" text;--> statement-breakpoint
ALTER TABLE "investor_companies" ADD COLUMN "investor_type" text DEFAULT 'interested' NOT NULL;--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_channel_known" CHECK ("channel" IN ('app', 'web_form', 'investor_page', 'email'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_sentiment_in_range" CHECK ("sentiment_score" BETWEEN -1 AND 1 AND "sentiment_label" IN ('positive', 'neutral', 'negative'));--> statement-breakpoint
ALTER TABLE "investor_companies" ADD CONSTRAINT "investor_companies_type_known" CHECK ("investor_type" IN ('interested', 'invested'));
