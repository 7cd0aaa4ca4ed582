CREATE INDEX "properties_location_idx" ON "properties" USING btree ("latitude","longitude") WHERE "properties"."latitude" is not null and "properties"."longitude" is not null;
-- (0017, issue 18 map view: no hand-written SQL; the partial index above is drizzle-generated from schema/properties.ts.)
