import { LISTING_SETTINGS_MESSAGES, type ListingSettings } from '@rentfront/shared/listing-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { siteKeys } from '../../api/queryKeys';
import { useCan } from '../../lib/useStaffRole';
import { Building2 } from '../../ui/icons';
import { Checkbox } from '../../ui/Input';
import { QueryView } from '../../ui/QueryView';
import { SettingsCard } from '../../ui/SettingsCard';
import { SettingsFormFooter } from '../../ui/SettingsFormFooter';
import { toast } from '../../ui/toast';
import { useUnsavedChanges } from '../../ui/unsaved/useUnsavedChanges';
import { listingSettingsKeys, listingSettingsQuery, saveListingSettings } from './listingSettingsApi';

/**
 * Settings → Listings (issue 35, ADR 0042): the office's rule that every advertised price is the
 * total monthly cost. Staff who manage properties read it; owners and managers change it.
 */
export function ListingSettingsCard() {
  const settings = useQuery(listingSettingsQuery());
  return (
    <SettingsCard
      id="listing-settings"
      icon={Building2}
      title="Listings"
      description="How prices are advertised on the public site and in the syndication feeds."
    >
      <QueryView
        query={settings}
        loading={{ label: 'Loading listing settings', skeletons: ['h-10 w-96'] }}
        error="Failed to load listing settings"
      >
        {(data) => <ListingSettingsEditor saved={data} />}
      </QueryView>
    </SettingsCard>
  );
}

function ListingSettingsEditor({ saved }: { saved: ListingSettings }) {
  const canEdit = useCan('site_settings.manage');
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(saved);
  const [form, setForm] = useState(saved);
  const dirty = form.advertise_total_price !== baseline.advertise_total_price;
  const { confirmLeave, prompt } = useUnsavedChanges(dirty);

  const save = useMutation({
    mutationFn: saveListingSettings,
    onSuccess: (res) => {
      setBaseline(res.data);
      setForm(res.data);
      queryClient.setQueryData(listingSettingsKeys.all, res.data);
      // The public pages read the rule from the site settings.
      void queryClient.invalidateQueries({ queryKey: siteKeys.settings });
      toast.success(res.message ?? LISTING_SETTINGS_MESSAGES.saved);
    },
    onError: (err) => toast.error(failureMessage(err, 'Failed to save listing settings')),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Listing settings">
      <fieldset disabled={!canEdit}>
        <Checkbox
          id="advertise-total-price"
          label="Every advertised price is the total monthly cost"
          hint="Rent plus every required monthly fee is the headline figure, with the rent beside it. Some places require this (Colorado since 2026)."
          checked={form.advertise_total_price}
          onChange={(e) => setForm({ advertise_total_price: e.target.checked })}
        />
      </fieldset>
      {canEdit ? (
        <SettingsFormFooter
          hasErrors={false}
          dirty={dirty}
          saving={save.isPending}
          submitLabel="Save listing settings"
          onDiscard={() => confirmLeave(() => setForm(baseline))}
        />
      ) : (
        <p className="text-sm text-slate-700">Only owners and managers change the listing settings.</p>
      )}
      {prompt}
    </form>
  );
}
