import { DASHBOARD_MESSAGES, occupancyPercent } from '@rentfront/shared/dashboard';

const R = 52;
const C = 2 * Math.PI * R;

/** Occupancy Rate: rented ÷ total as a rounded percent, or "No properties yet". */
export function OccupancyRing({ rented, total }: { rented: number; total: number }) {
  const percent = occupancyPercent(rented, total);
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative h-36 w-36">
        <svg viewBox="0 0 120 120" className="h-full w-full -rotate-90" aria-hidden>
          <circle cx="60" cy="60" r={R} fill="none" stroke="#e2e8f0" strokeWidth="12" />
          {/* No arc at 0 %: a round cap would still draw a dot. */}
          {!!percent && (
            <circle
              cx="60"
              cy="60"
              r={R}
              fill="none"
              stroke="#1d4ed8"
              strokeWidth="12"
              strokeLinecap="round"
              strokeDasharray={`${(percent / 100) * C} ${C}`}
            />
          )}
        </svg>
        <p className="absolute inset-0 flex items-center justify-center text-center">
          {percent === null ? (
            <span className="px-6 text-sm font-medium text-slate-700">{DASHBOARD_MESSAGES.noProperties}</span>
          ) : (
            <span className="text-3xl font-bold text-slate-900">{percent}%</span>
          )}
        </p>
      </div>
      {percent !== null && (
        <p className="text-sm text-slate-700">
          {rented} of {total} rented
        </p>
      )}
    </div>
  );
}
