import { SITE_TIME_ZONE } from '@rentfront/shared/time-zone';
import { TOUR_MESSAGES, TOUR_PAGE_PATH, TOUR_TYPES, type TourSettings } from '@rentfront/shared/tours-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError, failureMessage } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/EmptyState';
import { Field } from '../../../ui/Field';
import { CalendarClock } from '../../../ui/icons';
import { Select } from '../../../ui/Input';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { useUnsavedChanges } from '../../../ui/unsaved/useUnsavedChanges';
import { ClosedDatesEditor } from './ClosedDatesEditor';
import { timeZoneLabel, timeZoneNames } from './timeZones';
import { TourTypeFields } from './TourTypeFields';
import { fetchTourSettings, saveTourSettings, TOUR_SETTINGS_KEY } from './tourSettingsApi';
import { sameForm, settingsToForm, validateSettings, type FieldErrors, type TourSettingsForm } from './tourSettingsForm';
import { NeedsConfirmationField } from './NeedsConfirmationField';
import { WeeklyHoursEditor } from './WeeklyHoursEditor';

export const TOUR_SETTINGS_TEXTS = {
  heading: 'Tours',
  loadFailed: 'Failed to load tour settings',
  saveFailed: 'Failed to save tour settings',
  fixFields: 'Please fix the fields marked above.',
} as const;

/** Settings → Tours (issue 21 item 1): owner and manager; the server checks site_settings.manage. */
export function TourSettingsCard() {
  const settings = useQuery({ queryKey: TOUR_SETTINGS_KEY, queryFn: fetchTourSettings });
  return (
    <section aria-labelledby="tour-settings-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="tour-settings-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock aria-hidden className="h-5 w-5 text-brand-700" /> {TOUR_SETTINGS_TEXTS.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The tour types, opening hours and closed dates of the tour page (
        <a href={TOUR_PAGE_PATH} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
          {TOUR_PAGE_PATH}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        ). A home can turn tours off or keep its own hours: Properties, then Tour settings on its row.
      </p>
      <div className="mt-4">
        {settings.isPending ? (
          <LoadingRegion label="Loading tour settings" className="grid gap-3">
            <Skeleton className="h-10 w-72" />
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-64 w-full" />
          </LoadingRegion>
        ) : settings.isError ? (
          <ErrorState message={failureMessage(settings.error, TOUR_SETTINGS_TEXTS.loadFailed)} onRetry={() => settings.refetch()} />
        ) : (
          <TourSettingsEditor saved={settings.data.data} />
        )}
      </div>
    </section>
  );
}

function TourSettingsEditor({ saved }: { saved: TourSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const loaded = useMemo(() => settingsToForm(saved), [saved]);
  const [baseline, setBaseline] = useState(loaded);
  const [form, setForm] = useState<TourSettingsForm>(loaded);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !sameForm(form, baseline);
  const { confirmLeave, prompt } = useUnsavedChanges(dirty);

  // After a refused save, the first marked field gets focus (its message is read with it).
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const save = useMutation({
    mutationFn: saveTourSettings,
    onSuccess: (res) => {
      const next = settingsToForm(res.data);
      setBaseline(next);
      setForm(next);
      setErrors({});
      queryClient.setQueryData(TOUR_SETTINGS_KEY, res);
      // The visit options list the tour types that are on.
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      toast.success(res.message ?? TOUR_MESSAGES.settingsSaved);
    },
    onError: (err) => {
      toast.error(failureMessage(err, TOUR_SETTINGS_TEXTS.saveFailed));
      if (err instanceof ApiError && err.errors) {
        setErrors(err.errors);
        setFocusTick((n) => n + 1);
      }
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateSettings(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusTick((n) => n + 1);
      return;
    }
    setErrors({});
    save.mutate(checked.body);
  };

  const zones = timeZoneNames(form.time_zone);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form ref={formRef} id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-6" aria-label="Tour settings">
      <div className="grid gap-2">
        <Field
          label="Time zone"
          error={errors.time_zone}
          hint={
            form.time_zone === SITE_TIME_ZONE
              ? 'Tour times are offered, shown and e-mailed in this zone, always with its name.'
              : `Tour times are offered, shown and e-mailed in this zone, always with its name. Other dates in the back office (messages, exports, the audit log) stay in the office zone, ${timeZoneLabel(SITE_TIME_ZONE)}.`
          }
          className="max-w-md"
        >
          <Select
            id={`${id}-zone`}
            value={form.time_zone}
            onChange={(e) => setForm({ ...form, time_zone: e.target.value })}
            options={zones.map((z) => ({ value: z, label: timeZoneLabel(z) }))}
          />
        </Field>
      </div>

      <section aria-labelledby={`${id}-types`} className="grid gap-3">
        <h3 id={`${id}-types`} className="text-base font-semibold text-slate-900">
          Tour types
        </h3>
        {TOUR_TYPES.map((type) => (
          <TourTypeFields
            key={type}
            type={type}
            value={form.types[type]}
            errors={errors}
            onChange={(next) => setForm({ ...form, types: { ...form.types, [type]: next } })}
          >
            {type === 'self_guided' && (
              <NeedsConfirmationField
                checked={form.self_guided_needs_confirmation}
                error={errors.self_guided_needs_confirmation}
                onChange={(self_guided_needs_confirmation) => setForm({ ...form, self_guided_needs_confirmation })}
              />
            )}
          </TourTypeFields>
        ))}
      </section>

      <section aria-labelledby={`${id}-hours`} className="grid gap-3">
        <div>
          <h3 id={`${id}-hours`} className="text-base font-semibold text-slate-900">
            Weekly hours
          </h3>
          <p className="text-sm text-slate-700">When tours can start and must end, in the time zone above. Untick a day to close it.</p>
        </div>
        <WeeklyHoursEditor idPrefix={`${id}-hours`} value={form.hours} errors={errors} onChange={(hours) => setForm({ ...form, hours })} />
      </section>

      <section aria-labelledby={`${id}-closed`} className="grid gap-3">
        <div>
          <h3 id={`${id}-closed`} className="text-base font-semibold text-slate-900">
            Closed dates
          </h3>
          <p className="text-sm text-slate-700">Holidays and other days without tours, for every home.</p>
        </div>
        <ClosedDatesEditor value={form.closed_dates} errors={errors} onChange={(closed_dates) => setForm({ ...form, closed_dates })} />
      </section>

      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
        {hasErrors && (
          <p className="mr-auto text-sm text-red-700" role="alert">
            {TOUR_SETTINGS_TEXTS.fixFields}
          </p>
        )}
        {dirty && !hasErrors && <p className="mr-auto text-sm text-slate-700">You have unsaved changes.</p>}
        <Button
          variant="outline"
          disabled={!dirty || save.isPending}
          onClick={() =>
            confirmLeave(() => {
              setForm(baseline);
              setErrors({});
            })
          }
        >
          Discard changes
        </Button>
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          Save tour settings
        </Button>
      </div>
      {prompt}
    </form>
  );
}
