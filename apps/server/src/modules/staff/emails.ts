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
