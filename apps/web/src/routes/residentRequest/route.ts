import { residentHead } from '../residentHead';

// `/resident/maintenance/:id`: one request and its timeline.
export { default as Component } from '../../features/resident-portal/ResidentRequestPage';

export const head = residentHead('Maintenance request');
