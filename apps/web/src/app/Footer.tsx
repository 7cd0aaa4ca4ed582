import { MapPin } from '../ui/icons';
import { useSiteSettings } from '../page-data/useSiteSettings';
import { useAdminHint } from '../lib/useAdminHint';
import { siteYear } from '../lib/siteYear';
import { SiteLink, type SitePath } from '../ui/SiteLink';
import { ContactLinks } from '../ui/ContactLinks';

const QUICK_LINKS: { label: string; to: SitePath }[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Properties', to: '/properties' },
  { label: 'Contact', to: '/contact' },
];

export function Footer() {
  const site = useSiteSettings();
  const admin = useAdminHint();
  const year = siteYear();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <h2 className="text-lg font-semibold text-white">{site?.name ?? 'Rentfront Property Rentals'}</h2>
          <p className="mt-2 text-sm text-slate-300">Quality rental homes and friendly property management.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-lg font-semibold text-white">Quick Links</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <SiteLink to={l.to} className="text-slate-200 underline-offset-2 hover:underline">
                  {l.label}
                </SiteLink>
              </li>
            ))}
            <li>
              {admin ? (
                <SiteLink to="/admin" className="text-slate-200 underline-offset-2 hover:underline">
                  Go to Dashboard
                </SiteLink>
              ) : (
                <SiteLink to="/admin-login" className="text-slate-200 underline-offset-2 hover:underline">
                  Admin Login
                </SiteLink>
              )}
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-lg font-semibold text-white">Contact</h2>
          {site && (
            <ul className="mt-2 space-y-2 text-sm">
              <ContactLinks
                email={site.email}
                phone={site.phone}
                itemClassName="flex items-center gap-2"
                iconClassName="h-4 w-4"
                linkClassName="hover:underline"
              />
              <li className="flex items-center gap-2">
                <MapPin aria-hidden className="h-4 w-4" />
                <span>{site.address}</span>
              </li>
            </ul>
          )}
        </div>
      </div>
      {/* On phones the chat launcher floats over the bottom-right corner; the extra bottom padding lets
          the last line scroll clear of it. */}
      <p className="border-t border-slate-700 pt-4 pb-24 text-center text-sm text-slate-300 sm:pb-4">
        © {year} {site?.name ?? 'Rentfront Property Rentals'}. All rights reserved.{' '}
        {/* Beside the copyright, not among the spec's four quick links (issue 35). */}
        <SiteLink to="/accessibility" className="text-slate-200 underline underline-offset-2">
          Accessibility
        </SiteLink>
      </p>
    </footer>
  );
}
