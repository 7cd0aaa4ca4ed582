import type { PropertyStats } from '@rentfront/shared/properties-core';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMediaQuery } from '../../lib/useMediaQuery';

const BARS = [
  { key: 'available_properties', label: 'Available', color: '#15803d' },
  { key: 'rented_properties', label: 'Rented', color: '#1d4ed8' },
  { key: 'maintenance_properties', label: 'Maintenance', color: '#c2410c' },
  { key: 'hold_properties', label: 'On Hold', color: '#a16207' },
] as const;

/** Property Status bar chart, with the same figures as text for screen readers. */
export function PropertyStatusChart({ stats }: { stats: PropertyStats }) {
  const data = BARS.map((b) => ({ name: b.label, value: stats[b.key], color: b.color }));
  // On a phone the four labels do not fit side by side; slanted, every one of them still shows.
  const narrow = useMediaQuery('(max-width: 479px)');
  return (
    <figure className="flex h-full flex-col">
      <figcaption className="sr-only">Properties by status</figcaption>
      <div aria-hidden className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="name"
              interval={0}
              tick={{ fill: '#334155', fontSize: 12 }}
              angle={narrow ? -30 : 0}
              textAnchor={narrow ? 'end' : 'middle'}
              height={narrow ? 56 : 30}
              axisLine={false}
              tickLine={false}
            />
            <YAxis allowDecimals={false} tick={{ fill: '#334155', fontSize: 12 }} axisLine={false} tickLine={false} />
            <Tooltip cursor={{ fill: '#f1f5f9' }} />
            {/* Static figures: no grow-in animation, which also keeps bars and labels in step on resize. */}
            <Bar dataKey="value" name="Properties" radius={[6, 6, 0, 0]} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.name} fill={d.color} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="sr-only">
        {data.map((d) => (
          <li key={d.name}>
            {d.name}: {d.value}
          </li>
        ))}
      </ul>
    </figure>
  );
}
