import type { ReactNode } from 'react';
import { PortalNav } from './PortalNav';

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
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      {nav && <PortalNav />}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {intro && <div className="mt-2 text-slate-700">{intro}</div>}
      {/* Tall enough to keep the footer below the fold while the resident's data loads in the
          browser: the loading state, the signed-out notice and the data differ in height, and the
          footer jumping between them was most of the page's layout shift (Lighthouse CLS 0.09). */}
      <div className="mt-6 flex min-h-[60vh] flex-col gap-6">{children}</div>
    </div>
  );
}
