// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { emptyReference, emptyValues } from './formValues';
import { progressOf } from './wizard';

const ID = 'prop-1';

describe('application draft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps typed answers and the step, never the sensitive fields', () => {
    const values = emptyValues('2025-06-01');
    values.personal_information = {
      ...values.personal_information,
      full_name: 'Ana Diaz',
      social_security_number: '123456789',
      drivers_license_number: 'D123',
      date_of_birth: '1990-01-02',
    };
    values.references.personal_references.push({ ...emptyReference(), name: 'Second' });
    saveDraft(ID, { values, step: 4, completed: [1, 2], idempotencyKey: 'key-12345678' });
    const raw = sessionStorage.getItem(`rentfront.application-draft.${ID}`) ?? '';
    expect(raw).not.toContain('123456789');
    expect(raw).not.toContain('D123');
    expect(raw).not.toContain('1990-01-02');
    const draft = loadDraft(ID, '2025-06-02');
    expect(draft).toMatchObject({ step: 4, completed: [1, 2], idempotencyKey: 'key-12345678' });
    expect(draft?.values.personal_information.full_name).toBe('Ana Diaz');
    expect(draft?.values.personal_information.social_security_number).toBe('');
    expect(draft?.values.references.personal_references.map((r) => r.name)).toEqual(['', 'Second']);
    // The stored signature date wins over today's.
    expect(draft?.values.signature_acknowledgment.electronic_signature.signature_date).toBe('2025-06-01');
    clearDraft(ID);
    expect(loadDraft(ID, '2025-06-02')).toBeNull();
  });

  it('ignores unreadable or foreign drafts and unknown fields', () => {
    sessionStorage.setItem(`rentfront.application-draft.${ID}`, '{not json');
    expect(loadDraft(ID, '2025-06-01')).toBeNull();
    sessionStorage.setItem(
      `rentfront.application-draft.${ID}`,
      JSON.stringify({
        v: 1,
        step: 42,
        completed: [1, 'x', 99],
        values: { personal_information: { full_name: 7, email: 'a@b.co', extra: 'x' } },
      }),
    );
    const draft = loadDraft(ID, '2025-06-01');
    expect(draft?.step).toBe(9);
    expect(draft?.completed).toEqual([1]);
    expect(draft?.values.personal_information.full_name).toBe('');
    expect(draft?.values.personal_information.email).toBe('a@b.co');
    expect('extra' in (draft?.values.personal_information ?? {})).toBe(false);
    expect(draft?.idempotencyKey.length).toBeGreaterThanOrEqual(8);
  });

  it('reads the progress as Step n of 9 with the percent complete', () => {
    expect(progressOf(1)).toEqual({ label: 'Step 1 of 9: Property Information', percent: 11 });
    expect(progressOf(8)).toEqual({ label: 'Step 8 of 9: Signature & Terms', percent: 89 });
    expect(progressOf(9)).toEqual({ label: 'Step 9 of 9: Review & Submit', percent: 100 });
  });
});
