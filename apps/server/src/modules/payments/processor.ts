// The payment-processor interface (issue 33 item 3): the service speaks only this, so a second
// driver replaces stripe-driver.ts without touching the routes or the ledger.
import type { PaymentMethod } from '@rentfront/shared/ledger';

export interface StartPaymentInput {
  amountCents: number;
  leaseId: string;
  onlinePaymentId: string;
  residentEmail: string;
  description: string;
  /** Where the hosted page sends the resident back (the portal's return page). */
  returnUrl: string;
}

export interface StartedPayment {
  processorRef: string;
  /** A hosted payment page … */
  redirectUrl?: string;
  /** … or a client secret for an embedded form. */
  clientSecret?: string;
}

/** A verified processor event, reduced to what the ledger needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  outcome: 'succeeded' | 'failed' | 'ignored';
  onlinePaymentId?: string;
  processorRef?: string;
  method?: PaymentMethod;
  failureMessage?: string;
}

export interface PaymentProcessor {
  readonly name: string;
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  /** Verifies the signature over the raw body; throws InvalidSignature when it does not match. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

export class InvalidSignature extends Error {}

/** The processor did not answer (down, timeout, refused): nothing was charged. */
export class ProcessorUnavailable extends Error {}
