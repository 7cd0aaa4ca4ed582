import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import { SiteLink } from '../../ui/SiteLink';
import { PortalNav } from './PortalNav';

/** What the portal needs JavaScript for, shown only when it is off. */
export const NO_SCRIPT_TEXT =
  'The resident portal needs JavaScript: it signs you in, shows your lease, requests and notices, and sends your forms and signature. Turn JavaScript on in your browser to use it.';

/**
 * Every portal page: phone-width first, the portal's menu (unless signed out pages) and the page's
 * own heading. The site's header and footer come from the public layout around it.
 */
export function PortalFrame({
  title,
  intro,
  nav = true,
  children,
}: {
  title: string;
  intro?: ReactNode;
  nav?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      {nav && <PortalNav />}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {/* Without JavaScript the page is the server's shell: say so plainly, before any form (ADR 0035). */}
      {!hydrated && (
        <noscript>
          <p className="mt-3 rounded border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
            {NO_SCRIPT_TEXT}{' '}
            <SiteLink to="/contact" className="font-medium underline">
              Contact the office
            </SiteLink>{' '}
            if you cannot.
          </p>
        </noscript>
      )}
      {intro && <div className="mt-2 text-slate-700">{intro}</div>}
      {/* Tall enough to keep the footer below the fold while the resident's data loads in the
          browser: the loading state, the signed-out notice and the data differ in height, and the
          footer jumping between them was most of the page's layout shift (Lighthouse CLS 0.09). */}
      <div className="mt-6 flex min-h-[60vh] flex-col gap-6">{children}</div>
    </div>
  );
}
