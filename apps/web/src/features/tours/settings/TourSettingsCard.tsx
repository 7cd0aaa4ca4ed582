import { SITE_TIME_ZONE } from '@rentfront/shared/time-zone';
import { TOUR_MESSAGES, TOUR_PAGE_PATH, TOUR_TYPES, type TourSettings } from '@rentfront/shared/tours-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { tourQueries } from '../../../api/queries/tours';
import { bookingKeys, tourKeys } from '../../../api/queryKeys';
import { saveTourSettings } from '../../../api/tours';
import { Field } from '../../../ui/Field';
import { CalendarClock } from '../../../ui/icons';
import { Select } from '../../../ui/Input';
import { QueryView } from '../../../ui/QueryView';
import { SettingsCard } from '../../../ui/SettingsCard';
import { SettingsFormFooter } from '../../../ui/SettingsFormFooter';
import { toast } from '../../../ui/toast';
import { useUnsavedChanges } from '../../../ui/unsaved/useUnsavedChanges';
import { ClosedDatesEditor } from './ClosedDatesEditor';
import { timeZoneLabel, timeZoneNames } from './timeZones';
import { TourTypeFields } from './TourTypeFields';
import { sameForm, settingsToForm, validateSettings, type TourSettingsForm } from './tourSettingsForm';
import { NeedsConfirmationField } from './NeedsConfirmationField';
import { useSettingsErrors } from './useSettingsErrors';
import { WeeklyHoursEditor } from './WeeklyHoursEditor';

export const TOUR_SETTINGS_TEXTS = {
  heading: 'Tours',
  loadFailed: 'Failed to load tour settings',
  saveFailed: 'Failed to save tour settings',
  fixFields: 'Please fix the fields marked above.',
} as const;

/** Settings → Tours (issue 21 item 1): owner and manager; the server checks site_settings.manage. */
export function TourSettingsCard() {
  const settings = useQuery(tourQueries.settings());
  return (
    <SettingsCard
      id="tour-settings"
      icon={CalendarClock}
      title={TOUR_SETTINGS_TEXTS.heading}
      description={
        <>
          The tour types, opening hours and closed dates of the tour page (
          <a href={TOUR_PAGE_PATH} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
            {TOUR_PAGE_PATH}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          ). A home can turn tours off or keep its own hours: Properties, then Tour settings on its row.
        </>
      }
    >
      <QueryView
        query={settings}
        loading={{ label: 'Loading tour settings', skeletons: ['h-10 w-72', 'h-40 w-full', 'h-64 w-full'], className: 'grid gap-3' }}
        error={TOUR_SETTINGS_TEXTS.loadFailed}
      >
        {({ data }) => <TourSettingsEditor saved={data} />}
      </QueryView>
    </SettingsCard>
  );
}

/** A titled part of the settings form (tour types, weekly hours, closed dates). */
function FormPart({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div>
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {description && <p className="text-sm text-slate-700">{description}</p>}
      </div>
      {children}
    </section>
  );
}

function TourSettingsEditor({ saved }: { saved: TourSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const loaded = useMemo(() => settingsToForm(saved), [saved]);
  const [baseline, setBaseline] = useState(loaded);
  const [form, setForm] = useState<TourSettingsForm>(loaded);
  const { errors, setErrors, formRef, refuse, saveFailed } = useSettingsErrors();
  const dirty = !sameForm(form, baseline);
  const { confirmLeave, prompt } = useUnsavedChanges(dirty);

  const save = useMutation({
    mutationFn: saveTourSettings,
    onSuccess: (res) => {
      const next = settingsToForm(res.data);
      setBaseline(next);
      setForm(next);
      setErrors({});
      queryClient.setQueryData(tourKeys.settings, res);
      // The visit options list the tour types that are on.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      toast.success(res.message ?? TOUR_MESSAGES.settingsSaved);
    },
    onError: (err) => saveFailed(err, TOUR_SETTINGS_TEXTS.saveFailed),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateSettings(form);
    if (!checked.ok) return refuse(checked.errors);
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

      <FormPart id={`${id}-types`} title="Tour types">
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
      </FormPart>

      <FormPart
        id={`${id}-hours`}
        title="Weekly hours"
        description="When tours can start and must end, in the time zone above. Untick a day to close it."
      >
        <WeeklyHoursEditor idPrefix={`${id}-hours`} value={form.hours} errors={errors} onChange={(hours) => setForm({ ...form, hours })} />
      </FormPart>

      <FormPart id={`${id}-closed`} title="Closed dates" description="Holidays and other days without tours, for every home.">
        <ClosedDatesEditor value={form.closed_dates} errors={errors} onChange={(closed_dates) => setForm({ ...form, closed_dates })} />
      </FormPart>

      <SettingsFormFooter
        hasErrors={hasErrors}
        dirty={dirty}
        saving={save.isPending}
        submitLabel="Save tour settings"
        errorText={TOUR_SETTINGS_TEXTS.fixFields}
        onDiscard={() =>
          confirmLeave(() => {
            setForm(baseline);
            setErrors({});
          })
        }
      />
      {prompt}
    </form>
  );
}
