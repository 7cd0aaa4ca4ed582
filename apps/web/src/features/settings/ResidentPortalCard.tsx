import { useQuery } from '@tanstack/react-query';
import { siteKeys } from '../../api/queryKeys';
import { fetchSiteSettings } from '../../api/site';
import { Users } from '../../ui/icons';
import { SettingsCard } from '../../ui/SettingsCard';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState } from '../../ui/EmptyState';

/**
 * Settings → Resident portal (issue 32 item 7, ADR 0035): where the site's "Pay Rent" and
 * "Residents" lead. The choice is the deployment's (RESIDENT_PORTAL), like the site's identity.
 */
export function ResidentPortalCard() {
  const site = useQuery({ queryKey: siteKeys.settings, queryFn: fetchSiteSettings, staleTime: 5 * 60_000 });
  return (
    <SettingsCard
      id="resident-portal"
      icon={Users}
      title="Resident portal"
      description="Where Pay Rent and Residents lead on the public site. Set with RESIDENT_PORTAL in the server's environment: builtin or external."
    >
      {site.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : site.isError ? (
        <ErrorState message="Failed to load the site settings" onRetry={() => void site.refetch()} />
      ) : site.data.resident_portal === 'builtin' ? (
        <p className="text-sm text-slate-800">
          <strong>Built-in portal.</strong> Residents sign in at <code>/resident</code> to sign their lease, send maintenance requests and
          read notices.
        </p>
      ) : (
        <p className="text-sm text-slate-800">
          <strong>Another system.</strong> Pay Rent and Residents open <span className="break-all">{site.data.resident_portal_url}</span> in
          a new tab.
        </p>
      )}
    </SettingsCard>
  );
}
