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

/** Autopay's first step: the processor's page saves a card or bank account for later charges. */
export interface StartAutopaySetupInput {
  enrollmentId: string;
  leaseId: string;
  residentEmail: string;
  /** The processor's customer made for this enrollment before, if any (reused). */
  customerRef: string | null;
  returnUrl: string;
}

export interface StartedAutopaySetup {
  customerRef: string;
  redirectUrl: string;
}

/** A charge of a saved method without the resident present (the due-day run). */
export interface ChargeSavedInput {
  onlinePaymentId: string;
  leaseId: string;
  amountCents: number;
  customerRef: string;
  paymentMethodRef: string;
  description: string;
}

/** The processor's first answer to a saved-method charge; the webhook still books it. */
export interface ChargedSaved {
  processorRef: string;
}

/** A verified processor event, reduced to what the ledger needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** `method_saved`: an autopay enrollment's card or bank account is ready to charge. */
  outcome: 'succeeded' | 'failed' | 'ignored' | 'method_saved';
  onlinePaymentId?: string;
  processorRef?: string;
  method?: PaymentMethod;
  failureMessage?: string;
  enrollmentId?: string;
  paymentMethodRef?: string;
}

export interface PaymentProcessor {
  readonly name: string;
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  startAutopaySetup(input: StartAutopaySetupInput): Promise<StartedAutopaySetup>;
  /** Throws PaymentDeclined when the bank or card says no, ProcessorUnavailable when nobody answers. */
  chargeSaved(input: ChargeSavedInput): Promise<ChargedSaved>;
  /** Verifies the signature over the raw body; throws InvalidSignature when it does not match. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

export class InvalidSignature extends Error {}

/** The processor did not answer (down, timeout, refused): nothing was charged. */
export class ProcessorUnavailable extends Error {}

/** The processor answered and refused the charge (declined, authentication needed, …). */
export class PaymentDeclined extends Error {
  constructor(
    message: string,
    readonly processorRef?: string,
  ) {
    super(message);
  }
}
