CREATE TABLE "tour_settings" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"types" jsonb NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_property_settings" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"tours_enabled" boolean DEFAULT true NOT NULL,
	"weekly_hours" jsonb,
	"access_instructions" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"type" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"notes" text,
	"manage_token_hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_property_settings" ADD CONSTRAINT "tour_property_settings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tours_manage_token_idx" ON "tours" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE INDEX "tours_property_start_idx" ON "tours" USING btree ("property_id","type","start_at");--> statement-breakpoint
CREATE INDEX "tours_start_idx" ON "tours" USING btree ("start_at","id");--> statement-breakpoint
CREATE INDEX "tours_reminder_due_idx" ON "tours" USING btree ("start_at") WHERE "tours"."reminder_sent_at" is null and "tours"."status" in ('booked', 'confirmed');--> statement-breakpoint
CREATE INDEX "tours_email_idx" ON "tours" USING btree (lower("email"));
