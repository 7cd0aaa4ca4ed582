// Rent and money (issue 33; docs/decisions/0036-ledger-model.md). `ledger_entries` is the book of
// record and only ever grows; `ledger_open_charges` and `lease_balances` are projections rebuilt
// from it under the lease's row lock on every write, so they can always be recomputed.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_CATEGORIES, LEDGER_ENTRY_KINDS, LEDGER_SOURCES, PAYMENT_METHODS } from '@rentfront/shared/ledger';
import { users } from './auth';
import { leases } from './leases';
import { residents } from './residents';

/** Receipt numbers RCT-000001 …: one sequence, so two nodes never hand out the same number. */
export const ledgerReceiptNumberSeq = pgSequence('ledger_receipt_number_seq', { startWith: 1 });

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    /** 1, 2, 3 … within the lease, in writing order; the running balance follows it. */
    position: integer('position').notNull(),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    category: text('category', { enum: LEDGER_CATEGORIES }).notNull(),
    /** When the charge is due / the payment was received / the entry takes effect. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    /** Signed effect on what is owed: + charge, refund; − payment, credit; reversal: −(reversed). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }),
    reference: text('reference'),
    reversesEntryId: uuid('reverses_entry_id').references((): AnyPgColumn => ledgerEntries.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    /**
     * The due-day run's key, e.g. `rent:2026-12`, `charge:<lease_charge_id>:2026-12`,
     * `late_fee:2026-12`, `deposit`: unique per lease, so a rerun or a second node never posts twice.
     */
    postingKey: text('posting_key'),
    /** Which period (YYYY-MM) a posted charge belongs to. */
    period: text('period'),
    receiptNumber: text('receipt_number'),
    source: text('source', { enum: LEDGER_SOURCES }).notNull(),
    onlinePaymentId: uuid('online_payment_id'),
    createdByStaff: uuid('created_by_staff').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_lease_position_idx').on(t.leaseId, t.position),
    uniqueIndex('ledger_entries_posting_key_idx')
      .on(t.leaseId, t.postingKey)
      .where(sql`${t.postingKey} is not null`),
    // One reversal per entry: the backstop of "already reversed".
    uniqueIndex('ledger_entries_reverses_idx')
      .on(t.reversesEntryId)
      .where(sql`${t.reversesEntryId} is not null`),
    uniqueIndex('ledger_entries_receipt_number_idx')
      .on(t.receiptNumber)
      .where(sql`${t.receiptNumber} is not null`),
    uniqueIndex('ledger_entries_online_payment_idx')
      .on(t.onlinePaymentId)
      .where(sql`${t.onlinePaymentId} is not null`),
    index('ledger_entries_date_kind_idx').on(t.entryDate, t.kind),
    check('ledger_entries_kind_check', sql`${t.kind} in ('charge', 'payment', 'credit', 'refund', 'reversal')`),
    check(
      'ledger_entries_category_check',
      sql`${t.category} in ('rent', 'late_fee', 'deposit', 'pet_rent', 'parking', 'utility', 'other')`,
    ),
    check(
      'ledger_entries_sign_check',
      sql`(${t.kind} in ('charge', 'refund') and ${t.amountCents} > 0) or (${t.kind} in ('payment', 'credit') and ${t.amountCents} < 0) or (${t.kind} = 'reversal' and ${t.amountCents} <> 0 and ${t.reversesEntryId} is not null)`,
    ),
  ],
);

/** Projection: each charge still (partly) open after the credits applied oldest first. */
export const ledgerOpenCharges = pgTable(
  'ledger_open_charges',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    category: text('category', { enum: LEDGER_CATEGORIES }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    openCents: bigint('open_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_open_charges_lease_idx').on(t.leaseId, t.dueDate), index('ledger_open_charges_due_idx').on(t.dueDate)],
);

