import { CHAT_FLOW_LABELS, CHAT_FLOW_TYPES, CHAT_MESSAGES, type ChatStats } from '@rentfront/shared/chatbot';
import { useQuery } from '@tanstack/react-query';
import { Activity, AlertTriangle, Archive, CalendarDays, CheckCircle2, MessageSquare, Smile } from '../../../ui/icons';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { getChatStats } from '../../../api/chatbot';
import { failureMessage } from '../../../api/errors';
import { chatbotKeys } from '../../../api/queryKeys';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { ErrorState } from '../../../ui/EmptyState';
import { SkeletonList } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';

/** "66.7%": the satisfaction rate as a percentage. */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 10) / 10}%`;
}

const TICK = { fontSize: 12, fill: '#334155' };

function FlowChart({ stats }: { stats: ChatStats }) {
  const data = CHAT_FLOW_TYPES.map((f) => ({ flow: CHAT_FLOW_LABELS[f], conversations: stats.flow_breakdown[f] ?? 0 }));
  const narrow = useMediaQuery('(max-width: 479px)');
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-3 text-base font-semibold text-slate-900">Conversations by flow</figcaption>
      <div className="h-64" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {/* Six flow names do not fit under the bars of a phone, so there the bars lie down. */}
          {narrow ? (
            <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis type="number" allowDecimals={false} tick={TICK} />
              <YAxis type="category" dataKey="flow" tick={TICK} interval={0} width={112} />
              <Tooltip />
              <Bar dataKey="conversations" name="Conversations" fill="#1e40af" radius={[0, 4, 4, 0]} isAnimationActive={false} />
            </BarChart>
          ) : (
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="flow" tick={TICK} interval={0} angle={-20} textAnchor="end" height={56} />
              <YAxis allowDecimals={false} tick={TICK} width={32} />
              <Tooltip />
              <Bar dataKey="conversations" name="Conversations" fill="#1e40af" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      {/* The same figures as text, for screen readers and for reading exact numbers. */}
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Conversations by flow</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left font-semibold text-slate-800">
              Flow
            </th>
            <th scope="col" className="text-right font-semibold text-slate-800">
              Conversations
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.flow} className="border-t border-slate-100">
              <td className="py-1 text-slate-800">{d.flow}</td>
              <td className="py-1 text-right text-slate-900">{d.conversations}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Analytics: the statistics of the spec, the satisfaction rate and the flow breakdown. */
export function AnalyticsTab() {
  const stats = useQuery({ queryKey: chatbotKeys.stats, queryFn: getChatStats });
  if (stats.isPending) {
    return (
      <SkeletonList label="Loading statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" count={8} itemClassName="h-24 w-full" />
    );
  }
  if (stats.isError) {
    return <ErrorState message={failureMessage(stats.error, CHAT_MESSAGES.fetchChatbotStatsFailed)} onRetry={() => stats.refetch()} />;
  }
  const s = stats.data.data;
  const icon = (I: typeof Activity) => <I aria-hidden className="h-5 w-5" />;
  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold text-slate-900">Analytics</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Conversations" value={s.total_conversations} icon={icon(MessageSquare)} />
        <StatCard label="Active" value={s.status_breakdown.active} icon={icon(Activity)} />
        <StatCard label="Completed" value={s.status_breakdown.completed} icon={icon(CheckCircle2)} />
        <StatCard label="Escalated" value={s.status_breakdown.escalated} icon={icon(AlertTriangle)} />
        <StatCard label="Abandoned" value={s.status_breakdown.abandoned} icon={icon(Archive)} />
        <StatCard
          label="Satisfaction Rate"
          value={formatRate(s.satisfaction.satisfaction_rate)}
          icon={icon(Smile)}
          hint={`${s.satisfaction.satisfied} satisfied, ${s.satisfaction.unsatisfied} not satisfied`}
        />
        <StatCard
          label="Last 7 Days"
          value={s.recent_activity.conversations_last_7_days}
          icon={icon(CalendarDays)}
          hint="New conversations"
        />
      </div>
      <FlowChart stats={s} />
    </div>
  );
}
