import { queryOptions } from '@tanstack/react-query';
import { getLease, getLeaseTemplate } from '../leases';
import { leaseKeys } from '../queryKeys';

// TanStack Query options of the leases domain (the list goes through useAdminList).

export const leaseQueries = {
  detail: (id: string) => queryOptions({ queryKey: leaseKeys.detail(id), queryFn: async () => (await getLease(id)).data }),
  template: () => queryOptions({ queryKey: leaseKeys.template, queryFn: async () => (await getLeaseTemplate()).data }),
};
