import type { ResidentRequestInput } from '../../api/resident';

export interface RequestDraft {
  category: string;
  description: string;
  entry_permission: '' | 'yes' | 'no';
  best_times: string;
}

export type RequestErrors = Partial<Record<keyof RequestDraft, string>>;

export const EMPTY_REQUEST: RequestDraft = { category: '', description: '', entry_permission: '', best_times: '' };

export const REQUEST_LIMITS = { description: 5000, best_times: 200 } as const;

/** The request to send, or what is missing, field by field. */
export function checkRequest(draft: RequestDraft, photos: File[]): { input: ResidentRequestInput } | { errors: RequestErrors } {
  const errors: RequestErrors = {};
  const description = draft.description.trim();
  if (!draft.category) errors.category = 'Choose what the problem is about.';
  if (description.length < 10) errors.description = 'Describe the problem in a few words (at least 10 characters).';
  else if (description.length > REQUEST_LIMITS.description)
    errors.description = `The description can be at most ${REQUEST_LIMITS.description.toLocaleString('en-US')} characters.`;
  if (!draft.entry_permission) errors.entry_permission = 'Say whether the team may enter when you are not home.';
  if (draft.best_times.trim().length > REQUEST_LIMITS.best_times)
    errors.best_times = `Best times can be at most ${REQUEST_LIMITS.best_times} characters.`;
  if (Object.keys(errors).length) return { errors };
  return {
    input: {
      category: draft.category,
      description,
      entry_permission: draft.entry_permission === 'yes',
      best_times: draft.best_times.trim(),
      photos,
    },
  };
}
