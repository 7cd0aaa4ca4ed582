import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Home } from './icons';

/** The signed-out screens (sign in, accept an invitation): the brand, home link, atop one centred card. */
export function SignedOutCard({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
        <Link to="/" className="mb-6 flex items-center gap-2 font-bold text-brand-800">
          <Home aria-hidden className="h-6 w-6" /> Rentfront Property Rentals
        </Link>
        {children}
      </div>
    </main>
  );
}
