import { residentHead } from '../residentHead';

// `/resident/notices`: the notices for the resident’s property.
export { default as Component } from '../../features/resident-portal/ResidentNoticesPage';

export const head = residentHead('Notices');
