import { queryOptions } from '@tanstack/react-query';
import { listContractors } from '../contractors';
import { contractorKeys } from '../queryKeys';

// TanStack Query options of the contractor directory.

export const contractorQueries = {
  /** The directory's rows; `active: true` for the Send to Contractor picker. */
  list: (active?: boolean) =>
    queryOptions({ queryKey: contractorKeys.list(active), queryFn: async () => (await listContractors(active)).data.contractors }),
};
