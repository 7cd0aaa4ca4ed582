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
