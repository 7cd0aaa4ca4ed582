import type { paymentEndpoints } from '@rentfront/shared/contract/payments';
import { paymentRoutes } from '@rentfront/shared/contract/payments-routes';
import type { LedgerAnswer } from '@rentfront/shared/ledger';
import { apiRequest } from './client';
import { endpointClient } from './endpoint';

// The portal's money page (issue 33 items 3-4). The ledger read is the ledger API's
// GET /api/resident/leases/{id}/ledger (its answer: ledgerAnswerSchema); only types come from shared.
const api = endpointClient<typeof paymentEndpoints>(paymentRoutes);

const leasePath = (id: string) => `/api/resident/leases/${encodeURIComponent(id)}`;

export const fetchResidentLedger = (id: string) => apiRequest<{ data: LedgerAnswer }>(`${leasePath(id)}/ledger`);

export const fetchOnlinePayments = (id: string) => api.list({ params: { id } });

/** Under an Idempotency-Key: a double tap or a retry after a lost answer opens the same hosted page. */
export const startOnlinePayment = (id: string, amountCents: number, key: string) =>
  api.start({ params: { id }, body: { amount_cents: amountCents } }, { headers: { 'Idempotency-Key': key } });

/** A payment's PDF receipt, opened by the browser itself (the session cookie goes with it). */
export const residentReceiptHref = (entryId: string) => `/api/resident/receipts/${encodeURIComponent(entryId)}.pdf`;

// Autopay (ADR 0040)
export const fetchAutopay = (id: string) => api.autopay({ params: { id } });
/** Answers the processor's page where the resident saves a card or bank account. */
export const startAutopay = (id: string) => api.autopayOn({ params: { id } });
export const stopAutopay = (id: string) => api.autopayOff({ params: { id } });
