import type { ContactsDashboardSummary } from '@rentfront/shared/contacts';
import { DASHBOARD_MESSAGES, DASHBOARD_RECENT_PROPERTIES, occupancyPercent } from '@rentfront/shared/dashboard';
import { PROPERTY_MESSAGES } from '@rentfront/shared/properties-core';
import type { TeamDashboardSummary } from '@rentfront/shared/team';
import { useQuery } from '@tanstack/react-query';
import { Building2, CheckCircle2, Home, Wrench } from '../../ui/icons';
import type { ReactNode } from 'react';
import { dashboardQueries } from '../../api/queries/dashboard';
import { failureMessage } from '../../api/errors';
import { Skeleton } from '../../ui/Skeleton';
import { StatCard } from '../../ui/StatCard';
// The contact and team parts of the dashboard belong to their domains: these are their slots.
import { ContactsSummaryCard, MessagesReadBar } from '../contacts';
import { TeamActiveBar, TeamSummaryCard } from '../team';
import { AttentionCard } from './AttentionCard';
import { LeadSourcesCard } from './LeadSourcesCard';
import { HealthBar } from '../../ui/HealthBar';
import { OccupancyRing } from './OccupancyRing';
import { PropertyStatusChart } from './PropertyStatusChart';
import { RecentProperties } from './RecentProperties';
import { propertyQueries } from '../../api/queries/properties';

function Panel({ title, id, children, className = '' }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <h3 id={id} className="mb-4 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ErrorLine({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {text}
    </p>
  );
}

/** Dashboard: what needs attention, property cards, status chart, occupancy, system health, recent properties, contacts and team. */
export default function DashboardSection() {
  const stats = useQuery(propertyQueries.stats());
  const recent = useQuery(propertyQueries.recent(DASHBOARD_RECENT_PROPERTIES));
  const summary = useQuery(dashboardQueries.summary());
  const s = stats.data?.data;
  const sections = summary.data?.data.sections ?? {};
  const sectionErrors = summary.data?.data.section_errors ?? {};
  const contacts = sections.contacts as ContactsDashboardSummary | undefined;
  const team = sections.team as TeamDashboardSummary | undefined;
  const summaryError = summary.isError ? failureMessage(summary.error, 'Failed to load the summary') : null;

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Overview</h2>
      <AttentionCard />
      {stats.isError && <ErrorLine text={DASHBOARD_MESSAGES.statsError(failureMessage(stats.error, PROPERTY_MESSAGES.statsFailed))} />}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.isPending ? (
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-24" />)
        ) : (
          <>
            <StatCard label="Total Properties" value={s?.total_properties ?? '–'} icon={<Building2 aria-hidden className="h-6 w-6" />} />
            <StatCard label="Available" value={s?.available_properties ?? '–'} icon={<CheckCircle2 aria-hidden className="h-6 w-6" />} />
            <StatCard label="Rented" value={s?.rented_properties ?? '–'} icon={<Home aria-hidden className="h-6 w-6" />} />
            <StatCard label="Maintenance" value={s?.maintenance_properties ?? '–'} icon={<Wrench aria-hidden className="h-6 w-6" />} />
          </>
        )}
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Panel title="Property Status" id="dash-status" className="lg:col-span-2">
          {s ? <PropertyStatusChart stats={s} /> : <Skeleton className="h-56 w-full" />}
        </Panel>
        <Panel title="Occupancy Rate" id="dash-occupancy">
          {s ? (
            <OccupancyRing rented={s.rented_properties} total={s.total_properties} />
          ) : (
            <Skeleton className="mx-auto h-36 w-36 rounded-full" />
          )}
        </Panel>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Panel title="System Health" id="dash-health">
          <div className="space-y-4">
            <HealthBar
              label="Occupancy"
              percent={s ? occupancyPercent(s.rented_properties, s.total_properties) : null}
              emptyText="No properties"
              color="bg-brand-700"
            />
            <MessagesReadBar stats={contacts?.stats} />
            <TeamActiveBar summary={team} />
          </div>
        </Panel>
        <Panel title="Recent Properties" id="dash-recent" className="lg:col-span-2">
          {recent.isError ? (
            <ErrorLine text={DASHBOARD_MESSAGES.recentError(failureMessage(recent.error, PROPERTY_MESSAGES.recentFailed))} />
          ) : recent.isPending ? (
            <div className="space-y-2">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : (
            <RecentProperties properties={recent.data.data} />
          )}
        </Panel>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ContactsSummaryCard summary={contacts} loading={summary.isPending} error={summaryError ?? sectionErrors.contacts ?? null} />
        <TeamSummaryCard summary={team} loading={summary.isPending} error={summaryError ?? sectionErrors.team ?? null} />
      </div>

      <LeadSourcesCard />
    </div>
  );
}
