CREATE TABLE "market_data_cache" (
	"provider" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_data_cache_provider_key_pk" PRIMARY KEY("provider","key")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"watchlist_id" uuid,
	"symbol" text NOT NULL,
	"alert_type" text NOT NULL,
	"condition" text NOT NULL,
	"target_price" double precision NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"last_triggered_at" timestamp with time zone,
	"last_triggered_value" double precision,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_data_preferences" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"default_currency" text NOT NULL,
	"default_exchange" text NOT NULL,
	"auto_refresh_interval" integer NOT NULL,
	"enable_real_time_updates" boolean NOT NULL,
	"preferred_data_provider" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_watchlist_items" (
	"watchlist_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_watchlist_items_watchlist_id_symbol_pk" PRIMARY KEY("watchlist_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "stock_watchlists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_watchlist_id_stock_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."stock_watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_data_preferences" ADD CONSTRAINT "stock_data_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_data_preferences" ADD CONSTRAINT "stock_data_preferences_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_watchlist_items" ADD CONSTRAINT "stock_watchlist_items_watchlist_id_stock_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."stock_watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_watchlist_items" ADD CONSTRAINT "stock_watchlist_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_watchlist_items" ADD CONSTRAINT "stock_watchlist_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_watchlists" ADD CONSTRAINT "stock_watchlists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_watchlists" ADD CONSTRAINT "stock_watchlists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_company_idx" ON "stock_alerts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_alerts_active_symbol_idx" ON "stock_alerts" USING btree ("symbol") WHERE is_active;--> statement-breakpoint
CREATE INDEX "stock_watchlist_items_symbol_idx" ON "stock_watchlist_items" USING btree ("symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_watchlists_name_idx" ON "stock_watchlists" USING btree ("company_id",lower("name"));