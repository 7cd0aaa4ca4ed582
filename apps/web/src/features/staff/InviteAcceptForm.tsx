import { AUTH_MESSAGES } from '@rentfront/shared/auth';
import { inviteAcceptSchema } from '@rentfront/shared/staff';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';

export interface InviteAcceptFormProps {
  busy: boolean;
  /** The server's word on the password (e.g. too common). */
  serverError?: string;
  onSubmit: (password: string) => void;
}

/** New password twice; the length rule is the server's (the same schema), checked on submit. */
export function InviteAcceptForm({ busy, serverError, onSubmit }: InviteAcceptFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mismatch = confirm.length > 0 && confirm !== password;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inviteAcceptSchema.shape.password.safeParse(password);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    if (confirm !== password) return;
    onSubmit(password);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="New password" required error={error ?? serverError}>
        <PasswordInput
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <Field label="Confirm password" required error={mismatch ? AUTH_MESSAGES.passwordsDoNotMatch : undefined}>
        <PasswordInput autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      <Button
        type="submit"
        disabled={busy || confirm !== password || password.length === 0}
        loading={busy}
        className="w-full justify-center"
      >
        Set password
      </Button>
    </form>
  );
}
