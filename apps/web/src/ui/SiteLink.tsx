import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** One of the site's own addresses, written out from its root: `/contact`, `/services/maintenance`. */
export type SitePath = `/${string}`;

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: SitePath;
}

/** A click the browser should handle itself: another button, a modifier (new tab, download) or another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (!!target && target !== '_self');
}

/**
 * A link to a fixed address of the public site, navigated by the router like React Router's
 * `Link` (a click replaces the history entry when it leads to the page already shown, as `Link`
 * does). `Link` resolves its `to` against the matched routes on every render, serializing them
 * once per link; a page carries two dozen links in its header, menus and footer, and on the
 * server that was a fifth of rendering the property page (docs/performance.md, "Rendering cost
 * on the server"). A path written from the root needs no resolving, so this link only reads the
 * location and the router's navigate. Relative links, state, prefetching and the rest stay with
 * `Link`.
 */
export function SiteLink({ to, onClick, ...anchor }: SiteLinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    void navigate(to, { replace: location.pathname + location.search + location.hash === to });
  };
  return <a {...anchor} href={to} onClick={follow} />;
}

/**
 * Whether `to` is the page shown or (unless `end`) a page under it, decided as React Router's
 * `NavLink` decides it: letter case is ignored, and `/` is active on the home page only.
 */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const path = to.toLowerCase();
  if (here === path) return true;
  if (end) return false;
  const childSlash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return here.startsWith(path) && here.charAt(childSlash) === '/';
}

interface SiteNavLinkProps extends Omit<SiteLinkProps, 'className' | 'children'> {
  /** Only the exact address is active, not the pages under it (the home page's link). */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
}

/** A menu's `SiteLink`: marked `aria-current="page"` and styled active while its page is shown, as `NavLink` is. */
export function SiteNavLink({ end = false, className, ...link }: SiteNavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, link.to, end);
  return <SiteLink {...link} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
