import { queryOptions } from '@tanstack/react-query';
import { getResident } from '../residents-admin';
import { residentKeys } from '../queryKeys';

// TanStack Query options of the admin residents directory (the list goes through useAdminList).

export const residentQueries = {
  detail: (id: string) => queryOptions({ queryKey: residentKeys.detail(id), queryFn: async () => (await getResident(id)).data }),
};
