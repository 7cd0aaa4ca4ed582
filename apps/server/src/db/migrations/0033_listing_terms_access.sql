DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lease_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The single lease term a listing had becomes its one offered term (the search filter reads lease_terms).
UPDATE "properties" SET "lease_terms" = ARRAY["lease_term"::text] WHERE "lease_term" BETWEEN 1 AND 60;--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at","id","price","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key","lease_terms","accessibility");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key","lease_terms","accessibility");--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at","id","price","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key","lease_terms","accessibility");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key","lease_terms","accessibility");