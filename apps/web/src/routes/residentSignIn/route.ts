import { residentHead } from '../residentHead';

// `/resident/sign-in`: the e-mail form that sends a sign-in link.
export { default as Component } from '../../features/resident-portal/ResidentSignInPage';

/** Its form fields carry what a visitor types before the page is live. */
export const fields = true;

export const head = residentHead('Resident sign-in');
