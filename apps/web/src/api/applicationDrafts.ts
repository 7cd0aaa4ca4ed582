// Applications saved on the server as they are filled in, and the applicant's status page
// (issue 34; ADR 0044), typed by their descriptors (ADR 0031). The tokens travel in the path, as
// the e-mailed links carry them; the server keeps them out of its log.
import type { applicationDraftEndpoints } from '@rentfront/shared/contract/application-drafts';
import { applicationDraftRoutes } from '@rentfront/shared/contract/application-drafts-routes';
import type { DraftSaveInput } from '@rentfront/shared/application-drafts';
import type { ApplicationSubmitBody } from '@rentfront/shared/applications';
import { endpointClient } from './endpoint';

const api = endpointClient<typeof applicationDraftEndpoints>(applicationDraftRoutes);

/** Starts the server's copy once step 2 gives the e-mail; the server mails the link to continue. */
export const createDraft = (propertyId: string, email: string) => api.create({ body: { property_id: propertyId, email } });

export const readDraft = (token: string) => api.read({ params: { token } });

export const saveDraft = (token: string, body: DraftSaveInput) => api.save({ params: { token }, body });

/** The spec's submit body; the server adds the sensitive values saved earlier. */
export const submitDraft = (token: string, body: ApplicationSubmitBody, idempotencyKey: string) =>
  api.submit({ params: { token }, body }, { headers: { 'Idempotency-Key': idempotencyKey } });

export const getApplicationStatus = (token: string) => api.status({ params: { token } });

export const replyOnStatusPage = (token: string, text: string) => api.reply({ params: { token }, body: { text } });
