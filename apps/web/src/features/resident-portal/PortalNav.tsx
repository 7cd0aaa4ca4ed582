import { useNavigate } from 'react-router';
import { signOutResident } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { SiteNavLink, type SitePath } from '../../ui/SiteLink';

const LINKS: { label: string; to: SitePath; end?: boolean }[] = [
  { label: 'Home', to: '/resident', end: true },
  { label: 'Lease', to: '/resident/leases' },
  { label: 'Maintenance', to: '/resident/maintenance' },
  { label: 'Notices', to: '/resident/notices' },
  { label: 'Profile', to: '/resident/profile' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('whitespace-nowrap rounded px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100', isActive && 'bg-brand-50 text-brand-800');

/** The portal's own menu: its links wrap on a phone, every one in sight, and Sign out. */
export function PortalNav() {
  const navigate = useNavigate();
  // Signed out whatever the answer: the session is gone on the server or already was.
  const signOut = useSubmission(signOutResident, {
    onSuccess: () => void navigate('/resident/sign-in'),
    onError: () => void navigate('/resident/sign-in'),
  });
  return (
    <nav aria-label="Resident portal" className="mb-6 flex items-start gap-2 border-b border-slate-200 pb-3">
      <div className="flex flex-1 flex-wrap gap-1">
        {LINKS.map((l) => (
          <SiteNavLink key={l.to} to={l.to} end={l.end} className={linkClass}>
            {l.label}
          </SiteNavLink>
        ))}
      </div>
      <Button variant="outline" size="sm" loading={signOut.pending} onClick={() => signOut.submit(undefined)}>
        Sign out
      </Button>
    </nav>
  );
}
