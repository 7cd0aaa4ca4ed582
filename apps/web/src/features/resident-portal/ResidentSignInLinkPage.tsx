import { useNavigate, useParams } from 'react-router';
import { useState } from 'react';
import { failureMessage, toApiFailure } from '../../api/errors';
import { verifySignInLink } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button, buttonClasses } from '../../ui/Button';
import { SiteLink } from '../../ui/SiteLink';
import { PortalFrame } from './PortalFrame';
import { PORTAL_TEXTS } from './portalTexts';
import { FailureLine } from '../../ui/FailureLine';

/**
 * /resident/sign-in/{token}: opening the link signs nobody in (a mail scanner opens links); only
 * the button's POST does. An expired, used or tampered link gets a clear page and a way to ask
 * for a new one.
 */
export default function ResidentSignInLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ invalid: boolean; message: string } | null>(null);
  const verify = useSubmission(verifySignInLink, {
    onSuccess: () => void navigate('/resident', { replace: true }),
    onError: (err) => {
      const { status } = toApiFailure(err);
      // 400/401/404/410: the link itself is no good. Anything else may work on a second try.
      const invalid = status >= 400 && status < 500 && status !== 429;
      setFailure({ invalid, message: failureMessage(err, invalid ? PORTAL_TEXTS.linkInvalid : PORTAL_TEXTS.signInFailed) });
    },
  });

  if (failure?.invalid) {
    return (
      <PortalFrame title="This link does not work" nav={false}>
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-5">
          <p className="text-slate-800">{failure.message}</p>
          <SiteLink to="/resident/sign-in" className={buttonClasses('primary', 'md')}>
            Send me a new link
          </SiteLink>
        </div>
      </PortalFrame>
    );
  }

  return (
    <PortalFrame title="Sign in to the resident portal" nav={false} intro="Press the button to finish signing in on this device.">
      <div className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-5">
        <FailureLine message={failure?.message} />
        <Button size="lg" loading={verify.pending} onClick={() => verify.submit(token)}>
          Sign in
        </Button>
      </div>
    </PortalFrame>
  );
}
