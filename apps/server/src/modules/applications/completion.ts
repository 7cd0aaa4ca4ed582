import { APPLICATION_SECTIONS, type ApplicationCompletion } from '@rentfront/shared';
import type { StoredApplicationDocument } from '../../db/schema';

type Json = unknown;

/** A leaf counts as filled when it holds a value: text that is not blank, any number (0 too), true. */
function isFilled(value: Json): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** Counts the leaf values under `value`; lists count the leaves of each of their rows. */
function countLeaves(value: Json, skip: (path: string) => boolean, path = ''): { filled: number; total: number } {
  if (Array.isArray(value)) {
    return value.reduce(
      (acc: { filled: number; total: number }, item) => {
        const c = countLeaves(item, skip, path);
        return { filled: acc.filled + c.filled, total: acc.total + c.total };
      },
      { filled: 0, total: 0 },
    );
  }
  if (value !== null && typeof value === 'object') {
    let filled = 0;
    let total = 0;
    for (const [key, child] of Object.entries(value as Record<string, Json>)) {
      const childPath = path ? `${path}.${key}` : key;
      if (skip(childPath)) continue;
      const c = countLeaves(child, skip, childPath);
      filled += c.filled;
      total += c.total;
    }
    return { filled, total };
  }
  return { filled: isFilled(value) ? 1 : 0, total: 1 };
}

/**
 * Fields the wizard only shows in some cases (pet details with pets, the eviction details box for
 * a past eviction) do not count against a section when they were never asked.
 */
function notAsked(doc: StoredApplicationDocument): (path: string) => boolean {
  const additional = (doc.additional_information ?? {}) as Record<string, Json>;
  const credit = (doc.credit_background_check ?? {}) as Record<string, Json>;
  const hasPets = additional.has_pets === 'yes';
  const evicted = credit.eviction_history === 'past_eviction';
  return (path) =>
    (!hasPets && /^additional_information\.(pet_type|number_of_pets|pet_description)$/.test(path)) ||
    (!evicted && path === 'credit_background_check.eviction_details');
}

const percent = (filled: number, total: number) => (total === 0 ? 0 : Math.round((filled / total) * 100));

/**
 * Share of filled leaf values per section, counted over what the applicant was asked (the
 * stored document, public names). Sections map one to one onto the admin sections;
 * lease_signing_payment is never collected by the wizard, so it is 0 until recorded.
 */
export function computeCompletion(doc: StoredApplicationDocument): ApplicationCompletion {
  const skip = notAsked(doc);
  const out = { overall: 0 } as ApplicationCompletion;
  let filled = 0;
  let total = 0;
  for (const { key } of APPLICATION_SECTIONS) {
    const c = countLeaves({ [key]: doc[key] ?? {} }, skip);
    out[key] = percent(c.filled, c.total);
    filled += c.filled;
    total += c.total;
  }
  out.overall = percent(filled, total);
  return out;
}
