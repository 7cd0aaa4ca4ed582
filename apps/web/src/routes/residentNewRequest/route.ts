import { residentHead } from '../residentHead';

// `/resident/maintenance/new`: a new maintenance request with photos.
export { default as Component } from '../../features/resident-portal/ResidentNewRequestPage';

/** Its form fields carry what a visitor types before the page is live. */
export const fields = true;

export const head = residentHead('Request maintenance');
