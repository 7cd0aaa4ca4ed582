-- Issue 33 (ADR 0036): the append-only ledger, its projections, idempotency records, job leases,
-- rent settings and notices, online payments and their webhook events, autopay, deposit statements;
-- and an index on leases.renewal_of.
CREATE SEQUENCE "public"."ledger_receipt_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "autopay_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"resident_id" uuid NOT NULL,
	"processor" text NOT NULL,
	"customer_ref" text,
	"payment_method_ref" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_deductions_amount_check" CHECK ("deposit_deductions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"due_by" date NOT NULL,
	"deposit_held_cents" bigint,
	"refund_cents" bigint,
	"billed_cents" bigint,
	"storage_key" text,
	"sha256" text,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_records_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_result" jsonb
);
--> statement-breakpoint
CREATE TABLE "lease_balances" (
	"lease_id" uuid PRIMARY KEY NOT NULL,
	"balance_cents" bigint NOT NULL,
	"deposit_held_cents" bigint NOT NULL,
	"oldest_open_due_date" date,
	"entry_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"entry_date" date NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"method" text,
	"reference" text,
	"reverses_entry_id" uuid,
	"reason" text,
	"posting_key" text,
	"period" text,
	"receipt_number" text,
	"source" text NOT NULL,
	"online_payment_id" uuid,
	"created_by_staff" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('charge', 'payment', 'credit', 'refund', 'reversal')),
	CONSTRAINT "ledger_entries_category_check" CHECK ("ledger_entries"."category" in ('rent', 'late_fee', 'deposit', 'pet_rent', 'parking', 'utility', 'other')),
	CONSTRAINT "ledger_entries_sign_check" CHECK (("ledger_entries"."kind" in ('charge', 'refund') and "ledger_entries"."amount_cents" > 0) or ("ledger_entries"."kind" in ('payment', 'credit') and "ledger_entries"."amount_cents" < 0) or ("ledger_entries"."kind" = 'reversal' and "ledger_entries"."amount_cents" <> 0 and "ledger_entries"."reverses_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_open_charges" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"lease_id" uuid NOT NULL,
	"category" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"open_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"resident_id" uuid,
	"amount_cents" bigint NOT NULL,
	"processor" text NOT NULL,
	"processor_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"autopay" boolean DEFAULT false NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_amount_check" CHECK ("online_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"processor" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_processor_event_id_pk" PRIMARY KEY("processor","event_id")
);
--> statement-breakpoint
CREATE TABLE "rent_notices_sent" (
	"lease_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_notices_sent_lease_id_kind_period_pk" PRIMARY KEY("lease_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "rent_settings" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"late_fee_caps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reminder_days" integer DEFAULT 3 NOT NULL,
	"deposit_statement_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "autopay_enrollments" ADD CONSTRAINT "autopay_enrollments_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_enrollments" ADD CONSTRAINT "autopay_enrollments_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_statement_id_deposit_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."deposit_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_statements" ADD CONSTRAINT "deposit_statements_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_statements" ADD CONSTRAINT "deposit_statements_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_balances" ADD CONSTRAINT "lease_balances_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_staff_users_id_fk" FOREIGN KEY ("created_by_staff") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_open_charges" ADD CONSTRAINT "ledger_open_charges_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_open_charges" ADD CONSTRAINT "ledger_open_charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_notices_sent" ADD CONSTRAINT "rent_notices_sent_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_settings" ADD CONSTRAINT "rent_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_enrollments_lease_resident_idx" ON "autopay_enrollments" USING btree ("lease_id","resident_id");--> statement-breakpoint
CREATE INDEX "deposit_deductions_statement_idx" ON "deposit_deductions" USING btree ("statement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_statements_lease_idx" ON "deposit_statements" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "deposit_statements_due_idx" ON "deposit_statements" USING btree ("status","due_by");--> statement-breakpoint
CREATE INDEX "idempotency_records_created_idx" ON "idempotency_records" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_lease_position_idx" ON "ledger_entries" USING btree ("lease_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_posting_key_idx" ON "ledger_entries" USING btree ("lease_id","posting_key") WHERE "ledger_entries"."posting_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_idx" ON "ledger_entries" USING btree ("reverses_entry_id") WHERE "ledger_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_receipt_number_idx" ON "ledger_entries" USING btree ("receipt_number") WHERE "ledger_entries"."receipt_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_online_payment_idx" ON "ledger_entries" USING btree ("online_payment_id") WHERE "ledger_entries"."online_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_date_kind_idx" ON "ledger_entries" USING btree ("entry_date","kind");--> statement-breakpoint
CREATE INDEX "ledger_open_charges_lease_idx" ON "ledger_open_charges" USING btree ("lease_id","due_date");--> statement-breakpoint
CREATE INDEX "ledger_open_charges_due_idx" ON "ledger_open_charges" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_processor_ref_idx" ON "online_payments" USING btree ("processor","processor_ref") WHERE "online_payments"."processor_ref" is not null;--> statement-breakpoint
CREATE INDEX "online_payments_lease_idx" ON "online_payments" USING btree ("lease_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payments_status_idx" ON "online_payments" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "leases_renewal_of_idx" ON "leases" USING btree ("renewal_of") WHERE "leases"."renewal_of" is not null;