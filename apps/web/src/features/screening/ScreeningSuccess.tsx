import { SCREENING_REVIEW_TIME } from '@rentfront/shared/review-times';
import type { ScreeningSubmitResult } from '@rentfront/shared/screening';
import { CheckCircle2 } from '../../ui/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatMoney } from '../../lib/format';
import { buttonClasses } from '../../ui/Button';

export interface ScreeningSuccessProps {
  result: ScreeningSubmitResult;
  /** "Submit Another Response": a fresh, empty form (also when already on /screening). */
  onAnotherResponse: () => void;
}

function bedsLabel(bedrooms: number): string {
  return bedrooms === 0 ? 'Studio' : `${bedrooms} bd`;
}

export function ScreeningSuccess({ result, onAnotherResponse }: ScreeningSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the visitor: move the focus (and screen readers) to the news.
  useEffect(() => heading.current?.focus(), []);
  const rec = result.recommendations;
  const showRecommendations = rec.generated && rec.property_count > 0;

  return (
    <section className="mx-auto max-w-2xl rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <CheckCircle2 aria-hidden className="mx-auto h-14 w-14 text-green-700" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-3xl font-bold text-slate-900">
        Thank You!
      </h2>
      <p className="mt-3 text-slate-700">
        Your pre-screening questionnaire has been submitted. Our team will review your answers and get back to you within{' '}
        <strong>{SCREENING_REVIEW_TIME}</strong>.
      </p>
      <p className="mt-4 text-sm text-slate-700">
        Reference ID: <span className="break-all font-mono font-semibold text-slate-900">{result.reference || result.response_id}</span>
      </p>

      {showRecommendations && (
        <div className="mt-8 rounded-lg bg-brand-50 p-5 text-left">
          <h3 className="text-lg font-semibold text-slate-900">Recommended for you</h3>
          <p className="mt-1 text-sm text-slate-800">{rec.message}</p>
          <ul className="mt-4 space-y-2">
            {rec.properties.slice(0, 5).map((p) => (
              <li
                key={p.id ?? p.title}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md bg-white px-3 py-2 text-sm"
              >
                {p.url ? (
                  <Link to={p.url} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {p.title}
                  </Link>
                ) : (
                  <span className="font-medium text-slate-900">{p.title}</span>
                )}
                <span className="text-slate-700">
                  {p.city}, {p.state} · {formatMoney(p.price)}/month · {bedsLabel(p.bedrooms)} · {p.score}% match
                </span>
              </li>
            ))}
          </ul>
          <Link to={rec.url} className={buttonClasses('primary', 'md', 'mt-4 justify-center')}>
            View Recommended Properties
          </Link>
        </div>
      )}

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <SiteLink to="/screening" onClick={onAnotherResponse} className={buttonClasses('outline', 'md', 'justify-center')}>
          Submit Another Response
        </SiteLink>
        <SiteLink to="/properties" className={buttonClasses('outline', 'md', 'justify-center')}>
          Browse Properties
        </SiteLink>
      </div>
    </section>
  );
}
