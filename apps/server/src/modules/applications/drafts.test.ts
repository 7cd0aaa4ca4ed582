import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, type ApplicationDocument } from '@rentfront/shared';
import { DRAFT_MESSAGES as D } from '@rentfront/shared/application-drafts';
import { applicationDrafts, applications } from '../../db/schema';
import { BIRTH_DATE, fullApplicationBody, LICENSE, minimalApplicationBody, SSN } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { asVisitor, freshIp } from '../../test/http';
import { useTestContext } from '../../test/app';
import { sha256 } from '../../platform/crypto';
import { purgeExpiredDrafts } from './drafts';

const EMAIL = 'casey.draft@example.com';

/** The wizard's form values after step 2, as the web app sends them. */
function stepTwoValues(extra: Record<string, string> = {}) {
  return {
    personal_information: {
      full_name: 'Casey Draft',
      email: EMAIL,
      phone_number: '(518) 555-0142',
      date_of_birth: '',
      social_security_number: '',
      drivers_license_number: '',
      emergency_contact: { name: '', relationship: '', phone_number: '' },
      ...extra,
    },
    references: { personal_references: [{ name: 'Robin', relationship: 'Friend', phone_number: '', email: '', years_known: '4' }] },
  };
}

describe('application drafts (issue 34 item 3)', () => {
  const t = useTestContext();
  const visitor = () => asVisitor(t);
  let propertyId: string;

  beforeAll(async () => {
    propertyId = (await createProperty(t, { title: 'Harbor View Flat', price: 2100 })).id;
  });

  async function startDraft(email = EMAIL, ip = freshIp()) {
    const res = await visitor()({
      method: 'POST',
      url: '/api/applications/drafts',
      payload: { property_id: propertyId, email },
      remoteAddress: ip,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.draft_token as string;
  }
  const read = (token: string) => visitor()({ method: 'GET', url: `/api/applications/drafts/${token}`, remoteAddress: freshIp() });
  const save = (token: string, payload: unknown) =>
    visitor()({ method: 'PUT', url: `/api/applications/drafts/${token}`, payload: payload as object, remoteAddress: freshIp() });
  const submit = (token: string, payload: unknown, key?: string) =>
    visitor()({
      method: 'POST',
      url: `/api/applications/drafts/${token}/submit`,
      payload: payload as object,
      remoteAddress: freshIp(),
      headers: key ? { 'idempotency-key': key } : {},
    });

  const draftRow = (token: string) =>
    t.app.ctx.db
      .select()
      .from(applicationDrafts)
      .where(eq(applicationDrafts.tokenHash, sha256(token)));
  const expire = (token: string) =>
    t.app.ctx.db
      .update(applicationDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(applicationDrafts.tokenHash, sha256(token)));

  it('starts a draft and e-mails a link that continues it, valid 30 days', async () => {
    const token = await startDraft();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await t.flushMail();
    const mail = t.mail.to(EMAIL).at(-1)!;
    expect(mail.subject).toBe('Continue your rental application for Harbor View Flat');
    expect(mail.text).toContain(`${t.config.publicUrl}/apply/resume/${token}`);
    // Only the hash is stored.
    const rows = await t.app.ctx.db.select().from(applicationDrafts).where(eq(applicationDrafts.email, EMAIL));
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    const res = await read(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = res.json().data;
    expect(view).toMatchObject({ property_id: propertyId, email: EMAIL, step: 1, completed: [], values: {} });
    const days = (Date.parse(view.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('saves each step and gives the sensitive fields back masked only, stored encrypted', async () => {
    const token = await startDraft();
    const saved = await save(token, {
      step: 4,
      completed: [2, 1, 2],
      values: stepTwoValues({ social_security_number: '123456789', date_of_birth: BIRTH_DATE, drivers_license_number: LICENSE }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(D.saved);
    const view = (await read(token)).json().data;
    expect(view.step).toBe(4);
    expect(view.completed).toEqual([1, 2]);
    expect(view.values.personal_information.full_name).toBe('Casey Draft');
    expect(view.values.personal_information).not.toHaveProperty('social_security_number');
    expect(view.sensitive_saved).toEqual({
      date_of_birth: '****-**-**',
      social_security_number: '***-**-6789',
      drivers_license_number: '****7890',
    });
    const [row] = await draftRow(token);
    expect(JSON.stringify(row.sensitive)).not.toContain('6789');
    expect(JSON.stringify(row.sensitive)).not.toContain(BIRTH_DATE);

    // A later step sends the fields blank (the form never shows them again): they are kept.
    await save(token, { step: 5, completed: [1, 2, 4], values: stepTwoValues() });
    expect((await read(token)).json().data.sensitive_saved.social_security_number).toBe('***-**-6789');
  });

  it('refuses a sensitive value that breaks its rule, saving nothing (400)', async () => {
    const token = await startDraft();
    const res = await save(token, { step: 3, completed: [1, 2], values: stepTwoValues({ social_security_number: '12-34' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'personal_information.social_security_number': M.invalidSsn });
    expect((await read(token)).json().data.step).toBe(1);
  });

  it('refuses bad shapes and oversized bodies', async () => {
    const token = await startDraft();
    for (const payload of [
      { step: 0, completed: [], values: {} },
      { step: 3, completed: [12], values: {} },
      { step: 3, completed: [], values: { Bad_Name: 'x' } },
      { step: 3, completed: [], values: { personal_information: { full_name: 'x'.repeat(4001) } } },
      { step: 3, completed: [], values: {}, extra: true },
      { step: 3, completed: [], values: { a: { b: { c: [1] } } } },
    ]) {
      const res = await save(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const big = {
      step: 3,
      completed: [],
      values: {
        notes: Array.from({ length: 10 }, () => 'x'.repeat(4000)),
        more: 'y'.repeat(4000),
        list: Array.from({ length: 10 }, () => ({ a: 'z'.repeat(3000) })),
      },
    };
    const res = await save(token, big);
    expect(res.statusCode).toBe(413);
  });

  it('refuses a draft for an unknown property (404) and a bad e-mail (400)', async () => {
    const unknown = await visitor()({
      method: 'POST',
      url: '/api/applications/drafts',
      payload: { property_id: crypto.randomUUID(), email: EMAIL },
      remoteAddress: freshIp(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.propertyNotFound);
    const bad = await visitor()({
      method: 'POST',
      url: '/api/applications/drafts',
      payload: { property_id: propertyId, email: 'nope' },
      remoteAddress: freshIp(),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers tampered and unknown links with 404, expired ones with 410', async () => {
    const token = await startDraft();
    for (const wrong of ['short', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'x'.repeat(43)]) {
      expect((await read(wrong)).statusCode).toBe(404);
      expect((await save(wrong, { step: 2, completed: [], values: {} })).statusCode).toBe(404);
    }
    expect((await read('x'.repeat(43))).json().message).toBe(D.notFound);
    await expire(token);
    const expired = await read(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ success: false, message: D.expired, code: 'draft_expired' });
    expect((await save(token, { step: 2, completed: [], values: {} })).statusCode).toBe(410);
  });

  it('submits with the saved sensitive values, once, and the link then says it was submitted', async () => {
    const token = await startDraft();
    await save(token, { step: 9, completed: [1, 2, 8], values: stepTwoValues({ social_security_number: SSN }) });
    const body = minimalApplicationBody(propertyId, 'Casey Draft', EMAIL);
    const res = await submit(token, body, 'draft-key-0001');
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json().data;
    expect(result.status_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.app.ctx.db.select().from(applications).where(eq(applications.id, result.application_id));
    const doc = row.document as unknown as ApplicationDocument;
    // Stored encrypted like any application: ciphertext, not the number.
    expect(doc.personal_information.social_security_number).not.toContain('6789');
    expect(doc.personal_information.social_security_number).toBeTruthy();
    const again = await submit(token, body, 'draft-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.application_id).toBe(result.application_id);
    const other = await submit(token, body, 'draft-key-0002');
    expect(other.statusCode).toBe(410);
    expect(other.json()).toMatchObject({ message: D.alreadySubmitted, code: 'draft_submitted' });
    expect((await read(token)).statusCode).toBe(410);
    // The draft keeps none of the answers once the application has them.
    const [draft] = await t.app.ctx.db.select().from(applicationDrafts).where(eq(applicationDrafts.applicationId, result.application_id));
    expect(draft.values).toEqual({});
    expect(draft.sensitive).toEqual({});
  });

  it('two submits at once make one application', async () => {
    const token = await startDraft();
    const body = minimalApplicationBody(propertyId, 'Casey Twice', EMAIL);
    const [a, b] = await Promise.all([submit(token, body), submit(token, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 410]);
    const count = await t.app.ctx.db.select({ id: applications.id }).from(applications).where(eq(applications.fullName, 'Casey Twice'));
    expect(count).toHaveLength(1);
  });

  it('checks the submit like the spec submit: the rules, and the draft property', async () => {
    const token = await startDraft();
    const missing = await submit(token, { property_id: propertyId, personal_information: { full_name: 'Casey' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.fixValidation);
    expect(missing.json().errors['personal_information.email']).toBe(M.emailRequired);
    const other = (await createProperty(t, { title: 'Other Place' })).id;
    const mismatch = await submit(token, fullApplicationBody(other));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(D.propertyMismatch);
    expect((await read(token)).statusCode).toBe(200);
  });

  it('purges drafts 30 days old, submitted or not', async () => {
    const token = await startDraft();
    await expire(token);
    expect(await purgeExpiredDrafts(t.app.ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await read(token)).statusCode).toBe(404);
  });

  it('limits drafts per address (429)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await startDraft(EMAIL, ip);
    const res = await visitor()({
      method: 'POST',
      url: '/api/applications/drafts',
      payload: { property_id: propertyId, email: EMAIL },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(D.tooManyDrafts);
  });
});
