import { describe, expect, it } from 'vitest';
import { PII_FIELDS } from '../../modules/applications/pii';
import { ENCRYPTED_COLUMNS } from './encrypted-columns';

describe('the list of encrypted columns that pii:rotate and the key check use', () => {
  it('covers every encrypted field of an application', () => {
    const applications = ENCRYPTED_COLUMNS.find((c) => c.table === 'applications' && c.column === 'document');
    const listed = (applications?.jsonPaths ?? []).map((p) => p.join('.')).sort();
    expect(listed).toEqual(PII_FIELDS.map((f) => `personal_information.${f}`).sort());
  });

  it('includes the wrapped keys, so a rotation re-encrypts the blind-index key too', () => {
    expect(ENCRYPTED_COLUMNS).toContainEqual({ table: 'pii_wrapped_keys', key: 'purpose', column: 'ciphertext' });
  });
});
