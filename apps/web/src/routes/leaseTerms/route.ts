import { siteTextRoute } from '../siteTextRoute';

// `/lease-terms`: the office's lease terms (a site text).
export { default as Component } from '../../features/policies/SiteTextPage';

export const { loader, head } = siteTextRoute('lease_terms');
