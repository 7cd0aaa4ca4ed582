import { useQuery } from '@tanstack/react-query';
import { listContractors } from '../../../api/contractors';

/** Every contractor query key starts with this; a change invalidates it and the maintenance keys. */
export const CONTRACTORS_KEY = ['contractors'] as const;

export function useContractors(active?: boolean) {
  return useQuery({
    queryKey: [...CONTRACTORS_KEY, { active }],
    queryFn: async () => (await listContractors(active)).data.contractors,
  });
}
