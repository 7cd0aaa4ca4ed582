import type { ResidentMe } from '@rentfront/shared/residents';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { updateResidentMe } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { PROFILE_LIMITS, PROFILE_TEXTS, profileInput, serverFieldErrors, type FieldErrors, type ProfileField } from './profileForms';

const FIELDS = ['full_name', 'phone'] as const;

/** The resident edits their own name and phone (PUT /api/resident/me); the e-mail is how they sign in. */
export function ProfileForm({ me, onSaved }: { me: ResidentMe; onSaved: (me: ResidentMe) => void }) {
  const [fullName, setFullName] = useState(me.full_name);
  const [phone, setPhone] = useState(me.phone ?? '');
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSubmission(updateResidentMe, {
    onSuccess: (res) => {
      setSaved(true);
      onSaved(res.data);
    },
    onError: (err) => {
      const fields = serverFieldErrors(err, FIELDS);
      setErrors(fields);
      setFailure(fields.full_name || fields.phone ? null : failureMessage(err, PROFILE_TEXTS.saveFailed));
    },
  });

  const edit = (field: ProfileField, set: (value: string) => void) => (value: string) => {
    set(value);
    setSaved(false);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const result = profileInput(fullName, phone);
    if ('errors' in result) return setErrors(result.errors);
    save.submit(result.input);
  };

  return (
    <section aria-labelledby="profile-edit-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="profile-edit-title" className="text-lg font-semibold text-slate-900">
        Edit your details
      </h2>
      <form method="post" noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
        <Field label="Full name" required error={errors.full_name}>
          <Input
            name="full_name"
            autoComplete="name"
            maxLength={PROFILE_LIMITS.full_name}
            value={fullName}
            onChange={(e) => edit('full_name', setFullName)(e.target.value)}
          />
        </Field>
        <Field label="Phone" error={errors.phone} hint="Leave it blank if the office should not call you.">
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={PROFILE_LIMITS.phone}
            value={phone}
            onChange={(e) => edit('phone', setPhone)(e.target.value)}
          />
        </Field>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <p role="status" className="text-sm text-green-800">
          {saved ? PROFILE_TEXTS.saved : ''}
        </p>
        <Button type="submit" loading={save.pending} className="self-start">
          Save details
        </Button>
      </form>
    </section>
  );
}
