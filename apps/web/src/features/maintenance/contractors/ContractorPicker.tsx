import { CONTRACTOR_LIMITS, contractorLabel, type Contractor } from '@rentfront/shared/contractors';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input, Select } from '../../../ui/Input';
import { Skeleton } from '../../../ui/Skeleton';

/** A typed-in contractor, saved to the directory when the job is sent. */
export interface NewContractorValues {
  name: string;
  email: string;
  trade: string;
  phone: string;
}

export const NEW_CONTRACTOR = 'new';

export interface ContractorPickerProps {
  contractors: Contractor[] | undefined;
  loading: boolean;
  /** A contractor id, or NEW_CONTRACTOR. */
  choice: string;
  onChoice: (choice: string) => void;
  typed: NewContractorValues;
  onTyped: (values: NewContractorValues) => void;
  errors: Partial<Record<'contractor_id' | keyof NewContractorValues, string>>;
  /** The directory could not be loaded: say so, offer Try Again; a new contractor can still be typed. */
  loadError?: string;
  onRetry?: () => void;
}

/**
 * Send to Contractor's "To": the active contractors of the directory, with their trade, or a new
 * one typed in (the e-mail at least; name, trade and phone are optional), which the server saves to the directory as it sends.
 */
export function ContractorPicker({
  contractors,
  loading,
  choice,
  onChoice,
  typed,
  onTyped,
  errors,
  loadError,
  onRetry,
}: ContractorPickerProps) {
  if (loading) return <Skeleton className="h-16 w-full" />;
  const options = [
    // A contractor without a name is labelled by the e-mail already: not twice.
    ...(contractors ?? []).map((c) => ({ value: c.id, label: c.name ? `${contractorLabel(c)} · ${c.email}` : contractorLabel(c) })),
    { value: NEW_CONTRACTOR, label: 'New contractor…' },
  ];
  const set = (key: keyof NewContractorValues, value: string) => onTyped({ ...typed, [key]: value });
  return (
    <div className="space-y-3">
      {loadError && (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
          <span>{loadError}</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      )}
      <Field label="Contractor" required error={errors.contractor_id} hint="Active contractors of the directory, with their trade.">
        <Select value={choice} options={options} onChange={(e) => onChoice(e.target.value)} />
      </Field>
      {choice === NEW_CONTRACTOR && (
        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">New contractor (saved to the directory)</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Contractor name" error={errors.name}>
              <Input value={typed.name} maxLength={CONTRACTOR_LIMITS.name} onChange={(e) => set('name', e.target.value)} />
            </Field>
            <Field label="Contractor email" required error={errors.email}>
              <Input type="email" value={typed.email} maxLength={CONTRACTOR_LIMITS.email} onChange={(e) => set('email', e.target.value)} />
            </Field>
            <Field label="Trade" error={errors.trade}>
              <Input value={typed.trade} maxLength={CONTRACTOR_LIMITS.trade} onChange={(e) => set('trade', e.target.value)} />
            </Field>
            <Field label="Phone" error={errors.phone}>
              <Input type="tel" value={typed.phone} maxLength={CONTRACTOR_LIMITS.phone} onChange={(e) => set('phone', e.target.value)} />
            </Field>
          </div>
        </fieldset>
      )}
    </div>
  );
}
