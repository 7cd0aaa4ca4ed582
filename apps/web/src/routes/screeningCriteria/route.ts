import { siteTextRoute } from '../siteTextRoute';

// `/screening-criteria`: how the office decides on applications (a site text, issue 34 item 6).
export { default as Component } from '../../features/policies/SiteTextPage';

export const { loader, head } = siteTextRoute('screening_criteria');
