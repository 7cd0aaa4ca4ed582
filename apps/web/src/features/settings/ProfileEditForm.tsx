import type { PublicUser } from '@rentfront/shared/auth';
import { useState, type FormEvent } from 'react';
import type { ProfileUpdate } from '../../api/auth';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { useUnsavedChanges } from '../../ui/unsaved/useUnsavedChanges';
import { checkProfilePhoto } from './photoRules';

export interface ProfileEditFormProps {
  user: PublicUser;
  saving: boolean;
  onSave: (update: ProfileUpdate) => void;
  onCancel: () => void;
}

export function ProfileEditForm({ user, saving, onSave, onCancel }: ProfileEditFormProps) {
  const [fullName, setFullName] = useState(user.full_name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [photo, setPhoto] = useState<File | undefined>();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  // A page form: Cancel and any navigation away ask first while something changed.
  const unsaved = useUnsavedChanges(fullName !== user.full_name || phone !== (user.phone ?? '') || photo !== undefined);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!fullName.trim()) {
      setNameError('Full name is required');
      return;
    }
    if (photoError) return;
    onSave({ full_name: fullName.trim(), phone: phone.trim(), profile_photo: photo });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Full name" required error={nameError ?? undefined}>
        <Input
          value={fullName}
          autoComplete="name"
          onChange={(e) => {
            setFullName(e.target.value);
            setNameError(null);
          }}
        />
      </Field>
      <Field label="Email" hint="Email cannot be changed.">
        <Input type="email" value={user.email} readOnly aria-readonly />
      </Field>
      <Field label="Phone">
        <Input type="tel" value={phone} autoComplete="tel" onChange={(e) => setPhone(e.target.value)} />
      </Field>
      <Field label="Profile photo" hint="Max 5MB, JPG, PNG or GIF" error={photoError ?? undefined}>
        <Input
          type="file"
          accept="image/*"
          className="py-1.5"
          onChange={(e) => {
            const file = e.target.files?.[0];
            const problem = file ? checkProfilePhoto(file) : null;
            setPhotoError(problem);
            setPhoto(problem ? undefined : file);
          }}
        />
      </Field>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={saving}>
          Save Changes
        </Button>
        <Button variant="outline" onClick={() => unsaved.confirmLeave(onCancel)} disabled={saving}>
          Cancel
        </Button>
      </div>
      {unsaved.prompt}
    </form>
  );
}
