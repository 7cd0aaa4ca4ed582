-- Issue 20: the audit log becomes readable (GET /api/admin/audit-log, newest first, filtered by
-- person, action and date) and append-only (ADR 0024).
--
-- The actor keeps its id when a user row is deleted: "set null" would be an UPDATE of past
-- entries (and lose who did it), so the foreign key goes. The list joins users and shows
-- "Deleted user" for an id that no longer has a row.
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_actor_id_users_id_fk";
--> statement-breakpoint
-- Paging newest first: one index per way the screen reads (all, one person, one action).
CREATE INDEX IF NOT EXISTS "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_action_created_idx" ON "audit_log" USING btree ("action", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Append-only, whoever connects (app, psql, a script): UPDATE, DELETE and TRUNCATE are refused.
-- Clearing the log on purpose means dropping these triggers first, which is itself a schema change.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
