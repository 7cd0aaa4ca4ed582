import { FEE_FREQUENCIES, FEE_FREQUENCY_LABELS, FEES_MAX, type EnteredFee } from '@rentfront/shared/property-fees';
import { useEffect, useRef, useState } from 'react';
import { Plus, Trash2 } from '../../../ui/icons';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Checkbox, Input, Select } from '../../../ui/Input';
import { feeRows, feesValue, type FeeRow } from './feesValue';

const FREQUENCY_OPTIONS = FEE_FREQUENCIES.map((f) => ({ value: f, label: FEE_FREQUENCY_LABELS[f] }));
const BLANK: FeeRow = { name: '', amount: '', frequency: 'monthly', required: true, refundable: false, note: '' };

export interface FeesFieldsProps {
  /** The form's value: the office's fees as JSON text (feesValue.ts), '' for none. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The property form's "Other fees" (issue 35): a row per fee the office charges besides the rent,
 * the deposit and the application fee. Required monthly fees count in the total monthly cost.
 */
export function FeesFields({ value, error, onChange }: FeesFieldsProps) {
  const rows = feeRows(value);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusRow === null) return;
    listRef.current?.querySelector<HTMLInputElement>(`#fee-${focusRow}-name`)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const write = (next: FeeRow[]) => onChange(feesValue(next));
  const change = (i: number, patch: Partial<FeeRow>) => write(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'property-fees-error' : 'property-fees-hint'}>
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-800">Other fees</legend>
      <p id="property-fees-hint" className="text-sm text-slate-700">
        Every fee besides the rent, deposit and application fee. Required monthly fees are added to the total monthly cost renters see;
        leave an amount empty only while it is not known (the listing cannot be available then).
      </p>
      {error && (
        <p id="property-fees-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div ref={listRef} className="flex flex-col gap-3">
        {rows.map((row, i) => (
          <div
            key={i}
            role="group"
            aria-label={`Fee ${i + 1}`}
            className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-3"
          >
            <Field label="Fee name">
              <Input id={`fee-${i}-name`} value={row.name} maxLength={80} onChange={(e) => change(i, { name: e.target.value })} />
            </Field>
            <Field label="Amount ($)">
              <Input
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                value={row.amount}
                onChange={(e) => change(i, { amount: e.target.value })}
              />
            </Field>
            <Field label="When">
              <Select
                options={FREQUENCY_OPTIONS}
                value={row.frequency}
                onChange={(e) => change(i, { frequency: e.target.value as EnteredFee['frequency'] })}
              />
            </Field>
            <Field label="Note" className="sm:col-span-2">
              <Input value={row.note} maxLength={300} onChange={(e) => change(i, { note: e.target.value })} />
            </Field>
            <div className="flex flex-wrap items-end gap-4">
              <Checkbox
                id={`fee-${i}-required`}
                label="Required"
                checked={row.required}
                onChange={(e) => change(i, { required: e.target.checked })}
              />
              <Checkbox
                id={`fee-${i}-refundable`}
                label="Refundable"
                checked={row.refundable}
                onChange={(e) => change(i, { refundable: e.target.checked })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove fee ${i + 1}${row.name ? ` (${row.name})` : ''}`}
                onClick={() => {
                  write(rows.filter((_, j) => j !== i));
                  addRef.current?.focus();
                }}
              >
                <Trash2 aria-hidden className="h-4 w-4" /> Remove
              </Button>
            </div>
          </div>
        ))}
      </div>
      {rows.length < FEES_MAX && (
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => {
            write([...rows, BLANK]);
            setFocusRow(rows.length);
          }}
        >
          <Plus aria-hidden className="h-4 w-4" /> Add fee
        </Button>
      )}
    </fieldset>
  );
}
