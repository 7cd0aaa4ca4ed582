-- Issue 32 items 3-4 (ADR 0034): a maintenance request sent from the resident portal keeps its lease and
-- resident (set null on delete), the form's category, entry permission, best times and the resident's
-- confirmation; a contact message may come from a resident. Every column is nullable: old rows are unchanged.
ALTER TABLE "maintenance_requests" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "resident_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "entry_permission" boolean;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "best_times" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "resident_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "resident_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_requests_resident_created_idx" ON "maintenance_requests" USING btree ("resident_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_requests_lease_idx" ON "maintenance_requests" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "contact_messages_resident_idx" ON "contact_messages" USING btree ("resident_id");