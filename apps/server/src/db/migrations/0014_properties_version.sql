-- A counter of writes to properties, bumped by the database after every statement that inserts,
-- updates, deletes or truncates them (whoever runs it: app, seed, bench, psql). The public list
-- caches its capped match counts per filter in memory together with the version they were counted
-- at, and sends both with the next page query: `case when version = <cached> then <count> else
-- (count again) end` counts only when the catalogue changed, and the answer is exactly what a
-- count in that statement's snapshot would give (docs/decisions/0009-property-search-at-scale.md).
-- The counter's row lock serialises concurrent writes to properties until they commit, which is
-- what makes a version seen by a reader always mean the same rows.
CREATE TABLE "properties_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "properties_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION "properties_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties_version" SET "version" = "version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "properties_version_bump"();
