import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES as M } from '@rentfront/shared/payments';
import { auditLog, autopayEnrollments, leaseBalances, onlinePayments, outbox } from '../../db/schema';
import { useStaff, useTestContext } from '../../test/app';
import type { TestContext } from '../../test/context';
import { createLease } from '../../test/factories/lease';
import { createResident, signInResident, type ResidentAgent, type ResidentRow } from '../../test/factories/resident';
import { startLocalStripe } from '../../test/stripe-local';
import { runDuePosting } from '../ledger/posting-run';
import { sendWebhook, STRIPE_KEYS, stripeEvent } from './test-payments-kit';

const local = await startLocalStripe();
afterAll(() => local.close());
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const url = (leaseId: string) => `/api/resident/leases/${leaseId}/autopay`;

/** A lease starting 2027-01-01 (rent and deposit $1,500 each, due the 1st, 5 grace days). */
async function household(t: TestContext, count = 1) {
  const people: ResidentRow[] = [];
  for (let i = 0; i < count; i++) people.push(await createResident(t));
  const { lease } = await createLease(t, { status: 'active', startDate: '2027-01-01', endDate: '2027-12-31' }, { residents: people });
  const agents: ResidentAgent[] = [];
  for (const p of people) agents.push(await signInResident(t, p));
  return { leaseId: lease.id, agents };
}

/** What the processor's page does once the resident saved a card: the signed setup_intent event. */
function methodSaved(eventId: string) {
  const session = local.sessions.at(-1)!;
  return stripeEvent(eventId, 'setup_intent.succeeded', {
    id: `seti_${session.id}`,
    object: 'setup_intent',
    customer: session.form.get('customer'),
    payment_method: `pm_${session.id}`,
    metadata: { autopay_enrollment_id: session.form.get('setup_intent_data[metadata][autopay_enrollment_id]') },
  });
}

async function turnOn(t: TestContext, agent: ResidentAgent, leaseId: string, eventId: string) {
  const res = await agent.inject({ method: 'POST', url: url(leaseId) });
  expect(res.statusCode, res.body).toBe(200);
  expect((await sendWebhook(t, methodSaved(eventId))).json().outcome).toBe('autopay on');
}

const attempts = (t: TestContext, leaseId: string) =>
  t.app.ctx.db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.leaseId, leaseId), eq(onlinePayments.autopay, true)));
const balance = async (t: TestContext, leaseId: string) =>
  (await t.app.ctx.db.select().from(leaseBalances).where(eq(leaseBalances.leaseId, leaseId)))[0]?.balanceCents;
const mailTo = async (t: TestContext, email: string) =>
  (await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, email))).map((m) => m.subject);