/** Projection: a lease's balance and the deposit it holds, as of its last entry. */
export const leaseBalances = pgTable('lease_balances', {
  leaseId: uuid('lease_id')
    .primaryKey()
    .references(() => leases.id, { onDelete: 'cascade' }),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  depositHeldCents: bigint('deposit_held_cents', { mode: 'number' }).notNull(),
  /** The oldest open charge's due date (null: nothing open), for the aging report. */
  oldestOpenDueDate: date('oldest_open_due_date', { mode: 'string' }),
  entryCount: integer('entry_count').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A write sent with an `Idempotency-Key` header is done once: the first answer is kept and
 * returned again for the same key and request; another request under the key is refused.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_records_created_idx').on(t.createdAt)],
);

/** A named job's lease: one node at a time runs it; a crashed holder's lease runs out. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastResult: jsonb('last_result'),
});

/** The office's rent rules (one row, id 'site'); Settings edits it. */
export const rentSettings = pgTable('rent_settings', {
  id: text('id').primaryKey().default('site'),
  /** Late-fee caps by state, e.g. {"CA": {"max_cents": 5000, "max_percent_bp": 500}}. */
  lateFeeCaps: jsonb('late_fee_caps')
    .$type<Record<string, { max_cents?: number | null; max_percent_bp?: number | null }>>()
    .notNull()
    .default({}),
  /** Days before the due day the rent reminder goes out. */
  reminderDays: integer('reminder_days').notNull().default(3),
  /** Days after move-out by which the deposit statement must be sent. */
  depositStatementDays: integer('deposit_statement_days').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Notices sent about money (reminder before the due day, late fee posted): once per lease, kind and period. */
export const rentNoticesSent = pgTable(
  'rent_notices_sent',
  {
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.kind, t.period] })],
);

export const ONLINE_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;

/** A payment a resident started online; it becomes a ledger entry when the processor confirms it. */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    residentId: uuid('resident_id').references(() => residents.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    processor: text('processor').notNull(),
    /** The processor's id (checkout session or payment intent). */
    processorRef: text('processor_ref'),
    status: text('status', { enum: ONLINE_PAYMENT_STATUSES }).notNull().default('pending'),
    method: text('method', { enum: PAYMENT_METHODS }),
    autopay: boolean('autopay').notNull().default(false),
    /** An autopay charge's rent period (YYYY-MM): one attempt per lease and period (ADR 0040). */
    autopayPeriod: text('autopay_period'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_payments_processor_ref_idx')
      .on(t.processor, t.processorRef)
      .where(sql`${t.processorRef} is not null`),
    index('online_payments_lease_idx').on(t.leaseId, t.createdAt),
    uniqueIndex('online_payments_autopay_period_idx')
      .on(t.leaseId, t.autopayPeriod)
      .where(sql`${t.autopayPeriod} is not null`),
    index('online_payments_status_idx').on(t.status, t.updatedAt),
    check('online_payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Each processor event is handled once, however often or late it arrives. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    processor: text('processor').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.processor, t.eventId] })],
);

/** A resident's autopay: the due-day run charges the saved method. */
export const autopayEnrollments = pgTable(
  'autopay_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    residentId: uuid('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    processor: text('processor').notNull(),
    customerRef: text('customer_ref'),
    paymentMethodRef: text('payment_method_ref'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('autopay_enrollments_lease_resident_idx').on(t.leaseId, t.residentId)],
);

export const DEPOSIT_STATEMENT_STATUSES = ['draft', 'sent'] as const;

/** The itemised deposit statement of a move-out: deductions, what is refunded or billed. */
export const depositStatements = pgTable(
  'deposit_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    status: text('status', { enum: DEPOSIT_STATEMENT_STATUSES }).notNull().default('draft'),
    /** Move-out date + the settings' deadline, fixed when the statement is opened. */
    dueBy: date('due_by', { mode: 'string' }).notNull(),
    depositHeldCents: bigint('deposit_held_cents', { mode: 'number' }),
    refundCents: bigint('refund_cents', { mode: 'number' }),
    billedCents: bigint('billed_cents', { mode: 'number' }),
    storageKey: text('storage_key'),
    sha256: text('sha256'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deposit_statements_lease_idx').on(t.leaseId), index('deposit_statements_due_idx').on(t.status, t.dueBy)],
);

export const depositDeductions = pgTable(
  'deposit_deductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => depositStatements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category', { enum: LEDGER_CATEGORIES }).notNull(),
    description: text('description').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Photo storage keys from the move-out inspection (checked images, like maintenance photos). */
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposit_deductions_statement_idx').on(t.statementId, t.position),
    check('deposit_deductions_amount_check', sql`${t.amountCents} > 0`),
  ],
);
