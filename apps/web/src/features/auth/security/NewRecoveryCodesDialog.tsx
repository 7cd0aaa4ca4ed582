import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useState } from 'react';
import { regenerateRecoveryCodes } from '../../../api/security';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { AuthDialog, type AuthDialogProps } from '../parts/AuthDialog';
import { PasswordCodeForm } from './PasswordCodeForm';
import { RecoveryCodes } from './RecoveryCodes';

/**
 * New recovery codes (the password and a current code). Once made, the codes are shown here once,
 * like after turning two-factor on; the dialog then only closes.
 */
export function NewRecoveryCodesDialog({ open, onOpenChange, onDone }: AuthDialogProps & { onDone: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    const made = codes !== null;
    setCodes(null);
    onOpenChange(false);
    if (made) onDone();
  };
  return (
    <AuthDialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="New recovery codes">
      {codes ? (
        <div className="space-y-4">
          <RecoveryCodes codes={codes} />
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <PasswordCodeForm
          intro="Ten new codes replace the ones you have: the old codes, used or not, stop working at once."
          submitLabel="Make new codes"
          failureText="Failed to make new recovery codes"
          onSubmit={async (password, code) => {
            const res = await regenerateRecoveryCodes(password, code);
            toast.success(res.message ?? SECURITY_MESSAGES.recoveryCodesRegenerated);
            setCodes(res.data.recovery_codes);
          }}
          onClose={close}
        />
      )}
    </AuthDialog>
  );
}
