// Checks submitted answers against the questions being asked (pure; server.md §3).
import {
  hasAnswerValue,
  isIsoDate,
  parseIntegerAnswer,
  parseYesNo,
  SCREENING_LIMITS,
  SCREENING_MESSAGES,
  type QuestionType,
  type ScreeningAnswerInput,
  type ScreeningCriterion,
} from '@rentfront/shared';

export interface AskedQuestion {
  id: string;
  questionText: string;
  questionType: QuestionType;
  isRequired: boolean;
  criterion: ScreeningCriterion | null;
  sortOrder: number;
}

/** An answer ready to store: the question as asked and the value in its typed column. */
export interface CheckedAnswer {
  questionId: string;
  questionText: string;
  questionType: QuestionType;
  criterion: ScreeningCriterion | null;
  position: number;
  answerText: string | null;
  answerNumber: number | null;
  answerDate: string | null;
  answerYesno: boolean | null;
}

export type AnswerCheck = { ok: true; answers: CheckedAnswer[] } | { ok: false; message: string; errors: Record<string, string> };

const OWN_FIELD = {
  text: 'answer_text',
  number: 'answer_number',
  date: 'answer_date',
  yesno: 'answer_yesno',
} as const satisfies Record<QuestionType, keyof ScreeningAnswerInput>;

const VALUE_FIELDS = ['answer_text', 'answer_number', 'answer_date', 'answer_yesno'] as const;

/**
 * The value of an answer for a question of `type`: the field named for that type, else the first
 * other field that has a value (a client may send every answer as answer_text).
 */
function rawValue(type: QuestionType, answer: ScreeningAnswerInput): unknown {
  const own = answer[OWN_FIELD[type]];
  if (hasAnswerValue(own)) return own;
  return VALUE_FIELDS.map((f) => answer[f]).find(hasAnswerValue);
}

type Typed = Pick<CheckedAnswer, 'answerText' | 'answerNumber' | 'answerDate' | 'answerYesno'>;
const EMPTY: Typed = { answerText: null, answerNumber: null, answerDate: null, answerYesno: null };

/** Converts a value to the question's type, or returns the message saying why it cannot. */
export function coerceAnswer(type: QuestionType, value: unknown): Typed | string {
  switch (type) {
    case 'text': {
      if (typeof value !== 'string') return SCREENING_MESSAGES.notText;
      const text = value.trim();
      if (text.length > SCREENING_LIMITS.textAnswerMax) return SCREENING_MESSAGES.textTooLong;
      return { ...EMPTY, answerText: text };
    }
    case 'number': {
      const n = parseIntegerAnswer(value);
      return n === null ? SCREENING_MESSAGES.notInteger : { ...EMPTY, answerNumber: n };
    }
    case 'date': {
      const d = typeof value === 'string' ? value.trim() : value;
      return isIsoDate(d) ? { ...EMPTY, answerDate: d } : SCREENING_MESSAGES.notDate;
    }
    case 'yesno': {
      const yes = parseYesNo(value);
      return yes === null ? SCREENING_MESSAGES.notYesNo : { ...EMPTY, answerYesno: yes };
    }
  }
}

/**
 * Every answer must name an active question once and carry a value of that question's type, and
 * every required active question must be answered. Errors are keyed by question id (so the form
 * can show them next to the question), or by `answers.N.question_id` for an unknown question.
 */
export function checkAnswers(questions: AskedQuestion[], answers: ScreeningAnswerInput[]): AnswerCheck {
  const byId = new Map(questions.map((q) => [q.id.toLowerCase(), q]));
  const errors: Record<string, string> = {};
  const answered = new Set<string>();
  const checked: CheckedAnswer[] = [];

  answers.forEach((answer, i) => {
    const question = byId.get(answer.question_id.trim().toLowerCase());
    if (!question) {
      errors[`answers.${i}.question_id`] = SCREENING_MESSAGES.unknownQuestion;
      return;
    }
    if (answered.has(question.id)) {
      errors[question.id] = SCREENING_MESSAGES.duplicateAnswer;
      return;
    }
    answered.add(question.id);
    const value = rawValue(question.questionType, answer);
    if (!hasAnswerValue(value)) {
      errors[question.id] = SCREENING_MESSAGES.checkAnswerValue;
      return;
    }
    const typed = coerceAnswer(question.questionType, value);
    if (typeof typed === 'string') {
      errors[question.id] = typed;
      return;
    }
    checked.push({
      questionId: question.id,
      questionText: question.questionText,
      questionType: question.questionType,
      criterion: question.criterion,
      position: question.sortOrder,
      ...typed,
    });
  });

  const problems = Object.keys(errors).length;
  for (const q of questions) {
    if (q.isRequired && !answered.has(q.id)) errors[q.id] = SCREENING_MESSAGES.questionRequired;
  }
  if (Object.keys(errors).length > 0) {
    // A wrong answer is named first; missing answers alone get one summary line.
    const message = problems > 0 ? Object.values(errors)[0] : SCREENING_MESSAGES.requiredMissing;
    return { ok: false, message, errors };
  }
  checked.sort((a, b) => a.position - b.position);
  return { ok: true, answers: checked };
}
