import { lazy } from 'react';

/**
 * The wizard (its form library, the validation schemas and nine steps) is not part of a page's
 * first load: /apply/:id and /apply/resume/:token render it only once the page is live.
 */
export const loadWizard = () => import('./ApplicationWizard');

export const LazyApplicationWizard = lazy(() => loadWizard().then((m) => ({ default: m.ApplicationWizard })));
