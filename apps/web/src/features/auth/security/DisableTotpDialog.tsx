import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { disableTotp } from '../../../api/security';
import { toast } from '../../../ui/toast';
import { AuthDialog, type AuthDialogProps } from '../parts/AuthDialog';
import { PasswordCodeForm } from './PasswordCodeForm';

/** Turning TOTP off asks for the password and a current code. */
export function DisableTotpDialog({ onDone, ...dialog }: AuthDialogProps & { onDone: () => void }) {
  return (
    <AuthDialog {...dialog} title="Turn off two-factor authentication">
      <PasswordCodeForm
        submitLabel="Turn off"
        danger
        failureText="Failed to turn off two-factor authentication"
        onSubmit={async (password, code) => {
          const res = await disableTotp({ password, code });
          toast.success(res.message ?? SECURITY_MESSAGES.mfaDisabled);
          onDone();
        }}
        onClose={() => dialog.onOpenChange(false)}
      />
    </AuthDialog>
  );
}
