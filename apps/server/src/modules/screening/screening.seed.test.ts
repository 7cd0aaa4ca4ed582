import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { screeningQuestions, screeningResponses } from '../../db/schema';
import { seedScreening } from '../../seed/screening';

import { loginAsAdmin } from '../../test/http';
import { insertProperty } from './test-helpers';
import { useTestContext } from '../../test/app';

describe('screening demo seed', () => {
  const t = useTestContext();

  it('adds six tagged questions only, when there is no property to recommend', async () => {
    await seedScreening(t.app.ctx);
    const questions = (await t.app.inject({ method: 'GET', url: '/api/public/screening/questions' })).json().data;
    expect(questions).toHaveLength(6);
    expect(questions.map((q: { question_type: string }) => q.question_type)).toEqual([
      'number',
      'text',
      'number',
      'number',
      'date',
      'yesno',
    ]);
    const [{ n }] = await t.app.ctx.db.select({ n: count() }).from(screeningResponses);
    expect(Number(n)).toBe(0);
  });

  it('adds sample responses with real recommendations once homes exist, and never twice', async () => {
    await t.app.ctx.db.delete(screeningQuestions);
    await insertProperty(t, { city: 'Albany', price: 1450, bedrooms: 2, petPolicy: 'cats-allowed' });
    await insertProperty(t, { city: 'Ithaca', price: 1100, bedrooms: 1 });
    await insertProperty(t, { city: 'Saratoga Springs', price: 2500, bedrooms: 3, bathrooms: 2, propertyType: 'house' });
    await seedScreening(t.app.ctx);
    await seedScreening(t.app.ctx);

    const admin = await loginAsAdmin(t);
    const list = (await admin.inject({ method: 'GET', url: '/api/admin/screening/responses' })).json().data;
    expect(list.stats).toEqual({ total: 3, replied: 1, pending: 2 });
    for (const r of list.responses) {
      expect(r.answers_count).toBe(6);
      expect(r.recommendation_count).toBeGreaterThan(0);
    }
    const [{ n }] = await t.app.ctx.db.select({ n: count() }).from(screeningQuestions);
    expect(Number(n)).toBe(6);
    // Demo addresses get no e-mail.
    await t.flushMail();
    expect(t.mail.sent).toHaveLength(0);
  });
});
