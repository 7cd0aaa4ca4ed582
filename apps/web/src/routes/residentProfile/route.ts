import { residentHead } from '../residentHead';

// `/resident/profile`: who is signed in.
export { default as Component } from '../../features/resident-portal/ResidentProfilePage';

export const head = residentHead('Your profile');
