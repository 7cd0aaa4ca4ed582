import { residentHead } from '../residentHead';

// `/resident`: what needs doing, and the current lease.
export { default as Component } from '../../features/resident-portal/ResidentHomePage';

export const head = residentHead('Resident portal');
