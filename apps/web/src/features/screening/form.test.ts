import { SCREENING_MESSAGES, type ScreeningQuestion } from '@rentfront/shared/screening';
import { describe, expect, it } from 'vitest';
import { buildSubmitBody, emptyForm, hasValue, mapServerErrors, validateScreeningForm, type ScreeningFormValues } from './form';

const q = (id: string, question_type: ScreeningQuestion['question_type'], is_required = true): ScreeningQuestion => ({
  id,
  question_text: `Question ${id}`,
  question_type,
  is_required,
  placeholder_text: null,
  order: 1,
});

const questions = [q('t', 'text'), q('n', 'number'), q('d', 'date'), q('y', 'yesno'), q('opt', 'text', false)];
const contact = { full_name: 'Jane Renter', email: 'jane@example.com', phone: '(518) 555-0101', message: '' };

function form(answers: ScreeningFormValues['answers'], extra: Partial<ScreeningFormValues> = {}): ScreeningFormValues {
  return { ...contact, answers, ...extra };
}

describe('hasValue', () => {
  it('counts 0 and false, not blanks or an unanswered yes/no', () => {
    expect(hasValue('0')).toBe(true);
    expect(hasValue(false)).toBe(true);
    expect(hasValue('  ')).toBe(false);
    expect(hasValue(null)).toBe(false);
    expect(hasValue(undefined)).toBe(false);
  });
});

describe('validateScreeningForm', () => {
  it('starts empty with yes/no unanswered, which counts as missing', () => {
    const errors = validateScreeningForm(emptyForm(), questions);
    expect(errors).toEqual({
      full_name: SCREENING_MESSAGES.fullNameRequired,
      email: SCREENING_MESSAGES.emailRequired,
      phone: SCREENING_MESSAGES.phoneRequired,
      t: SCREENING_MESSAGES.questionRequired,
      n: SCREENING_MESSAGES.questionRequired,
      d: SCREENING_MESSAGES.questionRequired,
      y: SCREENING_MESSAGES.questionRequired,
    });
  });

  it('uses the spec messages for short names, bad e-mails and short phones', () => {
    const errors = validateScreeningForm(form({}, { full_name: ' J ', email: 'jane@example', phone: '555-0101' }), []);
    expect(errors).toEqual({
      full_name: SCREENING_MESSAGES.fullNameMin,
      email: SCREENING_MESSAGES.emailInvalid,
      phone: SCREENING_MESSAGES.phoneMin,
    });
  });

  it('wants whole numbers and real dates', () => {
    const errors = validateScreeningForm(form({ t: 'x', n: '2.5', d: '2030-02-30', y: true }), questions);
    expect(errors).toEqual({ n: SCREENING_MESSAGES.notInteger, d: SCREENING_MESSAGES.notDate });
  });

  it('accepts a complete form with 0 and No as answers', () => {
    expect(validateScreeningForm(form({ t: 'x', n: '0', d: '2030-02-28', y: false }), questions)).toEqual({});
  });
});

describe('buildSubmitBody', () => {
  it('sends only answers with a value, each in the field of its type, trimmed', () => {
    const body = buildSubmitBody(form({ t: '  Nurse ', n: '0', d: '2030-06-01', y: false, opt: '   ' }, { message: '  ' }), questions);
    expect(body).toEqual({
      full_name: 'Jane Renter',
      email: 'jane@example.com',
      phone: '(518) 555-0101',
      answers: [
        { question_id: 't', answer_text: 'Nurse' },
        { question_id: 'n', answer_number: 0 },
        { question_id: 'd', answer_date: '2030-06-01' },
        { question_id: 'y', answer_yesno: false },
      ],
    });
  });

  it('keeps a message that has text', () => {
    expect(buildSubmitBody(form({}, { message: ' Hi ' }), []).message).toBe('Hi');
  });
});

describe('mapServerErrors', () => {
  it('puts answer errors on the question that was sent at that position', () => {
    const sent = [
      { question_id: 'a', answer_text: 'x' },
      { question_id: 'b', answer_number: 1 },
    ];
    expect(
      mapServerErrors({ 'answers.1.question_id': 'gone', email: 'Valid email address is required', c: 'This question is required' }, sent),
    ).toEqual({ b: 'gone', email: 'Valid email address is required', c: 'This question is required' });
    expect(mapServerErrors(undefined, sent)).toEqual({});
  });
});
