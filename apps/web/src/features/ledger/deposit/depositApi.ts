// Calls of the move-out deposit statement (issue 33 item 5), typed by
// @rentfront/shared/contract/rent-reports. "No statement yet" is an answer, not a failure: the
// read gives null for it, so the panel can offer to open one.
import type { depositStatementEndpoints } from '@rentfront/shared/contract/rent-reports';
import { depositStatementRoutes } from '@rentfront/shared/contract/rent-reports-routes';
import type { DepositDeductionCategory, DepositStatement } from '@rentfront/shared/deposits';
import { queryOptions } from '@tanstack/react-query';
import { toFormData } from '../../../api/client';
import { endpointClient } from '../../../api/endpoint';
import { ApiError } from '../../../api/errors';

const api = endpointClient<typeof depositStatementEndpoints>(depositStatementRoutes);

export const depositKeys = {
  all: ['deposit-statement'] as const,
  lease: (id: string) => ['deposit-statement', id] as const,
};

export const depositStatementQuery = (leaseId: string) =>
  queryOptions({
    queryKey: depositKeys.lease(leaseId),
    queryFn: async (): Promise<DepositStatement | null> => {
      try {
        return (await api.get({ params: { id: leaseId } })).data;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });

export const openDepositStatement = (leaseId: string) => api.open({ params: { id: leaseId } });

export interface DeductionInput {
  category: DepositDeductionCategory;
  description: string;
  amount_cents: number;
  photos: File[];
}

/** Multipart, the text fields first (the server checks them before it reads a photo). */
export const addDeduction = (leaseId: string, input: DeductionInput, onUploadProgress?: (fraction: number) => void) =>
  api.addDeduction({ params: { id: leaseId }, body: toFormData({ ...input }) }, { onUploadProgress });

export const removeDeduction = (leaseId: string, deductionId: string) => api.removeDeduction({ params: { id: leaseId, deductionId } });

export const sendDepositStatement = (leaseId: string) => api.send({ params: { id: leaseId } });

/** The statement's PDF (a draft preview until it is sent), opened by the browser with the session cookie. */
export const depositStatementPdfHref = (leaseId: string) => depositStatementRoutes.pdf.path.replace(':id', encodeURIComponent(leaseId));
