import { z } from 'zod';
import {
  autopayStartAnswerSchema,
  autopayStateSchema,
  onlinePaymentListSchema,
  startOnlinePaymentAnswerSchema,
  startOnlinePaymentBodySchema,
} from '../payments';
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
  autopay: defineEndpoint(paymentRoutes.autopay, { params: residentIdParams, response: envelope(autopayStateSchema) }),
  autopayOn: defineEndpoint(paymentRoutes.autopayOn, { params: residentIdParams, response: envelope(autopayStartAnswerSchema) }),
  autopayOff: defineEndpoint(paymentRoutes.autopayOff, { params: residentIdParams, response: envelope(z.null()) }),
};
