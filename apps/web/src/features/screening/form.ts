// The questionnaire's values, checks and request body (public-site.md §4 and §5). Pure functions.
import { EMAIL_PATTERN } from '@rentfront/shared/validation';
import {
  isIsoDate,
  parseIntegerAnswer,
  SCREENING_LIMITS,
  SCREENING_MESSAGES,
  type ScreeningAnswerInput,
  type ScreeningQuestion,
} from '@rentfront/shared/screening';
import type { ScreeningSubmitBody } from '../../api/screening';

/** Text, number and date answers are kept as typed text; yes/no is true, false or unanswered (null). */
export type AnswerValue = string | boolean | null;

export interface ScreeningFormValues {
  full_name: string;
  email: string;
  phone: string;
  message: string;
  answers: Record<string, AnswerValue>;
}

export const CONTACT_FIELDS = ['full_name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Field errors keyed by contact field name or question id. */
export type FormErrors = Record<string, string>;

export function emptyForm(): ScreeningFormValues {
  // Every answer starts empty; yes/no starts unanswered, never as "No".
  return { full_name: '', email: '', phone: '', message: '', answers: {} };
}

/** 0 and false are answers; an empty or blank box and an unanswered yes/no are not. */
export function hasValue(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return true;
  return value.trim() !== '';
}

function checkContact(values: ScreeningFormValues, errors: FormErrors): void {
  const name = values.full_name.trim();
  if (!name) errors.full_name = SCREENING_MESSAGES.fullNameRequired;
  else if (name.length < SCREENING_LIMITS.nameMin) errors.full_name = SCREENING_MESSAGES.fullNameMin;
  else if (name.length > SCREENING_LIMITS.nameMax) errors.full_name = `Full name can be at most ${SCREENING_LIMITS.nameMax} characters`;

  const email = values.email.trim();
  if (!email) errors.email = SCREENING_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email) || email.length > SCREENING_LIMITS.emailMax) errors.email = SCREENING_MESSAGES.emailInvalid;

  const phone = values.phone.trim();
  if (!phone) errors.phone = SCREENING_MESSAGES.phoneRequired;
  else if (phone.length < SCREENING_LIMITS.phoneMin) errors.phone = SCREENING_MESSAGES.phoneMin;
  else if (phone.length > SCREENING_LIMITS.phoneMax) errors.phone = `Phone number can be at most ${SCREENING_LIMITS.phoneMax} characters`;

  if (values.message.trim().length > SCREENING_LIMITS.messageMax) {
    errors.message = `Message can be at most ${SCREENING_LIMITS.messageMax} characters`;
  }
}

/** The reason one answer cannot be sent, or null when it is fine (or empty and optional). */
export function answerError(question: ScreeningQuestion, value: AnswerValue | undefined): string | null {
  if (!hasValue(value)) return question.is_required ? SCREENING_MESSAGES.questionRequired : null;
  switch (question.question_type) {
    case 'number':
      return parseIntegerAnswer(value) === null ? SCREENING_MESSAGES.notInteger : null;
    case 'date':
      return isIsoDate(typeof value === 'string' ? value.trim() : value) ? null : SCREENING_MESSAGES.notDate;
    case 'yesno':
      return typeof value === 'boolean' ? null : SCREENING_MESSAGES.notYesNo;
    case 'text':
      return typeof value === 'string' && value.trim().length > SCREENING_LIMITS.textAnswerMax ? SCREENING_MESSAGES.textTooLong : null;
  }
}

/** Every check of the form; an empty object means it can be sent. */
export function validateScreeningForm(values: ScreeningFormValues, questions: ScreeningQuestion[]): FormErrors {
  const errors: FormErrors = {};
  checkContact(values, errors);
  for (const q of questions) {
    const problem = answerError(q, values.answers[q.id]);
    if (problem) errors[q.id] = problem;
  }
  return errors;
}

/** Only answers with a value are sent, each in the field of its question's type. */
export function buildSubmitBody(values: ScreeningFormValues, questions: ScreeningQuestion[]): ScreeningSubmitBody {
  const answers: ScreeningAnswerInput[] = [];
  for (const q of questions) {
    const value = values.answers[q.id];
    if (!hasValue(value)) continue;
    if (q.question_type === 'yesno') answers.push({ question_id: q.id, answer_yesno: value as boolean });
    else if (q.question_type === 'number') answers.push({ question_id: q.id, answer_number: parseIntegerAnswer(value) ?? Number(value) });
    else if (q.question_type === 'date') answers.push({ question_id: q.id, answer_date: (value as string).trim() });
    else answers.push({ question_id: q.id, answer_text: (value as string).trim() });
  }
  const body: ScreeningSubmitBody = {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    answers,
  };
  const message = values.message.trim();
  if (message) body.message = message;
  return body;
}

/**
 * Places the server's field errors on the form: contact fields by name, questions by id, and
 * `answers.N...` by the question of the N-th answer sent.
 */
export function mapServerErrors(errors: Record<string, string> | undefined, sent: ScreeningAnswerInput[]): FormErrors {
  const out: FormErrors = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    const match = /^answers\.(\d+)/.exec(key);
    if (match) {
      const answer = sent[Number(match[1])];
      if (answer && !(answer.question_id in out)) out[answer.question_id] = message;
    } else if (!(key in out)) {
      out[key] = message;
    }
  }
  return out;
}

/** The DOM id of a field, so the first error can take the focus. */
export function fieldId(key: string): string {
  return (CONTACT_FIELDS as readonly string[]).includes(key) ? `screening-${key}` : `question-${key}`;
}
