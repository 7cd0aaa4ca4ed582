CREATE TABLE "application_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"property_id" uuid NOT NULL,
	"email" text NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"completed" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sensitive" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"application_id" uuid,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_token_hash" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_token_cipher" text;--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_drafts_token_idx" ON "application_drafts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "application_drafts_expires_idx" ON "application_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_status_token_idx" ON "applications" USING btree ("status_token_hash");