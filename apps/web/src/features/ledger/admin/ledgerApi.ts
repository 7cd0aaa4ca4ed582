// Calls of the lease ledger (issue 33), typed by @rentfront/shared/contract/ledger. Each write
// carries the Idempotency-Key its dialog made when it opened: a double click or a retry after a
// lost answer records the entry once.
import type { ledgerEndpoints } from '@rentfront/shared/contract/ledger';
import { ledgerRoutes } from '@rentfront/shared/contract/ledger-routes';
import type { ledgerPostingEndpoints } from '@rentfront/shared/contract/ledger-posting';
import { ledgerPostingRoutes } from '@rentfront/shared/contract/ledger-posting-routes';
import type { LedgerChargeBody, LedgerPaymentBody } from '@rentfront/shared/ledger';
import { queryOptions } from '@tanstack/react-query';
import { endpointClient } from '../../../api/endpoint';

const api = endpointClient<typeof ledgerEndpoints>(ledgerRoutes);

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const ledgerKeys = {
  all: ['ledger'] as const,
  lease: (id: string) => ['ledger', 'lease', id] as const,
};

export const ledgerQuery = (leaseId: string) =>
  queryOptions({ queryKey: ledgerKeys.lease(leaseId), queryFn: async () => (await api.ledger({ params: { id: leaseId } })).data });

export const recordCharge = (leaseId: string, body: LedgerChargeBody, key: string) =>
  api.charge({ params: { id: leaseId }, body }, keyed(key));

export const recordPayment = (leaseId: string, body: LedgerPaymentBody, key: string) =>
  api.payment({ params: { id: leaseId }, body }, keyed(key));

export const reverseEntry = (entryId: string, reason: string, key: string) =>
  api.reverse({ params: { id: entryId }, body: { reason } }, keyed(key));

/** The office's copy of a payment's PDF receipt, opened by the browser (the session cookie goes with it). */
export const adminReceiptHref = (entryId: string) => `/api/admin/receipts/${encodeURIComponent(entryId)}.pdf`;

const posting = endpointClient<typeof ledgerPostingEndpoints>(ledgerPostingRoutes);

/** Runs the due-day posting now (owner or manager); the answer's message says what it posted. */
export const postDueNow = () => posting.postDue({ body: {} });
