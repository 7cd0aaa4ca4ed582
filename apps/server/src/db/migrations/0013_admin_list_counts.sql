-- Row counts of the admin lists per combination of their filter values, kept by the database itself
-- (statement triggers with transition tables), so every writer (app, seed, bench, psql) keeps them
-- whole and the lists read their counters and unsearched totals from a few rows (ADR 0006).

-- The filter values a list counts by, from one of its rows as jsonb (transition-table rows are
-- anonymous records, so one function serves every table). The services read the same keys
-- (platform/list-counts.ts).
CREATE FUNCTION "admin_list_dims"("list" text, "r" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE "list"
    WHEN 'applications' THEN jsonb_build_object('status', "r"->'status')
    WHEN 'contacts' THEN jsonb_build_object('status', "r"->'status', 'is_read', "r"->'is_read')
    WHEN 'screening' THEN jsonb_build_object('replied', jsonb_typeof("r"->'admin_reply') = 'string')
    WHEN 'maintenance' THEN jsonb_build_object('status', "r"->'status', 'priority', "r"->'priority')
    WHEN 'chatbot' THEN jsonb_build_object('status', "r"->'status', 'flow_type', "r"->'flow_type', 'is_satisfied', "r"->'is_satisfied')
  END
$$;--> statement-breakpoint

-- One statement's net change per combination, applied in a fixed (sorted) order so two writers
-- never lock the same two counter rows in opposite orders. Updates that change no counted value
-- net to zero and write nothing.
CREATE FUNCTION "admin_list_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "l" text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "admin_list_counts" WHERE "list" = "l";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "admin_list_counts" AS c ("list", "dims", "n")
      SELECT "l", d."dims", count(*) FROM (SELECT "admin_list_dims"("l", to_jsonb(x)) AS "dims" FROM "new_rows" x) d
      GROUP BY d."dims" ORDER BY d."dims"
      ON CONFLICT ("list", "dims") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "admin_list_counts" AS c ("list", "dims", "n")
      SELECT "l", d."dims", -count(*) FROM (SELECT "admin_list_dims"("l", to_jsonb(x)) AS "dims" FROM "old_rows" x) d
      GROUP BY d."dims" ORDER BY d."dims"
      ON CONFLICT ("list", "dims") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "admin_list_counts" AS c ("list", "dims", "n")
      SELECT "l", d."dims", sum(d."delta") FROM (
        SELECT "admin_list_dims"("l", to_jsonb(x)) AS "dims", 1 AS "delta" FROM "new_rows" x
        UNION ALL
        SELECT "admin_list_dims"("l", to_jsonb(x)), -1 FROM "old_rows" x
      ) d
      GROUP BY d."dims" HAVING sum(d."delta") <> 0 ORDER BY d."dims"
      ON CONFLICT ("list", "dims") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE TRIGGER "applications_count_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('applications');--> statement-breakpoint
CREATE TRIGGER "applications_count_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('applications');--> statement-breakpoint
CREATE TRIGGER "applications_count_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('applications');--> statement-breakpoint
CREATE TRIGGER "applications_count_truncate" AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('applications');--> statement-breakpoint

CREATE TRIGGER "contact_messages_count_insert" AFTER INSERT ON "contact_messages" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('contacts');--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_update" AFTER UPDATE ON "contact_messages" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('contacts');--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_delete" AFTER DELETE ON "contact_messages" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('contacts');--> statement-breakpoint
CREATE TRIGGER "contact_messages_count_truncate" AFTER TRUNCATE ON "contact_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('contacts');--> statement-breakpoint

CREATE TRIGGER "screening_responses_count_insert" AFTER INSERT ON "screening_responses" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('screening');--> statement-breakpoint
CREATE TRIGGER "screening_responses_count_update" AFTER UPDATE ON "screening_responses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('screening');--> statement-breakpoint
CREATE TRIGGER "screening_responses_count_delete" AFTER DELETE ON "screening_responses" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('screening');--> statement-breakpoint
CREATE TRIGGER "screening_responses_count_truncate" AFTER TRUNCATE ON "screening_responses"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('screening');--> statement-breakpoint

CREATE TRIGGER "maintenance_requests_count_insert" AFTER INSERT ON "maintenance_requests" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('maintenance');--> statement-breakpoint
CREATE TRIGGER "maintenance_requests_count_update" AFTER UPDATE ON "maintenance_requests" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('maintenance');--> statement-breakpoint
CREATE TRIGGER "maintenance_requests_count_delete" AFTER DELETE ON "maintenance_requests" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('maintenance');--> statement-breakpoint
CREATE TRIGGER "maintenance_requests_count_truncate" AFTER TRUNCATE ON "maintenance_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('maintenance');--> statement-breakpoint

CREATE TRIGGER "chat_conversations_count_insert" AFTER INSERT ON "chat_conversations" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('chatbot');--> statement-breakpoint
CREATE TRIGGER "chat_conversations_count_update" AFTER UPDATE ON "chat_conversations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('chatbot');--> statement-breakpoint
CREATE TRIGGER "chat_conversations_count_delete" AFTER DELETE ON "chat_conversations" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('chatbot');--> statement-breakpoint
CREATE TRIGGER "chat_conversations_count_truncate" AFTER TRUNCATE ON "chat_conversations"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_list_counts_track"('chatbot');--> statement-breakpoint

-- Backfill after the triggers exist: CREATE TRIGGER holds a lock that keeps writers out until this
-- migration commits, and every row written after it is counted by the triggers.
INSERT INTO "admin_list_counts" ("list", "dims", "n")
  SELECT 'applications', "admin_list_dims"('applications', to_jsonb(x)), count(*) FROM "applications" x GROUP BY 2;--> statement-breakpoint
INSERT INTO "admin_list_counts" ("list", "dims", "n")
  SELECT 'contacts', "admin_list_dims"('contacts', to_jsonb(x)), count(*) FROM "contact_messages" x GROUP BY 2;--> statement-breakpoint
INSERT INTO "admin_list_counts" ("list", "dims", "n")
  SELECT 'screening', "admin_list_dims"('screening', to_jsonb(x)), count(*) FROM "screening_responses" x GROUP BY 2;--> statement-breakpoint
INSERT INTO "admin_list_counts" ("list", "dims", "n")
  SELECT 'maintenance', "admin_list_dims"('maintenance', to_jsonb(x)), count(*) FROM "maintenance_requests" x GROUP BY 2;--> statement-breakpoint
INSERT INTO "admin_list_counts" ("list", "dims", "n")
  SELECT 'chatbot', "admin_list_dims"('chatbot', to_jsonb(x)), count(*) FROM "chat_conversations" x GROUP BY 2;
