// The due-day run (issue 33 item 2, ADR 0036): rent, the lease's recurring charges and the deposit
// post on their due day, the first and last month prorated by day; a late fee posts once after the
// grace days when that month's rent is still open. Every entry carries a posting key unique per
// lease, so a rerun, a restart or a second node posting at once never posts twice. What is already
// posted is read in bulk first; only leases with something to post take a transaction.
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { LeaseChargeCategory } from '@rentfront/shared/leases';
import type { LedgerCategory } from '@rentfront/shared/ledger';
import type { PostDueAnswer } from '@rentfront/shared/ledger-posting';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { leaseCharges, leases, ledgerEntries, ledgerOpenCharges, properties } from '../../db/schema';
import { addDays, officeToday } from '../leases/dates';
import { forEachConcurrently } from '../../platform/concurrency';
import { appendToLedgers, type NewLedgerEntry } from './book';
import { duePeriods, lateFeeCents, periodLabel, prorate, type StateLateFeeCap } from './periods';
import { queueLateFeeNotices } from './posting-notices';
import { readRentSettings } from './rent-settings';

const CHARGE_CATEGORY: Record<LeaseChargeCategory, LedgerCategory> = {
  parking: 'parking',
  pet_rent: 'pet_rent',
  utility: 'utility',
  storage: 'other',
  other: 'other',
};

type LeaseRow = {
  id: string;
  startDate: string;
  endDate: string | null;
  moveOutDate: string | null;
  dueDay: number;
  graceDays: number;
  monthlyRentCents: number;
  depositCents: number;
  lateFeeType: 'flat' | 'percent';
  lateFeeAmount: number;
  lateFeeCapCents: number | null;
  state: string | null;
};

type ChargeRow = { id: string; leaseId: string; category: LeaseChargeCategory; description: string; amountCents: number };

/** The entries a lease is owed by `asOf` that carry no posting key yet (late fees apart). */
export function missingEntries(
  lease: LeaseRow,
  charges: readonly ChargeRow[],
  posted: ReadonlySet<string>,
  asOf: string,
): NewLedgerEntry[] {
  const out: NewLedgerEntry[] = [];
  const base = { leaseId: lease.id, kind: 'charge' as const, source: 'posting' as const };
  if (lease.depositCents > 0 && !posted.has('deposit')) {
    out.push({
      ...base,
      category: 'deposit',
      entryDate: lease.startDate,
      description: 'Security deposit',
      amountCents: lease.depositCents,
      postingKey: 'deposit',
    });
  }
  for (const p of duePeriods(lease, asOf)) {
    const whole = p.daysInTerm >= p.daysInMonth;
    const note = whole ? '' : ` (prorated, ${p.daysInTerm} of ${p.daysInMonth} days)`;
    const label = periodLabel(p.period);
    const rentKey = `rent:${p.period}`;
    if (lease.monthlyRentCents > 0 && !posted.has(rentKey)) {
      out.push({
        ...base,
        category: 'rent',
        entryDate: p.dueDate,
        description: `Rent – ${label}${note}`,
        amountCents: prorate(lease.monthlyRentCents, p),
        postingKey: rentKey,
        period: p.period,
      });
    }
    for (const c of charges) {
      const key = `charge:${c.id}:${p.period}`;
      const amount = prorate(c.amountCents, p);
      if (amount > 0 && !posted.has(key)) {
        out.push({
          ...base,
          category: CHARGE_CATEGORY[c.category],
          entryDate: p.dueDate,
          description: `${c.description} – ${label}${note}`,
          amountCents: amount,
          postingKey: key,
          period: p.period,
        });
      }
    }
  }
  return out;
}

/** Transactions at once: enough to keep two cores busy, far below the pool's 10 connections. */
const POSTING_CONCURRENCY = 4;
/** Leases per transaction: few enough that a staff write on one of them waits a moment at most. */
const LEASES_PER_TRANSACTION = 20;

type LeaseWork = { lease: LeaseRow; entries: NewLedgerEntry[]; lateCandidate: boolean };

/**
 * Posts what has come due by `asOf` (default: the office's today) on every signed or active lease,
 * or only on `leaseIds`. Answers the counts; a rerun answers posted 0.
 */
