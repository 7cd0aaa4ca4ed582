import { webStorage } from '../../lib/webStorage';

/**
 * Local drafts of the long admin forms (property, maintenance request, notice), in localStorage,
 * keyed by form and record ("new" for a form that creates one). A draft holds only what the form
 * says it may (`pick`): never files, never personal data (ADR 0018, "no PII in localStorage").
 */
export interface Draft<T> {
  values: T;
  /** ISO time of the last save. */
  savedAt: string;
}

export interface DraftStoreOptions<T> {
  /** The form's name in the key: `rentfront.draft.<form>.<recordId>`. */
  form: string;
  /** The fields a draft may hold, taken from the form's values (and read back from storage). */
  pick: (values: T) => Partial<T>;
  /** Drafts older than this are dropped when read. */
  maxAgeMs?: number;
  storage?: () => Storage | null;
  now?: () => Date;
}

export interface DraftStore<T> {
  /** The part of the values a draft keeps. */
  pick: (values: T) => Partial<T>;
  save(recordId: string, values: T): void;
  load(recordId: string): Draft<Partial<T>> | null;
  clear(recordId: string): void;
}

const VERSION = 1;
const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

// Without storage (privacy mode) the form simply keeps no draft.
const browserStorage = () => webStorage('localStorage');

export function draftKey(form: string, recordId: string): string {
  return `rentfront.draft.${form}.${recordId}`;
}

export function createDraftStore<T extends object>({
  form,
  pick,
  maxAgeMs = THIRTY_DAYS,
  storage = browserStorage,
  now = () => new Date(),
}: DraftStoreOptions<T>): DraftStore<T> {
  const remove = (recordId: string) => {
    try {
      storage()?.removeItem(draftKey(form, recordId));
    } catch {
      // Nothing to do: a draft that cannot be removed is dropped when it expires.
    }
  };
  return {
    pick,
    save(recordId, values) {
      const payload = { v: VERSION, savedAt: now().toISOString(), values: pick(values) };
      try {
        storage()?.setItem(draftKey(form, recordId), JSON.stringify(payload));
      } catch {
        // Quota or privacy mode: losing the draft must not break the form.
      }
    },
    load(recordId) {
      let raw: string | null | undefined;
      try {
        raw = storage()?.getItem(draftKey(form, recordId));
      } catch {
        return null;
      }
      if (!raw) return null;
      try {
        const parsed = JSON.parse(raw) as { v?: unknown; savedAt?: unknown; values?: unknown };
        const savedAt = typeof parsed.savedAt === 'string' ? Date.parse(parsed.savedAt) : NaN;
        const fresh = Number.isFinite(savedAt) && now().getTime() - savedAt <= maxAgeMs;
        if (parsed.v !== VERSION || !fresh || typeof parsed.values !== 'object' || parsed.values === null) {
          remove(recordId);
          return null;
        }
        // Read back through `pick` too: a field that must never be kept is dropped even if stored.
        return { values: pick(parsed.values as T), savedAt: new Date(savedAt).toISOString() };
      } catch {
        remove(recordId);
        return null;
      }
    },
    clear: remove,
  };
}

/** `pick` for a form of text fields: the listed keys whose stored value has the right type. */
export function pickFields<T extends object>(fields: readonly (keyof T)[], types: Partial<Record<keyof T, 'string' | 'boolean'>> = {}) {
  return (values: T): Partial<T> => {
    const out: Partial<T> = {};
    for (const field of fields) {
      const value = (values as Record<keyof T, unknown>)[field];
      if (typeof value === (types[field] ?? 'string')) out[field] = value as T[keyof T];
    }
    return out;
  };
}
