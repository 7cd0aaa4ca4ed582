import type { EnteredFee, PropertyFee } from '@rentfront/shared/property-fees';

/** One fee as the form edits it: every field as typed. */
export interface FeeRow {
  name: string;
  amount: string;
  frequency: EnteredFee['frequency'];
  required: boolean;
  refundable: boolean;
  note: string;
}

/** The form's `fees` value of a property: the office's own fees as JSON text ('' for none). */
export function feesFromProperty(fees: readonly PropertyFee[] | undefined): string {
  const own = Array.isArray(fees) ? fees.filter((f) => f.kind === 'fee') : [];
  return own.length ? feesValue(own.map((f) => ({ ...f, amount: f.amount === null ? '' : String(f.amount), note: f.note ?? '' }))) : '';
}

/** Rows as the form value: JSON the server's `fees` field reads (an empty amount is "not known"). */
export function feesValue(rows: readonly FeeRow[]): string {
  if (!rows.length) return '';
  return JSON.stringify(
    rows.map((r) => ({
      name: r.name,
      amount: r.amount.trim() === '' ? null : r.amount.trim(),
      frequency: r.frequency,
      required: r.required,
      refundable: r.refundable,
      note: r.note.trim() || null,
    })),
  );
}

/** The form value back as rows; text that is not such a list is no rows. */
export function feeRows(value: string): FeeRow[] {
  if (!value.trim()) return [];
  try {
    const list: unknown = JSON.parse(value);
    if (!Array.isArray(list)) return [];
    return list.map((f: Record<string, unknown>) => ({
      name: typeof f.name === 'string' ? f.name : '',
      amount: f.amount === null || f.amount === undefined ? '' : String(f.amount),
      frequency: (typeof f.frequency === 'string' ? f.frequency : 'monthly') as EnteredFee['frequency'],
      required: f.required !== false,
      refundable: f.refundable === true,
      note: typeof f.note === 'string' ? f.note : '',
    }));
  } catch {
    return [];
  }
}
