import {
  APPLICANT_ANSWERED_NEXT,
  APPLICANT_STATUS_LABELS,
  APPLICANT_STATUS_NEXT,
  type ApplicationStatusView,
} from '@rentfront/shared/application-drafts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatUsDate } from '../../../lib/format';
import { useBrowserLoad } from '../../../page-data/useBrowserLoad';
import { LinkLoading, LinkProblem } from '../../../ui/LinkProblem';
import { SiteLink } from '../../../ui/SiteLink';
import { StatusReplyForm } from './StatusReplyForm';
import { StatusTimeline } from './StatusTimeline';

const load = (token: string) => import('../../../api/applicationDrafts').then((m) => m.getApplicationStatus(token)).then((r) => r.data);

function Summary({ view }: { view: ApplicationStatusView }) {
  const place = [view.property.city, view.property.state].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="status-summary" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="status-summary" className="text-xl font-semibold text-slate-900">
        Hello {view.first_name}
      </h2>
      <dl className="grid gap-1 text-slate-900">
        <div>
          <dt className="inline font-semibold">Reference: </dt>
          <dd className="inline font-mono">{view.reference}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Home: </dt>
          <dd className="inline">
            {view.property.id ? (
              <SiteLink to={`/properties/${view.property.id}`} className="text-brand-800 underline">
                {view.property.title}
              </SiteLink>
            ) : (
              view.property.title
            )}
            {place && `, ${place}`}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Submitted: </dt>
          <dd className="inline">{formatUsDate(view.submitted_at)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Status: </dt>
          <dd className="inline font-semibold text-brand-800">{APPLICANT_STATUS_LABELS[view.status]}</dd>
        </div>
      </dl>
      <p className="text-slate-800">
        {view.status === 'info_requested' && !view.awaiting_reply ? APPLICANT_ANSWERED_NEXT : APPLICANT_STATUS_NEXT[view.status]}
      </p>
    </section>
  );
}

/**
 * /applications/:token: where the application stands, from the link in every e-mail (issue 34
 * item 4). First name only, never PII; read in the browser, so the token stays out of the page render.
 */
export default function ApplicationStatusPage() {
  const token = useParams().token ?? '';
  const { state, retry, replace } = useBrowserLoad(token, () => load(token), 'Could not load your application. Please try again.');
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Your Application</h1>
      {state.status === 'pending' && <LinkLoading label="Loading your application" />}
      {state.status === 'failed' && (
        <LinkProblem message={state.message} onRetry={state.retry ? retry : undefined}>
          <SiteLink to="/contact" className="text-brand-800 underline">
            Contact us
          </SiteLink>
        </LinkProblem>
      )}
      {state.status === 'ready' && (
        <div className="mt-6 grid gap-6">
          {notice && (
            <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
              {notice}
            </p>
          )}
          <Summary view={state.data} />
          {state.data.awaiting_reply && (
            <section aria-labelledby="status-reply" className="grid gap-3 rounded-lg border border-amber-200 bg-white p-4 sm:p-6">
              <h2 id="status-reply" className="text-xl font-semibold text-slate-900">
                Answer the office
              </h2>
              <StatusReplyForm
                token={token}
                onAnswered={(view, message) => {
                  replace(view);
                  setNotice(message);
                }}
              />
            </section>
          )}
          <section aria-labelledby="status-history" className="grid gap-3">
            <h2 id="status-history" className="text-xl font-semibold text-slate-900">
              History
            </h2>
            <StatusTimeline events={state.data.events} />
          </section>
        </div>
      )}
    </div>
  );
}
