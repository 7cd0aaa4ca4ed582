import { postDueAnswerSchema, postDueBodySchema } from '../ledger-posting';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { ledgerPostingRoutes } from './ledger-posting-routes';

// "Post due charges now": owners and managers run the due-day run; a run already in progress on
// another node answers 409.
export const ledgerPostingEndpoints = {
  postDue: defineEndpoint(ledgerPostingRoutes.postDue, { body: postDueBodySchema, response: envelope(postDueAnswerSchema) }),
};
