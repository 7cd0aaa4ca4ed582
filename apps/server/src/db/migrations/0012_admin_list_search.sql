-- Trigram indexes for the admin lists' substring searches (ADR 0006). The extension is also created by
-- 0011; repeated here (idempotent) so this migration stands on its own.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "admin_list_counts" (
	"list" text NOT NULL,
	"dims" jsonb NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "admin_list_counts_list_dims_pk" PRIMARY KEY("list","dims")
);
--> statement-breakpoint
CREATE INDEX "applications_full_name_trgm_idx" ON "applications" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applications_email_trgm_idx" ON "applications" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applications_reference_trgm_idx" ON "applications" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applications_id_trgm_idx" ON "applications" USING gin (("id"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "screening_responses_full_name_trgm_idx" ON "screening_responses" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "screening_responses_email_trgm_idx" ON "screening_responses" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "screening_responses_phone_trgm_idx" ON "screening_responses" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "screening_responses_phone_digits_trgm_idx" ON "screening_responses" USING gin ((regexp_replace("phone", '[^0-9]', '', 'g')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "maintenance_requests_tenant_name_trgm_idx" ON "maintenance_requests" USING gin ("tenant_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "maintenance_requests_property_address_trgm_idx" ON "maintenance_requests" USING gin ("property_address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "maintenance_requests_issue_title_trgm_idx" ON "maintenance_requests" USING gin ("issue_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_messages_full_name_trgm_idx" ON "contact_messages" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "chat_conversations_status_created_idx" ON "chat_conversations" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_guest_name_trgm_idx" ON "chat_conversations" USING gin ("guest_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "chat_conversations_guest_email_trgm_idx" ON "chat_conversations" USING gin ("guest_email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "chat_conversations_session_trgm_idx" ON "chat_conversations" USING gin (("session_id"::text) gin_trgm_ops) WITH (fastupdate=false);