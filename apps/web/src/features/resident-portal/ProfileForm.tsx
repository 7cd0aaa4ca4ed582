import type { ResidentMe } from '@rentfront/shared/residents';
import { updateResidentMe } from '../../api/resident';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { PROFILE_LIMITS, PROFILE_TEXTS, profileInput } from './profileForms';
import { ProfileFormCard } from './ProfileFormCard';
import { useProfileForm } from './useProfileForm';

/** The resident edits their own name and phone (PUT /api/resident/me); the e-mail is how they sign in. */
export function ProfileForm({ me, onSaved }: { me: ResidentMe; onSaved: (me: ResidentMe) => void }) {
  const form = useProfileForm({
    initial: { full_name: me.full_name, phone: me.phone ?? '' },
    check: (v) => profileInput(v.full_name, v.phone),
    send: updateResidentMe,
    failed: PROFILE_TEXTS.saveFailed,
    onSuccess: (res) => onSaved(res.data),
  });

  return (
    <ProfileFormCard
      titleId="profile-edit-title"
      title="Edit your details"
      onSubmit={form.submit}
      failure={form.failure}
      status={form.done ? PROFILE_TEXTS.saved : ''}
      submitLabel="Save details"
      pending={form.pending}
    >
      <Field label="Full name" required error={form.errors.full_name}>
        <Input autoComplete="name" maxLength={PROFILE_LIMITS.full_name} {...form.field('full_name')} />
      </Field>
      <Field label="Phone" error={form.errors.phone} hint="Leave it blank if the office should not call you.">
        <Input type="tel" autoComplete="tel" maxLength={PROFILE_LIMITS.phone} {...form.field('phone')} />
      </Field>
    </ProfileFormCard>
  );
}
