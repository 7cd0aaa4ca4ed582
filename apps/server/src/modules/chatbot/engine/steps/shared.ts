import { normalize } from '../parse';
import type { PropertyFacts } from '../types';

/** The shown property a click (its id) or a typed title names. */
export function findCandidate(text: string, candidates: PropertyFacts[] | undefined): PropertyFacts | undefined {
  if (!candidates?.length) return undefined;
  const raw = text.trim();
  const byId = candidates.find((p) => p.id === raw);
  if (byId) return byId;
  const t = normalize(raw);
  return candidates.find((p) => normalize(p.title) === t);
}
