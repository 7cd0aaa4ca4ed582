import { beforeAll, describe, expect, it, vi } from 'vitest';

import { addQuestions, contact, retireAllQuestions, submit } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';

// Issue 18 item 6: a pre-screening response has a friendly reference SCR-XXXXXX, shown to the
// visitor and in admin, and searchable there. The random draw is replaced where a clash with a
// taken reference must be forced; the database and its unique index are real.
const draws: string[] = [];
vi.mock('./reference', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./reference')>();
  return { ...actual, newScreeningReference: () => draws.shift() ?? actual.newScreeningReference() };
});

const REFERENCE = /^SCR-[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{6}$/;

describe('pre-screening references', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let questionId: string;

  beforeAll(async () => {
    await retireAllQuestions(t);
    [{ id: questionId }] = await addQuestions(admin, [{ question_text: 'Where do you work?' }]);
  });

  const send = (who: Partial<typeof contact> = {}) =>
    submit(t, { ...contact, ...who, answers: [{ question_id: questionId, answer_text: 'Albany Med' }] });

  it('answers a fresh SCR- reference with the response, and the e-mails quote it', async () => {
    await t.flushMail();
    t.mail.sent = [];
    const res = await send({ full_name: 'Riley Reference', email: 'riley.ref@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.reference).toMatch(REFERENCE);
    expect(data.response_id).toMatch(/^[0-9a-f-]{36}$/);

    await t.flushMail();
    const [receipt] = t.mail.to('riley.ref@example.com');
    expect(receipt.text).toContain(`Your reference id is ${data.reference}.`);
    expect(receipt.text).toContain('within 24-48 hours');
    const [office] = t.mail.to(t.config.site.email);
    expect(office.subject).toBe(`New pre-screening response ${data.reference} from Riley Reference`);
    expect(office.text).toContain(data.reference);
  });

  it('shows the reference in the admin list and detail and finds a response by it', async () => {
    const a = (await send({ full_name: 'Avery Search', email: 'avery.search@example.com' })).json().data;
    const b = (await send({ full_name: 'Blake Other', email: 'blake.other@example.com' })).json().data;

    const list = await admin.inject({ method: 'GET', url: '/api/admin/screening/responses' });
    const row = list.json().data.responses.find((r: { id: string }) => r.id === a.response_id);
    expect(row.reference).toBe(a.reference);

    const detail = await admin.inject({ method: 'GET', url: `/api/admin/screening/responses/${a.response_id}` });
    expect(detail.json().data.reference).toBe(a.reference);

    for (const search of [a.reference, a.reference.toLowerCase(), a.reference.slice(4), ` ${a.reference.slice(2, 9)} `]) {
      const found = await admin.inject({ method: 'GET', url: `/api/admin/screening/responses?search=${encodeURIComponent(search)}` });
      expect(found.statusCode).toBe(200);
      const ids = found.json().data.responses.map((r: { id: string }) => r.id);
      expect(ids, search).toContain(a.response_id);
      expect(ids, search).not.toContain(b.response_id);
    }
  });

  it('draws another reference when the first one is taken', async () => {
    draws.push('SCR-TAKEN2');
    const first = (await send({ full_name: 'First Taker' })).json().data;
    expect(first.reference).toBe('SCR-TAKEN2');
    draws.push('SCR-TAKEN2', 'SCR-TAKEN2', 'SCR-FRESH3');
    const second = await send({ full_name: 'Second Taker' });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.reference).toBe('SCR-FRESH3');
  });

  it('gives up after five taken references with a 500 that names no value, leaving nothing half-written', async () => {
    const before = (await admin.inject({ method: 'GET', url: '/api/admin/screening/responses' })).json().data.stats.total;
    draws.push(...Array(5).fill('SCR-TAKEN2'));
    const res = await send({ full_name: 'Unlucky Taker' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SCR-TAKEN2');
    const after = (await admin.inject({ method: 'GET', url: '/api/admin/screening/responses' })).json().data.stats.total;
    expect(after).toBe(before);
  });

  it('keeps the admin list behind a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/screening/responses?search=SCR-' });
    expect(res.statusCode).toBe(401);
  });
});
