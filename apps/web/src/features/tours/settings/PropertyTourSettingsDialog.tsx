import { TOUR_LIMITS, TOUR_MESSAGES, type TourWeeklyHours } from '@rentfront/shared/tours-core';
import type { TourPropertySettings } from '@rentfront/shared/tours';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { tourQueries } from '../../../api/queries/tours';
import { tourKeys } from '../../../api/queryKeys';
import { savePropertyTourSettings } from '../../../api/tours';
import { Field } from '../../../ui/Field';
import { FormActions } from '../../../ui/FormActions';
import { Checkbox, Textarea } from '../../../ui/Input';
import { bothQueries, QueryView } from '../../../ui/QueryView';
import { toast } from '../../../ui/toast';
import { FormDialog, useDialogForm } from '../../../ui/unsaved/FormDialog';
import { propertyToForm, sameForm, validateProperty, type PropertyTourForm } from './tourSettingsForm';
import { useSettingsErrors } from './useSettingsErrors';
import { WeeklyHoursEditor } from './WeeklyHoursEditor';

export interface PropertyTourSettingsDialogProps {
  /** The home whose settings are open, or null when closed. */
  property: { id: string; title: string } | null;
  onClose: () => void;
}

/**
 * A home's own tour settings, opened from its row in Admin › Properties: tours on or off, its own
 * weekly hours or the office's, and access instructions for self-guided tours (sent only in the
 * reminder e-mail, never shown on a page). Its own dialog, so the property form stays as it is.
 */
export function PropertyTourSettingsDialog({ property, onClose }: PropertyTourSettingsDialogProps) {
  const [shown, setShown] = useState(property);
  // Keep the title while the dialog animates closed.
  useEffect(() => {
    if (property) setShown(property);
  }, [property]);
  return (
    <FormDialog
      open={property !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Tour settings"
      description={shown ? shown.title : undefined}
      size="lg"
    >
      {property && <PropertyTourSettingsBody key={property.id} propertyId={property.id} onClose={onClose} />}
    </FormDialog>
  );
}

function PropertyTourSettingsBody({ propertyId, onClose }: { propertyId: string; onClose: () => void }) {
  const own = useQuery(tourQueries.propertySettings(propertyId));
  const office = useQuery(tourQueries.settings());
  return (
    <QueryView
      query={bothQueries(own, office)}
      loading={{ label: 'Loading tour settings', skeletons: ['h-6 w-60', 'h-6 w-72', 'h-40 w-full'], className: 'grid gap-3' }}
      error="Failed to load tour settings"
    >
      {([saved, settings]) => (
        <PropertyTourForm propertyId={propertyId} saved={saved.data} office={settings.data.weekly_hours} onClose={onClose} />
      )}
    </QueryView>
  );
}

function PropertyTourForm({
  propertyId,
  saved,
  office,
  onClose,
}: {
  propertyId: string;
  saved: TourPropertySettings;
  office: TourWeeklyHours;
  onClose: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [initial] = useState(() => propertyToForm(saved, office));
  const [form, setForm] = useState<PropertyTourForm>(initial);
  const { errors, formRef, refuse, saveFailed } = useSettingsErrors();
  useDialogForm(!sameForm(form, initial), { fallbackClose: onClose });

  const save = useMutation({
    mutationFn: (body: Parameters<typeof savePropertyTourSettings>[1]) => savePropertyTourSettings(propertyId, body),
    onSuccess: (res) => {
      queryClient.setQueryData(tourKeys.propertySettings(propertyId), res);
      toast.success(res.message ?? TOUR_MESSAGES.settingsSaved);
      onClose();
    },
    onError: (err) => saveFailed(err, 'Failed to save tour settings'),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateProperty(form);
    if (!checked.ok) return refuse(checked.errors);
    save.mutate(checked.body);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-5" aria-label="Tour settings of this home">
      <Checkbox
        label="Offer tours of this home"
        hint="When off, the tour page says tours are not offered for it."
        checked={form.tours_enabled}
        onChange={(e) => setForm({ ...form, tours_enabled: e.target.checked })}
      />

      <fieldset className="grid gap-3" disabled={!form.tours_enabled}>
        <legend className="text-base font-semibold text-slate-900">Hours</legend>
        <div className="grid gap-2 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-hours`}
              className="h-4 w-4 accent-brand-700"
              checked={!form.own_hours}
              onChange={() => setForm({ ...form, own_hours: false })}
            />
            Use the office hours (Settings, then Tours)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-hours`}
              className="h-4 w-4 accent-brand-700"
              checked={form.own_hours}
              onChange={() => setForm({ ...form, own_hours: true })}
            />
            Its own weekly hours
          </label>
        </div>
        {form.own_hours && (
          <WeeklyHoursEditor
            idPrefix={`${id}-week`}
            value={form.hours}
            errors={errors}
            onChange={(hours) => setForm({ ...form, hours })}
            disabled={!form.tours_enabled}
          />
        )}
      </fieldset>

      <Field
        label="Access instructions for self-guided tours"
        error={errors.access_instructions}
        hint="Sent only in the reminder e-mail the day before a self-guided tour; never shown on the site."
      >
        <Textarea
          id={`${id}-access`}
          rows={3}
          maxLength={TOUR_LIMITS.accessInstructionsMax}
          value={form.access_instructions}
          onChange={(e) => setForm({ ...form, access_instructions: e.target.value })}
        />
      </Field>

      <FormActions onCancel={onClose} busy={save.isPending} submitLabel="Save tour settings" className="border-t border-slate-200 pt-4" />
    </form>
  );
}
