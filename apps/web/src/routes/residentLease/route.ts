import { residentHead } from '../residentHead';

// `/resident/leases/:id`: terms, document and signing.
export { default as Component } from '../../features/resident-portal/ResidentLeasePage';

export const head = residentHead('Your lease');
