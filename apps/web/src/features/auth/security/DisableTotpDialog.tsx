import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { disableTotp } from '../../../api/security';
import { toast } from '../../../ui/toast';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { PasswordCodeForm } from './PasswordCodeForm';

/** Turning TOTP off asks for the password and a current code. */
export function DisableTotpDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Turn off two-factor authentication" size="sm">
      {open && (
        <PasswordCodeForm
          submitLabel="Turn off"
          danger
          failureText="Failed to turn off two-factor authentication"
          onSubmit={async (password, code) => {
            const res = await disableTotp({ password, code });
            toast.success(res.message ?? SECURITY_MESSAGES.mfaDisabled);
            onDone();
          }}
          onClose={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}
