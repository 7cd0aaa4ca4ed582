// The wizard's step model (public-site.md §2 table, §4 transitions).
import { APPLICATION_COUNTED_STEPS, APPLICATION_STEPS } from '@rentfront/shared/applications';

export const FIRST_STEP = 1;
export const REVIEW_STEP = 9;
export const CONFIRMATION_STEP = 10;

export function stepTitle(step: number): string {
  return APPLICATION_STEPS.find((s) => s.step === step)?.title ?? '';
}

/** Steps 3 to 7 may be skipped (no validation, not marked completed). */
export function isSkippable(step: number): boolean {
  return APPLICATION_STEPS.some((s) => s.step === step && s.optional);
}

/** "Step n of 9: Title" and the percent complete; the confirmation is not counted. */
export function progressOf(step: number): { label: string; percent: number } {
  const n = Math.min(Math.max(step, FIRST_STEP), APPLICATION_COUNTED_STEPS);
  return {
    label: `Step ${n} of ${APPLICATION_COUNTED_STEPS}: ${stepTitle(n)}`,
    percent: Math.round((n / APPLICATION_COUNTED_STEPS) * 100),
  };
}

/** Keeps a restored step inside the form (the confirmation is never restored). */
export function clampStep(step: unknown): number {
  return typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, FIRST_STEP), REVIEW_STEP) : FIRST_STEP;
}