export async function postDueCharges(
  ctx: AppContext,
  options: { asOf?: string; now?: Date; leaseIds?: string[] } = {},
): Promise<PostDueAnswer> {
  const asOf = options.asOf ?? officeToday(options.now);
  const scope = and(
    inArray(leases.status, ['signed', 'active']),
    lte(leases.startDate, asOf),
    options.leaseIds ? inArray(leases.id, options.leaseIds) : undefined,
  );
  const rows: LeaseRow[] = await ctx.db
    .select({
      id: leases.id,
      startDate: leases.startDate,
      endDate: leases.endDate,
      moveOutDate: leases.moveOutDate,
      dueDay: leases.dueDay,
      graceDays: leases.graceDays,
      monthlyRentCents: leases.monthlyRentCents,
      depositCents: leases.depositCents,
      lateFeeType: leases.lateFeeType,
      lateFeeAmount: leases.lateFeeAmount,
      lateFeeCapCents: leases.lateFeeCapCents,
      state: properties.state,
    })
    .from(leases)
    .leftJoin(properties, eq(properties.id, leases.propertyId))
    .where(scope)
    // Locks are taken in id order, so two runs at once never wait on each other in a circle.
    .orderBy(asc(leases.id));
  const answer: PostDueAnswer = { as_of: asOf, leases: rows.length, posted: 0, late_fees: 0, already_posted: 0, failed: 0 };
  if (rows.length === 0) return answer;

  const inScope = sql`${ledgerEntries.leaseId} in (select ${leases.id} from ${leases} where ${scope})`;
  const [chargeRows, keyRows, openRent, caps] = await Promise.all([
    ctx.db
      .select({
        id: leaseCharges.id,
        leaseId: leaseCharges.leaseId,
        category: leaseCharges.category,
        description: leaseCharges.description,
        amountCents: leaseCharges.amountCents,
      })
      .from(leaseCharges)
      .where(sql`${leaseCharges.leaseId} in (select ${leases.id} from ${leases} where ${scope})`),
    ctx.db
      .select({ leaseId: ledgerEntries.leaseId, key: ledgerEntries.postingKey })
      .from(ledgerEntries)
      .where(and(isNotNull(ledgerEntries.postingKey), inScope)),
    ctx.db
      .select({ leaseId: ledgerEntries.leaseId, period: ledgerEntries.period, dueDate: ledgerOpenCharges.dueDate })
      .from(ledgerOpenCharges)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerOpenCharges.entryId))
      .where(and(eq(ledgerOpenCharges.category, 'rent'), isNotNull(ledgerEntries.period), inScope)),
    readRentSettings(ctx.db).then((settings) => settings.late_fee_caps),
  ]);
  const chargesBy = groupBy(chargeRows, (c) => c.leaseId);
  const postedBy = new Map<string, Set<string>>();
  for (const k of keyRows) {
    if (!postedBy.has(k.leaseId)) postedBy.set(k.leaseId, new Set());
    postedBy.get(k.leaseId)!.add(k.key!);
  }
  const openRentBy = groupBy(openRent, (o) => o.leaseId);

  // What each lease needs, decided from the bulk reads: most leases need nothing and take no
  // transaction at all.
  const work: LeaseWork[] = [];
  for (const lease of rows) {
    const posted = postedBy.get(lease.id) ?? new Set<string>();
    const entries = missingEntries(lease, chargesBy.get(lease.id) ?? [], posted, asOf);
    // A late fee can only be owed for a month whose rent is open (or posted now) past its grace
    // days and has no late fee yet.
    const owesFee = (dueDate: string, period: string | null | undefined) =>
      addDays(dueDate, lease.graceDays) < asOf && !posted.has(`late_fee:${period}`);
    const lateCandidate =
      lease.monthlyRentCents > 0 &&
      (entries.some((e) => e.category === 'rent' && owesFee(e.entryDate, e.period)) ||
        (openRentBy.get(lease.id) ?? []).some((o) => owesFee(o.dueDate, o.period)));
    if (entries.length > 0 || lateCandidate) work.push({ lease, entries, lateCandidate });
  }

  const postBatch = (batch: readonly LeaseWork[]) =>
    ctx.db.transaction(async (tx) => {
      const written = await appendToLedgers(
        tx,
        batch.filter((w) => w.entries.length > 0).map((w) => ({ leaseId: w.lease.id, entries: w.entries })),
      );
      const done = { written: 0, skipped: 0, fees: 0 };
      for (const w of batch) {
        const n = written.get(w.lease.id)?.length ?? 0;
        done.written += n;
        done.skipped += w.entries.length - n;
      }
      const fees = await postLateFees(
        tx,
        batch.filter((w) => w.lateCandidate).map((w) => w.lease),
        caps,
        asOf,
      );
      await queueLateFeeNotices(tx, ctx.config, fees);
      for (const posted of fees.values()) done.fees += posted.length;
      return done;
    });
  const count = (done: { written: number; skipped: number; fees: number }) => {
    answer.posted += done.written;
    answer.already_posted += done.skipped;
    answer.late_fees += done.fees;
  };
  // A few leases share a transaction (each under its own row lock, taken in id order), and a few
  // transactions run at once: PostgreSQL's pool serves them side by side, and PGlite, one
  // statement at a time, pays for far fewer commits. A batch that fails is posted again lease by
  // lease, so one lease that cannot be posted (cancelled a moment ago) holds back no other.
  await forEachConcurrently(chunk(work, LEASES_PER_TRANSACTION), POSTING_CONCURRENCY, async (batch) => {
    try {
      count(await postBatch(batch));
    } catch {
      for (const one of batch) {
        try {
          count(await postBatch([one]));
        } catch (err) {
          answer.failed += 1;
          ctx.logger.error({ err, leaseId: one.lease.id }, 'due-day run: a lease could not be posted');
        }
      }
    }
  });
  if (answer.late_fees > 0) ctx.mailer.kick();
  return answer;
}

