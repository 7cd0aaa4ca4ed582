import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@rentfront/shared/payments';
import { leases, ledgerEntries, onlinePayments, outbox, paymentWebhookEvents } from '../../db/schema';
import { useStaff, useTestContext } from '../../test/app';
import { createLease } from '../../test/factories/lease';
import { createResident, signInResident, type ResidentAgent } from '../../test/factories/resident';
import { closedPortUrl, startLocalStripe } from '../../test/stripe-local';
import { sendWebhook, STRIPE_KEYS, stripeEvent } from './test-payments-kit';
import { officeToday } from '../leases/dates';
import { appendLedgerEntry } from '../ledger/book';
import type { TestContext } from '../../test/context';

const local = await startLocalStripe();
afterAll(() => local.close());
const keys = STRIPE_KEYS;

async function residentWithLease(t: TestContext, balanceCents = 150_000) {
  const resident = await createResident(t);
  const { lease } = await createLease(t, { status: 'active' }, { residents: [resident] });
  if (balanceCents > 0) {
    await t.app.ctx.db.transaction((tx) =>
      appendLedgerEntry(tx, {
        leaseId: lease.id,
        kind: 'charge',
        category: 'rent',
        entryDate: '2027-01-01',
        description: 'Rent January 2027',
        amountCents: balanceCents,
        source: 'posting',
      }),
    );
  }
  return { agent: await signInResident(t, resident), leaseId: lease.id };
}

const event = stripeEvent;

/** The processor's word that the last Checkout Session started here was paid. */
function paidCheckout(eventId: string, onlinePaymentId: string) {
  return event(eventId, 'checkout.session.completed', {
    id: local.sessions.at(-1)!.id,
    object: 'checkout.session',
    payment_status: 'paid',
    metadata: { online_payment_id: onlinePaymentId },
  });
}

