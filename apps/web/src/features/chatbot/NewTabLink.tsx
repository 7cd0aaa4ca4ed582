import type { ReactNode } from 'react';
import { ExternalLink } from '../../ui/icons';

/** A link out of the chat (a booking page, the tour calendar): a new tab, so the chat stays, and it says so. */
export function NewTabLink({
  href,
  className,
  iconClassName,
  children,
}: {
  href: string;
  className: string;
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden className={iconClassName} />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
