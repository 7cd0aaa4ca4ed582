import type { AdminTeamMember, TeamMemberFormValues } from '@rentfront/shared/team';
import { useEffect, useMemo } from 'react';
import { Field } from '../../../ui/Field';
import { Checkbox, Input, Textarea } from '../../../ui/Input';
import { MemberAvatar } from './MemberAvatar';
import type { TeamFormErrors } from './teamForm';
import { UploadProgress } from '../../../ui/UploadProgress';

export interface MemberFormProps {
  id: string;
  values: TeamMemberFormValues;
  errors: TeamFormErrors;
  photo: File | null;
  current: AdminTeamMember | null;
  progress: number | null;
  onChange: (patch: Partial<TeamMemberFormValues>) => void;
  onPhoto: (file: File | null) => void;
  onSubmit: () => void;
}

/** The create/edit form of a team member. */
export function MemberForm({ id, values, errors, photo, current, progress, onChange, onPhoto, onSubmit }: MemberFormProps) {
  const preview = useMemo(() => (photo && photo.type.startsWith('image/') ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <form
      id={id}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Field label="Name" required error={errors.name}>
        <Input value={values.name} maxLength={120} autoComplete="off" onChange={(e) => onChange({ name: e.target.value })} />
      </Field>
      <Field label="Age" required error={errors.age}>
        <Input
          type="number"
          inputMode="numeric"
          min={18}
          max={100}
          step={1}
          value={values.age}
          onChange={(e) => onChange({ age: e.target.value })}
        />
      </Field>
      <Field label="Email" required error={errors.email}>
        <Input type="email" maxLength={254} autoComplete="off" value={values.email} onChange={(e) => onChange({ email: e.target.value })} />
      </Field>
      <Field label="Position" required error={errors.position_name}>
        <Input value={values.position_name} maxLength={120} onChange={(e) => onChange({ position_name: e.target.value })} />
      </Field>
      <Field label="Phone" error={errors.phone}>
        <Input type="tel" inputMode="tel" maxLength={32} value={values.phone} onChange={(e) => onChange({ phone: e.target.value })} />
      </Field>
      <div className="flex items-end pb-2">
        <Checkbox
          label="Active (shown on the About page)"
          checked={values.is_active}
          onChange={(e) => onChange({ is_active: e.target.checked })}
        />
      </div>
      <Field label="Description" error={errors.description} className="sm:col-span-2">
        <Textarea rows={4} maxLength={2000} value={values.description} onChange={(e) => onChange({ description: e.target.value })} />
      </Field>
      <div className="flex items-center gap-4 sm:col-span-2">
        {preview ? (
          <img src={preview} alt="" width={64} height={64} className="h-16 w-16 rounded-full object-cover" />
        ) : (
          <MemberAvatar photo={current?.photo ?? null} size={64} />
        )}
        <Field label="Photo" hint="An image, less than 5MB" error={errors.photo} className="flex-1">
          <Input type="file" accept="image/*" className="py-1.5" onChange={(e) => onPhoto(e.target.files?.[0] ?? null)} />
        </Field>
      </div>
      {progress !== null && (
        <div className="sm:col-span-2">
          <UploadProgress fraction={progress} />
        </div>
      )}
    </form>
  );
}
