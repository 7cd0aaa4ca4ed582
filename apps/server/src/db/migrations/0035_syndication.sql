CREATE TABLE "property_syndication" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"last_included_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "syndicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "lead_source" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "lead_source" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "lead_source" text;--> statement-breakpoint
ALTER TABLE "property_syndication" ADD CONSTRAINT "property_syndication_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_syndicated_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."syndicate" and "properties"."status" = 'available';--> statement-breakpoint
CREATE INDEX "tours_created_idx" ON "tours" USING btree ("created_at");