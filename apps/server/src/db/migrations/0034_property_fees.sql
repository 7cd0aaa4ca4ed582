CREATE TABLE "listing_settings" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"advertise_total_price" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "fees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "monthly_fees" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "total_monthly_cost" numeric(12, 2) GENERATED ALWAYS AS (price + monthly_fees) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_settings" ADD CONSTRAINT "listing_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_status_total_idx" ON "properties" USING btree ("status","total_monthly_cost","id","price","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key","lease_terms","accessibility");--> statement-breakpoint
CREATE INDEX "properties_total_idx" ON "properties" USING btree ("total_monthly_cost","id","price","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key","lease_terms","accessibility");--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at","id","price","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key","lease_terms","accessibility","total_monthly_cost");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key","lease_terms","accessibility","total_monthly_cost");--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at","id","price","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key","lease_terms","accessibility","total_monthly_cost");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key","lease_terms","accessibility","total_monthly_cost");