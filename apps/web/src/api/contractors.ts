import type { Contractor, ContractorInput, ContractorListData } from '@rentfront/shared/contractors';
import { apiRequest } from './client';
import type { Envelope } from './types';

const BASE = '/api/admin/contractors';

/** The directory, A to Z; `active: true` for the Send to Contractor picker. */
export const listContractors = (active?: boolean) =>
  apiRequest<Envelope<ContractorListData>>(BASE, { query: active === undefined ? {} : { active: String(active) }, admin: true });

export const createContractor = (body: ContractorInput) => apiRequest<Envelope<Contractor>>(BASE, { method: 'POST', body, admin: true });

export const updateContractor = (id: string, body: ContractorInput) =>
  apiRequest<Envelope<Contractor>>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body, admin: true });

export const deleteContractor = (id: string) =>
  apiRequest<Envelope<{ id: string }>>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true });
