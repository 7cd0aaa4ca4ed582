import { describe, expect, it, vi } from 'vitest';

import { uniqueViolation } from './reference';
import { minimalApplicationBody, submitApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { useTestContext } from '../../test/app';

// The random draw is replaced so a clash with an existing reference can be forced; the database
// and its unique index are real.
const draws: string[] = [];
vi.mock('./reference', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./reference')>();
  return { ...actual, newReference: () => draws.shift() ?? actual.newReference() };
});

describe('application references', () => {
  const t = useTestContext();

  it('look like APP-XXXXXX without ambiguous characters', async () => {
    const { newReference: real } = await vi.importActual<typeof import('./reference')>('./reference');
    for (let i = 0; i < 200; i++) expect(real()).toMatch(/^APP-[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{6}$/);
  });

  it('draws another reference when the first one is taken', async () => {
    const property = await createProperty(t);
    draws.push('APP-TAKEN2');
    const first = await submitApplication(t, minimalApplicationBody(property.id, 'First Taker'));
    expect(first.reference).toBe('APP-TAKEN2');
    draws.push('APP-TAKEN2', 'APP-TAKEN2', 'APP-FRESH3');
    const second = await submitApplication(t, minimalApplicationBody(property.id, 'Second Taker'));
    expect(second.reference).toBe('APP-FRESH3');
  });

  it('recognises a unique violation whichever driver wrapped it', () => {
    expect(uniqueViolation({ code: '23505', constraint: 'x_idx' })).toBe('x_idx');
    expect(uniqueViolation(new Error('wrapped', { cause: { code: '23505', constraint: 'y_idx' } }))).toBe('y_idx');
    expect(uniqueViolation({ code: '23503' })).toBeNull();
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });
});
