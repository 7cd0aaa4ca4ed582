import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, loginSchema, type LoginInput } from '@rentfront/shared/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { login, needsSecondFactor, type LoginResponse } from '../../api/auth';
import { failureMessage } from '../../api/errors';
import { writeAdminHint } from '../../lib/adminHint';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { LinkButton } from '../../ui/LinkButton';
import { authToast } from '../../ui/toast';
import { PasswordInput } from '../../ui/PasswordInput';

/**
 * `next`: the checked admin path the guard was sending the browser to; otherwise the spec's home page.
 * `onSecondFactor`: the password was right and a code is needed (issue 20); `onSignedIn` replaces
 * the default navigation (the page leads to the two-factor setup when the site requires it).
 */
export function LoginForm({
  onForgot,
  next = null,
  onSecondFactor,
  onSignedIn,
}: {
  onForgot: () => void;
  next?: string | null;
  onSecondFactor?: (message: string) => void;
  onSignedIn?: (res: LoginResponse) => void;
}) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const onSubmit = async (values: LoginInput) => {
    const id = authToast.loading(AUTH_MESSAGES.loggingIn);
    try {
      const res = await login(values.email, values.password);
      if (needsSecondFactor(res)) {
        authToast.dismiss(id);
        onSecondFactor?.(res.message);
        return;
      }
      writeAdminHint(res.user);
      authToast.success(res.message || AUTH_MESSAGES.loginSuccess, id);
      if (onSignedIn) onSignedIn(res);
      else navigate(next ?? '/');
    } catch (err) {
      authToast.error(failureMessage(err, AUTH_MESSAGES.loginFailed), id);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <Field label="Email" error={formState.errors.email?.message} required>
        <Input type="email" autoComplete="username" {...register('email')} />
      </Field>
      <Field label="Password" error={formState.errors.password?.message} required>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      <div className="flex justify-end">
        <LinkButton onClick={onForgot}>Forgot your password?</LinkButton>
      </div>
      <Button type="submit" loading={formState.isSubmitting} className="w-full justify-center">
        Sign in
      </Button>
    </form>
  );
}
