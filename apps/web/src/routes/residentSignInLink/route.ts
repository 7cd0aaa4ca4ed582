import { residentHead } from '../residentHead';

// `/resident/sign-in/:token`: the button that signs in with an e-mailed link.
export { default as Component } from '../../features/resident-portal/ResidentSignInLinkPage';

export const head = residentHead('Sign in');