const start = (agent: ResidentAgent, leaseId: string, amount_cents: unknown, key?: string) =>
  agent.inject({
    method: 'POST',
    url: `/api/resident/leases/${leaseId}/payments`,
    payload: { amount_cents },
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('online payment through the Stripe driver (local Stripe-compatible server)', () => {
  const t = useTestContext({ stripe: { ...keys, apiBase: local.url } });
  const staff = useStaff(t, 'manager');
  let agent: ResidentAgent;
  let leaseId: string;

  beforeAll(async () => {
    ({ agent, leaseId } = await residentWithLease(t));
  });

  const paymentEntries = () => t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.leaseId, leaseId));

  it('starts a Checkout Session, books the payment once on success, ignores the replay and a late failure', async () => {
    const res = await start(agent, leaseId, 150_000);
    expect(res.statusCode).toBe(200);
    const { online_payment_id: id, redirect_url } = res.json().data;
    expect(redirect_url).toMatch(/^https:\/\/checkout\.stripe\.local\/pay\/cs_test_/);
    const sent = local.sessions.at(-1)!.form;
    expect(sent.get('metadata[online_payment_id]')).toBe(id);
    expect(sent.getAll('payment_method_types[0]').concat(sent.getAll('payment_method_types[1]'))).toEqual(['card', 'us_bank_account']);
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('150000');

    const completed = paidCheckout('evt_1', id);
    const first = await sendWebhook(t, completed);
    expect(first.statusCode).toBe(200);
    expect(first.json().outcome).toBe('succeeded');
    const [row] = await t.app.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(row).toMatchObject({ status: 'succeeded', method: 'card' });
    let entries = (await paymentEntries()).filter((e) => e.kind === 'payment');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amountCents: -150_000,
      balanceCents: 0,
      source: 'processor',
      method: 'card',
      description: 'Online payment',
      entryDate: officeToday(), // the office's day, not the UTC date
    });
    const mails = await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, agent.email));
    expect(mails.some((m) => m.subject.startsWith('Payment received: $1,500.00'))).toBe(true);

    // The same event again, and the intent's own success event: nothing more.
    expect((await sendWebhook(t, completed)).json().outcome).toBe('replay');
    const intentOk = event('evt_2', 'payment_intent.succeeded', {
      id: 'pi_1',
      object: 'payment_intent',
      payment_method_types: ['card'],
      metadata: { online_payment_id: id },
    });
    expect((await sendWebhook(t, intentOk)).json().outcome).toBe('no change');
    // Out of order: a failure after the success changes nothing.
    const failed = event('evt_3', 'payment_intent.payment_failed', {
      id: 'pi_1',
      object: 'payment_intent',
      last_payment_error: { message: 'Your card was declined.' },
      metadata: { online_payment_id: id },
    });
    expect((await sendWebhook(t, failed)).json().outcome).toBe('no change');
    entries = (await paymentEntries()).filter((e) => e.kind === 'payment');
    expect(entries).toHaveLength(1);
    expect((await t.app.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, id)))[0]!.status).toBe('succeeded');

    const list = await agent.inject({ method: 'GET', url: `/api/resident/leases/${leaseId}/payments` });
    expect(list.json().data).toMatchObject({ available: true, payments: [{ id, status: 'succeeded', amount_cents: 150_000 }] });
  });

  it('answers a success for a lease cancelled meanwhile without booking it, and notes the refund for the office', async () => {
    const own = await residentWithLease(t);
    const res = await start(own.agent, own.leaseId, 40_000);
    expect(res.statusCode).toBe(200);
    const { online_payment_id: id } = res.json().data;
    await t.app.ctx.db.update(leases).set({ status: 'cancelled' }).where(eq(leases.id, own.leaseId));
    const completed = paidCheckout('evt_closed_1', id);
    const first = await sendWebhook(t, completed);
    expect(first.statusCode).toBe(200);
    expect(first.json().outcome).toBe('not booked');
    const [row] = await t.app.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(row).toMatchObject({ status: 'succeeded', failureMessage: PAYMENT_MESSAGES.leaseClosedRefund });
    const booked = await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.leaseId, own.leaseId));
    expect(booked.filter((e) => e.kind === 'payment')).toEqual([]);
    // Recorded once: the processor's retry is a replay, not another attempt.
    expect((await sendWebhook(t, completed)).json().outcome).toBe('replay');
  });

  it('marks an async bank failure failed and books nothing', async () => {
    const { online_payment_id: id } = (await start(agent, leaseId, 2_500)).json().data;
    const before = (await paymentEntries()).length;
    const res = await sendWebhook(
      t,
      event('evt_ach_fail', 'checkout.session.async_payment_failed', {
        id: 'cs_x',
        object: 'checkout.session',
        metadata: { online_payment_id: id },
      }),
    );
    expect(res.json().outcome).toBe('failed');
    expect((await t.app.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, id)))[0]).toMatchObject({ status: 'failed' });
    expect((await paymentEntries()).length).toBe(before);
  });

  it('refuses a bad signature with 400 and records nothing; records and ignores an unknown event', async () => {
    const payload = event('evt_bad', 'checkout.session.completed', { id: 'cs_y', metadata: {} });
    const bad = await sendWebhook(t, payload, 'whsec_wrong');
    expect(bad.statusCode).toBe(400);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(noHeader.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, 'evt_bad'))).toEqual([]);

    const unknown = await sendWebhook(t, event('evt_unknown', 'customer.created', { id: 'cus_1', object: 'customer' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().outcome).toBe('ignored');
    const [rec] = await t.app.ctx.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, 'evt_unknown'));
    expect(rec).toMatchObject({ type: 'customer.created', outcome: 'ignored' });
  });

  it('tells the resident when the processor drops the call, marks the row failed, and a retry works', async () => {
    local.dropNext();
    const down = await start(agent, leaseId, 10_000);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(PAYMENT_MESSAGES.processorDown);
    const rows = await t.app.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.amountCents, 10_000));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    const retry = await start(agent, leaseId, 10_000);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.redirect_url).toContain('cs_test_');
  });

  it('opens one hosted page per Idempotency-Key: a double tap gets the same payment, a dropped call frees the key', async () => {
    const before = local.sessions.length;
    const first = await start(agent, leaseId, 12_345, 'pay-tap-1');
    const second = await start(agent, leaseId, 12_345, 'pay-tap-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data).toEqual(first.json().data);
    expect(local.sessions.length).toBe(before + 1);
    expect(await t.app.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.amountCents, 12_345))).toHaveLength(1);
    // The key with another amount is a different request.
    const other = await start(agent, leaseId, 999, 'pay-tap-1');
    expect(other.statusCode).toBe(422);
    // A processor that drops the call keeps nothing under the key: the same key then works.
    local.dropNext();
    expect((await start(agent, leaseId, 4_321, 'pay-tap-2')).statusCode).toBe(503);
    const retried = await start(agent, leaseId, 4_321, 'pay-tap-2');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(
      (await t.app.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.amountCents, 4_321))).map((r) => r.status).sort(),
    ).toEqual(['failed', 'pending']);
    expect((await start(agent, leaseId, 4_321, 'not a key!')).statusCode).toBe(400);
  });

  it('refuses bad amounts, another resident’s lease, a staff session and a missing CSRF token', async () => {
    for (const bad of [0, -5, 10.5, 'x', 1_000_000_000]) expect((await start(agent, leaseId, bad)).statusCode).toBe(400);
    // More than the balance plus $10,000 ahead.
    expect((await start(agent, leaseId, 2_000_000)).statusCode).toBe(400);
    const other = await residentWithLease(t);
    expect((await start(other.agent, leaseId, 100)).statusCode).toBe(404);
    expect((await other.agent.inject({ method: 'GET', url: `/api/resident/leases/${leaseId}/payments` })).statusCode).toBe(404);
    expect((await start(agent, 'not-a-uuid', 100)).statusCode).toBe(404);
    expect(
      (await staff.inject({ method: 'POST', url: `/api/resident/leases/${leaseId}/payments`, payload: { amount_cents: 100 } })).statusCode,
    ).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/resident/leases/${leaseId}/payments`,
      headers: { cookie: agent.cookie, origin: new URL(t.app.ctx.config.publicUrl).origin },
      payload: { amount_cents: 100 },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('online payment with the processor unreachable', async () => {
  const t = useTestContext({ stripe: { ...keys, apiBase: await closedPortUrl() } });
  it('answers 503 with the plain message and leaves a failed row', async () => {
    const { agent, leaseId } = await residentWithLease(t);
    const res = await start(agent, leaseId, 5_000);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.processorDown);
    const rows = await t.app.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.leaseId, leaseId));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect(await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payment'))).toEqual([]);
  });
});

describe('online payment without keys', () => {
  const t = useTestContext({ stripe: undefined });
  it('is off: 503 with a plain message, the list says unavailable, the webhook is refused', async () => {
    const { agent, leaseId } = await residentWithLease(t);
    const res = await start(agent, leaseId, 5_000);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.unavailable);
    expect((await agent.inject({ method: 'GET', url: `/api/resident/leases/${leaseId}/payments` })).json().data).toEqual({
      available: false,
      payments: [],
    });
    expect((await t.app.ctx.db.select().from(onlinePayments).where(eq(onlinePayments.leaseId, leaseId))).length).toBe(0);
    expect((await sendWebhook(t, event('evt_off', 'customer.created', {}))).statusCode).toBe(503);
  });
});
