import { Home, LayoutDashboard, Menu, X } from '../ui/icons';
import { useState } from 'react';
import { useSiteSettings } from '../page-data/useSiteSettings';
import { buttonClasses } from '../ui/Button';
import { cn } from '../ui/cn';
import { NavDropdown, type NavItem } from './NavDropdown';
import { SiteLink, SiteNavLink } from '../ui/SiteLink';
import { useAdminHint } from '../lib/useAdminHint';
import { residentPortalLink, type PortalLink } from './residentPortalLink';

const GROUPS: { label: string; items: NavItem[] }[] = [
  {
    label: 'Properties',
    items: [
      { label: 'All Properties', to: '/properties' },
      { label: 'Notice', to: '/notice' },
    ],
  },
  { label: 'Apply Now', items: [{ label: 'Pre-Screening Form', to: '/screening' }] },
  { label: 'Services', items: [{ label: 'Maintenance Service', to: '/services/maintenance' }] },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100', isActive && 'text-brand-700');

const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>;

function MenuLinks({ mobile, onNavigate, portal }: { mobile: boolean; onNavigate: () => void; portal: PortalLink | null }) {
  return (
    <>
      <SiteNavLink to="/" end className={linkClass} onClick={onNavigate}>
        Home
      </SiteNavLink>
      {GROUPS.map((g) => (
        <NavDropdown key={g.label} label={g.label} items={g.items} mobile={mobile} onNavigate={onNavigate} />
      ))}
      <SiteNavLink to="/about" className={linkClass} onClick={onNavigate}>
        About
      </SiteNavLink>
      <SiteNavLink to="/contact" className={linkClass} onClick={onNavigate}>
        Contact Us
      </SiteNavLink>
      {portal && (
        <a {...portal} className={linkClass({ isActive: false })}>
          Residents{portal.target && NEW_TAB}
        </a>
      )}
    </>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const admin = useAdminHint();
  const site = useSiteSettings();
  const close = () => setMenuOpen(false);
  const portal = residentPortalLink(site);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <SiteLink to="/" className="flex items-center gap-2 font-bold text-brand-800" onClick={close}>
          <Home aria-hidden className="h-6 w-6" />
          <span className="text-sm sm:text-base">{site?.name ?? 'Rentfront Property Rentals'}</span>
        </SiteLink>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <MenuLinks mobile={false} onNavigate={close} portal={portal} />
        </nav>
        <div className="flex items-center gap-2">
          {admin && (
            // On phones the Dashboard link lives in the hamburger menu instead.
            <span className="hidden sm:block">
              <SiteLink to="/admin" className={buttonClasses('outline', 'sm')}>
                <LayoutDashboard aria-hidden className="h-4 w-4" /> Dashboard
              </SiteLink>
            </span>
          )}
          {portal && (
            <a {...portal} className={buttonClasses('primary', 'sm')}>
              Pay Rent{portal.target && NEW_TAB}
            </a>
          )}
          <button
            type="button"
            className="rounded p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
          </button>
        </div>
      </div>
      {/* The phone menu's links exist only while it is open: closed, it is hidden anyway (and only
          JavaScript opens it), and every page would otherwise render, send and hydrate the whole
          menu twice. */}
      <nav id="mobile-menu" aria-label="Mobile" hidden={!menuOpen} className="border-t border-slate-200 px-4 py-3 lg:hidden">
        {menuOpen && (
          <div className="flex flex-col items-start gap-1">
            <MenuLinks mobile onNavigate={close} portal={portal} />
            {admin && (
              <SiteLink to="/admin" className={linkClass({ isActive: false })} onClick={close}>
                Dashboard
              </SiteLink>
            )}
          </div>
        )}
      </nav>
    </header>
  );
}
