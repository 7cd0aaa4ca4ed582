import type { ReactNode } from 'react';
import { ToasterHost } from '../ui/ToasterHost';

/** What every page has around it, on the server and in the browser: the toaster (mounted on first use). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterHost />
    </>
  );
}
