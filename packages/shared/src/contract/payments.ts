import { onlinePaymentListSchema, startOnlinePaymentAnswerSchema, startOnlinePaymentBodySchema } from '../payments';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { paymentRoutes } from './payments-routes';
import { residentIdParams } from './residents';

export const paymentEndpoints = {
  start: defineEndpoint(paymentRoutes.start, {
    params: residentIdParams,
    body: startOnlinePaymentBodySchema,
    response: envelope(startOnlinePaymentAnswerSchema),
  }),
  list: defineEndpoint(paymentRoutes.list, { params: residentIdParams, response: envelope(onlinePaymentListSchema) }),
};
