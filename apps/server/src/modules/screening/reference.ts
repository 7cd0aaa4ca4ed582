import { newHumanReference } from '../applications/reference';

export { uniqueViolation } from '../applications/reference';

/** How many references a submission draws before a taken one is an error (one in a billion each). */
export const REFERENCE_ATTEMPTS = 5;

/** A pre-screening response's friendly reference SCR-XXXXXX, as applications have APP-XXXXXX (issue 18). */
export function newScreeningReference(): string {
  return newHumanReference('SCR');
}
