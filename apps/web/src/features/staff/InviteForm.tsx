import { ROLE_LABELS, USER_ROLES } from '@rentfront/shared/permissions';
import { staffInviteSchema, type StaffInviteInput } from '@rentfront/shared/staff';
import { useCheckedForm } from '../../lib/useCheckedForm';
import { Field } from '../../ui/Field';
import { FormActions } from '../../ui/FormActions';
import { Input, Select } from '../../ui/Input';
import { changedFrom } from '../../ui/unsaved/changed';
import { useDialogForm } from '../../ui/unsaved/FormDialog';
import { ROLE_SUMMARIES } from './roleSummaries';

interface Values {
  email: string;
  full_name: string;
  role: string;
}

const EMPTY: Values = { email: '', full_name: '', role: 'agent' };
const ROLE_OPTIONS = USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export interface InviteFormProps {
  busy: boolean;
  /** Field errors from the server (e.g. the address already has an account). */
  serverErrors?: Record<string, string>;
  onSubmit: (input: StaffInviteInput) => void;
  onCancel: () => void;
}

/** Invite a colleague: e-mail, name and role, checked with the server's schema. */
export function InviteForm({ busy, serverErrors, onSubmit, onCancel }: InviteFormProps) {
  const { values, errors: shown, set, submit } = useCheckedForm({ initial: EMPTY, schema: staffInviteSchema, serverErrors, onSubmit });
  const { requestClose } = useDialogForm(changedFrom(EMPTY, values), { fallbackClose: onCancel });

  const role = values.role as keyof typeof ROLE_SUMMARIES;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field label="Full name" required error={shown.full_name}>
        {/* The first field takes the focus, so a keyboard user starts typing at once. */}
        <Input autoFocus value={values.full_name} autoComplete="off" maxLength={120} onChange={(e) => set('full_name', e.target.value)} />
      </Field>
      <Field label="Email" required error={shown.email}>
        <Input type="email" value={values.email} autoComplete="off" maxLength={254} onChange={(e) => set('email', e.target.value)} />
      </Field>
      <Field label="Role" required error={shown.role} hint={ROLE_SUMMARIES[role]}>
        <Select value={values.role} options={ROLE_OPTIONS} onChange={(e) => set('role', e.target.value)} />
      </Field>
      <p className="text-sm text-slate-700">
        They receive an e-mail with a link to choose their password. The link works once, for 72 hours.
      </p>
      <FormActions onCancel={requestClose} busy={busy} submitLabel="Send invitation" />
    </form>
  );
}
