import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, chatEscalations, chatLeads, chatMessages, propertyMedia, tourPropertySettings } from '../../db/schema';
import { savePropertyTourSettings } from '../tours/settings';
import { TEST_ORIGIN } from '../../test/context';
import { ChatClient, insertBookingType, insertProperty } from './test-helpers';
import { localToday } from './service';
import { useTestContext } from '../../test/app';
import { postFromOtherSite } from '../../test/refusals';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('Property Assistant (public calls)', () => {
  const t = useTestContext();
  let office: string;
  let loft: Awaited<ReturnType<typeof insertProperty>>;
  let cottage: Awaited<ReturnType<typeof insertProperty>>;

  beforeAll(async () => {
    office = t.config.site.email;
    loft = await insertProperty(t, {
      title: 'Maple Street Loft',
      city: 'Albany',
      price: 1450,
      bedrooms: 2,
      deposit: 1450,
      applicationFee: 40,
    });
    cottage = await insertProperty(t, { title: 'Pine Cottage', city: 'Albany', price: 2100, bedrooms: 3, propertyType: 'house' });
    await t.app.ctx.db.insert(propertyMedia).values([
      { propertyId: cottage.id, url: `/media/properties/${cottage.id}/800.webp`, position: 1, isCover: false },
      { propertyId: cottage.id, url: `/media/properties/${cottage.id}/cover/800.webp`, position: 0, isCover: true },
    ]);
    await insertProperty(t, { title: 'Rented Gem', city: 'Albany', price: 1200, bedrooms: 2, status: 'rented' });
    await insertProperty(t, { title: 'Troy Studio', city: 'Troy', price: 900, bedrooms: 0, propertyType: 'studio' });
  });

  const conversation = async (sessionId: string) =>
    (await t.app.ctx.db.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId)))[0];

  describe('POST /api/chatbot/start', () => {
    it('opens a conversation at step 0 and gives the browser a visitor cookie', async () => {
      const c = new ChatClient(t);
      const res = await c.inject({
        method: 'POST',
        url: '/api/chatbot/start',
        headers: { 'user-agent': 'header-agent' },
        payload: { user_agent: 'Mozilla/5.0 test', user_ip: '6.6.6.6' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Chat started' });
      expect(body.data).toMatchObject({
        question: expect.stringContaining('Property Assistant'),
        options: [],
        input_type: 'choice',
        step_number: 0,
        flow_type: null,
        is_final: false,
        conversation_completed: false,
        contact_submitted: false,
        status: 'active',
      });
      expect(body.data.session_id).toMatch(UUID);
      expect(body.data.visitor_id).toMatch(UUID);
      expect(body.data.additional_options).toHaveLength(6);
      const cookie = res.cookies.find((k) => k.name === 'rf_chat');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/chatbot' });

      const row = await conversation(body.data.session_id);
      // The client's user_ip is ignored; the connection's address is stored.
      expect(row).toMatchObject({ status: 'active', step: 'welcome', stepNumber: 0, userIp: c.ip, userAgent: 'Mozilla/5.0 test' });
      const messages = await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.conversationId, row.id));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ stepNumber: 0, answer: null, inputType: 'choice' });
    });

    it('works without a body', async () => {
      const c = new ChatClient(t);
      const res = await c.inject({ method: 'POST', url: '/api/chatbot/start' });
      expect(res.statusCode).toBe(200);
      expect((await conversation(res.json().data.session_id)).userAgent).toBe('lightMyRequest');
    });

    it("resumes an active conversation the visitor owns, and never adopts anyone else's id", async () => {
      const a = new ChatClient(t);
      const first = await a.start();
      await a.say(first.session_id, 'general_support');
      const resumed = await a.inject({ method: 'POST', url: '/api/chatbot/start', payload: { session_id: first.session_id } });
      expect(resumed.json()).toMatchObject({
        message: 'Chat resumed',
        data: { session_id: first.session_id, step: 'support_topic', resumed: true },
      });

      const b = new ChatClient(t);
      const other = await b.start({ session_id: first.session_id });
      expect(other.session_id).not.toBe(first.session_id);
      const made = await b.start({ session_id: '00000000-0000-4000-8000-000000000000' });
      expect(made.session_id).not.toBe('00000000-0000-4000-8000-000000000000');
      expect((await b.start({ session_id: 'not-a-uuid' })).session_id).toMatch(UUID);
    });

    it('refuses a cross-site start (403) and a bad body (400)', async () => {
      const noOrigin = await t.app.inject({ method: 'POST', url: '/api/chatbot/start', payload: {} });
      expect(noOrigin.statusCode).toBe(403);
      const evil = await postFromOtherSite(t, '/api/chatbot/start', {});
      expect(evil.statusCode).toBe(403);
      const c = new ChatClient(t);
      const bad = await c.inject({ method: 'POST', url: '/api/chatbot/start', payload: { user_agent: 'x'.repeat(501) } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, errors: { user_agent: expect.any(String) } });
    });
  });

  describe('POST /api/chatbot/respond', () => {
    it('answers "2 bedroom in Albany under $1,500" with matching available properties from the database', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      const res = await c.respondRaw(session_id, '2 bedroom in Albany under $1,500');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ input_type: 'property_search_results', flow_type: 'property_search', step_number: 1 });
      expect(data.properties).toEqual([
        {
          id: loft.id,
          title: 'Maple Street Loft',
          location: 'Albany, NY',
          price: 1450,
          total_monthly_cost: 1450,
          type: 'apartment',
          bedrooms: 2,
          description: 'Maple Street Loft is a lovely home close to shops and parks.',
          bathrooms: 1,
          image: null,
          url: `/properties/${loft.id}`,
        },
      ]);
      expect(data.search_keyword).toBe('2+ bedroom homes in Albany up to $1,500');

      // A click on the card sends its id; the transcript shows its title.
      const picked = await c.say(session_id, loft.id);
      expect(picked).toMatchObject({ step: 'search_property', selected_property_id: loft.id, input_type: 'info_response' });
      const row = await conversation(session_id);
      const messages = await t.app.ctx.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, row.id))
        .orderBy(chatMessages.seq);
      expect(messages.map((m) => m.answer)).toEqual(['2 bedroom in Albany under $1,500', 'Maple Street Loft', null]);
      expect(messages[1].answerValue).toBe(loft.id);
      expect(messages[0].responseTimeSeconds).toBeGreaterThanOrEqual(0);
    });

    it('offers the nearest alternatives when nothing matches', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      const data = await c.say(session_id, '3 bedroom in Albany under $1,000');
      expect(data.input_type).toBe('property_search_no_results');
      expect(data.properties?.[0].id).toBe(cottage.id);
      // The card-size (400 px) variant of the cover image.
      expect(data.properties?.[0].image).toBe(`/media/properties/${cottage.id}/cover/400.webp`);
      expect(data.properties?.map((p) => p.title)).not.toContain('Rented Gem');
    });

    it('validates the body: missing, blank and too long answers, missing session', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      const missing = await c.inject({ method: 'POST', url: '/api/chatbot/respond', payload: { session_id } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ user_response: 'Please type a message.' });
      const blank = await c.respondRaw(session_id, '   ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toEqual({ user_response: 'Please type a message.' });
      const long = await c.respondRaw(session_id, 'x'.repeat(1001));
      expect(long.statusCode).toBe(400);
      expect(long.json().errors.user_response).toMatch(/at most 1000/);
      const noSession = await c.inject({ method: 'POST', url: '/api/chatbot/respond', payload: { user_response: 'hi' } });
      expect(noSession.statusCode).toBe(400);
      expect(noSession.json().errors).toHaveProperty('session_id');
      const malformed = await c.inject({
        method: 'POST',
        url: '/api/chatbot/respond',
        headers: { 'content-type': 'application/json' },
        payload: '{"session_id":',
      });
      expect(malformed.statusCode).toBe(400);
    });

    it("answers 404 for an unknown, malformed or someone else's session", async () => {
      const owner = new ChatClient(t);
      const { session_id } = await owner.start();
      const stranger = new ChatClient(t);
      await stranger.start();
      expect((await stranger.respondRaw(session_id, 'hello')).statusCode).toBe(404);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/chatbot/respond',
        headers: { origin: TEST_ORIGIN },
        payload: { session_id, user_response: 'hello' },
      });
      expect(anonymous.statusCode).toBe(404);
      const unknown = await owner.respondRaw('7d9f3c7e-1111-4222-8333-444455556666', 'hello');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, detail: 'Chat session not found. Please start a new chat.' });
      expect((await owner.respondRaw('nope', 'hello')).statusCode).toBe(404);
    });

    it('re-asks an invalid e-mail and phone on the same step, and restarts from any step', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      await c.say(session_id, 'general_support');
      await c.say(session_id, 'hours');
      await c.say(session_id, 'contact');
      await c.say(session_id, 'I need to move my lease start date');
      const phone = await c.say(session_id, 'phone');
      const bad = await c.say(session_id, '12');
      expect(bad).toMatchObject({ step: 'contact_detail', input_type: 'phone', step_number: phone.step_number });
      expect(bad.question).toMatch(/valid phone number/);
      const restarted = await c.say(session_id, 'start over');
      expect(restarted).toMatchObject({ step: 'welcome', step_number: 0, restart: true, flow_type: null });
      expect(await conversation(session_id)).toMatchObject({ step: 'welcome', stepNumber: 0, context: {} });
    });

    it('rejects a move-in or visit date in the past', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      await c.say(session_id, 'schedule_visit');
      await c.say(session_id, 'Maple Street');
      expect((await c.say(session_id, loft.id)).step).toBe('visit_tour_type');
      // "Request a call instead": the date and time-of-day request the office calls back about.
      const date = await c.say(session_id, 'request');
      expect(date).toMatchObject({ step: 'visit_date', input_type: 'date' });
      const past = await c.say(session_id, '01/02/2020');
      expect(past).toMatchObject({ step: 'visit_date', step_number: date.step_number });
      expect(past.question).toMatch(/already passed/);
    });
  });

  describe('leads and escalations reach the office', () => {
    it('schedules a visit: the lead is stored and e-mailed to the office', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      expect((await c.say(session_id, 'Schedule a visit')).step).toBe('visit_property');
      const selection = await c.say(session_id, 'maple');
      expect(selection).toMatchObject({ input_type: 'property_selection', search_keyword: 'maple' });
      await c.say(session_id, loft.id);
      await c.say(session_id, 'request');
      await c.say(session_id, 'tomorrow');
      await c.say(session_id, 'morning');
      await c.say(session_id, 'Sam Rivera');
      await c.say(session_id, '(518) 555-0188');
      expect((await c.say(session_id, 'sam@')).step).toBe('visit_email');
      const thanks = await c.say(session_id, 'sam@example.com');
      expect(thanks).toMatchObject({ step: 'satisfaction', input_type: 'thank_you_message', contact_submitted: true });

      const row = await conversation(session_id);
      expect(row).toMatchObject({ flowType: 'schedule_visit', guestName: 'Sam Rivera', guestEmail: 'sam@example.com', status: 'active' });
      const leads = await t.app.ctx.db.select().from(chatLeads).where(eq(chatLeads.conversationId, row.id));
      expect(leads).toHaveLength(1);
      const tomorrow = new Date();
      tomorrow.setDate(tomorrow.getDate() + 1);
      expect(leads[0]).toMatchObject({
        leadType: 'visit_request',
        name: 'Sam Rivera',
        email: 'sam@example.com',
        phone: '(518) 555-0188',
        propertyId: loft.id,
        propertyTitle: 'Maple Street Loft',
        details: { date: localToday(tomorrow), time_window: 'Morning (9 AM – 12 PM)' },
      });
      await t.flushMail();
      const mail = t.mail.to(office).find((m) => m.subject.includes('Visit request'));
      expect(mail?.subject).toBe('New chat lead: Visit request – Maple Street Loft');
      expect(mail?.text).toContain('Sam Rivera');
      expect(mail?.text).toContain('(518) 555-0188');
      expect(mail?.text).toContain(`/properties/${loft.id}`);
    });

    it('offers booking options as links when the site has them and the home has no built-in tours', async () => {
      const booking = await insertBookingType(t);
      await savePropertyTourSettings(t.app.ctx.db, cottage.id, { tours_enabled: false, weekly_hours: null, access_instructions: '' });
      try {
        const c = new ChatClient(t);
        const { session_id } = await c.start();
        await c.say(session_id, 'schedule_visit');
        await c.say(session_id, 'browse');
        const options = await c.say(session_id, cottage.id);
        expect(options).toMatchObject({ step: 'visit_booking', input_type: 'booking_options' });
        expect(options.question).toContain("Online tour booking isn't available for **Pine Cottage** right now");
        expect(options.booking_options).toEqual([
          {
            id: booking.id,
            title: 'Self-guided tour',
            description: 'Tour the home on your own',
            booking_page_url: 'https://tidycal.com/rentfront/tour',
            duration_minutes: 30,
            price: 0,
            currency_code: 'USD',
          },
        ]);
      } finally {
        const { bookingTypes } = await import('../../db/schema');
        await t.app.ctx.db.delete(bookingTypes).where(eq(bookingTypes.id, booking.id));
        await t.app.ctx.db.delete(tourPropertySettings).where(eq(tourPropertySettings.propertyId, cottage.id));
      }
    });

    it('asks about a property and saves an inquiry lead with the e-mail', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      await c.say(session_id, 'rent_inquiry');
      await c.say(session_id, 'Pine Cottage');
      await c.say(session_id, cottage.id);
      const rent = await c.say(session_id, 'rent');
      expect(rent.question).toContain('$2,100 a month');
      await c.say(session_id, 'contact');
      await c.say(session_id, 'email');
      await c.say(session_id, 'jo@example.com');
      await t.flushMail();
      expect(t.mail.to(office).some((m) => m.subject === 'New chat lead: Property inquiry – Pine Cottage')).toBe(true);
    });

    it('escalates through POST /api/chatbot/satisfaction and e-mails the office the transcript', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      await c.say(session_id, 'general_support');
      await c.say(session_id, 'pets');
      const res = await c.satisfaction(session_id, false, 'I still need to know about my parrot. kim@example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: "We'll have our team contact you soon!",
        data: { escalated: true, is_final: true, conversation_completed: true, input_type: 'completion', status: 'escalated' },
      });
      expect(res.json().data.completion_message).toContain('kim@example.com');

      const row = await conversation(session_id);
      expect(row).toMatchObject({ status: 'escalated', isSatisfied: false, guestEmail: 'kim@example.com' });
      expect(row.completedAt).toBeInstanceOf(Date);
      expect(row.satisfactionFeedback).toBe('I still need to know about my parrot. kim@example.com');
      const escalations = await t.app.ctx.db.select().from(chatEscalations).where(eq(chatEscalations.conversationId, row.id));
      expect(escalations).toEqual([
        expect.objectContaining({ contactEmail: 'kim@example.com', reason: 'I still need to know about my parrot. kim@example.com' }),
      ]);
      await t.flushMail();
      const mail = t.mail.to(office).find((m) => m.subject.startsWith('Chat escalation') && m.text.includes(session_id));
      expect(mail?.text).toContain('Visitor: Pets');
      expect(mail?.text).toContain('parrot');

      // The conversation is over.
      const again = await c.respondRaw(session_id, 'hello?');
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('This conversation has ended. Please start a new chat.');
      expect((await c.satisfaction(session_id, true)).statusCode).toBe(409);
    });

    it('completes a satisfied conversation answered in the flow', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      await c.say(session_id, 'feedback');
      await c.say(session_id, 'website');
      await c.say(session_id, '5');
      await c.say(session_id, 'Easy to use');
      await c.say(session_id, 'no');
      const done = await c.say(session_id, 'yes');
      expect(done).toMatchObject({
        step: 'completed',
        is_final: true,
        conversation_completed: true,
        escalated: false,
        status: 'completed',
      });
      expect(await conversation(session_id)).toMatchObject({ status: 'completed', isSatisfied: true });
    });

    it('answers "Thank you for your feedback!" for a satisfied visitor and validates the body', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      const missing = await c.inject({ method: 'POST', url: '/api/chatbot/satisfaction', payload: { session_id } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('is_satisfied');
      const long = await c.satisfaction(session_id, true, 'x'.repeat(2001));
      expect(long.statusCode).toBe(400);
      expect((await c.satisfaction('bad-id', true)).statusCode).toBe(404);
      const res = await c.satisfaction(session_id, true);
      expect(res.json()).toMatchObject({ message: 'Thank you for your feedback!', data: { escalated: false, status: 'completed' } });
    });
  });
});
