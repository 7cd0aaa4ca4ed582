import { describe, expect, it } from 'vitest';
import { ChatDriver } from './test-driver';
import { catalog, driver, env } from './machine-fixtures';

describe('opening', () => {
  it('starts at step 0 with the six flows offered next to the text box', () => {
    const d = new ChatDriver(env, catalog);
    const reply = d.start();
    expect(reply).toMatchObject({ step: 'welcome', step_number: 0, input_type: 'choice', flow_type: null, is_final: false });
    expect(reply.additional_options?.map((o) => o.value)).toEqual([
      'property_search',
      'rent_inquiry',
      'schedule_visit',
      'general_support',
      'bug_report',
      'feedback',
    ]);
    expect(reply.options).toEqual([]);
  });

  it('goes straight to results for "2 bedroom in Albany under $1,500"', () => {
    const d = driver();
    const reply = d.say('2 bedroom in Albany under $1,500');
    expect(d.lookups[0]).toEqual({ type: 'search', criteria: { bedrooms: 2, city: 'Albany', max_price: 1500 } });
    expect(reply).toMatchObject({ input_type: 'property_search_results', flow_type: 'property_search', step_number: 1 });
    expect(reply.properties?.map((p) => p.id)).toEqual(['p-maple']);
    expect(reply.properties?.[0]).toEqual({
      id: 'p-maple',
      title: 'Maple Street Loft',
      location: 'Albany, NY',
      price: 1400,
      total_monthly_cost: 1400,
      type: 'apartment',
      bedrooms: 2,
      description: 'A bright home.',
      bathrooms: 1,
      image: null,
      url: '/properties/p-maple',
    });
    expect(reply.search_keyword).toBe('2+ bedroom homes in Albany up to $1,500');
  });

  it('understands the other flows from free text', () => {
    expect(driver().say('What are your office hours?')).toMatchObject({ step: 'support_answer', flow_type: 'general_support' });
    expect(driver().say('what are your office hours?').question).toContain('Mon–Fri 9:00 AM–6:00 PM');
    expect(driver().say('I found a bug on your site')).toMatchObject({ step: 'bug_kind', flow_type: 'bug_report' });
    expect(driver().say("I'd like to tour a home")).toMatchObject({ step: 'visit_property', flow_type: 'schedule_visit' });
    expect(driver().say('I have some feedback')).toMatchObject({ step: 'feedback_area', flow_type: 'feedback' });
    expect(driver().say("I'm looking for a rental")).toMatchObject({ step: 'search_type', flow_type: 'property_search' });
    expect(driver().say('How do I pay my rent?')).toMatchObject({ step: 'support_answer' });
  });

  it('accepts an option by value, label or number', () => {
    expect(driver().say('rent_inquiry').step).toBe('inquiry_property');
    expect(driver().say('Schedule a visit').step).toBe('visit_property');
    expect(driver().say('4').step).toBe('support_topic');
  });

  it('re-asks when it cannot understand, keeping step 0', () => {
    const d = driver();
    const reply = d.say('zzzz qqq');
    expect(reply).toMatchObject({ step: 'welcome', step_number: 0 });
    expect(reply.question).toMatch(/^Sorry, I didn't catch that/);
  });
});

describe('property_search', () => {
  it('walks type → city → budget → bedrooms → pets → move-in → results → alerts lead → satisfied', () => {
    const d = driver();
    expect(d.say('property_search')).toMatchObject({ step: 'search_type', step_number: 1, input_type: 'choice' });
    expect(d.say('apartment')).toMatchObject({ step: 'search_city', step_number: 2, input_type: 'text' });
    expect(d.say('albany')).toMatchObject({ step: 'search_budget', step_number: 3 });
    expect(d.say('1000_1500')).toMatchObject({ step: 'search_bedrooms', step_number: 4 });
    expect(d.say('2')).toMatchObject({ step: 'search_pets', step_number: 5 });
    expect(d.say('yes')).toMatchObject({ step: 'search_move_in', step_number: 6, input_type: 'date' });
    const results = d.say('07/01/2025');
    expect(d.lookups.at(-1)).toEqual({
      type: 'search',
      criteria: {
        property_type: 'apartment',
        city: 'Albany',
        min_price: 1000,
        max_price: 1500,
        bedrooms: 2,
        pets: true,
        move_in: '2025-07-01',
      },
    });
    expect(results).toMatchObject({ step: 'search_results', step_number: 7, input_type: 'property_search_results' });
    expect(results.options.map((o) => o.value)).toEqual(['alerts', 'refine', 'done']);

    const selected = d.say('p-maple');
    expect(selected).toMatchObject({ step: 'search_property', input_type: 'info_response', selected_property_id: 'p-maple' });
    expect(selected.question).toContain('$1,400 a month');
    expect(d.say('back')).toMatchObject({ step: 'search_results' });

    expect(d.say('alerts')).toMatchObject({ step: 'search_alert_email', input_type: 'email' });
    const bad = d.say('not-an-email');
    expect(bad).toMatchObject({ step: 'search_alert_email', input_type: 'email', step_number: 10 });
    expect(bad.question).toMatch(/valid e-mail address/);
    const thanks = d.say('sam@example.com');
    expect(thanks).toMatchObject({ step: 'satisfaction', input_type: 'thank_you_message', contact_submitted: true });
    expect(thanks.options.map((o) => o.label)).toEqual(["Yes, I'm satisfied", 'No, I need more help']);
    expect(d.leads()).toEqual([
      expect.objectContaining({
        lead_type: 'search_alert',
        email: 'sam@example.com',
        details: expect.objectContaining({ city: 'Albany', bedrooms: 2 }),
      }),
    ]);

    const done = d.say("Yes, I'm satisfied");
    expect(done).toMatchObject({
      step: 'completed',
      input_type: 'completion',
      is_final: true,
      conversation_completed: true,
      escalated: false,
    });
    expect(done.completion_message).toBe(done.question);
    expect(d.finish()).toMatchObject({ type: 'finish', outcome: 'completed', satisfied: true });
  });

  it('skips the questions an answer already settled', () => {
    const d = driver();
    d.say('property_search');
    const reply = d.say('a 2 bedroom apartment in Troy');
    expect(reply.step).toBe('search_budget');
    expect(d.state.context.search).toEqual({ property_type: 'apartment', bedrooms: 2, city: 'Troy' });
  });

  it('shows the nearest alternatives when nothing matches, and no_results when nothing is available', () => {
    const alt = driver().say('5 bedroom in Albany under $900');
    expect(alt.input_type).toBe('property_search_no_results');
    expect(alt.properties?.length).toBe(3);
    const none = driver([]).say('2 bedroom in Albany');
    expect(none).toMatchObject({ input_type: 'no_results' });
    expect(none.properties).toBeUndefined();
  });

  it('re-asks a move-in date in the past or unreadable, keeping the step number', () => {
    const d = driver();
    d.say('property_search');
    for (const a of ['any', 'any', 'any', 'any', 'no']) d.say(a);
    expect(d.last.step).toBe('search_move_in');
    const n = d.last.step_number;
    const past = d.say('06/01/2025');
    expect(past).toMatchObject({ step: 'search_move_in', step_number: n });
    expect(past.question).toMatch(/already passed/);
    const junk = d.say('someday soon-ish');
    expect(junk.question).toMatch(/couldn't read that date/);
    expect(d.say('asap')).toMatchObject({ step: 'search_results' });
    expect(d.state.context.search?.move_in).toBe('2025-06-10');
  });

  it('lets the visitor change the search and go on to a visit of a result', () => {
    const d = driver();
    d.say('2 bedroom in Albany');
    expect(d.say('refine')).toMatchObject({ step: 'search_type' });
    expect(d.state.context.search).toEqual({});
    d.say('3 bedroom house in Troy under $3,000');
    for (const a of ['any', 'yes', 'flexible']) d.say(a);
    expect(d.last.properties?.map((p) => p.id)).toEqual(['p-river']);
    d.say('p-river');
    const visit = d.say('visit');
    expect(visit).toMatchObject({ step: 'visit_date', flow_type: 'schedule_visit', selected_property_id: 'p-river' });
  });
});

describe('rent_inquiry', () => {
  it('finds the property, answers from its data, takes a phone number and saves the lead', () => {
    const d = driver();
    d.say('rent_inquiry');
    const selection = d.say('maple');
    expect(selection).toMatchObject({ step: 'inquiry_select', input_type: 'property_selection', search_keyword: 'maple' });
    expect(selection.properties?.map((p) => p.id)).toEqual(['p-maple']);
    expect(d.say('p-maple')).toMatchObject({ step: 'inquiry_topic', selected_property_id: 'p-maple' });
    const answer = d.say('rent');
    expect(answer).toMatchObject({ step: 'inquiry_answer', input_type: 'info_response' });
    expect(answer.question).toContain('**$1,400 a month**');
    expect(answer.question).toContain('security deposit is $1,400');
    expect(answer.question).toContain('application fee is $50');
    // Another question about the same home is answered straight away.
    expect(d.say('Do you allow pets?').question).toContain('Cats are welcome');
    expect(d.say('contact')).toMatchObject({ step: 'contact_method' });
    expect(d.say('phone')).toMatchObject({ step: 'contact_detail', input_type: 'phone' });
    const bad = d.say('12345');
    expect(bad).toMatchObject({ step: 'contact_detail', input_type: 'phone' });
    expect(bad.question).toMatch(/valid phone number/);
    const thanks = d.say('(518) 555-0199');
    expect(thanks).toMatchObject({ step: 'satisfaction', input_type: 'thank_you_message', contact_submitted: true });
    expect(d.leads()).toEqual([
      expect.objectContaining({
        lead_type: 'inquiry',
        phone: '(518) 555-0199',
        property_id: 'p-maple',
        property_title: 'Maple Street Loft',
      }),
    ]);
    const end = d.say('No, I need more help');
    expect(end).toMatchObject({ step: 'completed', escalated: true, conversation_completed: true });
    expect(end.question).toContain('(518) 555-0199');
    expect(d.finish()).toMatchObject({ outcome: 'escalated', satisfied: false });
  });

  it('offers a browse list when the name matches nothing, and answers every topic', () => {
    const d = driver();
    d.say('rent_inquiry');
    const browse = d.say('Nowhere Towers');
    expect(browse).toMatchObject({ input_type: 'property_browse' });
    expect(browse.question).toContain('"Nowhere Towers"');
    d.say('Riverside House');
    expect(d.last.step).toBe('inquiry_topic');
    expect(d.say('availability').question).toContain('available from August 1, 2025');
    d.say('more');
    const rent = d.say('rent');
    expect(rent.question).toContain("deposit isn't listed");
    expect(rent.question).toContain('no application fee');
    d.say('more');
    expect(d.say('pets').question).toContain('pets are welcome');
    d.say('more');
    const lease = d.say('lease');
    expect(lease.question).toContain("aren't listed");
    expect(lease.question).toContain('semi furnished');
    d.say('more');
    expect(d.say('apply').question).toContain('Apply Now');
  });

  it('takes an e-mail typed straight at the contact question', () => {
    const d = driver();
    d.say('rent_inquiry');
    d.say('browse');
    d.say('p-studio');
    d.say('pets');
    expect(d.last.question).toContain("pets aren't allowed");
    d.say('contact');
    expect(d.say('jo@example.com')).toMatchObject({ step: 'satisfaction', contact_submitted: true });
    expect(d.leads()[0]).toMatchObject({ email: 'jo@example.com', property_id: 'p-studio' });
  });
});
