import type { DraftView } from '@rentfront/shared/application-drafts';
import type { Property } from '@rentfront/shared/properties-core';
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { useBrowserLoad } from '../../page-data/useBrowserLoad';
import { useHydrated } from '../../lib/useHydrated';
import { LinkLoading, LinkProblem } from '../../ui/LinkProblem';
import { SiteLink } from '../../ui/SiteLink';

// The wizard loads when the draft is there, as on /apply/:id.
const LazyApplicationWizard = lazy(() => import('./ApplicationWizard').then((m) => ({ default: m.ApplicationWizard })));

interface Resumed {
  view: DraftView;
  property: Property;
}

async function loadResumed(token: string): Promise<Resumed> {
  const [drafts, applications] = await Promise.all([import('../../api/applicationDrafts'), import('../../api/applications')]);
  const view = (await drafts.readDraft(token)).data;
  return { view, property: await applications.fetchApplyProperty(view.property_id) };
}

/**
 * /apply/resume/:token: the application saved on the server, opened from its e-mailed link on any
 * device, at the step it was left (issue 34 item 3). The draft is read in the browser, so the
 * token never passes through the server's page render.
 */
export default function ResumeApplicationPage() {
  const token = useParams().token ?? '';
  const hydrated = useHydrated();
  const { state, retry } = useBrowserLoad(token, () => loadResumed(token), 'Could not load your application. Please try again.');
  // One object for the wizard's whole life: it starts from it once.
  const resume = useMemo(() => (state.status === 'ready' ? { token, view: state.data.view } : null), [state, token]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">Rental Application</h1>
      {(state.status === 'pending' || !hydrated) && <LinkLoading label="Loading your application" />}
      {hydrated && state.status === 'failed' && (
        <LinkProblem message={state.message} onRetry={state.retry ? retry : undefined}>
          <SiteLink to="/properties" className="text-brand-800 underline">
            Browse Properties
          </SiteLink>
        </LinkProblem>
      )}
      {hydrated && state.status === 'ready' && resume && (
        <Suspense fallback={<LinkLoading label="Loading your application" />}>
          <LazyApplicationWizard property={state.data.property} resume={resume} />
        </Suspense>
      )}
    </div>
  );
}
