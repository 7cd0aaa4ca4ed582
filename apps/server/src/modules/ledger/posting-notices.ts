// The money notices of the due-day run (issue 33 item 2): a reminder to the residents and the office
// a few days before rent is due, and a notice when a late fee posts. Each goes once per lease, kind
// and month (rent_notices_sent), queued in the run's transaction so a rolled-back run sends nothing.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { leaseBalances, leaseResidents, leases, rentNoticesSent } from '../../db/schema';
import { enqueueEmails, type OutgoingEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/template';
import { addDays, officeToday } from '../leases/dates';
import { longDate, money } from '../leases/document/merge';
import { duePeriods, periodLabel } from './periods';
import { readRentSettings } from './rent-settings';

/** Marks the notice sent; false when it was sent before (another run, another node). */
async function claimNotice(tx: DbOrTx, leaseId: string, kind: 'reminder' | 'late_fee', period: string): Promise<boolean> {
  const rows = await tx
    .insert(rentNoticesSent)
    .values({ leaseId, kind, period })
    .onConflictDoNothing()
    .returning({ leaseId: rentNoticesSent.leaseId });
  return rows.length > 0;
}

type NoticeContent = { subject: string; heading: string; paragraphs: string[]; rows?: [string, string][] };

/** The household's residents in their order, for each of `leaseIds`. */
async function householdsOf(tx: DbOrTx, leaseIds: readonly string[]) {
  const people = await tx
    .select({ leaseId: leaseResidents.leaseId, email: leaseResidents.email, fullName: leaseResidents.fullName })
    .from(leaseResidents)
    .where(inArray(leaseResidents.leaseId, [...leaseIds]))
    .orderBy(asc(leaseResidents.leaseId), asc(leaseResidents.position));
  const byLease = new Map<string, { email: string; fullName: string }[]>();
  for (const p of people) byLease.set(p.leaseId, [...(byLease.get(p.leaseId) ?? []), p]);
  return byLease;
}

/** One notice to each resident (greeted by name) and to the office. */
function householdEmails(
  config: Config,
  people: readonly { email: string; fullName: string }[],
  content: (name: string | null) => NoticeContent,
): OutgoingEmail[] {
  const one = (to: string, name: string | null) => ({
    ...renderEmail({ ...content(name), greeting: name ? `Hello ${name},` : undefined }, config.site.name),
    to,
  });
  return [...people.map((p) => one(p.email, p.fullName)), one(config.site.email, null)];
}

async function queueToHousehold(
  tx: DbOrTx,
  config: Config,
  leaseId: string,
  content: (name: string | null) => NoticeContent,
): Promise<void> {
  const people = (await householdsOf(tx, [leaseId])).get(leaseId) ?? [];
  await enqueueEmails(tx, householdEmails(config, people, content));
}

/**
 * The late-fee notices of the fees just posted, for a batch of leases in a few statements: each
 * fee's notice goes once (rent_notices_sent), to the residents and the office.
 */
export async function queueLateFeeNotices(
  tx: DbOrTx,
  config: Config,
  feesByLease: ReadonlyMap<string, readonly { period: string; amountCents: number }[]>,
): Promise<void> {
  const ids = [...feesByLease.keys()];
  if (ids.length === 0) return;
  const claims = [...feesByLease].flatMap(([leaseId, fees]) => fees.map((f) => ({ leaseId, kind: 'late_fee' as const, period: f.period })));
  const claimed = await tx
    .insert(rentNoticesSent)
    .values(claims)
    .onConflictDoNothing()
    .returning({ leaseId: rentNoticesSent.leaseId, period: rentNoticesSent.period });
  if (claimed.length === 0) return;
  const isClaimed = new Set(claimed.map((c) => `${c.leaseId} ${c.period}`));
  const about = await tx
    .select({ id: leases.id, reference: leases.reference, balance: leaseBalances.balanceCents })
    .from(leases)
    .leftJoin(leaseBalances, eq(leaseBalances.leaseId, leases.id))
    .where(inArray(leases.id, ids));
  const aboutOf = new Map(about.map((a) => [a.id, a]));
  const households = await householdsOf(tx, ids);
  const emails: OutgoingEmail[] = [];
  for (const [leaseId, fees] of feesByLease) {
    const reference = aboutOf.get(leaseId)?.reference ?? '';
    const balance = aboutOf.get(leaseId)?.balance ?? 0;
    for (const fee of fees) {
      if (!isClaimed.has(`${leaseId} ${fee.period}`)) continue;
      emails.push(
        ...householdEmails(config, households.get(leaseId) ?? [], (name) => ({
          subject: `Late fee posted: ${periodLabel(fee.period)} rent is past due`,
          heading: name ? `A late fee of ${money(fee.amountCents)} was added to your balance` : `Late fee posted on lease ${reference}`,
          paragraphs: [
            `The rent for ${periodLabel(fee.period)} was not paid in full by the end of the grace period, so a late fee of ${money(fee.amountCents)} was posted as the lease provides.`,
            name ? 'You can see your balance and pay in the resident portal.' : 'The resident has been sent the same notice.',
          ],
          rows: [
            ['Lease', reference],
            ['Balance now', money(balance)],
          ],
        })),
      );
    }
  }
  await enqueueEmails(tx, emails);
}

/**
 * Reminders for the months whose due date is within `reminder_days` of `asOf` (and not past):
 * once per lease and month. Answers how many households were reminded.
 */
export async function queueRentReminders(ctx: AppContext, options: { asOf?: string; now?: Date } = {}): Promise<number> {
  const asOf = options.asOf ?? officeToday(options.now);
  const days = (await readRentSettings(ctx.db)).reminder_days;
  if (days <= 0) return 0;
  const horizon = addDays(asOf, days);
  const rows = await ctx.db
    .select({
      id: leases.id,
      reference: leases.reference,
      startDate: leases.startDate,
      endDate: leases.endDate,
      moveOutDate: leases.moveOutDate,
      dueDay: leases.dueDay,
      monthlyRentCents: leases.monthlyRentCents,
    })
    .from(leases)
    .where(inArray(leases.status, ['signed', 'active']));
  const sent = await ctx.db
    .select({ leaseId: rentNoticesSent.leaseId, period: rentNoticesSent.period })
    .from(rentNoticesSent)
    .where(eq(rentNoticesSent.kind, 'reminder'));
  const already = new Set(sent.map((s) => `${s.leaseId}:${s.period}`));
  let reminded = 0;
  for (const lease of rows) {
    if (lease.monthlyRentCents <= 0) continue;
    const next = duePeriods(lease, horizon).find((p) => p.dueDate > asOf);
    // Read in bulk first: most hours every household in the window has had its reminder.
    if (!next || already.has(`${lease.id}:${next.period}`)) continue;
    const queued = await ctx.db.transaction(async (tx) => {
      if (!(await claimNotice(tx, lease.id, 'reminder', next.period))) return false;
      await queueToHousehold(tx, ctx.config, lease.id, (name) => ({
        subject: `Rent for ${periodLabel(next.period)} is due ${longDate(next.dueDate)}`,
        heading: name ? `Your rent is due on ${longDate(next.dueDate)}` : `Rent reminder sent for lease ${lease.reference}`,
        paragraphs: [
          `This is a reminder that the rent for ${periodLabel(next.period)} (${money(lease.monthlyRentCents)} a month) is due on ${longDate(next.dueDate)}.`,
          name
            ? 'You can pay in the resident portal or bring a check to the office.'
            : 'The residents of the lease have been sent the same reminder.',
        ],
        rows: [['Lease', lease.reference]],
      }));
      return true;
    });
    if (queued) reminded += 1;
  }
  if (reminded > 0) ctx.mailer.kick();
  return reminded;
}
