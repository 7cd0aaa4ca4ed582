-- Trigram indexes serve the substring (ILIKE) searches; PGlite loads the extension from its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "property_places" (
	"place_key" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (' ' || btrim(lower(regexp_replace(title || ' ' || description || ' ' || address || ' ' || city || ' ' || state, '[^[:alnum:]]+', ' ', 'g'))) || ' ') STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "place_key" text GENERATED ALWAYS AS (lower(city) || '|' || lower(state)) STORED;--> statement-breakpoint
CREATE INDEX "properties_status_place_idx" ON "properties" USING btree ("status","place_key","created_at","id","price","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at","id","price","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("status","price","id","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key");--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at","id","price","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id","bedrooms","bathrooms","property_type","furnishing","pet_policy","available_from","place_key");--> statement-breakpoint
-- property_places is kept by the database itself, so every writer (app, seed, bench, psql) keeps it
-- whole. Places are only ever added: a place no property uses any more costs one dead key in a
-- search's place list, never a wrong result.
CREATE FUNCTION "property_places_remember"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "property_places" ("place_key", "city", "state")
  VALUES (NEW."place_key", lower(NEW."city"), lower(NEW."state"))
  ON CONFLICT ("place_key") DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_remember_place" AFTER INSERT OR UPDATE OF "city", "state" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "property_places_remember"();--> statement-breakpoint
INSERT INTO "property_places" ("place_key", "city", "state")
  SELECT DISTINCT "place_key", lower("city"), lower("state") FROM "properties"
  ON CONFLICT ("place_key") DO NOTHING;
