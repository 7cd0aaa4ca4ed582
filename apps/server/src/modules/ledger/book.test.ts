import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES } from '@rentfront/shared/ledger';
import { leaseBalances, ledgerOpenCharges } from '../../db/schema';
import { useTestContext } from '../../test/app';
import { createLease } from '../../test/factories/lease';
import { createResident } from '../../test/factories/resident';
import { appendLedgerEntry, leaseEntries } from './book';

describe('appendLedgerEntry', () => {
  const t = useTestContext();

  async function activeLease(status: 'active' | 'cancelled' = 'active') {
    const resident = await createResident(t);
    return (await createLease(t, { status }, { residents: [resident] })).lease;
  }

  it('numbers entries, keeps the running balance and the projections, and hands out receipt numbers', async () => {
    const lease = await activeLease();
    const db = t.app.ctx.db;
    const rent = await db.transaction((tx) =>
      appendLedgerEntry(tx, {
        leaseId: lease.id,
        kind: 'charge',
        category: 'rent',
        entryDate: '2027-01-01',
        description: 'Rent – January 2027',
        amountCents: 150_000,
        source: 'posting',
        postingKey: 'rent:2027-01',
        period: '2027-01',
      }),
    );
    const paid = await db.transaction((tx) =>
      appendLedgerEntry(tx, {
        leaseId: lease.id,
        kind: 'payment',
        category: 'rent',
        entryDate: '2027-01-03',
        description: 'Payment – Check 1001',
        amountCents: -100_000,
        source: 'staff',
        method: 'check',
        reference: '1001',
      }),
    );
    expect(rent).toMatchObject({ position: 1, balanceCents: 150_000, receiptNumber: null });
    expect(paid).toMatchObject({ position: 2, balanceCents: 50_000 });
    expect(paid!.receiptNumber).toMatch(/^RCT-\d{6}$/);
    const [balance] = await db.select().from(leaseBalances).where(eq(leaseBalances.leaseId, lease.id));
    expect(balance).toMatchObject({ balanceCents: 50_000, depositHeldCents: 0, oldestOpenDueDate: '2027-01-01', entryCount: 2 });
    const open = await db.select().from(ledgerOpenCharges).where(eq(ledgerOpenCharges.leaseId, lease.id));
    expect(open.map((o) => o.openCents)).toEqual([50_000]);
  });

  it('answers null for a posting key already on the lease, however often it is posted', async () => {
    const lease = await activeLease();
    const post = () =>
      t.app.ctx.db.transaction((tx) =>
        appendLedgerEntry(tx, {
          leaseId: lease.id,
          kind: 'charge',
          category: 'rent',
          entryDate: '2027-02-01',
          description: 'Rent',
          amountCents: 1_000,
          source: 'posting',
          postingKey: 'rent:2027-02',
          period: '2027-02',
        }),
      );
    const results = await Promise.all([post(), post(), post()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await leaseEntries(t.app.ctx.db, lease.id)).toHaveLength(1);
  });

  it('refuses a cancelled lease and writes nothing', async () => {
    const lease = await activeLease('cancelled');
    await expect(
      t.app.ctx.db.transaction((tx) =>
        appendLedgerEntry(tx, {
          leaseId: lease.id,
          kind: 'charge',
          category: 'other',
          entryDate: '2027-01-01',
          description: 'Key',
          amountCents: 500,
          source: 'staff',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: LEDGER_MESSAGES.leaseClosed });
    expect(await leaseEntries(t.app.ctx.db, lease.id)).toHaveLength(0);
  });
});