describe('autopay through the Stripe driver (local Stripe-compatible server)', () => {
  const t = useTestContext({ stripe: { ...STRIPE_KEYS, apiBase: local.url } });
  const staff = useStaff(t, 'manager');
  let home: Awaited<ReturnType<typeof household>>;

  beforeAll(async () => {
    home = await household(t, 2);
  });

  it('turns on through the processor’s page: pending until the method is saved, then on, with an e-mail', async () => {
    const [payer] = home.agents;
    expect((await payer!.inject({ method: 'GET', url: url(home.leaseId) })).json().data).toEqual({
      available: true,
      status: 'off',
      mine: false,
      set_up_by: null,
      since: null,
    });
    const res = await payer!.inject({ method: 'POST', url: url(home.leaseId) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.autopayStarted, data: { redirect_url: expect.stringContaining('/pay/cs_test_') } });
    const session = local.sessions.at(-1)!.form;
    expect(session.get('mode')).toBe('setup');
    expect(session.get('customer')).toBe(local.customers.at(-1)!.id);
    expect(local.customers.at(-1)!.form.get('email')).toBe(payer!.email);
    expect(session.get('success_url')).toContain(`/resident/leases/${home.leaseId}/money?autopay=1`);
    expect((await payer!.inject({ method: 'GET', url: url(home.leaseId) })).json().data).toMatchObject({ status: 'pending', mine: true });

    const saved = methodSaved('evt_setup_1');
    expect((await sendWebhook(t, saved)).json().outcome).toBe('autopay on');
    expect((await sendWebhook(t, saved)).json().outcome).toBe('replay');
    const state = (await payer!.inject({ method: 'GET', url: url(home.leaseId) })).json().data;
    expect(state).toMatchObject({ status: 'on', mine: true, set_up_by: expect.any(String), since: expect.any(String) });
    expect(await mailTo(t, payer!.email)).toContain('Autopay is on');
  });

  it('lets one resident pay a lease by autopay: the other sees who, cannot start a second or turn it off', async () => {
    const [, other] = home.agents;
    const state = (await other!.inject({ method: 'GET', url: url(home.leaseId) })).json().data;
    expect(state).toMatchObject({ status: 'on', mine: false });
    const again = await other!.inject({ method: 'POST', url: url(home.leaseId) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.autopayTakenBy(state.set_up_by));
    const off = await other!.inject({ method: 'DELETE', url: url(home.leaseId) });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(M.autopayNotYours);
    expect((await home.agents[0]!.inject({ method: 'POST', url: url(home.leaseId) })).json().message).toBe(M.autopayAlreadyOn);
  });

  it('charges the balance on the due day, once, off-session, and the webhook books it', async () => {
    const sentBefore = local.intents.length;
    await runDuePosting(t.app.ctx, { asOf: '2027-01-02' });
    const [attempt] = await attempts(t, home.leaseId);
    // January's rent and the deposit.
    expect(attempt).toMatchObject({
      status: 'pending',
      amountCents: 300_000,
      autopayPeriod: '2027-01',
      processorRef: 'pi_test_' + (sentBefore + 1),
    });
    const intent = local.intents.at(-1)!;
    expect(intent.form.get('amount')).toBe('300000');
    expect(intent.form.get('off_session')).toBe('true');
    expect(intent.form.get('confirm')).toBe('true');
    expect(intent.form.get('payment_method')).toMatch(/^pm_cs_test_/);
    expect(intent.form.get('metadata[online_payment_id]')).toBe(attempt!.id);
    expect(intent.idempotencyKey).toBe(`autopay-${attempt!.id}`);

    // A rerun the same day, and the next day, ask nothing more.
    await runDuePosting(t.app.ctx, { asOf: '2027-01-02' });
    await runDuePosting(t.app.ctx, { asOf: '2027-01-03' });
    expect(local.intents.length).toBe(sentBefore + 1);

    const succeeded = stripeEvent('evt_pi_ok_1', 'payment_intent.succeeded', {
      id: attempt!.processorRef,
      object: 'payment_intent',
      payment_method_types: ['card'],
      metadata: { online_payment_id: attempt!.id },
    });
    expect((await sendWebhook(t, succeeded)).json().outcome).toBe('succeeded');
    expect(await balance(t, home.leaseId)).toBe(0);
    expect((await mailTo(t, home.agents[0]!.email)).some((s) => s.startsWith('Payment received: $3,000.00'))).toBe(true);
  });

  it('tells the resident when the card is declined and does not try again that month', async () => {
    const own = await household(t);
    await turnOn(t, own.agents[0]!, own.leaseId, 'evt_setup_decline');
    local.declineNext();
    await runDuePosting(t.app.ctx, { asOf: '2027-01-03' });
    const [attempt] = await attempts(t, own.leaseId);
    expect(attempt).toMatchObject({ status: 'failed', failureMessage: 'Your card has insufficient funds.' });
    expect((await mailTo(t, own.agents[0]!.email)).some((s) => s.startsWith('Autopay could not pay your rent ($3,000.00)'))).toBe(true);
    const sent = local.intents.length;
    await runDuePosting(t.app.ctx, { asOf: '2027-01-04' });
    expect(local.intents.length).toBe(sent);
    expect(await balance(t, own.leaseId)).toBe(300_000);
    // The resident still pays by hand: the money page's list shows the failed attempt.
    const list = (await own.agents[0]!.inject({ method: 'GET', url: `/api/resident/leases/${own.leaseId}/payments` })).json().data;
    expect(list.payments[0]).toMatchObject({ status: 'failed', failure_message: 'Your card has insufficient funds.' });
  });

  it('asks again, under the same key, when the processor did not answer', async () => {
    const own = await household(t);
    await turnOn(t, own.agents[0]!, own.leaseId, 'evt_setup_drop');
    local.dropNext();
    await runDuePosting(t.app.ctx, { asOf: '2027-01-03' });
    let [attempt] = await attempts(t, own.leaseId);
    expect(attempt).toMatchObject({ status: 'pending', processorRef: null });
    await runDuePosting(t.app.ctx, { asOf: '2027-01-03' });
    const rows = await attempts(t, own.leaseId);
    expect(rows).toHaveLength(1);
    [attempt] = rows;
    expect(attempt!.processorRef).toMatch(/^pi_test_/);
    expect(local.intents.at(-1)!.idempotencyKey).toBe(`autopay-${attempt!.id}`);
  });

  it('charges only within the grace days, and nothing once turned off', async () => {
    const late = await household(t);
    await turnOn(t, late.agents[0]!, late.leaseId, 'evt_setup_late');
    // January 10: past January's five grace days.
    await runDuePosting(t.app.ctx, { asOf: '2027-01-10' });
    expect(await attempts(t, late.leaseId)).toHaveLength(0);

    const off = await late.agents[0]!.inject({ method: 'DELETE', url: url(late.leaseId) });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(M.autopayOff);
    const [row] = await t.app.ctx.db.select().from(autopayEnrollments).where(eq(autopayEnrollments.leaseId, late.leaseId));
    expect(row).toMatchObject({ enabled: false, paymentMethodRef: null });
    const trail = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(trail.map((a) => a.action).sort()).toEqual(['autopay.off', 'autopay.on']);
    await runDuePosting(t.app.ctx, { asOf: '2027-02-01' });
    expect(await attempts(t, late.leaseId)).toHaveLength(0);
    expect((await late.agents[0]!.inject({ method: 'DELETE', url: url(late.leaseId) })).statusCode).toBe(409);
  });

  it('ignores a saved method for an unknown, malformed or switched-off enrollment', async () => {
    for (const [id, enrollment] of [
      ['evt_bad_1', UNKNOWN],
      ['evt_bad_2', 'not-a-uuid'],
    ] as const) {
      const payload = stripeEvent(id, 'setup_intent.succeeded', {
        id: 'seti_x',
        object: 'setup_intent',
        payment_method: 'pm_x',
        metadata: { autopay_enrollment_id: enrollment },
      });
      expect((await sendWebhook(t, payload)).json().outcome, enrollment).toMatch(/^(no change|ignored)$/);
    }
  });

  it('answers 404 for another’s or an unknown lease, 401 without a resident session, 403 without the CSRF token', async () => {
    const stranger = (await household(t)).agents[0]!;
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      for (const id of [home.leaseId, UNKNOWN, 'nope']) {
        const res = await stranger.inject({ method, url: url(id) });
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json().message).toBe(M.leaseNotFound);
      }
      const origin = new URL(t.app.ctx.config.publicUrl).origin;
      expect((await t.app.inject({ method, url: url(home.leaseId), headers: { origin } })).statusCode).toBe(401);
      expect((await staff.inject({ method, url: url(home.leaseId) })).statusCode).toBe(401);
    }
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: url(home.leaseId),
      headers: { cookie: home.agents[0]!.cookie, origin: new URL(t.app.ctx.config.publicUrl).origin },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

describe('autopay without payment keys', () => {
  const t = useTestContext({ stripe: undefined });

  it('says it is not available and cannot be turned on', async () => {
    const own = await household(t);
    expect((await own.agents[0]!.inject({ method: 'GET', url: url(own.leaseId) })).json().data).toMatchObject({
      available: false,
      status: 'off',
    });
    const res = await own.agents[0]!.inject({ method: 'POST', url: url(own.leaseId) });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(M.unavailable);
  });
});
