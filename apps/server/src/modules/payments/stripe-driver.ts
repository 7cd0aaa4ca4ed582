// The production driver on the official `stripe` package: a Checkout Session (Stripe's hosted
// page; card and US bank account) and its webhook, verified by the SDK's signature check.
import Stripe from 'stripe';
import type { PaymentMethod } from '@rentfront/shared/ledger';
import {
  InvalidSignature,
  PaymentDeclined,
  ProcessorUnavailable,
  type PaymentEvent,
  type PaymentProcessor,
  type StartPaymentInput,
} from './processor';

export interface StripeDriverOptions {
  secretKey: string;
  webhookSecret: string;
  /** A local Stripe-compatible server, e.g. http://127.0.0.1:12111 (tests); unset = api.stripe.com. */
  apiBase?: string;
  timeoutMs?: number;
}

const FAILED_TYPES = new Set(['checkout.session.async_payment_failed', 'payment_intent.payment_failed']);

export function createStripeDriver(options: StripeDriverOptions): PaymentProcessor {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    // A resident waits on this call: a short timeout and no silent retries, the portal says "try again".
    timeout: options.timeoutMs ?? 10_000,
    maxNetworkRetries: 0,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });

  return {
    name: 'stripe',
    async startPayment(input: StartPaymentInput) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // The SDK's types dropped this field (dynamic payment methods); the API still takes it.
            ...({ payment_method_types: ['card', 'us_bank_account'] } as object),
            line_items: [
              {
                quantity: 1,
                price_data: { currency: 'usd', unit_amount: input.amountCents, product_data: { name: input.description } },
              },
            ],
            customer_email: input.residentEmail,
            client_reference_id: input.onlinePaymentId,
            metadata: { online_payment_id: input.onlinePaymentId, lease_id: input.leaseId },
            payment_intent_data: { metadata: { online_payment_id: input.onlinePaymentId, lease_id: input.leaseId } },
            success_url: input.returnUrl,
            cancel_url: input.returnUrl,
          },
          // One session per online payment, even if this call is retried.
          { idempotencyKey: `online-payment-${input.onlinePaymentId}` },
        );
        if (!session.url) throw new ProcessorUnavailable('no hosted page URL in the answer');
        return { processorRef: session.id, redirectUrl: session.url };
      } catch (err) {
        throw unavailable(err);
      }
    },

    async startAutopaySetup(input) {
      try {
        const customerRef =
          input.customerRef ??
          (
            await stripe.customers.create(
              { email: input.residentEmail, metadata: { lease_id: input.leaseId, autopay_enrollment_id: input.enrollmentId } },
              { idempotencyKey: `autopay-customer-${input.enrollmentId}` },
            )
          ).id;
        // Setup mode: the hosted page saves the method for off-session use; nothing is charged.
        const session = await stripe.checkout.sessions.create({
          mode: 'setup',
          currency: 'usd',
          ...({ payment_method_types: ['card', 'us_bank_account'] } as object),
          customer: customerRef,
          metadata: { autopay_enrollment_id: input.enrollmentId, lease_id: input.leaseId },
          setup_intent_data: { metadata: { autopay_enrollment_id: input.enrollmentId, lease_id: input.leaseId } },
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
        });
        if (!session.url) throw new ProcessorUnavailable('no hosted page URL in the answer');
        return { customerRef, redirectUrl: session.url };
      } catch (err) {
        throw unavailable(err);
      }
    },

    async chargeSaved(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            customer: input.customerRef,
            payment_method: input.paymentMethodRef,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { online_payment_id: input.onlinePaymentId, lease_id: input.leaseId, autopay: 'true' },
          },
          // A retry of the same attempt (its answer lost) is the same charge, never a second one.
          { idempotencyKey: `autopay-${input.onlinePaymentId}` },
        );
        return { processorRef: intent.id };
      } catch (err) {
        // A card or bank refusal is an answer (StripeCardError), not an outage.
        if (err instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(err.message, err.payment_intent?.id);
        throw unavailable(err);
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', options.webhookSecret);
      } catch {
        throw new InvalidSignature('bad signature');
      }
      return toPaymentEvent(event);
    },
  };
}

function unavailable(err: unknown): ProcessorUnavailable {
  return err instanceof ProcessorUnavailable ? err : new ProcessorUnavailable(err instanceof Error ? err.message : String(err));
}

/** The ledger's view of a Stripe event. Anything else is recorded and ignored. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type };
  const obj = event.data.object as { id?: string; metadata?: Record<string, string> | null };
  if (event.type === 'setup_intent.succeeded') {
    const intent = event.data.object as Stripe.SetupIntent;
    const enrollmentId = intent.metadata?.autopay_enrollment_id;
    const paymentMethodRef = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    if (!enrollmentId || !paymentMethodRef) return { ...base, outcome: 'ignored' };
    return { ...base, outcome: 'method_saved', enrollmentId, paymentMethodRef };
  }
  const onlinePaymentId = obj.metadata?.online_payment_id;
  if (!onlinePaymentId) return { ...base, outcome: 'ignored' };
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const session = event.data.object as Stripe.Checkout.Session;
    // A bank debit completes the session unpaid and confirms later (async_payment_succeeded).
    if (session.payment_status !== 'paid') return { ...base, outcome: 'ignored' };
    const method: PaymentMethod = event.type === 'checkout.session.async_payment_succeeded' ? 'ach' : 'card';
    return { ...base, outcome: 'succeeded', onlinePaymentId, processorRef: session.id, method };
  }
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object as Stripe.PaymentIntent;
    const method: PaymentMethod =
      intent.payment_method_types.length === 1 && intent.payment_method_types[0] === 'us_bank_account' ? 'ach' : 'card';
    return { ...base, outcome: 'succeeded', onlinePaymentId, method };
  }
  if (FAILED_TYPES.has(event.type)) {
    const intent = event.data.object as Partial<Stripe.PaymentIntent>;
    const failureMessage = intent.last_payment_error?.message ?? 'The payment did not go through.';
    return { ...base, outcome: 'failed', onlinePaymentId, failureMessage };
  }
  return { ...base, outcome: 'ignored' };
}
