/**
 * One System Health bar of the dashboard (label, percent or an empty text, a coloured fill). Here in
 * ui/ because the sections that own a figure (contacts, team) draw their own bar with it. The bar
 * only repeats the figure in the text, so it is hidden from assistive technology.
 */
export function HealthBar({
  label,
  percent,
  emptyText,
  color,
}: {
  label: string;
  percent: number | null;
  emptyText: string;
  color: string;
}) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-800">{label}</span>
        <span className="font-medium text-slate-900">{percent === null ? emptyText : `${percent}%`}</span>
      </div>
      <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full rounded-full ${color}`} style={{ width: `${percent ?? 0}%` }} />
      </div>
    </div>
  );
}
