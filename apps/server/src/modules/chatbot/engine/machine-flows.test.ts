import { describe, expect, it } from 'vitest';
import { advance, initialState } from './machine';
import type { MachineState } from './types';
import { env, maple, catalog, booking, driver } from './machine-fixtures';

describe('schedule_visit', () => {
  it('asks date, time, name, phone and e-mail when there are no booking options', () => {
    const d = driver();
    d.say('schedule_visit');
    d.say('maple');
    const date = d.say('p-maple');
    expect(d.lookups.at(-1)).toEqual({ type: 'tour_types', property_id: 'p-maple' });
    expect(date).toMatchObject({ step: 'visit_date', input_type: 'date' });
    expect(d.say('06/09/2025').question).toMatch(/already passed/);
    expect(d.say('31/31/2025').question).toMatch(/couldn't read that date/);
    expect(d.say('2027-01-01').question).toMatch(/next 12 months/);
    expect(d.say('tomorrow')).toMatchObject({ step: 'visit_time' });
    expect(d.last.question).toContain('Wednesday, June 11, 2025');
    expect(d.say('afternoon')).toMatchObject({ step: 'visit_name' });
    expect(d.say('1').question).toMatch(/your name/);
    expect(d.say('Sam Rivera')).toMatchObject({ step: 'visit_phone', input_type: 'phone' });
    expect(d.say('0123').question).toMatch(/valid phone number/);
    expect(d.say('+1 518 555 0100')).toMatchObject({ step: 'visit_email', input_type: 'email' });
    expect(d.say('sam@').question).toMatch(/valid e-mail/);
    const thanks = d.say('sam@example.com');
    expect(thanks).toMatchObject({ step: 'satisfaction', input_type: 'thank_you_message', contact_submitted: true });
    expect(thanks.question).toContain('Thanks, Sam!');
    expect(d.leads()).toEqual([
      {
        lead_type: 'visit_request',
        name: 'Sam Rivera',
        email: 'sam@example.com',
        phone: '+1 518 555 0100',
        property_id: 'p-maple',
        property_title: 'Maple Street Loft',
        details: { date: '2025-06-11', time_window: 'Afternoon (12 – 3 PM)' },
      },
    ]);
  });

  it('offers booking options as links when they exist', () => {
    const d = driver(catalog, [booking]);
    d.say('schedule_visit');
    d.say('browse');
    const options = d.say('p-river');
    expect(options).toMatchObject({ step: 'visit_booking', input_type: 'booking_options', booking_options: [booking] });
    expect(d.say('request')).toMatchObject({ step: 'visit_date' });
    d.say('restart');
    d.say('schedule_visit');
    d.say('browse');
    d.say('p-river');
    expect(d.say('booked')).toMatchObject({ step: 'satisfaction', input_type: 'thank_you_message', contact_submitted: false });
    expect(d.leads()).toEqual([]);
  });
});

describe('general_support', () => {
  it('answers from the site settings, then takes the question and an e-mail', () => {
    const d = driver();
    d.say('general_support');
    const answer = d.say('hours');
    expect(answer).toMatchObject({ step: 'support_answer', input_type: 'info_response' });
    expect(answer.question).toContain('(518) 555-0142');
    expect(d.say('rent').question).toContain('https://residents.example/login');
    expect(d.say('contact')).toMatchObject({ step: 'support_question' });
    expect(d.say('hm').question).toMatch(/a little more/);
    d.say('Can I sublet my apartment for the summer?');
    expect(d.say('email')).toMatchObject({ step: 'contact_detail', input_type: 'email' });
    expect(d.say('nope').question).toMatch(/valid e-mail/);
    d.say('lee@example.com');
    expect(d.leads()[0]).toMatchObject({
      lead_type: 'support',
      email: 'lee@example.com',
      details: { topic: 'rent', question: 'Can I sublet my apartment for the summer?', contact_method: 'email' },
    });
  });

  it('ends with the satisfaction question when nothing more is needed', () => {
    const d = driver();
    d.say('general_support');
    d.say('maintenance');
    expect(d.say('done')).toMatchObject({ step: 'satisfaction', input_type: 'choice' });
    expect(d.leads()).toEqual([]);
  });
});

describe('bug_report and feedback', () => {
  it('collects a bug report with an optional e-mail', () => {
    const d = driver();
    d.say('bug_report');
    d.say('search');
    expect(d.say('broken').question).toMatch(/more detail/);
    d.say('The city filter shows no results for Albany');
    d.say('phone');
    d.say('high');
    expect(d.last).toMatchObject({ step: 'bug_email', additional_options: [{ value: 'skip' }] });
    expect(d.say('skip')).toMatchObject({ step: 'satisfaction', contact_submitted: false });
    expect(d.leads()[0]).toMatchObject({
      lead_type: 'bug_report',
      email: null,
      details: { kind: 'Search or filters', details: 'The city filter shows no results for Albany', device: 'Phone', urgency: 'high' },
    });
  });

  it('takes a description in place of the kind', () => {
    const d = driver();
    d.say('bug_report');
    expect(d.say('The apply button does nothing on my phone')).toMatchObject({ step: 'bug_device' });
  });

  it('collects feedback; a follow-up adds the e-mail and a lead', () => {
    const d = driver();
    d.say('feedback');
    d.say('website');
    expect(d.say('10').question).toMatch(/from 1 to 5/);
    expect(d.say('2 stars').question).toMatch(/What could we do better/);
    d.say('The photos load slowly');
    expect(d.say('yes')).toMatchObject({ step: 'feedback_email' });
    d.say('pat@example.com');
    expect(d.leads()[0]).toMatchObject({
      lead_type: 'feedback',
      email: 'pat@example.com',
      details: { area: 'The website', rating: 2, comment: 'The photos load slowly' },
    });
  });

  it('thanks without a lead when no follow-up is wanted', () => {
    const d = driver();
    d.say('feedback');
    d.say('team');
    expect(d.say('5').question).toMatch(/What did you like most/);
    d.say('Very friendly');
    expect(d.say('no')).toMatchObject({ step: 'satisfaction', input_type: 'thank_you_message' });
    expect(d.leads()).toEqual([]);
  });
});

describe('restart, satisfaction and ended conversations', () => {
  it('restarts from any step with restart: true at step 0', () => {
    const d = driver();
    d.say('schedule_visit');
    d.say('maple');
    d.say('p-maple');
    d.say('tomorrow');
    d.say('morning');
    const reply = d.say('Start over');
    expect(reply).toMatchObject({ step: 'welcome', step_number: 0, restart: true, flow_type: null });
    expect(d.state.context).toEqual({});
    expect(d.say('restart!')).toMatchObject({ restart: true, step_number: 0 });
  });

  it('does not treat a sentence mentioning restart as a restart', () => {
    const d = driver();
    d.say('bug_report');
    d.say('other');
    expect(d.say('The page asks me to restart the form every time').step).toBe('bug_device');
  });

  it('escalates from outside the flow, keeping an e-mail found in the feedback', () => {
    const d = driver();
    d.say('rent_inquiry');
    const end = d.satisfaction(false, 'Nobody answers, please write to me at kim@example.com');
    expect(end).toMatchObject({ step: 'completed', escalated: true, is_final: true });
    expect(end.question).toContain('kim@example.com');
    expect(d.finish()).toMatchObject({ outcome: 'escalated', feedback: 'Nobody answers, please write to me at kim@example.com' });
  });

  it('escalation without contact details gives the office e-mail and phone', () => {
    const d = driver();
    d.say('general_support');
    d.say('hours');
    d.say('done');
    const end = d.say('no');
    expect(end.question).toContain('office@rentfront.example');
    expect(end.question).toContain('(518) 555-0142');
    expect(d.finish()).toMatchObject({ reason: expect.stringContaining('general support') });
  });

  it('re-asks an unclear satisfaction answer', () => {
    const d = driver();
    d.say('general_support');
    d.say('hours');
    d.say('done');
    expect(d.say('maybe')).toMatchObject({ step: 'satisfaction' });
  });

  it('says nothing more once the conversation is completed', () => {
    const completed: MachineState = { step: 'completed', stepNumber: 4, flow: 'feedback', context: { satisfied: true } };
    expect(advance(completed, { kind: 'answer', text: 'hello?' }, env).kind).toBe('closed');
    expect(advance(completed, { kind: 'answer', text: 'restart' }, env).kind).toBe('closed');
    expect(advance(completed, { kind: 'satisfaction', satisfied: false }, env).kind).toBe('closed');
  });

  it('starts over when the stored state is unknown or missing its property', () => {
    const unknown = { ...initialState(), step: 'no_such_step' } as unknown as MachineState;
    const out = advance(unknown, { kind: 'answer', text: 'hi' }, env);
    expect(out).toMatchObject({ kind: 'reply', reply: { step: 'welcome', restart: true } });
    const stale: MachineState = { step: 'search_results', stepNumber: 3, flow: 'property_search', context: { candidates: [maple] } };
    const lost = advance(stale, { kind: 'answer', text: 'ask' }, env);
    expect(lost).toMatchObject({ kind: 'reply' });
    const toProperty = advance(stale, { kind: 'answer', text: 'p-maple' }, env);
    expect(toProperty).toMatchObject({ kind: 'reply', reply: { step: 'search_property' } });
    const missing: MachineState = { step: 'inquiry_answer', stepNumber: 3, flow: 'rent_inquiry', context: {} };
    expect(advance(missing, { kind: 'answer', text: 'more' }, env)).toMatchObject({
      kind: 'reply',
      reply: { step: 'welcome', restart: true },
    });
  });
});
