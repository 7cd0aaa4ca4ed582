// The tab's draft (sessionStorage): typed answers survive a reload or Back, never the sensitive fields.
import { webStorage } from '../../lib/webStorage';
import { emptyValues, mergeDraft, withoutSensitive, type ApplicationFormValues } from './formValues';
import { clampStep } from './wizard';

export interface WizardDraft {
  values: ApplicationFormValues;
  step: number;
  completed: number[];
  /** Sent with every retry of this application's submit. */
  idempotencyKey: string;
  /**
   * The server copy's link token (useServerDraft), so a reload of this tab keeps saving to the
   * same copy. Tab storage only, cleared on submit; never localStorage (ADR 0044).
   */
  serverToken?: string | null;
}

const VERSION = 1;
const keyFor = (propertyId: string) => `rentfront.application-draft.${propertyId}`;

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

// Without storage the wizard simply keeps no draft.
const storage = () => webStorage('sessionStorage');

export function saveDraft(propertyId: string, draft: WizardDraft): void {
  const payload = { v: VERSION, ...draft, values: withoutSensitive(draft.values) };
  try {
    storage()?.setItem(keyFor(propertyId), JSON.stringify(payload));
  } catch {
    // Quota or privacy mode: losing the draft must not break the form.
  }
}

/** The stored draft laid over blank values, or null when there is none (or it is unreadable). */
export function loadDraft(propertyId: string, today: string): WizardDraft | null {
  const raw = storage()?.getItem(keyFor(propertyId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<WizardDraft> & { v?: number };
    if (parsed.v !== VERSION) return null;
    const values = mergeDraft(emptyValues(today), parsed.values);
    const completed = Array.isArray(parsed.completed)
      ? parsed.completed.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 9)
      : [];
    const key =
      typeof parsed.idempotencyKey === 'string' && parsed.idempotencyKey.length >= 8 ? parsed.idempotencyKey : newIdempotencyKey();
    const serverToken = typeof parsed.serverToken === 'string' && /^[\w-]{43}$/.test(parsed.serverToken) ? parsed.serverToken : null;
    return { values: withoutSensitive(values), step: clampStep(parsed.step), completed, idempotencyKey: key, serverToken };
  } catch {
    return null;
  }
}

export function clearDraft(propertyId: string): void {
  storage()?.removeItem(keyFor(propertyId));
}
