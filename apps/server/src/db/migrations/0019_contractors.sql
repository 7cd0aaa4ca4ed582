CREATE TABLE "contractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"trade" text,
	"email" text NOT NULL,
	"phone" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contractor_job_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"contractor_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"proposed_date" date,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_name" text,
	"note" text,
	"proposed_date" date,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "contractor_id" uuid;--> statement-breakpoint
ALTER TABLE "contractor_job_links" ADD CONSTRAINT "contractor_job_links_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_job_links" ADD CONSTRAINT "contractor_job_links_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contractors_email_live_idx" ON "contractors" USING btree (lower("email")) WHERE "contractors"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contractors_name_idx" ON "contractors" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "contractor_job_links_request_idx" ON "contractor_job_links" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "maintenance_events_request_idx" ON "maintenance_events" USING btree ("request_id","created_at","seq");--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_requests_contractor_idx" ON "maintenance_requests" USING btree ("contractor_id");
-- Hand-written SQL: none. Every table, index and constraint above is drizzle-kit output
-- (apps/server/src/db/schema/contractors.ts, maintenance-jobs.ts, maintenance.ts), so this file
-- can be regenerated as a whole when merging.
