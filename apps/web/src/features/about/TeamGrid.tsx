import type { TeamListData, TeamMember } from '@rentfront/shared/team';
import { TEAM_MESSAGES } from '@rentfront/shared/team-core';
import { UserRound } from '../../ui/icons';
import { useLoaded } from '../../page-data/useLoaded';
import { EmptyState, ErrorState } from '../../ui/EmptyState';

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {member.photo ? (
        <img
          src={member.photo}
          srcSet={member.photo_srcset ?? undefined}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          alt={`Photo of ${member.name}`}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-cover"
        />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center bg-slate-100">
          <UserRound aria-hidden className="h-16 w-16 text-slate-500" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
        <p className="text-sm font-medium text-brand-700">{member.position_name}</p>
        {member.description && <p className="mt-1 text-sm text-slate-700">{member.description}</p>}
        <p className="mt-auto pt-2 text-xs text-slate-700">Age {member.age}</p>
      </div>
    </li>
  );
}

/** The About page's team: 20 active members, read by the page's loader. */
export function TeamGrid() {
  const { data, failure, retry } = useLoaded<TeamListData>();
  // The spec's own text, with a Try Again that really reloads.
  if (failure) return <ErrorState message={TEAM_MESSAGES.loadFailed} onRetry={retry} />;
  const members = data?.team_members ?? [];
  if (members.length === 0) return <EmptyState title="Meet our team soon" message="Our team will be introduced here shortly." />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((m) => (
        <MemberCard key={m.id} member={m} />
      ))}
    </ul>
  );
}
