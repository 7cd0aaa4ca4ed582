import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { isStaleDocument, signingInput, SIGNING_TEXTS } from './signing';

const document = { version: 3, kind: 'draft' as const, sha256: 'a'.repeat(64), size_bytes: 1000, created_at: '2026-12-01T00:00:00Z' };

describe('signingInput', () => {
  it('carries the version and hash of the document shown, and the name as typed, tidied', () => {
    expect(signingInput(document, '  Ada   Lovelace ', true)).toEqual({
      input: { full_name: 'Ada Lovelace', consent: true, document_version: 3, document_sha256: 'a'.repeat(64) },
    });
  });

  it('asks for the name and the consent, both at once', () => {
    expect(signingInput(document, '  ', false)).toEqual({
      errors: { full_name: SIGNING_TEXTS.nameRequired, consent: SIGNING_TEXTS.consentRequired },
    });
    expect(signingInput(document, 'Ada', false)).toEqual({ errors: { consent: SIGNING_TEXTS.consentRequired } });
  });

  it('refuses to sign without a document', () => {
    expect(signingInput(null, 'Ada', true)).toEqual({ errors: { full_name: SIGNING_TEXTS.noDocument } });
  });
});

describe('isStaleDocument', () => {
  it('is the 409 of a changed document, not other failures', () => {
    expect(isStaleDocument(new ApiError('The lease document changed', 409))).toBe(true);
    expect(isStaleDocument(new ApiError('full_name: type your full name', 400))).toBe(false);
  });
});
