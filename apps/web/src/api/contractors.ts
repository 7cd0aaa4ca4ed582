import type { contractorEndpoints } from '@rentfront/shared/contract/contractors';
import { contractorRoutes } from '@rentfront/shared/contract/contractors-routes';
import type { ContractorInput } from '@rentfront/shared/contractors';
import { endpointClient } from './endpoint';

// Calls of the contractor directory, typed by its descriptors (ADR 0031).

const api = endpointClient<typeof contractorEndpoints>(contractorRoutes);

/** The directory, A to Z; `active: true` for the Send to Contractor picker. */
export const listContractors = (active?: boolean) => api.list({ query: active === undefined ? {} : { active: String(active) } });

export const createContractor = (body: ContractorInput) => api.create({ body });

export const updateContractor = (id: string, body: ContractorInput) => api.update({ params: { id }, body });

export const deleteContractor = (id: string) => api.remove({ params: { id } });