/**
 * Posts the late fee of every month whose rent is open past its grace days, on each of `batch`'s
 * leases (in the caller's transaction, after their rent is written). Answers the fees written per
 * lease; one already there (posted by another run) is not answered again.
 */
async function postLateFees(
  tx: Tx,
  batch: readonly LeaseRow[],
  caps: Record<string, StateLateFeeCap | undefined>,
  asOf: string,
): Promise<Map<string, { period: string; amountCents: number }[]>> {
  const answered = new Map<string, { period: string; amountCents: number }[]>();
  if (batch.length === 0) return answered;
  const open = await tx
    .select({ leaseId: ledgerOpenCharges.leaseId, period: ledgerEntries.period, dueDate: ledgerOpenCharges.dueDate })
    .from(ledgerOpenCharges)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerOpenCharges.entryId))
    .where(
      and(
        inArray(
          ledgerOpenCharges.leaseId,
          batch.map((l) => l.id),
        ),
        eq(ledgerOpenCharges.category, 'rent'),
        isNotNull(ledgerEntries.period),
      ),
    )
    .orderBy(asc(ledgerOpenCharges.dueDate));
  const openBy = groupBy(open, (o) => o.leaseId);
  const appends = batch.flatMap((lease) => {
    const fee = lateFeeCents(
      { type: lease.lateFeeType, amount: lease.lateFeeAmount, capCents: lease.lateFeeCapCents },
      lease.monthlyRentCents,
      caps[(lease.state ?? '').toUpperCase()] ?? undefined,
    );
    if (fee <= 0) return [];
    const entries = (openBy.get(lease.id) ?? [])
      .filter((o) => addDays(o.dueDate, lease.graceDays) < asOf)
      .map((o): NewLedgerEntry => ({
        leaseId: lease.id,
        kind: 'charge',
        category: 'late_fee',
        entryDate: addDays(o.dueDate, lease.graceDays + 1),
        description: `Late fee – ${periodLabel(o.period!)}`,
        amountCents: fee,
        source: 'posting',
        postingKey: `late_fee:${o.period}`,
        period: o.period,
      }));
    return entries.length > 0 ? [{ leaseId: lease.id, entries }] : [];
  });
  const written = await appendToLedgers(tx, appends);
  for (const [leaseId, rows] of written) {
    answered.set(
      leaseId,
      rows.map((r) => ({ period: r.period!, amountCents: r.amountCents })),
    );
  }
  return answered;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (!map.has(k)) map.set(k, []);
    map.get(k)!.push(row);
  }
  return map;
}
