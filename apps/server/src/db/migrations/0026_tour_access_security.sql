-- Issue 30 (S2, S13c): self-guided access instructions go only to confirmed tours, or to verified
-- visitors when the office turns confirmation off; manage links can be revoked and reissued.
-- Existing sites keep the safe default: self-guided tours need the office's confirmation.
ALTER TABLE "tour_settings" ADD COLUMN IF NOT EXISTS "self_guided_needs_confirmation" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN IF NOT EXISTS "email_verified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN IF NOT EXISTS "access_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN IF NOT EXISTS "manage_link_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN IF NOT EXISTS "manage_link_revoked_at" timestamp with time zone;
