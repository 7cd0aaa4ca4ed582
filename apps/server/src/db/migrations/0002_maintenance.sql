CREATE TABLE "maintenance_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"storage_prefix" text NOT NULL,
	"original_filename" text NOT NULL,
	"width" integer,
	"height" integer,
	"byte_size" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_name" text NOT NULL,
	"tenant_phone" text,
	"tenant_email" text,
	"property_id" uuid,
	"property_address" text NOT NULL,
	"property_unit" text,
	"issue_title" text NOT NULL,
	"issue_description" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"contractor_email" text NOT NULL,
	"contractor_name" text,
	"contractor_phone" text,
	"estimated_cost" numeric(12, 2),
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD CONSTRAINT "maintenance_photos_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_photos_request_idx" ON "maintenance_photos" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "maintenance_requests_created_idx" ON "maintenance_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_status_created_idx" ON "maintenance_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_priority_created_idx" ON "maintenance_requests" USING btree ("priority","created_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_property_idx" ON "maintenance_requests" USING btree ("property_id");