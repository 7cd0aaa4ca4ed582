import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES as M } from '@rentfront/shared/ledger';
import { idempotencyRecords } from '../../db/schema';
import { IDEMPOTENCY_KEEP_MS, IDEMPOTENT_REPLAY_HEADER, purgeIdempotencyRecords } from '../../platform/http/idempotency';
import { useStaffTeam, useTestContext } from '../../test/app';
import { leaseWithResidents, outboxTo, postJson, writtenFor } from './test-admin-kit';

let n = 0;
const freshKey = () => `key-${Date.now()}-${++n}`;
const payment = (reference: string) => ({ amount_cents: 25_000, method: 'money_order', reference, received_on: '2026-11-10' });
const charge = { category: 'parking', description: 'Parking – November', amount_cents: 7_500, entry_date: '2026-11-01' };

describe('Idempotency-Key on the ledger writes', () => {
  const t = useTestContext();
  const staff = useStaffTeam(t);

  it('answers a repeated payment with the first answer (same status) and records it, and its receipts, once', async () => {
    const { lease, residents } = await leaseWithResidents(t, 'active', 1);
    const url = `/api/admin/leases/${lease.id}/payments`;
    const key = freshKey();
    const first = await postJson(staff.agent, url, payment('MO-1'), key);
    const second = await postJson(staff.agent, url, payment('MO-1'), key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(second.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    const { entries, audits } = await writtenFor(t, lease.id);
    expect(entries).toHaveLength(1);
    expect(audits).toHaveLength(1);
    expect(await outboxTo(t, residents[0]!.email)).toHaveLength(1);
  });

  it('refuses the key with another body (422) or on another lease, writing nothing more', async () => {
    const { lease } = await leaseWithResidents(t, 'active', 1);
    const other = await leaseWithResidents(t, 'active', 1);
    const key = freshKey();
    expect((await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, charge, key)).statusCode).toBe(201);
    const changed = await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, { ...charge, amount_cents: 7_501 }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(M.idempotencyMismatch);
    const elsewhere = await postJson(staff.owner, `/api/admin/leases/${other.lease.id}/charges`, charge, key);
    expect(elsewhere.statusCode).toBe(422);
    expect((await writtenFor(t, lease.id)).entries).toHaveLength(1);
    expect((await writtenFor(t, other.lease.id)).entries).toHaveLength(0);
  });

  it('scopes a key to the route and the staff member', async () => {
    const { lease } = await leaseWithResidents(t, 'active', 1);
    const key = freshKey();
    const url = `/api/admin/leases/${lease.id}/charges`;
    expect((await postJson(staff.owner, url, charge, key)).statusCode).toBe(201);
    const colleague = await postJson(staff.manager, url, charge, key);
    expect(colleague.statusCode).toBe(201);
    expect(colleague.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect((await postJson(staff.owner, `/api/admin/leases/${lease.id}/payments`, payment('MO-SCOPE'), key)).statusCode).toBe(201);
    expect((await writtenFor(t, lease.id)).entries).toHaveLength(3);
  });

  it('refuses a malformed key with a 400 before anything is written', async () => {
    const { lease } = await leaseWithResidents(t, 'active', 1);
    for (const key of ['', 'has space', 'x'.repeat(201), 'semi;colon', 'ключ']) {
      const res = await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, charge, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(M.idempotencyKey);
    }
    expect((await writtenFor(t, lease.id)).entries).toEqual([]);
    expect(await t.app.ctx.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, ''))).toEqual([]);
  });

  it('records one entry when the same request arrives several times at once', async () => {
    const { lease } = await leaseWithResidents(t, 'active', 1);
    const key = freshKey();
    const url = `/api/admin/leases/${lease.id}/payments`;
    const results = await Promise.all(Array.from({ length: 5 }, () => postJson(staff.agent, url, payment('MO-RACE'), key)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    // The same answer (jsonb keeps the stored answer's values, not its key order).
    for (const r of results) expect(r.json()).toEqual(results[0]!.json());
    expect(results.filter((r) => r.headers[IDEMPOTENT_REPLAY_HEADER] === 'true')).toHaveLength(4);
    expect((await writtenFor(t, lease.id)).entries).toHaveLength(1);
  });

  it('keeps nothing of a refused write: the key works once the request can succeed', async () => {
    const { lease } = await leaseWithResidents(t, 'active', 1);
    const key = freshKey();
    const url = `/api/admin/leases/${lease.id}/payments`;
    const bad = await postJson(staff.owner, url, { ...payment('MO-2'), received_on: '2999-01-01' }, key);
    expect(bad.statusCode).toBe(400);
    const good = await postJson(staff.owner, url, payment('MO-2'), key);
    expect(good.statusCode).toBe(201);
    expect(good.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
  });

  it('answers a repeated reversal with its first answer, not "already reversed"', async () => {
    const { lease } = await leaseWithResidents(t, 'active', 1);
    const entry = (await postJson(staff.owner, `/api/admin/leases/${lease.id}/charges`, charge)).json().data.entry;
    const key = freshKey();
    const url = `/api/admin/ledger-entries/${entry.id}/reverse`;
    const first = await postJson(staff.manager, url, { reason: 'Posted twice' }, key);
    const again = await postJson(staff.manager, url, { reason: 'Posted twice' }, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect((await postJson(staff.manager, url, { reason: 'Posted twice' })).statusCode).toBe(409);
    expect((await writtenFor(t, lease.id)).entries).toHaveLength(2);
  });

  it('forgets a key after a week (the hourly job purges), so it can be used again', async () => {
    const { lease } = await leaseWithResidents(t, 'active', 1);
    const url = `/api/admin/leases/${lease.id}/charges`;
    const key = freshKey();
    expect((await postJson(staff.agent, url, charge, key)).statusCode).toBe(201);
    const db = t.app.ctx.db;
    const weekAgo = new Date(Date.now() - IDEMPOTENCY_KEEP_MS - 60_000);
    await db.update(idempotencyRecords).set({ createdAt: weekAgo }).where(eq(idempotencyRecords.key, key));
    expect(await purgeIdempotencyRecords(db)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key))).toHaveLength(0);
    const again = await postJson(staff.agent, url, charge, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
  });
});
