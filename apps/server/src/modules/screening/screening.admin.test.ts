import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SCREENING_MESSAGES, type AdminScreeningQuestion } from '@rentfront/shared';
import { propertyMedia, screeningAnswers, screeningQuestions, screeningResponses } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import { addQuestions, insertProperty, retireAllQuestions, submit } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';

const MISSING_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('admin pre-screening', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let asked: AdminScreeningQuestion[];
  const ids: Record<string, string> = {};

  async function respond(fullName: string, email: string, phone: string, answers: { question_id: string; [k: string]: unknown }[]) {
    const res = await submit(t, { full_name: fullName, email, phone, answers });
    if (res.statusCode !== 201) throw new Error(`submit failed: ${res.body}`);
    return res.json().data.response_id as string;
  }

  beforeAll(async () => {
    asked = await addQuestions(admin, [
      { question_text: 'Monthly budget?', question_type: 'number', criterion: 'budget_max' },
      { question_text: 'Move-in date?', question_type: 'date', is_required: false },
    ]);
    const flat = await insertProperty(t, { title: 'Albany flat', price: 1200 });
    await t.app.ctx.db.insert(propertyMedia).values({ propertyId: flat, url: '/media/test/flat.webp', isCover: true });
    ids.ana = await respond('Ana Alvarez', 'ana@example.com', '(518) 555-0101', [
      { question_id: asked[0].id, answer_number: 1500 },
      { question_id: asked[1].id, answer_date: '2030-04-01' },
    ]);
    ids.ben = await respond('Ben Brown', 'ben.b@example.org', '518-555-0202', [{ question_id: asked[0].id, answer_number: 0 }]);
    ids.cy = await respond('Cy 100%_Real', 'cy@example.net', '+1 607 555 0303', [{ question_id: asked[0].id, answer_number: 900 }]);
    // Newest first needs distinct times.
    const base = Date.now() - 60_000;
    for (const [i, key] of ['ana', 'ben', 'cy'].entries()) {
      await t.app.ctx.db
        .update(screeningResponses)
        .set({ createdAt: new Date(base + i * 1000) })
        .where(eq(screeningResponses.id, ids[key]));
    }
  });

  describe('responses list', () => {
    it('lists newest first with counts and stats', async () => {
      const res = await admin.inject({ method: 'GET', url: '/api/admin/screening/responses' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.responses.map((r: { id: string }) => r.id)).toEqual([ids.cy, ids.ben, ids.ana]);
      expect(data.responses[2]).toMatchObject({
        full_name: 'Ana Alvarez',
        email: 'ana@example.com',
        phone: '(518) 555-0101',
        message: null,
        answers_count: 2,
        has_admin_reply: false,
        admin_reply: null,
        replied_at: null,
        recommendation_count: 1,
      });
      expect(data.pagination).toEqual({ total: 3, limit: 20, offset: 0, has_next: false, has_prev: false, total_capped: false });
      expect(data.stats).toEqual({ total: 3, replied: 0, pending: 3 });
    });

    it('pages by limit and offset', async () => {
      const first = (await admin.inject({ method: 'GET', url: '/api/admin/screening/responses?limit=2' })).json().data;
      expect(first.responses.map((r: { id: string }) => r.id)).toEqual([ids.cy, ids.ben]);
      expect(first.pagination).toEqual({ total: 3, limit: 2, offset: 0, has_next: true, has_prev: false, total_capped: false });
      const second = (await admin.inject({ method: 'GET', url: '/api/admin/screening/responses?limit=2&offset=2' })).json().data;
      expect(second.responses.map((r: { id: string }) => r.id)).toEqual([ids.ana]);
      expect(second.pagination).toMatchObject({ has_next: false, has_prev: true });
      for (const bad of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
        const res = await admin.inject({ method: 'GET', url: `/api/admin/screening/responses?${bad}` });
        expect(res.statusCode, bad).toBe(400);
      }
    });

    it('searches name, e-mail and phone, case-insensitively, with the stats of all responses', async () => {
      const search = async (q: string) => {
        const res = await admin.inject({ method: 'GET', url: `/api/admin/screening/responses?search=${encodeURIComponent(q)}` });
        expect(res.statusCode).toBe(200);
        return res.json().data;
      };
      expect((await search('ALVAREZ')).responses.map((r: { id: string }) => r.id)).toEqual([ids.ana]);
      expect((await search('example.org')).responses.map((r: { id: string }) => r.id)).toEqual([ids.ben]);
      expect((await search('555-0202')).responses.map((r: { id: string }) => r.id)).toEqual([ids.ben]);
      // Digits alone find a phone written with brackets, spaces or dashes.
      expect((await search('5185550101')).responses.map((r: { id: string }) => r.id)).toEqual([ids.ana]);
      // LIKE wildcards are plain text.
      expect((await search('100%_')).responses.map((r: { id: string }) => r.id)).toEqual([ids.cy]);
      // A search of only symbols names nothing (no trigram index could serve it): it matches nothing.
      expect((await search('%')).responses).toHaveLength(0);
      expect((await search('A_a')).responses).toHaveLength(0);
      const none = await search('nobody');
      expect(none.pagination.total).toBe(0);
      expect(none.stats.total).toBe(3);
    });
  });

  describe('response detail', () => {
    it('shows every answer with its question text and type, and the recommendations', async () => {
      const res = await admin.inject({ method: 'GET', url: `/api/admin/screening/responses/${ids.ana}` });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ id: ids.ana, full_name: 'Ana Alvarez', answers_count: 2 });
      expect(data.answers).toEqual([
        expect.objectContaining({
          question_id: asked[0].id,
          question_text: 'Monthly budget?',
          question_type: 'number',
          criterion: 'budget_max',
          answer_number: 1500,
          answer_text: null,
        }),
        expect.objectContaining({ question_text: 'Move-in date?', question_type: 'date', answer_date: '2030-04-01' }),
      ]);
      expect(data.recommendations).toMatchObject({
        generated: true,
        property_count: 1,
        message: 'We found 1 property that matches your answers.',
        criteria: { budget_max: 1500 },
        url: '/properties?max_price=1500',
        properties: [{ title: 'Albany flat', price: 1200, score: 100, cover_image: '/media/test/flat.webp' }],
      });
    });

    it('keeps 0 as an answer', async () => {
      const data = (await admin.inject({ method: 'GET', url: `/api/admin/screening/responses/${ids.ben}` })).json().data;
      expect(data.answers[0].answer_number).toBe(0);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [MISSING_ID, 'nope', '1']) {
        const res = await admin.inject({ method: 'GET', url: `/api/admin/screening/responses/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe(SCREENING_MESSAGES.responseNotFound);
      }
    });
  });

  describe('reply', () => {
    it('refuses a blank or oversized reply', async () => {
      for (const payload of [{ reply_message: '   ' }, {}, { reply_message: 'x'.repeat(5001) }]) {
        const res = await admin.inject({ method: 'PUT', url: `/api/admin/screening/responses/${ids.ben}/reply`, payload });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.reply_message).toBeDefined();
      }
      const blank = await admin.inject({
        method: 'PUT',
        url: `/api/admin/screening/responses/${ids.ben}/reply`,
        payload: { reply_message: ' ' },
      });
      expect(blank.json().detail).toBe(SCREENING_MESSAGES.replyBlank);
    });

    it('stores the reply, marks it replied and e-mails the respondent', async () => {
      await t.flushMail();
      t.mail.sent = [];
      const res = await admin.inject({
        method: 'PUT',
        url: `/api/admin/screening/responses/${ids.ben}/reply`,
        payload: { reply_message: '  We have a <great> match for you.  ' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: SCREENING_MESSAGES.replySuccess,
        data: { id: ids.ben, has_admin_reply: true, admin_reply: 'We have a <great> match for you.' },
      });
      expect(res.json().data.replied_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      await t.flushMail();
      const mails = t.mail.to('ben.b@example.org');
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('We have a <great> match for you.');
      expect(mails[0].html).toContain('We have a &lt;great&gt; match for you.');

      const list = (await admin.inject({ method: 'GET', url: '/api/admin/screening/responses' })).json().data;
      expect(list.stats).toEqual({ total: 3, replied: 1, pending: 2 });
      const detail = (await admin.inject({ method: 'GET', url: `/api/admin/screening/responses/${ids.ben}` })).json().data;
      expect(detail).toMatchObject({ has_admin_reply: true, admin_reply: 'We have a <great> match for you.' });
    });

    it('answers 404 for an unknown or malformed id and sends nothing', async () => {
      await t.flushMail();
      t.mail.sent = [];
      for (const id of [MISSING_ID, 'bad-id']) {
        const res = await admin.inject({
          method: 'PUT',
          url: `/api/admin/screening/responses/${id}/reply`,
          payload: { reply_message: 'Hi' },
        });
        expect(res.statusCode).toBe(404);
      }
      await t.flushMail();
      expect(t.mail.sent).toHaveLength(0);
    });
  });

  describe('delete response', () => {
    it('deletes the response with its answers, then answers 404', async () => {
      const id = await respond('Del Ete', 'del@example.com', '5185550999', [{ question_id: asked[0].id, answer_number: 1 }]);
      const res = await admin.inject({ method: 'DELETE', url: `/api/admin/screening/responses/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: SCREENING_MESSAGES.deleteResponseSuccess });
      expect(await t.app.ctx.db.select().from(screeningAnswers).where(eq(screeningAnswers.responseId, id))).toHaveLength(0);
      expect((await admin.inject({ method: 'GET', url: `/api/admin/screening/responses/${id}` })).statusCode).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: `/api/admin/screening/responses/${id}` })).statusCode).toBe(404);
      expect((await admin.inject({ method: 'DELETE', url: '/api/admin/screening/responses/zzz' })).statusCode).toBe(404);
    });
  });

  describe('questions', () => {
    it('creates several at once with defaults, dropping blank ones, after the last order', async () => {
      const before = (await admin.inject({ method: 'GET', url: '/api/admin/screening/questions' })).json().data as AdminScreeningQuestion[];
      const last = Math.max(...before.map((q) => q.order));
      const res = await admin.inject({
        method: 'POST',
        url: '/api/admin/screening/questions/bulk',
        payload: {
          questions: [
            { question_text: '  Where do you work?  ' },
            { question_text: '   ' },
            { question_text: 'Do you have pets?', question_type: 'yesno', is_required: false, placeholder_text: '', criterion: 'pets' },
            { question_type: 'number' },
          ],
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('2 questions created successfully');
      const created = res.json().data.created_questions;
      expect(created).toEqual([
        expect.objectContaining({
          question_text: 'Where do you work?',
          question_type: 'text',
          is_required: true,
          placeholder_text: null,
          criterion: null,
          is_active: true,
          order: last + 1,
        }),
        expect.objectContaining({
          question_text: 'Do you have pets?',
          question_type: 'yesno',
          is_required: false,
          criterion: 'pets',
          order: last + 2,
        }),
      ]);
      const after = (await admin.inject({ method: 'GET', url: '/api/admin/screening/questions' })).json().data;
      expect(after.slice(-2).map((q: { id: string }) => q.id)).toEqual(created.map((q: { id: string }) => q.id));
    });

    it('refuses none, only blank, more than 20, bad types and criteria that do not fit', async () => {
      const post = (payload: unknown) =>
        admin.inject({ method: 'POST', url: '/api/admin/screening/questions/bulk', payload: payload as Record<string, unknown> });
      for (const payload of [{ questions: [] }, { questions: [{ question_text: '  ' }, {}] }, {}]) {
        const res = await post(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe(SCREENING_MESSAGES.addAtLeastOne);
      }
      const tooMany = await post({ questions: Array.from({ length: 21 }, (_, i) => ({ question_text: `Q${i}` })) });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().detail).toBe(SCREENING_MESSAGES.tooManyQuestions);
      const twenty = await post({ questions: Array.from({ length: 20 }, (_, i) => ({ question_text: `Batch ${i}` })) });
      expect(twenty.statusCode).toBe(201);
      expect(twenty.json().message).toBe('20 questions created successfully');
      expect((await post({ questions: [{ question_text: 'Q', question_type: 'choice' }] })).statusCode).toBe(400);
      expect((await post({ questions: [{ question_text: 'Q', criterion: 'salary' }] })).statusCode).toBe(400);
      const mismatch = await post({ questions: [{ question_text: 'Budget?', question_type: 'text', criterion: 'budget_max' }] });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors).toEqual({ 'questions.0.criterion': SCREENING_MESSAGES.criterionTypeMismatch });
      expect((await post({ questions: [{ question_text: 'x'.repeat(501) }] })).statusCode).toBe(400);
    });

    it('deletes a question softly: it is no longer asked and old answers keep its text', async () => {
      await retireAllQuestions(t);
      const [kept, temp] = await addQuestions(admin, [
        { question_text: 'Kept question?', question_type: 'number' },
        { question_text: 'Temporary question?', is_required: false },
      ]);
      const id = await respond('Old Answer', 'old@example.com', '5185550777', [
        { question_id: kept.id, answer_number: 1000 },
        { question_id: temp.id, answer_text: 'Kept' },
      ]);
      const res = await admin.inject({ method: 'DELETE', url: `/api/admin/screening/questions/${temp.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SCREENING_MESSAGES.deleteQuestionSuccess);

      const [row] = await t.app.ctx.db.select().from(screeningQuestions).where(eq(screeningQuestions.id, temp.id));
      expect(row.isActive).toBe(false);
      const lists = await Promise.all(
        ['/api/admin/screening/questions', '/api/public/screening/questions'].map(
          async (url) => (await admin.inject({ method: 'GET', url })).json().data as { id: string }[],
        ),
      );
      for (const list of lists) expect(list.map((q) => q.id)).not.toContain(temp.id);
      const detail = (await admin.inject({ method: 'GET', url: `/api/admin/screening/responses/${id}` })).json().data;
      expect(detail.answers).toContainEqual(
        expect.objectContaining({ question_id: temp.id, question_text: 'Temporary question?', question_type: 'text', answer_text: 'Kept' }),
      );
      const late = await submit(t, {
        full_name: 'Late',
        email: 'late@example.com',
        phone: '5185550888',
        answers: [
          { question_id: kept.id, answer_number: 1 },
          { question_id: temp.id, answer_text: 'x' },
        ],
      });
      expect(late.statusCode).toBe(400);

      for (const target of [temp.id, MISSING_ID, 'abc']) {
        expect((await admin.inject({ method: 'DELETE', url: `/api/admin/screening/questions/${target}` })).statusCode).toBe(404);
      }
    });

    it('reorders the active questions', async () => {
      await retireAllQuestions(t);
      const [a, b, c] = await addQuestions(admin, [{ question_text: 'A' }, { question_text: 'B' }, { question_text: 'C' }]);
      const res = await admin.inject({ method: 'PUT', url: '/api/admin/screening/questions/order', payload: { ids: [b.id, c.id, a.id] } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((q: { id: string; order: number }) => [q.id, q.order])).toEqual([
        [b.id, 1],
        [c.id, 2],
        [a.id, 3],
      ]);
      const pub = (await t.app.inject({ method: 'GET', url: '/api/public/screening/questions' })).json().data;
      expect(pub.map((q: { question_text: string }) => q.question_text)).toEqual(['B', 'C', 'A']);

      for (const ids of [[b.id, c.id], [b.id, c.id, a.id, a.id], [b.id, c.id, MISSING_ID], [b.id, c.id, 'x'], []]) {
        const bad = await admin.inject({ method: 'PUT', url: '/api/admin/screening/questions/order', payload: { ids } });
        expect(bad.statusCode, JSON.stringify(ids)).toBe(400);
      }
      // A refused order changes nothing.
      const again = (await admin.inject({ method: 'GET', url: '/api/admin/screening/questions' })).json().data;
      expect(again.map((q: { id: string }) => q.id)).toEqual([b.id, c.id, a.id]);
    });
  });

  describe('access', () => {
    const routes: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/screening/responses'],
      ['GET', `/api/admin/screening/responses/${MISSING_ID}`],
      ['PUT', `/api/admin/screening/responses/${MISSING_ID}/reply`, { reply_message: 'Hi' }],
      ['DELETE', `/api/admin/screening/responses/${MISSING_ID}`],
      ['GET', '/api/admin/screening/questions'],
      ['POST', '/api/admin/screening/questions/bulk', { questions: [{ question_text: 'Q' }] }],
      ['PUT', '/api/admin/screening/questions/order', { ids: [MISSING_ID] }],
      ['DELETE', `/api/admin/screening/questions/${MISSING_ID}`],
    ];

    it('answers 401 without a session', async () => {
      for (const [method, url, payload] of routes) {
        const res = await t.app.inject({ method: method as 'GET', url, payload, headers: { origin: TEST_ORIGIN } });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('answers 403 to a cross-site write or one without the CSRF token', async () => {
      for (const [method, url, payload] of routes.filter(([m]) => m !== 'GET')) {
        const crossSite = await admin.inject({ method: method as 'PUT', url, payload, headers: { origin: 'https://evil.example' } });
        expect(crossSite.statusCode, `${method} ${url}`).toBe(403);
        const noToken = await admin.inject({ method: method as 'PUT', url, payload, headers: { 'x-csrf-token': '' } });
        expect(noToken.statusCode, `${method} ${url}`).toBe(403);
      }
    });
  });
});
