import { residentHead } from '../residentHead';

// `/resident/maintenance`: the resident's maintenance requests.
export { default as Component } from '../../features/resident-portal/ResidentMaintenancePage';

export const head = residentHead('Maintenance');
