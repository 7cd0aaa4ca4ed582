// The Add Questions modal's drafts (admin-back-office.md §5 "New screening questions"). Pure.
import {
  CRITERION_LABELS,
  criterionFitsType,
  SCREENING_CRITERIA,
  SCREENING_LIMITS,
  type NewQuestionInput,
  type QuestionType,
  type ScreeningCriterion,
} from '@rentfront/shared/screening';

export interface QuestionDraft {
  /** Stable React key; never sent. */
  key: string;
  question_text: string;
  question_type: QuestionType;
  is_required: boolean;
  placeholder_text: string;
  criterion: ScreeningCriterion | '';
}

let seq = 0;

/** A blank question: type text and required, as the spec's defaults say. */
export function newDraft(): QuestionDraft {
  seq += 1;
  return { key: `draft-${seq}`, question_text: '', question_type: 'text', is_required: true, placeholder_text: '', criterion: '' };
}

export const MAX_DRAFTS = SCREENING_LIMITS.bulkMax;

/** A question can be removed only while more than one remains in the form. */
export function canRemove(drafts: QuestionDraft[]): boolean {
  return drafts.length > 1;
}

/** The criteria a question of this type can carry, for the criterion select. */
export function criterionOptions(type: QuestionType): { value: ScreeningCriterion; label: string }[] {
  return SCREENING_CRITERIA.filter((c) => criterionFitsType(c, type)).map((c) => ({ value: c, label: CRITERION_LABELS[c] }));
}

/** Changing the type drops a criterion that no longer fits it. */
export function withType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  const criterion = draft.criterion && criterionFitsType(draft.criterion, type) ? draft.criterion : '';
  return { ...draft, question_type: type, criterion };
}

/** The questions to send: blank ones dropped, text trimmed, empty optional fields left out. */
export function draftsToInput(drafts: QuestionDraft[]): NewQuestionInput[] {
  return drafts
    .filter((d) => d.question_text.trim() !== '')
    .map((d) => {
      const input: NewQuestionInput = { question_text: d.question_text.trim(), question_type: d.question_type, is_required: d.is_required };
      if (d.placeholder_text.trim()) input.placeholder_text = d.placeholder_text.trim();
      if (d.criterion) input.criterion = d.criterion;
      return input;
    });
}
