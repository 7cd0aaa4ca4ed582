import type { ScreeningAnswer } from '@rentfront/shared/screening';
import { describe, expect, it } from 'vitest';
import { answerDisplay } from './answers';
import { canRemove, criterionOptions, draftsToInput, newDraft, withType } from './drafts';
import { moveItem } from './reorder';

describe('question drafts', () => {
  it('start as required text questions', () => {
    expect(newDraft()).toMatchObject({ question_text: '', question_type: 'text', is_required: true, placeholder_text: '', criterion: '' });
  });

  it('drop blank questions and send the rest trimmed', () => {
    const a = {
      ...newDraft(),
      question_text: '  Budget? ',
      question_type: 'number' as const,
      criterion: 'budget_max' as const,
      placeholder_text: ' e.g. 1500 ',
    };
    const blank = { ...newDraft(), question_text: '   ' };
    const b = { ...newDraft(), question_text: 'Pets?', question_type: 'yesno' as const, is_required: false };
    expect(draftsToInput([a, blank, b])).toEqual([
      { question_text: 'Budget?', question_type: 'number', is_required: true, placeholder_text: 'e.g. 1500', criterion: 'budget_max' },
      { question_text: 'Pets?', question_type: 'yesno', is_required: false },
    ]);
    expect(draftsToInput([blank])).toEqual([]);
  });

  it('can be removed only while more than one remains', () => {
    expect(canRemove([newDraft()])).toBe(false);
    expect(canRemove([newDraft(), newDraft()])).toBe(true);
  });

  it('offer the criteria that fit the type and drop one that no longer fits', () => {
    expect(criterionOptions('number').map((o) => o.value)).toEqual(['budget_max', 'budget_min', 'bedrooms', 'bathrooms']);
    expect(criterionOptions('yesno').map((o) => o.value)).toEqual(['pets']);
    const budget = { ...newDraft(), question_type: 'number' as const, criterion: 'budget_max' as const };
    expect(withType(budget, 'text').criterion).toBe('');
    expect(withType(budget, 'number').criterion).toBe('budget_max');
  });
});

describe('moveItem', () => {
  it('moves up, down and clamps at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });
});

describe('answerDisplay', () => {
  const base: ScreeningAnswer = {
    id: '1',
    question_id: null,
    question_text: 'Q',
    question_type: 'text',
    criterion: null,
    answer_text: null,
    answer_number: null,
    answer_date: null,
    answer_yesno: null,
  };
  it('shows 0, No and US dates', () => {
    expect(answerDisplay({ ...base, answer_number: 0 })).toBe('0');
    expect(answerDisplay({ ...base, answer_yesno: false })).toBe('No');
    expect(answerDisplay({ ...base, answer_date: '2030-06-01' })).toBe('6/1/2030');
    expect(answerDisplay({ ...base, answer_text: 'Nurse' })).toBe('Nurse');
  });
});
