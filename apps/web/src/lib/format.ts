const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** $1,250 or $1,250.50: whole dollars without cents, otherwise two decimals. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 'N/A';
  return Number.isInteger(n) ? usd.format(n) : usdCents.format(n);
}

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return Math.round(value).toLocaleString('en-US');
}

/** Parses `YYYY-MM-DD` as a local calendar date (not UTC midnight, which shifts a day west). */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
}

/** US date, e.g. 11/22/2026. */
export function formatUsDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? 'N/A' : d.toLocaleDateString('en-US');
}

/** Short US date, e.g. Nov 22, 2026. */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? 'N/A' : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const d = toDate(value);
  return Number.isNaN(d.getTime())
    ? 'N/A'
    : d.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Today, Yesterday, N days ago (up to 7), otherwise a short date (public-site.md §9). */
export function formatRelativeDate(value: string | Date | null | undefined, now = new Date()): string {
  if (!value) return 'N/A';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return 'N/A';
  const startOf = (x: Date) => new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(d)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 7) return `${days} days ago`;
  return formatShortDate(d);
}

/** Local date as YYYY-MM-DD (e.g. a form's "today" default). */
export function todayLocalIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
