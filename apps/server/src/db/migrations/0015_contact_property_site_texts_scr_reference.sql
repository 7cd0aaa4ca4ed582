CREATE TABLE "site_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screening_responses" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "site_texts" ADD CONSTRAINT "site_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screening_responses_reference_idx" ON "screening_responses" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "screening_responses_reference_trgm_idx" ON "screening_responses" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_messages_property_idx" ON "contact_messages" USING btree ("property_id");--> statement-breakpoint

-- ---------------------------------------------------------------------------------------------
-- Hand-written (issue 18), keep when regenerating the drizzle part above: the pre-screening
-- responses already stored get their friendly reference before the column becomes NOT NULL.
-- They are numbered in the reference alphabet, oldest first (SCR-AAAAAA, SCR-AAAAAB, ...):
-- unique without a lookup. New responses draw random references and draw again on a clash.
-- (The schema declares the column nullable only so that the drizzle part can add it.)
WITH "numbered" AS (
  SELECT "id", (row_number() OVER (ORDER BY "created_at", "id")) - 1 AS "n"
  FROM "screening_responses" WHERE "reference" IS NULL
)
UPDATE "screening_responses" AS "r"
SET "reference" = 'SCR-' || (
  SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', ((("numbered"."n" / power(32, 5 - "k")::bigint) % 32)::int) + 1, 1), '' ORDER BY "k")
  FROM generate_series(0, 5) AS "k"
)
FROM "numbered"
WHERE "r"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "screening_responses" ALTER COLUMN "reference" SET NOT NULL;
