-- Issue 30 (S6): wrong second-factor codes in a row, per account. At 20 the code step locks until
-- a password reset of the account or an owner's "Reset two-factor" (modules/auth/mfa/code-lock.ts).
-- Recovery codes become HMACs under a server key; the rows stored before are rewritten by the
-- server (it holds the key, SQL does not): see recovery-codes.ts `upgradeLegacyRecoveryCodes`.
ALTER TABLE "user_totp" ADD COLUMN IF NOT EXISTS "failed_codes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_totp" ADD COLUMN IF NOT EXISTS "locked_at" timestamp with time zone;
