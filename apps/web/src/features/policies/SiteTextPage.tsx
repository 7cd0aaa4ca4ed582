import type { SiteText } from '@rentfront/shared/site-texts-core';
import { SiteLink } from '../../ui/SiteLink';
import { failureMessage } from '../../api/errors';
import { useLoaded } from '../../page-data/useLoaded';
import { ErrorState } from '../../ui/EmptyState';
import { textBlocks } from './textBlocks';

const LOAD_FAILED = 'Failed to load this page';

// In UTC, so the server's HTML and the browser's hydration print the same day.
const updatedDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * /lease-terms and /rental-policies (issue 18): the text an admin keeps in Settings (or the
 * built-in one), rendered as text, never as HTML.
 */
export default function SiteTextPage() {
  const { data, failure, retry, reloading } = useLoaded<SiteText>();

  if (failure || !data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="mb-4 text-center text-2xl font-bold text-slate-900">{LOAD_FAILED}</h1>
        <ErrorState message={failureMessage(failure, LOAD_FAILED)} onRetry={retry} />
      </div>
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12" aria-busy={reloading || undefined}>
      <h1 className="text-3xl font-bold text-slate-900">{data.title}</h1>
      {data.updated_at && <p className="mt-2 text-sm text-slate-700">Last updated {updatedDate(data.updated_at)}</p>}
      <div className="mt-6 space-y-4 text-slate-800">
        {textBlocks(data.body).map((block, i) => {
          if (block.kind === 'heading')
            return (
              <h2 key={i} className="pt-2 text-xl font-semibold text-slate-900">
                {block.text}
              </h2>
            );
          if (block.kind === 'list')
            return (
              <ul key={i} className="list-disc space-y-1 pl-6">
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          return (
            <p key={i} className="whitespace-pre-line">
              {block.text}
            </p>
          );
        })}
      </div>
      <p className="mt-10 rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
        Questions about these terms?{' '}
        <SiteLink to="/contact" className="font-medium text-brand-800 underline underline-offset-2">
          Contact us
        </SiteLink>{' '}
        before you apply or sign.
      </p>
    </article>
  );
}
