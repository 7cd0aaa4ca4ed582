import { describe, expect, it } from 'vitest';
import { SCREENING_MESSAGES } from '@rentfront/shared';
import { checkAnswers, coerceAnswer, type AskedQuestion } from './answers';

const q = (id: string, type: AskedQuestion['questionType'], isRequired = true, sortOrder = 1): AskedQuestion => ({
  id,
  questionText: `Question ${id}`,
  questionType: type,
  isRequired,
  criterion: null,
  sortOrder,
});

const ID = {
  text: '11111111-1111-4111-8111-111111111111',
  number: '22222222-2222-4222-8222-222222222222',
  date: '33333333-3333-4333-8333-333333333333',
  yesno: '44444444-4444-4444-8444-444444444444',
};

describe('coerceAnswer', () => {
  it('keeps text trimmed and refuses other types', () => {
    expect(coerceAnswer('text', '  hi ')).toMatchObject({ answerText: 'hi' });
    expect(coerceAnswer('text', true)).toBe(SCREENING_MESSAGES.notText);
  });

  it('reads whole numbers, 0 included, from numbers or digit strings', () => {
    expect(coerceAnswer('number', 0)).toMatchObject({ answerNumber: 0 });
    expect(coerceAnswer('number', ' 12 ')).toMatchObject({ answerNumber: 12 });
    expect(coerceAnswer('number', 2.5)).toBe(SCREENING_MESSAGES.notInteger);
    expect(coerceAnswer('number', '2.5')).toBe(SCREENING_MESSAGES.notInteger);
    expect(coerceAnswer('number', 'two')).toBe(SCREENING_MESSAGES.notInteger);
    expect(coerceAnswer('number', 1e12)).toBe(SCREENING_MESSAGES.notInteger);
  });

  it('accepts real YYYY-MM-DD dates only', () => {
    expect(coerceAnswer('date', '2030-02-28')).toMatchObject({ answerDate: '2030-02-28' });
    expect(coerceAnswer('date', '2030-02-30')).toBe(SCREENING_MESSAGES.notDate);
    expect(coerceAnswer('date', '02/28/2030')).toBe(SCREENING_MESSAGES.notDate);
  });

  it('reads yes/no from booleans and the words true, yes, false, no', () => {
    for (const yes of [true, 'true', 'yes', 'YES']) expect(coerceAnswer('yesno', yes)).toMatchObject({ answerYesno: true });
    for (const no of [false, 'false', 'no']) expect(coerceAnswer('yesno', no)).toMatchObject({ answerYesno: false });
    expect(coerceAnswer('yesno', 'maybe')).toBe(SCREENING_MESSAGES.notYesNo);
    expect(coerceAnswer('yesno', 1)).toBe(SCREENING_MESSAGES.notYesNo);
  });
});

describe('checkAnswers', () => {
  const questions = [q(ID.text, 'text', true, 1), q(ID.number, 'number', false, 2), q(ID.yesno, 'yesno', true, 3)];

  it('stores each value in the column of its type, in question order', () => {
    const result = checkAnswers(questions, [
      { question_id: ID.yesno, answer_yesno: 'no' },
      { question_id: ID.text.toUpperCase(), answer_text: 'Hello' },
      { question_id: ID.number, answer_text: '3' },
    ]);
    expect(result).toEqual({
      ok: true,
      answers: [
        expect.objectContaining({ questionId: ID.text, answerText: 'Hello', position: 1 }),
        expect.objectContaining({ questionId: ID.number, answerNumber: 3, answerText: null }),
        expect.objectContaining({ questionId: ID.yesno, answerYesno: false }),
      ],
    });
  });

  it('names each required question left out', () => {
    const result = checkAnswers(questions, [{ question_id: ID.number, answer_number: 1 }]);
    expect(result).toEqual({
      ok: false,
      message: SCREENING_MESSAGES.requiredMissing,
      errors: { [ID.text]: SCREENING_MESSAGES.questionRequired, [ID.yesno]: SCREENING_MESSAGES.questionRequired },
    });
  });

  it('reports unknown questions, duplicates and wrong types before missing ones', () => {
    const result = checkAnswers(questions, [
      { question_id: ID.date, answer_date: '2030-01-01' },
      { question_id: ID.text, answer_text: 'a' },
      { question_id: ID.text, answer_text: 'b' },
      { question_id: ID.number, answer_number: '1.5' },
    ]);
    expect(result).toEqual({
      ok: false,
      message: SCREENING_MESSAGES.unknownQuestion,
      errors: {
        'answers.0.question_id': SCREENING_MESSAGES.unknownQuestion,
        [ID.text]: SCREENING_MESSAGES.duplicateAnswer,
        [ID.number]: SCREENING_MESSAGES.notInteger,
        [ID.yesno]: SCREENING_MESSAGES.questionRequired,
      },
    });
  });
});
