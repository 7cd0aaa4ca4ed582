import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, savedSearches } from '../../db/schema';
import { TEST_ENGINE } from '../../test/context';
import { ChatClient, insertProperty } from '../chatbot/test-helpers';
import { runAlerts } from './alerts';
import { confirm, saveRequest, savedConfirmed, savedPending, searchRow, tokenIn } from './test-helpers';
import { useTestContext } from '../../test/app';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe(`saved-search alert job (${TEST_ENGINE})`, () => {
  const t = useTestContext();
  let n = 0;
  const address = () => `alerts${++n}-${Date.now()}@example.com`;

  beforeEach(async () => {
    await t.flushMail();
    t.mail.sent = [];
  });

  /** Queued alert mails to one address (read from the outbox: what was enqueued, sent or not). */
  const queuedTo = async (email: string) =>
    (await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) => m.subject.includes('match'));

  it('never mails an unconfirmed address', async () => {
    const email = address();
    const { id } = await savedPending(t, email, { city: 'Pendington' });
    await insertProperty(t, { title: 'Pending Place', city: 'Pendington', price: 900, bedrooms: 1 });
    // Even a search pushed "due" is skipped while unconfirmed.
    await t.app.ctx.db
      .update(savedSearches)
      .set({ nextCheckAt: new Date(0), checkedUntil: new Date(0) })
      .where(eq(savedSearches.id, id));
    await runAlerts(t.app.ctx, { now: new Date(Date.now() + 2 * DAY) });
    expect(await queuedTo(email)).toEqual([]);
    expect((await searchRow(t, id)).lastSentAt).toBeNull();
  });

  it('mails only new, matching, available homes, at most once a day', async () => {
    const email = address();
    await insertProperty(t, { title: 'Old Listing', city: 'Dailyton', price: 1000, bedrooms: 2 });
    const id = await savedConfirmed(t, email, { city: 'Dailyton', bedrooms: 2 });
    // Nothing new yet (the old listing predates the confirmation): no mail, looked at again in an hour.
    const t0 = new Date();
    await runAlerts(t.app.ctx, { now: t0 });
    expect(await queuedTo(email)).toEqual([]);
    expect((await searchRow(t, id)).nextCheckAt!.getTime()).toBe(t0.getTime() + HOUR);

    await insertProperty(t, { title: 'New Match', city: 'Dailyton', price: 1100, bedrooms: 3 });
    await insertProperty(t, { title: 'Too Small', city: 'Dailyton', price: 900, bedrooms: 1 });
    await insertProperty(t, { title: 'Rented Already', city: 'Dailyton', price: 900, bedrooms: 2, status: 'rented' });
    await insertProperty(t, { title: 'Elsewhere', city: 'Farville', price: 900, bedrooms: 2 });
    const t1 = new Date(Date.now() + 2 * HOUR);
    expect(await runAlerts(t.app.ctx, { now: t1 })).toBeGreaterThanOrEqual(1);
    const [first, ...rest] = await queuedTo(email);
    expect(rest).toEqual([]);
    expect(first.text).toContain('New Match');
    for (const other of ['Old Listing', 'Too Small', 'Rented Already', 'Elsewhere']) expect(first.text).not.toContain(other);
    expect(first.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect((await searchRow(t, id)).lastSentAt).toEqual(t1);

    // Another match the same day waits for the next day.
    // (Listed an hour after that mail, on the test's clock.)
    await insertProperty(t, {
      title: 'Second Match',
      city: 'Dailyton',
      price: 1200,
      bedrooms: 2,
      createdAt: new Date(t1.getTime() + HOUR),
    });
    await runAlerts(t.app.ctx, { now: new Date(t1.getTime() + 23 * HOUR) });
    expect(await queuedTo(email)).toHaveLength(1);
    await runAlerts(t.app.ctx, { now: new Date(t1.getTime() + DAY + 1000) });
    const mails = await queuedTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('Second Match');
    expect(mails[1].text).not.toContain('New Match');
    // Each mail has its own unsubscribe link.
    expect(tokenIn(mails[1] as never, '/saved-searches/unsubscribe')).not.toBe(tokenIn(first as never, '/saved-searches/unsubscribe'));
  });

  it('two runs at the same time send one mail per search, not two', async () => {
    const emails = [address(), address(), address()];
    const ids = [];
    for (const email of emails) ids.push(await savedConfirmed(t, email, { city: 'Racetown' }));
    await insertProperty(t, { title: 'Raced Home', city: 'Racetown', price: 1500, bedrooms: 2 });
    const now = new Date(Date.now() + HOUR);
    const [a, b] = await Promise.all([runAlerts(t.app.ctx, { now }), runAlerts(t.app.ctx, { now })]);
    expect(a + b).toBeGreaterThanOrEqual(emails.length);
    for (const email of emails) expect(await queuedTo(email)).toHaveLength(1);
    // And again later the same day: still one each.
    await Promise.all([
      runAlerts(t.app.ctx, { now: new Date(now.getTime() + HOUR) }),
      runAlerts(t.app.ctx, { now: new Date(now.getTime() + HOUR) }),
    ]);
    for (const email of emails) expect(await queuedTo(email)).toHaveLength(1);
  });

  it('removes searches never confirmed a week after their link expired', async () => {
    const { id } = await savedPending(t, address());
    await runAlerts(t.app.ctx, { now: new Date(Date.now() + 3 * DAY) });
    expect(await searchRow(t, id)).toBeDefined();
    await runAlerts(t.app.ctx, { now: new Date(Date.now() + 10 * DAY) });
    expect(await searchRow(t, id)).toBeUndefined();
  });

  it('"Email me new listings" in the chat saves the same double opt-in search', async () => {
    await insertProperty(t, { title: 'Chat Loft', city: 'Chatham', price: 1400, bedrooms: 2, propertyType: 'apartment' });
    const email = address();
    const c = new ChatClient(t);
    const { session_id } = await c.start();
    const results = await c.say(session_id, '2 bedroom apartment in Chatham under $1,500');
    expect(results.input_type).toBe('property_search_results');
    expect((await c.say(session_id, 'alerts')).input_type).toBe('email');
    const thanks = await c.say(session_id, email);
    expect(thanks.question).toContain(`We sent a link to ${email}`);

    await t.flushMail();
    const mail = t.mail.to(email).at(-1);
    expect(mail?.subject).toMatch(/^Confirm your email alert/);
    expect(mail?.text).toContain('Apartment · Chatham · 2+ bedrooms · Up to $1,500 a month');
    const token = tokenIn(mail, '/saved-searches/confirm');
    const [row] = await t.app.ctx.db.select().from(savedSearches).where(eq(savedSearches.source, 'chatbot'));
    expect(row).toMatchObject({
      status: 'pending',
      filters: { property_type: 'apartment', city: 'Chatham', bedrooms: 2, max_price: 1500 },
    });
    expect((await confirm(t, token)).statusCode).toBe(200);
    expect((await searchRow(t, row.id)).status).toBe('confirmed');
  });

  it('the web and the chat share one limit per address', async () => {
    const email = address();
    for (let i = 0; i < 3; i++) expect((await saveRequest(t, { email, filters: { city: `Shared ${i}` } })).statusCode).toBe(202);
    const c = new ChatClient(t);
    const { session_id } = await c.start();
    await c.say(session_id, 'apartment in Chatham');
    await c.say(session_id, 'alerts');
    // The chat goes on; no fourth confirmation mail is queued.
    expect((await c.say(session_id, email)).input_type).toBe('thank_you_message');
    const chatRows = await t.app.ctx.db.select().from(savedSearches).where(eq(savedSearches.source, 'chatbot'));
    expect(chatRows.every((r) => t.app.ctx.pii.decrypt(r.email) !== email)).toBe(true);
  });
});
