import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@rentfront/shared/auth';
import { changePasswordSchema, SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage, toApiFailure } from '../../../api/errors';
import { securityKeys } from '../../../api/queryKeys';
import { changePassword } from '../../../api/security';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { toast } from '../../../ui/toast';
import { PasswordInput } from '../../../ui/PasswordInput';
import { AccountCard } from '../parts/AccountCard';

// The reset form's rules (shared schema) plus its confirm field and message.
const formSchema = changePasswordSchema
  .extend({ confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirm_password'] });
type FormValues = z.infer<typeof formSchema>;

/** Change password: the current one, then the new one twice. Other devices are signed out. */
export function ChangePasswordCard() {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, reset } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = async (values: FormValues) => {
    const id = toast.loading(SECURITY_MESSAGES.changingPassword);
    try {
      const res = await changePassword(values.current_password, values.new_password);
      toast.success(res.message ?? SECURITY_MESSAGES.passwordChanged, id);
      reset();
      await queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
    } catch (err) {
      const failure = toApiFailure(err);
      for (const field of ['current_password', 'new_password'] as const) {
        const message = failure.errors?.[field];
        if (message) setError(field, { message });
      }
      toast.error(failureMessage(err, SECURITY_MESSAGES.changePasswordFailed), id);
    }
  };

  return (
    <AccountCard id="change-password" title="Change password">
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid max-w-md gap-4">
        <Field label="Current password" error={formState.errors.current_password?.message} required>
          <PasswordInput autoComplete="current-password" {...register('current_password')} />
        </Field>
        <Field label="New password" error={formState.errors.new_password?.message} required>
          <PasswordInput autoComplete="new-password" {...register('new_password')} />
        </Field>
        <Field label="Confirm new password" error={formState.errors.confirm_password?.message} required>
          <PasswordInput autoComplete="new-password" {...register('confirm_password')} />
        </Field>
        <div>
          <Button type="submit" loading={formState.isSubmitting}>
            Change password
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
