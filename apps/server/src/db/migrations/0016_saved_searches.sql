CREATE TABLE "saved_search_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_index" text NOT NULL,
	"filters" jsonb NOT NULL,
	"filters_key" text NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"checked_until" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_tokens" ADD CONSTRAINT "saved_search_tokens_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_tokens_search_idx" ON "saved_search_tokens" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "saved_searches_created_idx" ON "saved_searches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "saved_searches_status_created_idx" ON "saved_searches" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_searches_email_index_idx" ON "saved_searches" USING btree ("email_index","filters_key");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("next_check_at") WHERE "saved_searches"."status" = 'confirmed';
-- Hand-written SQL: none. Every table, index and constraint of saved searches above is drizzle-kit output
-- (apps/server/src/db/schema/saved-searches.ts), so this file can be regenerated as a whole when merging.
