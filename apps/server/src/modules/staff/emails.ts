import { INVITE_TTL_HOURS, ROLE_LABELS, type UserRole } from '@rentfront/shared';
import type { Config } from '../../config';
import { renderEmail } from '../../platform/mail/template';

/** The invitation a new colleague receives; the link opens the set-password page of the back office. */
export function staffInviteEmail(config: Config, input: { name: string; inviter: string; role: UserRole; token: string }) {
  return renderEmail(
    {
      subject: `You are invited to the ${config.site.name} back office`,
      greeting: `Hello ${input.name},`,
      heading: 'You have been invited',
      paragraphs: [
        `${input.inviter} invited you to the ${config.site.name} back office as ${ROLE_LABELS[input.role]}.`,
        `Choose your password to accept. The link works once and expires in ${INVITE_TTL_HOURS} hours.`,
        'If you did not expect this, you can ignore this e-mail.',
      ],
      action: { label: 'Accept the invitation', url: `${config.publicUrl}/admin/invite?token=${encodeURIComponent(input.token)}` },
    },
    config.site.name,
  );
}

/** To the colleague whose two-factor an owner reset (issue 30, S5): who did it, and what now. */
export function staffMfaResetEmail(config: Config, input: { name: string; owner: string }) {
  return renderEmail(
    {
      subject: `Your ${config.site.name} two-factor authentication was reset`,
      greeting: `Hello ${input.name},`,
      heading: 'Two-factor authentication reset',
      paragraphs: [
        `${input.owner} reset the two-factor authentication of your ${config.site.name} back-office account. Your authenticator app and recovery codes no longer work, and you have been signed out everywhere.`,
        'Sign in with your password, then set up two-factor authentication again in Settings.',
        `If you did not ask for this, tell ${input.owner} or another owner at once.`,
      ],
      action: { label: 'Sign in', url: `${config.publicUrl}/admin-login` },
    },
    config.site.name,
  );
}
