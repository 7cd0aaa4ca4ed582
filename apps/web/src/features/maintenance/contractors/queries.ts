import { useQuery } from '@tanstack/react-query';
import { contractorQueries } from '../../../api/queries/contractors';

export function useContractors(active?: boolean) {
  return useQuery(contractorQueries.list(active));
}
