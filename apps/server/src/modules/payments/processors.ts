import type { Config } from '../../config';
import type { PaymentProcessor } from './processor';
import { createStripeDriver } from './stripe-driver';

/** The configured processor, or null: without keys online payment is off (and says so). */
export function processorOf(config: Config): PaymentProcessor | null {
  return config.stripe ? createStripeDriver(config.stripe) : null;
}
