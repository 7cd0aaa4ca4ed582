import { RESIDENT_MAINTENANCE_CATEGORIES } from '@rentfront/shared/residents';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS } from './portalTexts';
import { checkRequest, EMPTY_REQUEST } from './requestForm';

describe('checkRequest', () => {
  it('names every missing field', () => {
    expect(checkRequest(EMPTY_REQUEST, [])).toEqual({
      errors: {
        category: 'Choose what the problem is about.',
        description: 'Describe the problem in a few words (at least 10 characters).',
        entry_permission: 'Say whether the team may enter when you are not home.',
      },
    });
  });

  it('builds the request with the photos, entry permission as a yes/no', () => {
    const photo = new File(['x'], 'tap.jpg', { type: 'image/jpeg' });
    const result = checkRequest(
      { category: 'plumbing', description: '  The kitchen tap drips  ', entry_permission: 'no', best_times: ' Mornings ' },
      [photo],
    );
    expect(result).toEqual({
      input: {
        category: 'plumbing',
        description: 'The kitchen tap drips',
        entry_permission: false,
        best_times: 'Mornings',
        photos: [photo],
      },
    });
  });
});

describe('CATEGORY_LABELS', () => {
  it('labels exactly the categories the API takes', () => {
    expect(Object.keys(CATEGORY_LABELS)).toEqual([...RESIDENT_MAINTENANCE_CATEGORIES]);
  });
});
