import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SCREENING_MESSAGES, type AdminScreeningQuestion } from '@rentfront/shared';
import { propertyMedia, screeningAnswers, screeningRecommendations, screeningResponses } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import { addQuestions, contact, insertProperty, nextIp, retireAllQuestions, submit } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';
import { postBrokenJson, postFromOtherSite } from '../../test/refusals';

describe('public screening', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  describe('questions', () => {
    it('lists only active questions, in order, without admin fields', async () => {
      await retireAllQuestions(t);
      const empty = await t.app.inject({ method: 'GET', url: '/api/public/screening/questions' });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({ success: true, data: [] });

      const [a, b, c] = await addQuestions(admin, [
        { question_text: 'First?' },
        { question_text: 'Second?', question_type: 'number', is_required: false, placeholder_text: 'e.g. 2' },
        { question_text: 'Third?', question_type: 'yesno' },
      ]);
      await admin.inject({ method: 'PUT', url: '/api/admin/screening/questions/order', payload: { ids: [c.id, a.id, b.id] } });
      await admin.inject({ method: 'DELETE', url: `/api/admin/screening/questions/${a.id}` });

      const res = await t.app.inject({ method: 'GET', url: '/api/public/screening/questions' });
      expect(res.json().data).toEqual([
        { id: c.id, question_text: 'Third?', question_type: 'yesno', is_required: true, placeholder_text: null, order: 1 },
        { id: b.id, question_text: 'Second?', question_type: 'number', is_required: false, placeholder_text: 'e.g. 2', order: 3 },
      ]);
    });
  });

  describe('submitting', () => {
    let q: Record<'text' | 'number' | 'date' | 'yesno' | 'optional', AdminScreeningQuestion>;
    beforeEach(async () => {
      await retireAllQuestions(t);
      const [text, number, date, yesno, optional] = await addQuestions(admin, [
        { question_text: 'Where do you work?', question_type: 'text' },
        { question_text: 'How many people will live with you?', question_type: 'number' },
        { question_text: 'When would you like to move in?', question_type: 'date' },
        { question_text: 'Do you smoke?', question_type: 'yesno' },
        { question_text: 'Anything else?', question_type: 'text', is_required: false },
      ]);
      q = { text, number, date, yesno, optional };
    });

    const validAnswers = () => [
      { question_id: q.text.id, answer_text: '  Albany Med  ' },
      { question_id: q.number.id, answer_number: 0 },
      { question_id: q.date.id, answer_date: '2030-06-01' },
      { question_id: q.yesno.id, answer_yesno: 'yes' },
    ];

    it('stores a valid response with every answer in its type and the question as asked', async () => {
      const res = await submit(t, { ...contact, message: '  Looking forward  ', answers: validAnswers() });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: SCREENING_MESSAGES.submitSuccess });
      const id = body.data.response_id as string;

      const [row] = await t.app.ctx.db.select().from(screeningResponses).where(eq(screeningResponses.id, id));
      expect(row).toMatchObject({ fullName: 'Jane Renter', email: contact.email, phone: contact.phone, message: 'Looking forward' });
      const answers = await t.app.ctx.db.select().from(screeningAnswers).where(eq(screeningAnswers.responseId, id));
      const byQuestion = Object.fromEntries(answers.map((a) => [a.questionId, a]));
      expect(byQuestion[q.text.id]).toMatchObject({ questionText: 'Where do you work?', questionType: 'text', answerText: 'Albany Med' });
      // 0 is a value, kept as 0.
      expect(byQuestion[q.number.id]).toMatchObject({ questionType: 'number', answerNumber: 0, answerText: null });
      expect(byQuestion[q.date.id]).toMatchObject({ questionType: 'date', answerDate: '2030-06-01' });
      expect(byQuestion[q.yesno.id]).toMatchObject({ questionType: 'yesno', answerYesno: true });
      expect(answers).toHaveLength(4);
    });

    it('reads yes/no from true, "true" and "yes", and false from false, "false" and "no"', async () => {
      for (const [value, expected] of [
        [true, true],
        ['true', true],
        ['yes', true],
        [false, false],
        ['false', false],
        ['no', false],
      ] as const) {
        const answers = validAnswers().map((a) => (a.question_id === q.yesno.id ? { question_id: q.yesno.id, answer_yesno: value } : a));
        const res = await submit(t, { ...contact, answers });
        expect(res.statusCode).toBe(201);
        const rows = await t.app.ctx.db.select().from(screeningAnswers).where(eq(screeningAnswers.responseId, res.json().data.response_id));
        expect(rows.find((r) => r.questionId === q.yesno.id)?.answerYesno).toBe(expected);
      }
    });

    it('names each required question that was not answered', async () => {
      const res = await submit(t, { ...contact, answers: [{ question_id: q.text.id, answer_text: 'Here' }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        detail: SCREENING_MESSAGES.requiredMissing,
        errors: {
          [q.number.id]: SCREENING_MESSAGES.questionRequired,
          [q.date.id]: SCREENING_MESSAGES.questionRequired,
          [q.yesno.id]: SCREENING_MESSAGES.questionRequired,
        },
      });
      expect(res.json().errors[q.optional.id]).toBeUndefined();
    });

    it.each([
      ['text', { answer_yesno: true }, SCREENING_MESSAGES.notText],
      ['number', { answer_number: 2.5 }, SCREENING_MESSAGES.notInteger],
      ['number', { answer_number: 'three' }, SCREENING_MESSAGES.notInteger],
      ['date', { answer_date: '2030-02-30' }, SCREENING_MESSAGES.notDate],
      ['date', { answer_date: '06/01/2030' }, SCREENING_MESSAGES.notDate],
      ['yesno', { answer_yesno: 'maybe' }, SCREENING_MESSAGES.notYesNo],
    ] as const)('refuses a wrong value for a %s question', async (type, value, message) => {
      const answers = validAnswers().map((a) => (a.question_id === q[type].id ? { question_id: q[type].id, ...value } : a));
      const res = await submit(t, { ...contact, answers });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [q[type].id]: message });
    });

    it('refuses unknown, malformed and no-longer-asked question ids', async () => {
      await admin.inject({ method: 'DELETE', url: `/api/admin/screening/questions/${q.optional.id}` });
      for (const questionId of ['9b2f3c1e-0000-4000-8000-000000000000', 'not-a-uuid', q.optional.id]) {
        const res = await submit(t, { ...contact, answers: [...validAnswers(), { question_id: questionId, answer_text: 'x' }] });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ 'answers.4.question_id': SCREENING_MESSAGES.unknownQuestion });
      }
    });

    it('refuses two answers to one question', async () => {
      const res = await submit(t, { ...contact, answers: [...validAnswers(), { question_id: q.text.id, answer_text: 'Again' }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [q.text.id]: SCREENING_MESSAGES.duplicateAnswer });
    });

    it('applies the screening response check with the spec messages', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ full_name: 'J' }, 'full_name', SCREENING_MESSAGES.checkFullName],
        [{ full_name: '   ' }, 'full_name', SCREENING_MESSAGES.checkFullName],
        [{ full_name: undefined }, 'full_name', SCREENING_MESSAGES.checkFullName],
        [{ email: 'jane@' }, 'email', SCREENING_MESSAGES.checkEmail],
        [{ email: undefined }, 'email', SCREENING_MESSAGES.checkEmail],
        [{ phone: '555-0101' }, 'phone', SCREENING_MESSAGES.checkPhone],
        [{ answers: [] }, 'answers', SCREENING_MESSAGES.checkAnswers],
        [{ answers: undefined }, 'answers', SCREENING_MESSAGES.checkAnswers],
        [{ answers: [{ answer_text: 'x' }] }, 'answers.0.question_id', SCREENING_MESSAGES.checkQuestionId],
        [{ answers: [{ question_id: '', answer_text: 'x' }] }, 'answers.0.question_id', SCREENING_MESSAGES.checkQuestionId],
        [{ answers: [{ question_id: 'x', answer_text: '  ' }] }, 'answers.0', SCREENING_MESSAGES.checkAnswerValue],
        [{ answers: [{ question_id: 'x', answer_number: null }] }, 'answers.0', SCREENING_MESSAGES.checkAnswerValue],
        [{ answers: [{ question_id: 'x', answer_text: 'y'.repeat(2001) }] }, 'answers.0.answer_text', SCREENING_MESSAGES.textTooLong],
      ];
      for (const [patch, field, message] of cases) {
        const res = await submit(t, { ...contact, answers: validAnswers(), ...patch });
        expect(res.statusCode, JSON.stringify(patch)).toBe(400);
        expect(res.json().errors?.[field], JSON.stringify(patch)).toBe(message);
      }
    });

    it('refuses a malformed or oversized body without a 500', async () => {
      const malformed = await postBrokenJson(t, '/api/public/screening/responses', '{"full_name":', nextIp());
      expect(malformed.statusCode).toBe(400);
      const huge = await submit(t, { ...contact, message: 'x'.repeat(1024 * 1024 + 10), answers: validAnswers() });
      expect(huge.statusCode).toBe(413);
      const tooMany = await submit(t, {
        ...contact,
        answers: Array.from({ length: 101 }, () => ({ question_id: q.text.id, answer_text: 'a' })),
      });
      expect(tooMany.statusCode).toBe(400);
    });

    it('refuses a cross-site submit', async () => {
      const res = await postFromOtherSite(t, '/api/public/screening/responses', { ...contact, answers: validAnswers() }, nextIp());
      expect(res.statusCode).toBe(403);
    });

    it('allows five submits per address per hour', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) expect((await submit(t, { ...contact, answers: validAnswers() }, ip)).statusCode).toBe(201);
      const sixth = await submit(t, { ...contact, answers: validAnswers() }, ip);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
      expect((await submit(t, { ...contact, answers: validAnswers() })).statusCode).toBe(201);
    });
  });

  describe('recommendations', () => {
    let q: Record<'budget' | 'city' | 'bedrooms' | 'bathrooms' | 'type' | 'movein' | 'pets' | 'plain', AdminScreeningQuestion>;
    const homes: Record<string, string> = {};

    beforeAll(async () => {
      await retireAllQuestions(t);
      const created = await addQuestions(admin, [
        { question_text: 'Monthly budget?', question_type: 'number', criterion: 'budget_max' },
        { question_text: 'Preferred city?', question_type: 'text', criterion: 'city' },
        { question_text: 'Bedrooms?', question_type: 'number', criterion: 'bedrooms' },
        { question_text: 'Bathrooms?', question_type: 'number', criterion: 'bathrooms', is_required: false },
        { question_text: 'Property type?', question_type: 'text', criterion: 'property_type', is_required: false },
        { question_text: 'Move-in date?', question_type: 'date', criterion: 'move_in_date', is_required: false },
        { question_text: 'Pets?', question_type: 'yesno', criterion: 'pets', is_required: false },
        { question_text: 'Your occupation?', question_type: 'text', is_required: false },
      ]);
      const [budget, city, bedrooms, bathrooms, type, movein, pets, plain] = created;
      q = { budget, city, bedrooms, bathrooms, type, movein, pets, plain };

      // Criteria used below: budget 1500, Albany, 2 bedrooms, 1 bathroom (score out of 90).
      homes.perfect = await insertProperty(t, { title: 'Perfect Albany flat', price: 1450, bedrooms: 2, bathrooms: 1 });
      await t.app.ctx.db.insert(propertyMedia).values([
        { propertyId: homes.perfect, url: '/media/test/second.webp', position: 1 },
        { propertyId: homes.perfect, url: '/media/test/cover.webp', position: 2, isCover: true },
      ]);
      homes.cheaper = await insertProperty(t, { title: 'Cheaper Albany flat', price: 1200, bedrooms: 3, bathrooms: 1.5 });
      // 20 + 15 + 10 + 15 = 60 of 90 = 67.
      homes.troy = await insertProperty(t, {
        title: 'Troy house',
        city: 'Troy',
        price: 1650,
        bedrooms: 1,
        bathrooms: 1,
        propertyType: 'house',
      });
      // 0 + 15 + 20 + 0 = 35 of 90 = 39.
      homes.buffalo = await insertProperty(t, { title: 'Buffalo loft', city: 'Buffalo', price: 2400, bedrooms: 2, bathrooms: 0.5 });
      // 0 + 0 + 0 + 15 = 15 of 90: dropped.
      homes.boston = await insertProperty(t, {
        title: 'Boston studio',
        city: 'Boston',
        state: 'MA',
        price: 3500,
        bedrooms: 0,
        bathrooms: 1,
      });
      homes.rented = await insertProperty(t, { title: 'Rented Albany flat', status: 'rented', price: 1400 });
      homes.noPets = await insertProperty(t, { title: 'No pets Albany', price: 1300, petPolicy: 'no-pets' });
      homes.later = await insertProperty(t, { title: 'Albany from 2031', price: 1350, availableFrom: '2031-01-01' });
    });

    const answersFor = (extra: { question_id: string; [k: string]: unknown }[] = []) => [
      { question_id: q.budget.id, answer_number: 1500 },
      { question_id: q.city.id, answer_text: 'Albany' },
      { question_id: q.bedrooms.id, answer_number: 2 },
      { question_id: q.bathrooms.id, answer_number: 1 },
      ...extra,
    ];

    it('scores available properties from the tagged answers and stores the matches with the response', async () => {
      await t.flushMail();
      t.mail.sent = [];
      const res = await submit(t, {
        ...contact,
        answers: answersFor([
          { question_id: q.movein.id, answer_date: '2030-09-01' },
          { question_id: q.pets.id, answer_yesno: true },
          { question_id: q.plain.id, answer_text: 'Nurse' },
        ]),
      });
      expect(res.statusCode).toBe(201);
      const { response_id: responseId, reference, recommendations } = res.json().data;
      expect(recommendations).toMatchObject({
        generated: true,
        property_count: 4,
        message: 'We found 4 properties that match your answers.',
        criteria: { budget_max: 1500, city: 'Albany', bedrooms: 2, bathrooms: 1, move_in_date: '2030-09-01', pets: true },
        // Widened so every match is in the list: Troy is another city, the Buffalo loft costs
        // $2,400, the Troy house has 1 bedroom and the loft half a bathroom.
        url: '/properties?state=NY&max_price=2400&bedrooms=1',
      });
      expect(recommendations.properties.map((p: { id: string; score: number }) => [p.id, p.score])).toEqual([
        [homes.cheaper, 100],
        [homes.perfect, 100],
        [homes.troy, 67],
        [homes.buffalo, 39],
      ]);
      expect(recommendations.properties[1].cover_image).toBe('/media/test/cover.webp');
      expect(recommendations.properties[0].cover_image).toBeNull();
      expect(recommendations.properties[2]).toMatchObject({
        title: 'Troy house',
        city: 'Troy',
        state: 'NY',
        price: 1650,
        bedrooms: 1,
        bathrooms: 1,
        property_type: 'house',
        breakdown: { budget: 20, location: 15, bedrooms: 10, bathrooms: 15 },
        url: `/properties/${homes.troy}`,
      });

      const stored = await t.app.ctx.db.select().from(screeningRecommendations).where(eq(screeningRecommendations.responseId, responseId));
      expect(stored.sort((a, b) => a.rank - b.rank).map((s) => [s.propertyId, s.rank, s.score])).toEqual([
        [homes.cheaper, 1, 100],
        [homes.perfect, 2, 100],
        [homes.troy, 3, 67],
        [homes.buffalo, 4, 39],
      ]);

      // The respondent gets links to each match; the office gets the answers.
      await t.flushMail();
      expect(t.mail.sent).toHaveLength(2);
      const [receipt] = t.mail.to(contact.email);
      expect(receipt.subject).toContain('pre-screening');
      // The receipt quotes the friendly reference (issue 18), not the row's id.
      expect(receipt.text).toContain(reference);
      expect(receipt.text).not.toContain(responseId);
      for (const id of [homes.cheaper, homes.perfect, homes.troy, homes.buffalo]) {
        expect(receipt.text).toContain(`${TEST_ORIGIN}/properties/${id}`);
        expect(receipt.html).toContain(`${TEST_ORIGIN}/properties/${id}`);
      }
      expect(receipt.text).not.toContain(homes.boston);
      const [office] = t.mail.to(t.config.site.email);
      expect(office.text).toContain('Your occupation?: Nurse');
      expect(office.text).toContain(`${TEST_ORIGIN}/admin/pre-screening`);
    });

    it('uses the city filter when every match is in the city', async () => {
      const res = await submit(t, {
        ...contact,
        answers: [
          { question_id: q.budget.id, answer_number: 1500 },
          { question_id: q.city.id, answer_text: 'albany, ny' },
          { question_id: q.bedrooms.id, answer_number: 3 },
          { question_id: q.type.id, answer_text: 'Apartment' },
        ],
      });
      const rec = res.json().data.recommendations;
      // Out of 30 + 25 + 20 + 10 = 85. Pets and move-in were not asked, so no home is excluded.
      // Two-bedroom Albany flats: 30 + 25 + 10 + 10 = 75 (88); Troy house: 20 + 15 = 35 (41);
      // Buffalo loft: 15 + 10 + 10 = 35 (41); Boston studio: 10 (12), dropped. Ties: cheaper first.
      expect(rec.properties.map((p: { title: string; score: number }) => [p.title, p.score])).toEqual([
        ['Cheaper Albany flat', 100],
        ['No pets Albany', 88],
        ['Albany from 2031', 88],
        ['Perfect Albany flat', 88],
        ['Troy house', 41],
        ['Buffalo loft', 41],
      ]);
      expect(rec.criteria).toEqual({ budget_max: 1500, city: 'albany, ny', bedrooms: 3, property_type: 'apartment' });
    });

    it('says so when nothing matches, and generates nothing without tagged answers', async () => {
      const none = await submit(t, {
        ...contact,
        answers: [
          { question_id: q.budget.id, answer_number: 0 },
          { question_id: q.city.id, answer_text: 'Anchorage' },
          { question_id: q.bedrooms.id, answer_number: 9 },
        ],
      });
      expect(none.json().data.recommendations).toMatchObject({
        generated: true,
        property_count: 0,
        properties: [],
        message: 'No available property matches your answers right now. Our team will contact you with options.',
        url: '/properties?city=Anchorage&max_price=0&bedrooms=9',
      });

      await retireAllQuestions(t);
      const [plain] = await addQuestions(admin, [{ question_text: 'Tell us about yourself' }]);
      const untagged = await submit(t, { ...contact, answers: [{ question_id: plain.id, answer_text: 'Hi' }] });
      expect(untagged.json().data.recommendations).toMatchObject({ generated: false, property_count: 0, criteria: {}, url: '/properties' });
    });
  });
});
