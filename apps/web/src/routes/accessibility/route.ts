import { staticHead } from '../../app/head/routeHead';

// `/accessibility` (issue 35): the site's accessibility statement and how to ask for a reasonable
// accommodation; text only, the office's contact details from the layout's site settings.
export { default as Component } from '../../features/accessibility/AccessibilityPage';

export const head = staticHead(
  'Accessibility',
  'How we make our homes and this website accessible, and how to ask for a reasonable accommodation or modification.',
  '/accessibility',
);
