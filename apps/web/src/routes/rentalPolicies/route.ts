import { siteTextRoute } from '../siteTextRoute';

// `/rental-policies`: the office's rental policies (a site text).
export { default as Component } from '../../features/policies/SiteTextPage';

export const { loader, head } = siteTextRoute('rental_policies');
