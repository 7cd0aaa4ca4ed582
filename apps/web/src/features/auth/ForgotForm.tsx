import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, forgotPasswordSchema } from '@rentfront/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPassword } from '../../api/auth';
import { failureMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { FormNote } from '../../ui/FormNote';
import { Input } from '../../ui/Input';
import { authToast } from '../../ui/toast';

export function ForgotForm() {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
  });

  const onSubmit = async ({ email }: { email: string }) => {
    const id = authToast.loading(AUTH_MESSAGES.sendingReset);
    try {
      const res = await forgotPassword(email);
      authToast.success(res.message || AUTH_MESSAGES.forgotSuccess, id);
      setSent(true);
    } catch (err) {
      authToast.error(failureMessage(err, AUTH_MESSAGES.forgotFailed), id);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">Enter your account e-mail and we will send you a link to choose a new password.</p>
      <Field label="Email" error={formState.errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      {sent && <FormNote tone="success">{AUTH_MESSAGES.forgotSuccess}</FormNote>}
      <Button type="submit" loading={formState.isSubmitting} className="w-full justify-center">
        Send reset link
      </Button>
    </form>
  );
}
