import { RENT_SETTINGS_MESSAGES, type RentSettings } from '@rentfront/shared/rent-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { failureMessage } from '../../../api/errors';
import { useCan } from '../../../lib/useStaffRole';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { DollarSign } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { QueryView } from '../../../ui/QueryView';
import { SettingsCard } from '../../../ui/SettingsCard';
import { SettingsFormFooter } from '../../../ui/SettingsFormFooter';
import { toast } from '../../../ui/toast';
import { useUnsavedChanges } from '../../../ui/unsaved/useUnsavedChanges';
import { rentSettingsKeys, rentSettingsQuery, saveRentSettings } from './rentSettingsApi';
import {
  sameForm,
  settingsToForm,
  validateRentSettings,
  type CapRow,
  type RentSettingsErrors,
  type RentSettingsForm,
} from './rentSettingsForm';

/**
 * Settings → Rent (issue 33 items 2 and 5): the state caps on late fees, the rent reminder and the
 * deposit statement's deadline. Staff who see leases read them; owners and managers change them.
 */
export function RentSettingsCard() {
  const settings = useQuery(rentSettingsQuery());
  return (
    <SettingsCard
      id="rent-settings"
      icon={DollarSign}
      title="Rent"
      description="Late-fee caps by state (a lease's own late-fee rule never charges more), when residents are reminded that rent is due, and how long after a move-out the deposit statement must go out."
    >
      <QueryView
        query={settings}
        loading={{ label: 'Loading rent settings', skeletons: ['h-10 w-72', 'h-10 w-72', 'h-24 w-full'], className: 'grid gap-3' }}
        error="Failed to load rent settings"
      >
        {(data) => <RentSettingsEditor saved={data} />}
      </QueryView>
    </SettingsCard>
  );
}

function RentSettingsEditor({ saved }: { saved: RentSettings }) {
  const id = useId();
  const canEdit = useCan('ledger.correct');
  const queryClient = useQueryClient();
  const loaded = useMemo(() => settingsToForm(saved), [saved]);
  const [baseline, setBaseline] = useState(loaded);
  const [form, setForm] = useState<RentSettingsForm>(loaded);
  const [errors, setErrors] = useState<RentSettingsErrors>({});
  const dirty = !sameForm(form, baseline);
  const { confirmLeave, prompt } = useUnsavedChanges(dirty);

  const save = useMutation({
    mutationFn: saveRentSettings,
    onSuccess: (res) => {
      const next = settingsToForm(res.data);
      setBaseline(next);
      setForm(next);
      queryClient.setQueryData(rentSettingsKeys.all, res.data);
      toast.success(res.message ?? RENT_SETTINGS_MESSAGES.saved);
    },
    onError: (err) => toast.error(failureMessage(err, 'Failed to save rent settings')),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateRentSettings(form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.body);
  };

  const setCap = (i: number, patch: Partial<CapRow>) =>
    setForm({ ...form, caps: form.caps.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Rent settings">
      <fieldset disabled={!canEdit} className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Rent reminder (days before the due day)" error={errors.reminderDays} hint="0 sends no reminder.">
            <Input inputMode="numeric" value={form.reminderDays} onChange={(e) => setForm({ ...form, reminderDays: e.target.value })} />
          </Field>
          <Field
            label="Deposit statement deadline (days after move-out)"
            error={errors.depositDays}
            hint="Applies to statements opened from now on."
          >
            <Input inputMode="numeric" value={form.depositDays} onChange={(e) => setForm({ ...form, depositDays: e.target.value })} />
          </Field>
        </div>
        <section aria-labelledby={`${id}-caps`} className="grid gap-3">
          <div>
            <h3 id={`${id}-caps`} className="text-base font-semibold text-slate-900">
              Late-fee caps by state
            </h3>
            <p className="text-sm text-slate-700">
              A lease in a listed state never posts a late fee above its cap (in dollars, as a percentage of the rent, or the lower of
              both).
            </p>
          </div>
          {form.caps.length === 0 && <p className="text-sm text-slate-700">No state caps: each lease's own rule applies.</p>}
          <ul className="grid gap-3" aria-label="State caps">
            {form.caps.map((cap, i) => (
              <li key={i} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[6rem_1fr_1fr_auto] sm:items-end">
                <Field label="State" error={errors[`cap.${i}`]}>
                  <Input maxLength={2} autoComplete="off" value={cap.state} onChange={(e) => setCap(i, { state: e.target.value })} />
                </Field>
                <Field label="Most in dollars">
                  <Input inputMode="decimal" value={cap.maxDollars} onChange={(e) => setCap(i, { maxDollars: e.target.value })} />
                </Field>
                <Field label="Most as % of rent">
                  <Input inputMode="decimal" value={cap.maxPercent} onChange={(e) => setCap(i, { maxPercent: e.target.value })} />
                </Field>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove the cap of ${cap.state || 'this state'}`}
                  onClick={() => setForm({ ...form, caps: form.caps.filter((_, j) => j !== i) })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setForm({ ...form, caps: [...form.caps, { state: '', maxDollars: '', maxPercent: '' }] })}
            >
              Add state cap
            </Button>
          </div>
        </section>
      </fieldset>
      {canEdit ? (
        <SettingsFormFooter
          hasErrors={hasErrors}
          dirty={dirty}
          saving={save.isPending}
          submitLabel="Save rent settings"
          onDiscard={() =>
            confirmLeave(() => {
              setForm(baseline);
              setErrors({});
            })
          }
        />
      ) : (
        <p className="text-sm text-slate-700">Only owners and managers change the rent settings.</p>
      )}
      {prompt}
    </form>
  );
}
