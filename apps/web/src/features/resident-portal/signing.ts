import type { ResidentLease, ResidentSignInput } from '@rentfront/shared/residents';
import { toApiFailure } from '../../api/errors';

export interface SigningErrors {
  full_name?: string;
  consent?: string;
}

export const SIGNING_TEXTS = {
  nameRequired: 'Type your full name to sign.',
  consentRequired: 'Tick the box to agree to sign electronically.',
  noDocument: 'The lease document is not ready yet.',
} as const;

/**
 * What the sign call sends: the typed name, the consent, and the version and SHA-256 of the
 * document that was shown, so the server refuses a signature on any other text (ADR 0034).
 */
export function signingInput(
  document: ResidentLease['document'],
  fullName: string,
  consent: boolean,
): { input: ResidentSignInput } | { errors: SigningErrors } {
  const errors: SigningErrors = {};
  const name = fullName.trim().replace(/\s+/g, ' ');
  if (!name) errors.full_name = SIGNING_TEXTS.nameRequired;
  if (!consent) errors.consent = SIGNING_TEXTS.consentRequired;
  if (errors.full_name || errors.consent) return { errors };
  if (!document) return { errors: { full_name: SIGNING_TEXTS.noDocument } };
  return {
    input: { full_name: name, consent: true, document_version: document.version, document_sha256: document.sha256 },
  };
}

/** The document changed since it was shown (409): say so, and read the lease again. */
export const isStaleDocument = (error: unknown) => toApiFailure(error).status === 409;

/** The server's field errors of a refused signature, by field. */
export function signingFieldErrors(error: unknown): SigningErrors {
  const errors = toApiFailure(error).errors ?? {};
  return { full_name: errors.full_name, consent: errors.consent };
}
