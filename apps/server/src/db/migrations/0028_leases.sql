-- Issue 32 (ADR 0034): leases, their residents, charges, signatures, documents, timeline and template;
-- residents with their own sessions and sign-in links. The drizzle snapshot lagged 0025–0027: their
-- statements were removed from the generated file.
CREATE TABLE "resident_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"resident_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resident_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "resident_sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"resident_id" uuid NOT NULL,
	"lease_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resident_sign_in_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "residents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lease_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "lease_charges_amount_check" CHECK ("lease_charges"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lease_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_residents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"resident_id" uuid
);
--> statement-breakpoint
CREATE TABLE "lease_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"role" text NOT NULL,
	"lease_resident_id" uuid,
	"resident_id" uuid,
	"staff_id" uuid,
	"full_name" text NOT NULL,
	"consent_version" text,
	"document_version" integer NOT NULL,
	"document_sha256" text NOT NULL,
	"ip_encrypted" text,
	"user_agent_encrypted" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text
);
--> statement-breakpoint
CREATE TABLE "lease_templates" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"property_id" uuid,
	"property_title" text,
	"property_address" text,
	"application_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"monthly_rent_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"due_day" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"late_fee_type" text NOT NULL,
	"late_fee_amount" integer NOT NULL,
	"late_fee_cap_cents" integer,
	"notes" text,
	"document_version" integer DEFAULT 0 NOT NULL,
	"renewal_of" uuid,
	"move_out_date" date,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"countersigned_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_status_check" CHECK ("leases"."status" in ('draft', 'out_for_signature', 'signed', 'active', 'ended', 'cancelled')),
	CONSTRAINT "leases_late_fee_type_check" CHECK ("leases"."late_fee_type" in ('flat', 'percent')),
	CONSTRAINT "leases_amounts_check" CHECK ("leases"."monthly_rent_cents" >= 0 and "leases"."deposit_cents" >= 0 and "leases"."late_fee_amount" >= 0 and ("leases"."late_fee_cap_cents" is null or "leases"."late_fee_cap_cents" >= 0)),
	CONSTRAINT "leases_due_day_check" CHECK ("leases"."due_day" between 1 and 28),
	CONSTRAINT "leases_grace_days_check" CHECK ("leases"."grace_days" between 0 and 28),
	CONSTRAINT "leases_term_check" CHECK ("leases"."end_date" is null or "leases"."end_date" > "leases"."start_date")
);
--> statement-breakpoint
ALTER TABLE "resident_sessions" ADD CONSTRAINT "resident_sessions_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_sign_in_links" ADD CONSTRAINT "resident_sign_in_links_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_charges" ADD CONSTRAINT "lease_charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_documents" ADD CONSTRAINT "lease_documents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_events" ADD CONSTRAINT "lease_events_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_residents" ADD CONSTRAINT "lease_residents_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_residents" ADD CONSTRAINT "lease_residents_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signatures" ADD CONSTRAINT "lease_signatures_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signatures" ADD CONSTRAINT "lease_signatures_lease_resident_id_lease_residents_id_fk" FOREIGN KEY ("lease_resident_id") REFERENCES "public"."lease_residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signatures" ADD CONSTRAINT "lease_signatures_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signatures" ADD CONSTRAINT "lease_signatures_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_templates" ADD CONSTRAINT "lease_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_renewal_of_leases_id_fk" FOREIGN KEY ("renewal_of") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resident_sessions_resident_idx" ON "resident_sessions" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "resident_sign_in_links_resident_idx" ON "resident_sign_in_links" USING btree ("resident_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "residents_email_lower_idx" ON "residents" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "residents_full_name_trgm_idx" ON "residents" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "residents_email_trgm_idx" ON "residents" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "residents_created_idx" ON "residents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "lease_charges_lease_idx" ON "lease_charges" USING btree ("lease_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_documents_version_kind_idx" ON "lease_documents" USING btree ("lease_id","version","kind");--> statement-breakpoint
CREATE INDEX "lease_events_lease_idx" ON "lease_events" USING btree ("lease_id","at");--> statement-breakpoint
CREATE INDEX "lease_residents_lease_idx" ON "lease_residents" USING btree ("lease_id","position");--> statement-breakpoint
CREATE INDEX "lease_residents_resident_idx" ON "lease_residents" USING btree ("resident_id");--> statement-breakpoint
CREATE INDEX "lease_residents_email_idx" ON "lease_residents" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "lease_residents_full_name_trgm_idx" ON "lease_residents" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lease_residents_email_trgm_idx" ON "lease_residents" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lease_signatures_lease_idx" ON "lease_signatures" USING btree ("lease_id","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_signatures_live_resident_idx" ON "lease_signatures" USING btree ("lease_id","document_version","lease_resident_id") WHERE "lease_signatures"."voided_at" is null and "lease_signatures"."role" = 'resident';--> statement-breakpoint
CREATE UNIQUE INDEX "lease_signatures_live_office_idx" ON "lease_signatures" USING btree ("lease_id","document_version") WHERE "lease_signatures"."voided_at" is null and "lease_signatures"."role" = 'office';--> statement-breakpoint
CREATE UNIQUE INDEX "leases_reference_idx" ON "leases" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_one_active_per_property_idx" ON "leases" USING btree ("property_id") WHERE "leases"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "leases_application_live_idx" ON "leases" USING btree ("application_id") WHERE "leases"."application_id" is not null and "leases"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "leases_property_status_idx" ON "leases" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "leases_status_created_idx" ON "leases" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leases_created_idx" ON "leases" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leases_end_date_idx" ON "leases" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "leases_start_signed_idx" ON "leases" USING btree ("start_date") WHERE "leases"."status" = 'signed';--> statement-breakpoint
CREATE INDEX "leases_reference_trgm_idx" ON "leases" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leases_property_title_trgm_idx" ON "leases" USING gin ("property_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leases_property_address_trgm_idx" ON "leases" USING gin ("property_address" gin_trgm_ops) WITH (fastupdate=false);
