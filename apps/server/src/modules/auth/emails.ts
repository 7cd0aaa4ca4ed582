import type { Config } from '../../config';
import { renderEmail } from '../../platform/mail/template';

export function passwordResetEmail(config: Config, name: string, token: string) {
  return renderEmail(
    {
      subject: `Reset your ${config.site.name} password`,
      greeting: `Hello ${name},`,
      heading: 'Reset your password',
      paragraphs: [
        'We received a request to reset the password of your admin account. The link below works once and expires in 1 hour.',
        'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ],
      action: { label: 'Choose a new password', url: `${config.publicUrl}/reset-password/${token}` },
    },
    config.site.name,
  );
}

export function firstAdminEmail(config: Config, name: string, token: string) {
  return renderEmail(
    {
      subject: `Set your ${config.site.name} admin password`,
      greeting: `Hello ${name},`,
      heading: 'Your admin account is ready',
      paragraphs: ['Choose a password to start using the back office. The link works once and expires in 24 hours.'],
      action: { label: 'Set your password', url: `${config.publicUrl}/reset-password/${token}` },
    },
    config.site.name,
  );
}

export function verificationEmail(config: Config, name: string, token: string) {
  return renderEmail(
    {
      subject: `Verify your ${config.site.name} e-mail address`,
      greeting: `Hello ${name},`,
      heading: 'Please verify your e-mail address',
      paragraphs: ['Confirm this address to finish setting up your admin account. The link expires in 24 hours.'],
      action: { label: 'Verify e-mail address', url: `${config.publicUrl}/verify-email/${token}` },
    },
    config.site.name,
  );
}

/** To every active owner when a colleague's code step locks (issue 30, S6): names who, never a code. */
export function mfaLockedOwnerEmail(config: Config, owner: string, member: { name: string; email: string }) {
  return renderEmail(
    {
      subject: `Two-factor sign-in locked for ${member.name}`,
      greeting: `Hello ${owner},`,
      heading: 'Two-factor sign-in locked',
      paragraphs: [
        `${member.name} (${member.email}) entered 20 wrong two-factor codes in a row, so two-factor sign-in is locked for that account.`,
        'Whoever typed them knew the password. If it was not your colleague, ask them to reset their password. Once you know it is them, you can reset their two-factor authentication from Staff.',
      ],
      action: { label: 'Open Staff', url: `${config.publicUrl}/admin/staff` },
    },
    config.site.name,
  );
}
