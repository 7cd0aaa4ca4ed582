import { residentHead } from '../residentHead';

// `/resident/leases`: the resident's leases.
export { default as Component } from '../../features/resident-portal/ResidentLeasesPage';

export const head = residentHead('Your leases');
