DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at","id","price","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id","bedrooms","bathrooms");